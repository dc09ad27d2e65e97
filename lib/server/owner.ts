import "server-only";

import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { promoUseCounts } from "@/lib/server/db/queries/orders";
import { ownerStats, type OwnerStats } from "@/lib/server/db/queries/owner-stats";
import { promoCodes, type PromoCode } from "@/lib/server/promo-codes";

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
