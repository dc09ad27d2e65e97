/**
 * Projects saved from the video editor, kept on the server per account (/api/projects), so they open in any
 * browser signed in to the account. A save names the revision it was loaded at; the server refuses an older one
 * (409 revision_conflict, with the revision it is at) instead of overwriting a newer save made elsewhere.
 */
import { api, type ApiResult } from "@/lib/api-request";
import { projectAnswerSchema, projectConflictSchema } from "@/lib/contracts/projects";
import type { Project } from "@/lib/projects/project";

import type { SavedProject } from "@/lib/projects/saved-project";

export type { SavedProject } from "@/lib/projects/saved-project";

/** A project as the server answers it: the editor's record, its revision and its My Projects card. */
export interface ServerProject {
  id: string;
  revision: number;
  record: SavedProject;
  summary: Project;
}

/** GET /api/projects: the account's projects (cards) and the sample projects it deleted. */
export interface ProjectList {
  projects: (Project & { revision: number })[];
  hiddenSamples: string[];
}

/** The body of POST /api/projects and PUT /api/projects/:id. */
export interface ProjectSaveBody {
  record: SavedProject;
  /** PUT only: the revision the editor loaded or last saved. */
  revision?: number;
}

/** One project from the server, or why not (status 404: it does not exist or is another account's). */
export type ProjectAnswer = ApiResult<{ project: ServerProject }>;

/**
 * A save: the stored project, or refused. `conflict` is set when someone saved the project in another browser or
 * tab since this editor loaded it, with the revision the server is at (null when its answer did not say).
 */
export type SaveResult = { ok: true; project: ServerProject } | { ok: false; message: string; conflict: { revision: number | null } | null };

async function send(method: "POST" | "PUT", url: string, body: ProjectSaveBody): Promise<SaveResult> {
  const result: ProjectAnswer = await api(method, url, body, projectAnswerSchema);
  if (result.ok) return { ok: true, project: result.project };
  if (result.status !== 409) return { ok: false, message: result.message, conflict: null };
  const details = projectConflictSchema.safeParse(result.details);
  return { ok: false, message: result.message, conflict: { revision: details.success ? details.data.revision : null } };
}

/** Stores a new project; the server gives it its id (p-…) and revision 1. */
export function createProject(record: SavedProject): Promise<SaveResult> {
  return send("POST", "/api/projects", { record });
}

/** Saves over the project if it is still at `revision`; a conflict otherwise. */
export function saveProject(record: SavedProject, revision: number): Promise<SaveResult> {
  return send("PUT", `/api/projects/${encodeURIComponent(record.id)}`, { record, revision });
}

/** One of the account's projects. */
export function fetchProject(id: string): Promise<ProjectAnswer> {
  return api("GET", `/api/projects/${encodeURIComponent(id)}`, undefined, projectAnswerSchema);
}
