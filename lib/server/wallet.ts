/** The wallet as the screens show it: balances, transactions (newest first) and claim states, from the ledger. */
import "server-only";

import type { Db } from "@/lib/server/db/client";
import { type ChallengeProgress, challengeProgressAndClaims, emptyChallengeProgress } from "@/lib/server/challenges";
import { type Account, DEMO_SEED, isDemoVisitor } from "@/lib/server/db/queries/accounts";
import { dayKey, getBalances, listEntries, weekKey } from "@/lib/server/db/queries/ledger";
import type { Transaction, TransactionType } from "@/lib/transactions";

const typeOf: Record<string, TransactionType> = {
  daily: "reward",
  weekly: "reward",
  challenge: "reward",
  earned: "reward",
  welcome: "bonus",
  seed: "bonus",
  purchase: "purchase",
  conversion: "conversion",
  withdrawal: "withdrawal",
};

export interface WalletSummary {
  balances: { MSXT: string; USD: string };
  transactions: Transaction[];
  /** `challenges`: the ids whose reward is claimed in their current period. */
  claims: { daily: boolean; weekly: boolean; challenges: string[] };
  /** Each challenge's progress as the server counted it, and the days left in its period. */
  challenges: ChallengeProgress[];
}

export async function walletSummary(db: Db, accountId: string, now = new Date()): Promise<WalletSummary> {
  // The daily and weekly claims' keys (as claimedNow builds them) are read with the challenges' own.
  const daily = `daily:${dayKey(now)}`;
  const weekly = `weekly:${weekKey(now)}`;
  const [balances, entries, { progress: challenges, claimed }] = await Promise.all([
    getBalances(db, accountId),
    listEntries(db, accountId, 100),
    challengeProgressAndClaims(db, accountId, [daily, weekly], now),
  ]);
  const claims = { daily: claimed.has(daily), weekly: claimed.has(weekly) };
  const transactions: Transaction[] = entries
    // A conversion is two entries (out of one currency, into the other); the list shows its MSXT side.
    .filter((e) => !(e.kind === "conversion" && e.currency === "USD"))
    .map((e) => ({
      id: `tx-${e.id}`,
      type: typeOf[e.kind] ?? "reward",
      amount: `${e.amountCents >= 0 ? "+" : "-"}${(Math.abs(e.amountCents) / 100).toFixed(2)}`,
      description: e.description,
      date: e.createdAt.toISOString(),
      status: e.status === "pending" ? "pending" : "completed",
    }));
  return {
    balances: { MSXT: (balances.MSXT / 100).toFixed(2), USD: (balances.USD / 100).toFixed(2) },
    transactions,
    claims: { ...claims, challenges: challenges.filter((c) => c.claimed).map((c) => c.id) },
    challenges,
  };
}

/** The wallet of the demo user a visitor sees before its guest account exists (as createGuest will seed it). */
export function demoWallet(now = new Date()): WalletSummary {
  const date = now.toISOString();
  const cents = (n: number) => (n / 100).toFixed(2);
  return {
    balances: { MSXT: cents(DEMO_SEED.balanceCents), USD: "0.00" },
    transactions: [
      { id: "tx-demo-earned", type: "reward", amount: `+${cents(DEMO_SEED.earnedCents)}`, description: "Demo earnings", date, status: "completed" },
      { id: "tx-demo-seed", type: "bonus", amount: `+${cents(DEMO_SEED.balanceCents - DEMO_SEED.earnedCents)}`, description: "Demo balance", date, status: "completed" },
    ],
    claims: { daily: false, weekly: false, challenges: [] },
    challenges: emptyChallengeProgress(now),
  };
}

/** The account's wallet; the demo wallet for a visitor's demo user that is not stored yet. */
export function walletOf(db: Db, account: Account): Promise<WalletSummary> {
  return isDemoVisitor(account) ? Promise.resolve(demoWallet()) : walletSummary(db, account.id);
}
