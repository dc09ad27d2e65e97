/**
 * Withdrawal requests are requests: each waits, pending, until the owner approves or rejects it. Nothing is paid out
 * without that. The owner sees where the account's funds came from (bought MSXT, earned MSXT, USD).
 */
import "server-only";

import { and, asc, eq, inArray } from "drizzle-orm";

import type { Db, Executor } from "../client";
import { accounts, balances, ledgerEntries, withdrawals } from "../schema";
import { EARNED_MSXT } from "./ledger";

export interface PendingWithdrawal {
  id: string;
  accountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  method: string;
  createdAt: Date;
  funds: { msxtCents: number; earnedCents: number; usdCents: number };
}

/** The oldest pending requests first (at most `limit`), with each account's balances. */
export async function pendingWithdrawals(db: Executor, limit = 100): Promise<PendingWithdrawal[]> {
  const rows = await db
    .select({
      id: withdrawals.id,
      accountId: withdrawals.accountId,
      method: withdrawals.method,
      createdAt: withdrawals.createdAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .where(eq(withdrawals.status, "pending"))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
  const ids = [...new Set(rows.map((r) => r.accountId))];
  const held = ids.length ? await db.select().from(balances).where(inArray(balances.accountId, ids)) : [];
  const of = (accountId: string, currency: string) =>
    Number(held.find((b) => b.accountId === accountId && b.currency === currency)?.balanceCents ?? 0);
  return rows.map((r) => ({
    ...r,
    funds: { msxtCents: of(r.accountId, "MSXT"), earnedCents: Math.min(of(r.accountId, "MSXT"), of(r.accountId, EARNED_MSXT)), usdCents: of(r.accountId, "USD") },
  }));
}

/**
 * Approves or rejects a pending request, once: the request and its ledger entry take the decision. False when there
 * is no pending request with this id (unknown, or decided already: parallel decisions decide once).
 */
export async function decideWithdrawal(db: Db, id: string, status: "approved" | "rejected"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(withdrawals)
      .set({ status })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending")))
      .returning({ accountId: withdrawals.accountId, method: withdrawals.method });
    if (!decided) return false;
    await tx
      .update(ledgerEntries)
      // The entry moved no money (a request names no amount): it is settled either way, and says how.
      .set({ status: "completed", description: `Withdrawal request via ${decided.method} (${status})` })
      .where(and(eq(ledgerEntries.accountId, decided.accountId), eq(ledgerEntries.reference, `withdrawal:${id}`)));
    return true;
  });
}
