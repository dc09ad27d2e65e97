/**
 * The network half of saving and opening a project on the server, loaded on demand (on the first save, or when the
 * page opens a ?project= the server did not render): it sends the record, and says what went wrong in a toast.
 */
import { HttpError } from "@/lib/api-client";
import { createProject, fetchProject, ProjectConflictError, type SavedProject, saveProject, type ServerProject } from "@/lib/projects/store";
import { toast } from "@/lib/toast";

/** Stores the record (a new project without a revision); null after telling the user why not. */
export async function sendProject(record: SavedProject, existingId: string | null, revision: number | null): Promise<ServerProject | "conflict" | null> {
  try {
    return existingId && revision !== null ? await saveProject(record, revision) : await createProject(record);
  } catch (error) {
    if (error instanceof ProjectConflictError) {
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
}

/** The account's project `id` (its document already valid), or null after telling the user it is missing or unreachable. */
export async function openProject(id: string): Promise<ServerProject | null> {
  const loaded = await fetchProject(id)
    .catch((error: unknown) => {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      return null;
    })
    .catch(() => "failed" as const);
  if (loaded && loaded !== "failed") return loaded;
  if (loaded === "failed")
    toast({ title: "Project not loaded", description: "The project could not be loaded. Check your connection and reload.", variant: "destructive" });
  else toast({ title: "Project not found", description: "It does not exist, or it belongs to another account.", variant: "destructive" });
  return null;
}
