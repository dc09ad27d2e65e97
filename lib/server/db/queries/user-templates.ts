/**
 * My Templates: the templates an account saved from its projects. Every query names the account: another account's
 * template is simply not found.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import { and, desc, eq } from "drizzle-orm";

import type { Executor } from "../client";
import { userTemplates } from "../schema";

export type UserTemplateRow = typeof userTemplates.$inferSelect;

export interface UserTemplateWrite {
  title: string;
  description: string;
  aspectRatio: string;
  duration: string;
  slotCount: number;
  /** The template's project document, already validated. */
  document: unknown;
}

/** Ids look apart from the catalogue's ("tpl-1"…), so one URL parameter names either. */
export const USER_TEMPLATE_PREFIX = "ut-";

export async function createUserTemplate(db: Executor, accountId: string, write: UserTemplateWrite, now = new Date()): Promise<UserTemplateRow> {
  const [row] = await db
    .insert(userTemplates)
    .values({ id: `${USER_TEMPLATE_PREFIX}${randomUUID()}`, accountId, ...write, createdAt: now })
    .returning();
  return row;
}

/** The account's templates, newest first. */
export async function listUserTemplates(db: Executor, accountId: string): Promise<UserTemplateRow[]> {
  return db.select().from(userTemplates).where(eq(userTemplates.accountId, accountId)).orderBy(desc(userTemplates.createdAt), desc(userTemplates.id));
}

/** One template of the account, or null (also when it belongs to another account). */
export async function getUserTemplate(db: Executor, accountId: string, id: string): Promise<UserTemplateRow | null> {
  const [row] = await db
    .select()
    .from(userTemplates)
    .where(and(eq(userTemplates.id, id), eq(userTemplates.accountId, accountId)));
  return row ?? null;
}

export async function deleteUserTemplate(db: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userTemplates)
    .where(and(eq(userTemplates.id, id), eq(userTemplates.accountId, accountId)))
    .returning({ id: userTemplates.id });
  return rows.length > 0;
}
