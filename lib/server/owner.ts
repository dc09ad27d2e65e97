import "server-only";

import { currentAccount } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { ownerStats, type OwnerStats } from "@/lib/server/db/queries/owner-stats";

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
