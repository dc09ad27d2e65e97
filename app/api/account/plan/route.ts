import { ApiError, readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById, setPlan } from "@/lib/server/db/queries/accounts";
import { LedgerError, postEntry } from "@/lib/server/db/queries/ledger";
import { findPromoCode, promoCodes } from "@/lib/server/promo-codes";
import { plans, simplePlans } from "@/fixtures/plans";
import { toCents } from "@/lib/money";
import { quote } from "@/lib/pricing";

import { planChangeSchema } from "./schema";

/**
 * Changes the account's plan. The price is the server's: a token payment is taken from the MSXT balance through
 * the ledger in the same transaction as the plan change, and is refused when the balance is lower.
 */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, planChangeSchema);
  let dueTokenCents = 0;
  let label = "";
  if (body.source === "chooser") {
    const plan = simplePlans.find((p) => p.id === body.plan);
    if (!plan) throw new ApiError(400, "This plan cannot be chosen here", "invalid_plan");
    dueTokenCents = toCents(plan.tokenPrice);
    label = `${plan.name} plan (monthly)`;
  } else {
    const plan = plans.find((p) => p.id === body.plan);
    if (!plan) throw new ApiError(400, "Unknown plan", "invalid_plan");
    const promo = body.promoCode ? findPromoCode(promoCodes(), body.promoCode) : null;
    if (body.promoCode && !promo) throw new ApiError(404, "Invalid promo code", "invalid_promo_code");
    const q = quote(plan, body.period, promo ? { ...promo, remainingUses: null } : null);
    dueTokenCents = q.dueTokenCents;
    label = `${plan.name} plan (${body.period})`;
  }
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      if (body.payment === "tokens" && dueTokenCents > 0) {
        await postEntry(tx, {
          accountId: account.id,
          currency: "MSXT",
          amountCents: -dueTokenCents,
          kind: "purchase",
          reference: `purchase:${crypto.randomUUID()}`,
          description: label,
        });
      }
      await setPlan(tx, account.id, body.plan);
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "insufficient_funds") {
      throw new ApiError(409, `Insufficient MSXT balance: ${label} costs ${(dueTokenCents / 100).toFixed(2)} MSXT.`, "insufficient_funds");
    }
    throw error;
  }
  return userJson((await findAccountById(db, account.id)) ?? account);
});

/** Cancel Subscription: back to the free plan. */
export const DELETE = withApi(async (req) => {
  const account = await requireAccount(req);
  const updated = await setPlan(await getDb(), account.id, "free");
  return userJson(updated);
});
