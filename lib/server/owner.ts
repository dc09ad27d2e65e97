import "server-only";

import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { promoUseCounts } from "@/lib/server/db/queries/orders";
import { ownerStats, type OwnerStats } from "@/lib/server/db/queries/owner-stats";
import { decideWithdrawal, pendingWithdrawals } from "@/lib/server/db/queries/withdrawals";
import { promoCodes, type PromoCode } from "@/lib/server/promo-codes";
import type { WithdrawalDecision, WithdrawalDecisionResponse, WithdrawalReview } from "@/lib/contracts/withdrawals";
import { ApiError } from "@/lib/server/api";

export type { OrderFigures, OrderPlan, OwnerStats } from "@/lib/server/db/queries/owner-stats";

/**
 * Whether the current request is the owner's: its session belongs to the account with the role owner (created
 * from OWNER_EMAIL and OWNER_PASSWORD). Decided on the server only; false whenever no owner is configured.
 */
export async function isOwnerRequest(): Promise<boolean> {
  return (await currentAccount())?.role === "owner";
}

/** The owner's figures as of now, from the database. */
export async function ownerStatsNow(now = new Date()): Promise<OwnerStats> {
  return ownerStats(await getDb(), now);
}

/**
 * The promo codes and how often each was used (counted in the database, promo_uses, by normalised code), for the
 * owner's panel on /subscription. Anyone but the owner gets no codes and no counts.
 */
export async function ownerPromoCodes(): Promise<{ codes: PromoCode[]; used: Record<string, number> }> {
  if (!(await isOwnerRequest())) return { codes: [], used: {} };
  return { codes: promoCodes(), used: await promoUseCounts(await getDb()) };
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The pending withdrawal requests for the owner's review, oldest first, with where each account's funds came from. */
export async function withdrawalsForReview(): Promise<WithdrawalReview[]> {
  if (!(await isOwnerRequest())) return [];
  return (await pendingWithdrawals(await getDb())).map((w) => ({
    id: w.id,
    accountId: w.accountId,
    name: [w.firstName, w.lastName].filter(Boolean).join(" ") || "Creator",
    email: w.email,
    method: w.method,
    createdAt: w.createdAt.toISOString(),
    funds: { boughtMsxt: decimal(w.funds.msxtCents - w.funds.earnedCents), earnedMsxt: decimal(w.funds.earnedCents), usd: decimal(w.funds.usdCents) },
  }));
}

/** The owner's decision on one pending request: 404 for an unknown one, 409 once it has been decided. */
export async function decideWithdrawalRequest(id: string, decision: WithdrawalDecision): Promise<WithdrawalDecisionResponse> {
  const status = decision === "approve" ? "approved" : "rejected";
  if (await decideWithdrawal(await getDb(), id, status)) return { id, status };
  throw new ApiError(409, "This withdrawal request is not pending (it was decided already, or does not exist)", "not_pending");
}
