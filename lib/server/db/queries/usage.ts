/**
 * Metered use per account and UTC month (AI generations, exports). A use is one conditional upsert: the row's
 * count goes up only while it is below the plan's limit, so parallel requests can never spend the limit twice.
 */
import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import type { Executor } from "../client";
import { guestUsage, usageCounters } from "../schema";

export const usageKinds = ["ai_generation", "export"] as const;
export type UsageKind = (typeof usageKinds)[number];

export type ConsumeResult = { ok: true; used: number } | { ok: false; used: number };

/**
 * Counts one use of `kind` in `month` when the count is below `limit` (null: unlimited). Answers the count
 * after the use, or { ok: false } with the count as it stands when the limit is reached.
 */
export async function consumeUsage(db: Executor, accountId: string, kind: UsageKind, limit: number | null, month: string): Promise<ConsumeResult> {
  if (limit !== null && limit <= 0) return { ok: false, used: await usageCount(db, accountId, kind, month) };
  const rows = await db
    .insert(usageCounters)
    .values({ accountId, kind, month, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.accountId, usageCounters.kind, usageCounters.month],
      set: { count: sql`${usageCounters.count} + 1`, updatedAt: sql`now()` },
      // Postgres re-checks this on the latest row version when parallel upserts meet: the limit holds.
      setWhere: limit === null ? undefined : sql`${usageCounters.count} < ${limit}`,
    })
    .returning({ count: usageCounters.count });
  if (rows.length === 0) return { ok: false, used: await usageCount(db, accountId, kind, month) };
  return { ok: true, used: rows[0].count };
}

/** Gives one use back (the work it paid for failed); never below zero. */
export async function releaseUsage(db: Executor, accountId: string, kind: UsageKind, month: string): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`${usageCounters.count} - 1`, updatedAt: sql`now()` })
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.kind, kind), eq(usageCounters.month, month), gt(usageCounters.count, 0)));
}

export async function usageCount(db: Executor, accountId: string, kind: UsageKind, month: string): Promise<number> {
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.kind, kind), eq(usageCounters.month, month)));
  return row?.count ?? 0;
}

/** Every metered count of the account in `month`. */
export async function usageCounts(db: Executor, accountId: string, month: string): Promise<Record<UsageKind, number>> {
  const rows = await db
    .select({ kind: usageCounters.kind, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.month, month)));
  const result: Record<UsageKind, number> = { ai_generation: 0, export: 0 };
  for (const row of rows) if (row.kind === "ai_generation" || row.kind === "export") result[row.kind] = row.count;
  return result;
}

/** As consumeUsage, for all guests from one client address together (guest_usage). */
export async function consumeGuestUsage(db: Executor, client: string, kind: UsageKind, limit: number, month: string): Promise<ConsumeResult> {
  if (limit <= 0) return { ok: false, used: await guestUsageCount(db, client, kind, month) };
  const rows = await db
    .insert(guestUsage)
    .values({ client, kind, month, count: 1 })
    .onConflictDoUpdate({
      target: [guestUsage.client, guestUsage.kind, guestUsage.month],
      set: { count: sql`${guestUsage.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${guestUsage.count} < ${limit}`,
    })
    .returning({ count: guestUsage.count });
  if (rows.length === 0) return { ok: false, used: await guestUsageCount(db, client, kind, month) };
  return { ok: true, used: rows[0].count };
}

export async function releaseGuestUsage(db: Executor, client: string, kind: UsageKind, month: string): Promise<void> {
  await db
    .update(guestUsage)
    .set({ count: sql`${guestUsage.count} - 1`, updatedAt: sql`now()` })
    .where(and(eq(guestUsage.client, client), eq(guestUsage.kind, kind), eq(guestUsage.month, month), gt(guestUsage.count, 0)));
}

export async function guestUsageCount(db: Executor, client: string, kind: UsageKind, month: string): Promise<number> {
  const [row] = await db
    .select({ count: guestUsage.count })
    .from(guestUsage)
    .where(and(eq(guestUsage.client, client), eq(guestUsage.kind, kind), eq(guestUsage.month, month)));
  return row?.count ?? 0;
}
