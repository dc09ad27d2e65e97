import { NextResponse } from "next/server";

import { withApi } from "@/lib/server/api";
import { describePromo, requirePromo } from "@/lib/server/promo-route";

/** Checks a promo code without spending it: 200 with its terms, 404 unknown, 409 used up. */
export const POST = withApi(async (req) => {
  const { promo, used } = await requirePromo(req);
  return NextResponse.json(describePromo(promo, used), { headers: { "Cache-Control": "no-store" } });
});
