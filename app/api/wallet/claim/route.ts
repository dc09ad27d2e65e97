import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { claimPeriodic, LedgerError, post } from "@/lib/server/db/queries/ledger";
import { challenges } from "@/fixtures/rewards";

import { claimSchema } from "./schema";

/**
 * Daily (+10 MSXT, once per UTC calendar day), weekly (+100 MSXT, once per week starting Sunday, UTC) and
 * completed challenges (their reward, once). The amounts are the server's; a repeat answers 409.
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, claimSchema);
  const db = await getDb();
  if (body.kind === "challenge") {
    const challenge = challenges.find((c) => c.id === body.challengeId);
    if (!challenge) throw new ApiError(404, "Unknown challenge");
    if (challenge.progress < challenge.target) throw new ApiError(409, "This challenge is not completed yet", "not_completed");
    try {
      await post(db, {
        accountId: account.id,
        currency: "MSXT",
        amountCents: Math.round(challenge.reward * 100),
        kind: "challenge",
        reference: `challenge:${challenge.id}`,
        description: `Challenge reward: ${challenge.title}`,
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === "duplicate") throw new ApiError(409, "Already claimed", "already_claimed");
      throw error;
    }
  } else {
    const result = await claimPeriodic(db, account.id, body.kind);
    if (!result.ok) throw new ApiError(409, "Already claimed", "already_claimed");
  }
  return userJson((await findAccountById(db, account.id)) ?? account);
});
