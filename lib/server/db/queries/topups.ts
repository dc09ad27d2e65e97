/**
 * Card top-ups of MSXT. A top-up is credited in the transaction that marks it paid: the conditional pending -> paid
 * UPDATE lets one confirmation through however many arrive (the return page, the webhook, replays), and the ledger's
 * unique reference `topup:<id>` is the second lock.
 */
import "server-only";

import { and, desc, eq } from "drizzle-orm";

import type { Executor, Tx } from "../client";
import { topups } from "../schema";

import { postEntry } from "./ledger";

export type Topup = typeof topups.$inferSelect;
export type NewTopup = typeof topups.$inferInsert;

/** Inserts a top-up unless the account already used its request id: answers null then (a repeated request). */
export async function insertTopup(db: Executor, topup: NewTopup): Promise<Topup | null> {
  const [row] = await db.insert(topups).values(topup).onConflictDoNothing({ target: [topups.accountId, topups.requestId] }).returning();
  return row ?? null;
}

export async function findTopup(db: Executor, accountId: string, id: string): Promise<Topup | null> {
  const [row] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.id, id), eq(topups.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findTopupByRequest(db: Executor, accountId: string, requestId: string): Promise<Topup | null> {
  const [row] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.accountId, accountId), eq(topups.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export async function findTopupByProviderRef(db: Executor, provider: string, providerRef: string): Promise<Topup | null> {
  const [row] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.provider, provider), eq(topups.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

export async function listTopups(db: Executor, accountId: string, limit = 50): Promise<Topup[]> {
  return db.select().from(topups).where(eq(topups.accountId, accountId)).orderBy(desc(topups.createdAt), desc(topups.id)).limit(limit);
}

export async function setTopupProviderRef(db: Executor, id: string, providerRef: string): Promise<Topup> {
  const [row] = await db.update(topups).set({ providerRef }).where(eq(topups.id, id)).returning();
  return row;
}

/** The ledger's words for a paid top-up. */
export function topupDescription(topup: Pick<Topup, "amountCents" | "testMode">): string {
  const amount = `${Math.floor(topup.amountCents / 100)}.${String(topup.amountCents % 100).padStart(2, "0")}`;
  return `Bought ${amount} MSXT by card${topup.testMode ? " (test mode)" : ""}`;
}

/**
 * Inside a transaction: pending -> paid, once, and the MSXT credited as bought (ledger kind purchase_msxt). Answers the
 * paid top-up, or null when it was not pending (already paid or failed): nothing is credited then.
 */
export async function payTopup(tx: Tx, id: string, paid: { providerRef?: string | null; cardLabel?: string | null }, now: Date): Promise<Topup | null> {
  const [row] = await tx
    .update(topups)
    .set({ status: "paid", paidAt: now, ...(paid.providerRef ? { providerRef: paid.providerRef } : {}), ...(paid.cardLabel ? { cardLabel: paid.cardLabel } : {}) })
    .where(and(eq(topups.id, id), eq(topups.status, "pending")))
    .returning();
  if (!row) return null;
  await postEntry(tx, {
    accountId: row.accountId,
    currency: "MSXT",
    amountCents: row.amountCents,
    kind: "purchase_msxt",
    reference: `topup:${row.id}`,
    description: topupDescription(row),
  });
  return row;
}

/** pending -> failed, once: answers null when it was not pending. */
export async function failTopup(db: Executor, id: string, reason: string): Promise<Topup | null> {
  const [row] = await db
    .update(topups)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(topups.id, id), eq(topups.status, "pending")))
    .returning();
  return row ?? null;
}
