/**
 * The network half of saving and opening a project on the server, loaded on demand (on the first save, or when the
 * page opens a ?project= the server did not render): it sends the record, and says what went wrong in a toast.
 */
import { createProject, fetchProject, type SavedProject, saveProject, type ServerProject } from "@/lib/projects/store";
import { toast } from "@/lib/toast";

/** Stores the record (a new project without a revision); null after telling the user why not. */
export async function sendProject(record: SavedProject, existingId: string | null, revision: number | null): Promise<ServerProject | "conflict" | null> {
  const result = existingId && revision !== null ? await saveProject(record, revision) : await createProject(record);
  if (result.ok) return result.project;
  if (result.conflict) {
    toast({
      title: "Save conflict",
      description: "This project was saved in another browser or tab since you opened it. Reload to get the latest version.",
      variant: "destructive",
    });
    return "conflict";
  }
  toast({ title: "Save failed", description: "The project could not be saved. Check your connection and try again.", variant: "destructive" });
  return null;
}

/** The account's project `id` (its document already valid), or null after telling the user it is missing or unreachable. */
export async function openProject(id: string): Promise<ServerProject | null> {
  const loaded = await fetchProject(id);
  if (loaded.ok) return loaded.project;
  if (loaded.status === 404)
    toast({ title: "Project not found", description: "It does not exist, or it belongs to another account.", variant: "destructive" });
  else toast({ title: "Project not loaded", description: "The project could not be loaded. Check your connection and reload.", variant: "destructive" });
  return null;
}
