/**
 * Saved editor projects, per account. Every query names the account: a project of another account is simply not
 * found (routes answer 404, never 403, so ids reveal nothing). A save names the revision it was loaded at; an older
 * revision is refused as a conflict instead of overwriting (`revision` goes up by one on every write).
 */
import "server-only";

import { randomUUID } from "node:crypto";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import type { Executor } from "../client";
import { files, projects } from "../schema";

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectWrite {
  title: string;
  description: string;
  visibility: "private" | "public";
  thumbnail: string | null;
  /** The editor's project record (lib/projects/saved-project.ts), already validated. */
  document: unknown;
}

export function newProjectRowId(): string {
  return `p-${randomUUID()}`;
}

/** The account's projects, most recently updated first. */
export async function listProjects(db: Executor, accountId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.accountId, accountId)).orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** One project of the account, or null (also when it belongs to another account). */
export async function getProject(db: Executor, accountId: string, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.accountId, accountId)));
  return row ?? null;
}

export async function createProject(db: Executor, accountId: string, write: ProjectWrite, now = new Date()): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ id: newProjectRowId(), accountId, ...write, revision: 1, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export type UpdateResult = { ok: true; project: ProjectRow } | { ok: false; reason: "not_found" } | { ok: false; reason: "conflict"; revision: number };

async function missingOrConflict(db: Executor, accountId: string, id: string): Promise<UpdateResult> {
  const current = await getProject(db, accountId, id);
  return current ? { ok: false, reason: "conflict", revision: current.revision } : { ok: false, reason: "not_found" };
}

/**
 * Replaces the project's content if it is still at `revision` (one conditional UPDATE: of two saves made at the
 * same revision, exactly one wins and the other gets the conflict).
 */
export async function updateProject(
  db: Executor,
  accountId: string,
  id: string,
  revision: number,
  write: ProjectWrite,
  now = new Date(),
): Promise<UpdateResult> {
  const [row] = await db
    .update(projects)
    .set({ ...write, revision: sql`${projects.revision} + 1`, updatedAt: now })
    .where(and(eq(projects.id, id), eq(projects.accountId, accountId), eq(projects.revision, revision)))
    .returning();
  return row ? { ok: true, project: row } : missingOrConflict(db, accountId, id);
}

/**
 * Changes the title and/or visibility (My Projects). It is a change like any other: the revision goes up, so an
 * editor still open at the old revision cannot silently put the old values back.
 */
export async function patchProject(
  db: Executor,
  accountId: string,
  id: string,
  patch: { title?: string; visibility?: "private" | "public"; revision?: number },
  now = new Date(),
): Promise<UpdateResult> {
  const conditions = [eq(projects.id, id), eq(projects.accountId, accountId)];
  if (patch.revision !== undefined) conditions.push(eq(projects.revision, patch.revision));
  const [row] = await db
    .update(projects)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
      revision: sql`${projects.revision} + 1`,
      updatedAt: now,
    })
    .where(and(...conditions))
    .returning();
  return row ? { ok: true, project: row } : missingOrConflict(db, accountId, id);
}

/** Deletes the account's project; false when it has no such project. */
export async function deleteProject(db: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.accountId, accountId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Of `keys`, those recorded as files of another account (a project may only point at its own uploads). */
export async function foreignFileKeys(db: Executor, accountId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ key: files.key, accountId: files.accountId }).from(files).where(inArray(files.key, keys));
  return rows.filter((r) => r.accountId !== accountId).map((r) => r.key);
}
