/**
 * The My Projects card actions on the server (/api/projects/:id). Apart from lib/projects/store.ts, so the My
 * Projects page does not load the editor's save and conflict handling (nor its answer schemas).
 */
import { api } from "@/lib/api-request";
import type { Project } from "@/lib/projects/project";
import type { ServerProject } from "@/lib/projects/store";

/** Deletes a saved project, or hides a sample project, for the account; rejects with the server's message. */
export async function deleteProject(id: string): Promise<void> {
  const result = await api("DELETE", `/api/projects/${encodeURIComponent(id)}`);
  if (!result.ok) throw new Error(result.message);
}

/** Changes a saved project's visibility and/or title (My Projects); rejects with the server's message. */
export async function patchProject(id: string, patch: { visibility?: Project["visibility"]; title?: string }): Promise<Project> {
  const result = await api<{ project: ServerProject }>("PATCH", `/api/projects/${encodeURIComponent(id)}`, patch);
  if (!result.ok) throw new Error(result.message);
  return result.project.summary;
}

/** Tells the server a saved project's link was shared (the daily share challenge counts it); true when it did. */
export async function recordShare(id: string): Promise<boolean> {
  return (await api("POST", `/api/projects/${encodeURIComponent(id)}/share`)).ok;
}
