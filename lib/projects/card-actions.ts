/**
 * The My Projects card actions on the server (/api/projects/:id). Apart from lib/project-store.ts, so the My
 * Projects page does not load the editor's save and conflict handling; the request helper loads on the first action.
 */
import type { Project } from "@/lib/project";
import type { ServerProject } from "@/lib/projects/store";

/** Deletes a saved project, or hides a sample project, for the account. */
export async function deleteProject(id: string): Promise<void> {
  const { apiRequest } = await import("@/lib/api-client");
  await apiRequest("DELETE", `/api/projects/${encodeURIComponent(id)}`);
}

/** Changes a saved project's visibility and/or title (My Projects). */
export async function patchProject(id: string, patch: { visibility?: Project["visibility"]; title?: string }): Promise<Project> {
  const { apiRequest } = await import("@/lib/api-client");
  const res = await apiRequest("PATCH", `/api/projects/${encodeURIComponent(id)}`, patch);
  return ((await res.json()) as { project: ServerProject }).project.summary;
}
