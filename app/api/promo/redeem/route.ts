import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { PROMO_MESSAGES } from "@/lib/promo";
import { promoUsage } from "@/lib/server/promo-codes";
import { describePromo, requirePromo } from "@/lib/server/promo-route";

/** Spends one use of a code when a payment completes: 200, or 404 unknown / 409 used up. */
export const POST = withApi(async (req) => {
  const promo = await requirePromo(req);
  if (!promoUsage.redeem(promo)) throw new ApiError(409, PROMO_MESSAGES.spentDescription, "promo_code_spent");
  return NextResponse.json(describePromo(promo), { headers: { "Cache-Control": "no-store" } });
});
