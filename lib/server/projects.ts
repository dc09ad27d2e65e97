/**
 * Saved projects on the server: the editor's project record (lib/projects/saved-project.ts) and its version-2 document
 * (lib/editor/model/document-schema.ts) are validated on every write, its media references are checked, and rows are
 * answered in the shapes the editor and My Projects read (lib/contracts/projects.ts). Records in the clip-list shape
 * (saved before, or still held by a browser) are accepted and read only through the migration (lib/editor/model/migrate.ts).
 */
import "server-only";

import { projectDocSchema } from "@/lib/editor/model/document-schema";
import type { ProjectDoc } from "@/lib/editor/model/document";
import { emptyDoc } from "@/lib/editor/model/empty-doc";
import { docIssues } from "@/lib/editor/model/invariants";
import { fromClipList, isLegacyRecord, legacyProjectSchema, migrateRecord, recordFromLegacy } from "@/lib/editor/model/migrate";
import type { Project } from "@/lib/projects/project";
import { projectRecordSchema, type SavedProject } from "@/lib/projects/saved-project";
import { toProject } from "@/lib/projects/summary";
import type { ProjectList, ServerProject } from "@/lib/projects/store";
import { ApiError } from "@/lib/server/api";
import { recordActivity, shareRef } from "@/lib/server/challenges";
import { type Executor, getDb } from "@/lib/server/db/client";
import { type Account, updateProfile } from "@/lib/server/db/queries/accounts";
import {
  createProject,
  deleteProject,
  foreignFileKeys,
  getProject,
  listProjects,
  patchProject,
  type ProjectRow,
  type ProjectWrite,
  type UpdateResult,
  updateProject,
} from "@/lib/server/db/queries/projects";

/** A project body (record with its document and thumbnail) is at most this large: 413 beyond it. */
export const MAX_PROJECT_BYTES = 2 * 1024 * 1024;

/** The sample projects of My Projects (lib/catalog/projects.ts): they are not rows; deleting one hides it. */
export const SAMPLE_PROJECT_IDS = ["1", "2", "3", "4"] as const;
export const hiddenSampleKey = (id: string) => `projects.hiddenSample.${id}`;

export function isSampleId(id: string): boolean {
  return (SAMPLE_PROJECT_IDS as readonly string[]).includes(id);
}

/** The sample projects this account deleted from My Projects (kept with its preferences). */
export function hiddenSamples(account: Pick<Account, "preferences">): string[] {
  return SAMPLE_PROJECT_IDS.filter((id) => account.preferences?.[hiddenSampleKey(id)] === true);
}

function invalid(message: string): never {
  throw new ApiError(400, message, "invalid_project");
}

/** A media URL that plays from this site or over http(s); never javascript:, data: or a blob: of another page. */
function checkUrl(url: string | null | undefined, name: string): void {
  if (url === null || url === undefined) return;
  if (url.startsWith("/") && !url.startsWith("//")) return;
  if (/^https?:\/\//i.test(url)) return;
  invalid(`The media "${name}" has a URL that cannot be stored`);
}

function checkKey(key: string | undefined, name: string): string {
  if (!key || key.length > 1024 || key.includes("..") || key.startsWith("/")) invalid(`The uploaded media "${name}" has no valid storage key`);
  return key;
}

function issueText(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ""): string {
  const issue = issues[0];
  return issue ? ` (${prefix}${issue.path.map(String).join(".") || (prefix ? "" : "record")}: ${issue.message})` : "";
}

/** The document of a record, validated: its schema, then the timeline's structural rules. */
function parseDoc(raw: unknown): ProjectDoc {
  const doc = projectDocSchema.safeParse(raw);
  if (!doc.success) invalid(`The project document is not valid${issueText(doc.error.issues, "doc.")}`);
  const issues = docIssues(doc.data);
  if (issues.length > 0) invalid(`The project document breaks the timeline's rules: ${issues[0]}`);
  return doc.data;
}

/**
 * The editor's record, validated: the record, then its version-2 document (schema and structural rules); a record in
 * the clip-list shape is migrated first. Local files never leave the browser: they are stored as a reference
 * without a URL, which the editor shows as "Local file — not uploaded" elsewhere. Uploaded media need a storage
 * key, and every URL must be a safe one.
 */
export function parseProjectRecord(raw: unknown): SavedProject {
  let record: SavedProject;
  if (isLegacyRecord(raw)) {
    const legacy = legacyProjectSchema.safeParse(raw);
    if (!legacy.success) invalid(`The project document is not valid${issueText(legacy.error.issues)}`);
    record = recordFromLegacy(legacy.data, parseDoc(legacy.data.doc ?? fromClipList(legacy.data)));
  } else {
    const parsed = projectRecordSchema.safeParse(raw);
    if (!parsed.success) invalid(`The project document is not valid${issueText(parsed.error.issues)}`);
    record = { ...parsed.data, doc: parseDoc(parsed.data.doc) };
  }
  for (const asset of record.doc.assets) {
    if (asset.source === "local") asset.url = null;
    checkUrl(asset.url, asset.name);
    if (asset.source === "upload") checkKey(asset.key, asset.name);
  }
  return record;
}

/** The storage keys of a record's uploaded media. */
export function uploadKeys(record: SavedProject): string[] {
  const keys = new Set<string>();
  for (const a of record.doc.assets) if (a.source === "upload" && a.key) keys.add(a.key);
  return [...keys];
}

/** Refuses uploads recorded as another account's files (a project only points at its own uploads). */
export async function checkOwnUploads(db: Executor, accountId: string, record: SavedProject): Promise<void> {
  const foreign = await foreignFileKeys(db, accountId, uploadKeys(record));
  if (foreign.length > 0) invalid("The project refers to an upload that is not yours");
}

const THUMBNAIL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** The row's columns from a validated record; the thumbnail lives in its column, not twice in the document. */
export function projectWrite(record: SavedProject): ProjectWrite {
  const title = record.doc.settings.title.trim() || "Untitled Project";
  const thumbnail = record.thumbnail && (THUMBNAIL.test(record.thumbnail) || checkSafePath(record.thumbnail)) ? record.thumbnail : null;
  const stored: SavedProject = { ...record, doc: { ...record.doc, settings: { ...record.doc.settings, title } }, thumbnail: "" };
  return {
    title,
    description: toProject(stored).description,
    visibility: record.doc.settings.visibility,
    thumbnail,
    document: stored,
  };
}

function checkSafePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//");
}

/**
 * The editor's record as stored, with the row's id, title, visibility (My Projects changes those on the row),
 * thumbnail and times. Rows written in the clip-list shape are migrated as they are read.
 */
export function recordOf(row: ProjectRow): SavedProject {
  // Migrated as read: the clip-list shape, and effects older records named beside the document.
  const stored = migrateRecord(row.document) ?? (isLegacyRecord(row.document) ? null : (row.document as SavedProject | null));
  const doc = stored?.doc ?? emptyDoc();
  return {
    id: row.id,
    doc: { ...doc, settings: { ...doc.settings, title: row.title, visibility: row.visibility as ProjectDoc["settings"]["visibility"] } },
    thumbnail: row.thumbnail ?? "",
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The bytes of a stored data: URL thumbnail, or null. */
export function thumbnailImage(thumbnail: string | null): { type: string; bytes: Buffer } | null {
  const match = thumbnail ? /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=]+)$/.exec(thumbnail) : null;
  return match ? { type: match[1], bytes: Buffer.from(match[2], "base64") } : null;
}

/**
 * The My Projects card of a row. A captured frame is linked (/api/projects/:id/thumbnail?v=<revision>), not
 * inlined, so the list's page stays small.
 */
export function summaryOf(row: ProjectRow): Project {
  const card = toProject(recordOf(row));
  const thumbnail = thumbnailImage(row.thumbnail) ? `/api/projects/${encodeURIComponent(row.id)}/thumbnail?v=${row.revision}` : card.thumbnail;
  return { ...card, thumbnail, description: row.description, status: row.status as Project["status"] };
}

export function serverProject(row: ProjectRow): ServerProject {
  return { id: row.id, revision: row.revision, record: recordOf(row), summary: summaryOf(row) };
}

/** Another account's project is answered exactly like a missing one. */
const notFound = () => new ApiError(404, "Project not found", "project_not_found");

/** The account's saved projects as My Projects lists them, newest first, and the sample projects it deleted. */
export async function projectListOf(account: Pick<Account, "id" | "preferences">): Promise<ProjectList> {
  const rows = await listProjects(await getDb(), account.id);
  return { projects: rows.map((row) => ({ ...summaryOf(row), revision: row.revision })), hiddenSamples: hiddenSamples(account) };
}

/** Stores a new project from the editor's record (its uploads must be the account's own). */
export async function createOwnProject(accountId: string, record: unknown): Promise<ServerProject> {
  const parsed = parseProjectRecord(record);
  const db = await getDb();
  await checkOwnUploads(db, accountId, parsed);
  return serverProject(await createProject(db, accountId, projectWrite(parsed)));
}

/** One of the account's projects (404 for another account's or a missing one). */
export async function ownProject(accountId: string, id: string): Promise<ServerProject> {
  const row = await getProject(await getDb(), accountId, id);
  if (!row) throw notFound();
  return serverProject(row);
}

export type SaveResult = { ok: true; project: ServerProject } | { ok: false; revision: number };

function saved(result: UpdateResult): SaveResult {
  if (result.ok) return { ok: true, project: serverProject(result.project) };
  if (result.reason === "not_found") throw notFound();
  return { ok: false, revision: result.revision };
}

/** Saves the editor's record over the project if it is still at `revision` (a conflict otherwise). */
export async function saveOwnProject(accountId: string, id: string, revision: number, record: unknown): Promise<SaveResult> {
  const parsed = parseProjectRecord(record);
  if (parsed.id !== id) throw new ApiError(400, "The record's id does not match the project in the URL", "invalid_project");
  const db = await getDb();
  await checkOwnUploads(db, accountId, parsed);
  return saved(await updateProject(db, accountId, id, revision, projectWrite(parsed)));
}

/** Visibility and/or title, from My Projects. */
export async function patchOwnProject(accountId: string, id: string, patch: Parameters<typeof patchProject>[3]): Promise<SaveResult> {
  return saved(await patchProject(await getDb(), accountId, id, patch));
}

/** Deletes a saved project; for a sample project (ids 1 to 4) it hides the sample for this account. */
export async function deleteOwnProject(accountId: string, id: string): Promise<void> {
  const db = await getDb();
  if (isSampleId(id)) {
    await updateProfile(db, accountId, { preferences: { [hiddenSampleKey(id)]: true } });
    return;
  }
  if (!(await deleteProject(db, accountId, id))) throw notFound();
}

/** Records that the account shared one of its saved projects (the daily share challenge counts it once a day). */
export async function shareOwnProject(accountId: string, id: string): Promise<void> {
  const db = await getDb();
  if (id.length > 100 || !(await getProject(db, accountId, id))) throw notFound();
  await recordActivity(db, accountId, "share", shareRef(id));
}

/** The frame the editor captured for one of the account's projects, or null. */
export async function ownThumbnail(accountId: string, id: string): Promise<{ type: string; bytes: Buffer } | null> {
  const row = await getProject(await getDb(), accountId, id);
  return row ? thumbnailImage(row.thumbnail) : null;
}
