import { NextResponse } from "next/server";

import { normalizePromoCode, PROMO_MESSAGES } from "@/lib/promo";
import { ApiError, withApi } from "@/lib/server/api";
import { accountFromRequest } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { accountPromoUses } from "@/lib/server/db/queries/orders";
import { describePromo, requirePromo } from "@/lib/server/promo-route";

/**
 * Checks a promo code without spending it: 200 with its terms, 404 unknown, 409 used up (promo_code_spent), 409
 * when the caller's account has already used it as often as it may (promo_code_used).
 */
export const POST = withApi(async (req) => {
  const { promo, used } = await requirePromo(req);
  const account = await accountFromRequest(req, { createGuest: false });
  if (account && promo.perAccount !== null) {
    const mine = await accountPromoUses(await getDb(), normalizePromoCode(promo.code), account.id);
    if (mine >= promo.perAccount) throw new ApiError(409, PROMO_MESSAGES.usedDescription, "promo_code_used");
  }
  return NextResponse.json(describePromo(promo, used), { headers: { "Cache-Control": "no-store" } });
});
