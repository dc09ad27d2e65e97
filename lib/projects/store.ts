/**
 * Projects saved from the video editor, kept on the server per account (/api/projects), so they open in any
 * browser signed in to the account. A save names the revision it was loaded at; the server refuses an older one
 * (409, ProjectConflictError) instead of overwriting a newer save made elsewhere.
 */
import { apiGet, apiRequest, HttpError } from "@/lib/api-client";
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

/** Someone saved the project elsewhere since this editor loaded it. */
export class ProjectConflictError extends Error {
  constructor(readonly revision: number | null) {
    super("The project was changed in another browser or tab");
    this.name = "ProjectConflictError";
  }
}

function conflictRevision(error: HttpError): number | null {
  try {
    const body = JSON.parse(error.body) as { error?: { revision?: unknown } };
    return typeof body.error?.revision === "number" ? body.error.revision : null;
  } catch {
    return null;
  }
}

async function send(method: "POST" | "PUT", url: string, body: ProjectSaveBody): Promise<ServerProject> {
  try {
    const res = await apiRequest(method, url, body);
    return ((await res.json()) as { project: ServerProject }).project;
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) throw new ProjectConflictError(conflictRevision(error));
    throw error;
  }
}

/** Stores a new project; the server gives it its id (p-…) and revision 1. */
export function createProject(record: SavedProject): Promise<ServerProject> {
  return send("POST", "/api/projects", { record });
}

/** Saves over the project if it is still at `revision`; ProjectConflictError otherwise. */
export function saveProject(record: SavedProject, revision: number): Promise<ServerProject> {
  return send("PUT", `/api/projects/${encodeURIComponent(record.id)}`, { record, revision });
}

/** Tells the server a saved project's link was shared (the daily share challenge counts it). */
export async function recordShare(id: string): Promise<void> {
  await apiRequest("POST", `/api/projects/${encodeURIComponent(id)}/share`);
}

/** One of the account's projects (HttpError 404 when it does not exist or is another account's). */
export async function fetchProject(id: string): Promise<ServerProject> {
  return (await apiGet<{ project: ServerProject }>(["/api/projects", encodeURIComponent(id)]))!.project;
}
