import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { claimChallenge } from "@/lib/server/challenges";
import { claimPeriodic } from "@/lib/server/db/queries/ledger";

import { claimSchema } from "./schema";

/**
 * Daily (+10 MSXT, once per UTC calendar day), weekly (+100 MSXT, once per week starting Sunday, UTC) and
 * challenges (their reward, once per period, when the server's own count reached the target: 409 not_completed
 * before). The amounts are the server's; a repeat answers 409.
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, claimSchema);
  const db = await getDb();
  if (body.kind === "challenge") {
    const result = await claimChallenge(db, account.id, body.challengeId);
    if (!result.ok && result.reason === "unknown") throw new ApiError(404, "Unknown challenge");
    if (!result.ok && result.reason === "not_completed") throw new ApiError(409, "This challenge is not completed yet", "not_completed");
    if (!result.ok) throw new ApiError(409, "Already claimed", "already_claimed");
  } else {
    const result = await claimPeriodic(db, account.id, body.kind);
    if (!result.ok) throw new ApiError(409, "Already claimed", "already_claimed");
  }
  return userJson((await findAccountById(db, account.id)) ?? account);
});
