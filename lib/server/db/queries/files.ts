/**
 * Uploaded files per account. A file is reserved (status pending, with the size the uploader declared) before
 * any byte is sent, in a transaction that locks the account's row: parallel reservations of one account queue
 * behind each other, so together they can never pass the plan's storage limit. Completion marks it complete.
 */
import "server-only";

import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";

import type { Db, Executor } from "../client";
import { accounts, files } from "../schema";

export type FileRow = typeof files.$inferSelect;

/** A pending reservation whose bytes never arrived stops counting (and is dropped) after a day. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

const counted = (now: Date) => or(eq(files.status, "complete"), gt(files.createdAt, new Date(now.getTime() - PENDING_TTL_MS)));

/** Bytes the account uses: its complete files and its live reservations. */
export async function storageUsedBytes(db: Executor, accountId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(and(eq(files.accountId, accountId), counted(now)));
  return Number(row?.total ?? 0);
}

export interface FileReservation {
  id: string;
  accountId: string;
  key: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Bytes all guests from one client address use (their complete files and live reservations). */
export async function guestClientUsedBytes(db: Executor, client: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(and(eq(files.guestClient, client), counted(now)));
  return Number(row?.total ?? 0);
}

export type ReserveResult =
  | { ok: true; file: FileRow }
  | { ok: false; usedBytes: number; by: "account" | "client" }
  | { ok: false; by: "open_uploads" };

/** Live reservations (uploads started and not finished) of an account, or of all guests of a client address. */
async function openUploads(db: Executor, where: { accountId: string } | { client: string }, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(files)
    .where(
      and(
        "accountId" in where ? eq(files.accountId, where.accountId) : eq(files.guestClient, where.client),
        eq(files.status, "pending"),
        gt(files.createdAt, new Date(now.getTime() - PENDING_TTL_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Drops every reservation whose bytes never arrived within PENDING_TTL_MS (the sweep on a timer). Answers their keys. */
export async function dropAbandonedReservations(db: Executor, now = new Date()): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(and(eq(files.status, "pending"), lt(files.createdAt, new Date(now.getTime() - PENDING_TTL_MS))))
    .returning({ key: files.key });
  return rows.map((r) => r.key);
}

/**
 * Reserves `sizeBytes` for a new file when the account's usage plus it stays within `limitBytes` (null: unlimited),
 * and, for a guest (`guest`), when all guests of its client address stay within the guest limit too (their
 * reservations queue behind a lock on the address, as an account's behind its row). At most `maxOpen` uploads
 * may be open at once, per account and per guest client address.
 */
export async function reserveFile(
  db: Db,
  input: FileReservation,
  limitBytes: number | null,
  now = new Date(),
  guest: { client: string; limitBytes: number } | null = null,
  maxOpen = Number.POSITIVE_INFINITY,
): Promise<ReserveResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for("update");
    await tx
      .delete(files)
      .where(and(eq(files.accountId, input.accountId), eq(files.status, "pending"), lt(files.createdAt, new Date(now.getTime() - PENDING_TTL_MS))));
    if ((await openUploads(tx, { accountId: input.accountId }, now)) >= maxOpen) return { ok: false, by: "open_uploads" };
    const usedBytes = await storageUsedBytes(tx, input.accountId, now);
    if (limitBytes !== null && usedBytes + input.sizeBytes > limitBytes) return { ok: false, usedBytes, by: "account" };
    if (guest) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-storage:${guest.client}`}))`);
      if ((await openUploads(tx, { client: guest.client }, now)) >= maxOpen) return { ok: false, by: "open_uploads" };
      const clientBytes = await guestClientUsedBytes(tx, guest.client, now);
      if (clientBytes + input.sizeBytes > guest.limitBytes) return { ok: false, usedBytes: clientBytes, by: "client" };
    }
    const [file] = await tx
      .insert(files)
      .values({ ...input, status: "pending", createdAt: now, guestClient: guest?.client ?? null })
      .returning();
    return { ok: true, file };
  });
}

/** Marks the account's file with this key complete, with its real size. Null when there is no such file. */
export async function completeFile(db: Executor, accountId: string, key: string, sizeBytes: number, now = new Date()): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: "complete", sizeBytes, completedAt: now })
    .where(and(eq(files.accountId, accountId), eq(files.key, key)))
    .returning();
  return row ?? null;
}

export async function fileByKey(db: Executor, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row ?? null;
}

/** One of the account's files (never another account's), or null. */
export async function fileOf(db: Executor, accountId: string, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(and(eq(files.accountId, accountId), eq(files.id, id))).limit(1);
  return row ?? null;
}

export async function listFiles(db: Executor, accountId: string, now = new Date()): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.accountId, accountId), counted(now)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** Removes the account's file row (only its own). Answers the removed row, or null. */
export async function deleteFile(db: Executor, accountId: string, id: string): Promise<FileRow | null> {
  const [row] = await db.delete(files).where(and(eq(files.accountId, accountId), eq(files.id, id))).returning();
  return row ?? null;
}

/** Drops a reservation whose upload was aborted (a complete file stays). */
export async function releasePendingFile(db: Executor, accountId: string, key: string): Promise<void> {
  await db.delete(files).where(and(eq(files.accountId, accountId), eq(files.key, key), eq(files.status, "pending")));
}
