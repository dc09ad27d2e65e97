import { NextResponse } from "next/server";

import { validatePromo } from "@/lib/server/promo-route";
import { route } from "@/lib/server/route";

/**
 * Checks a promo code without spending it: 200 with its terms, 404 unknown, 409 used up (promo_code_spent), 409
 * when the caller's account has already used it as often as it may (promo_code_used).
 */
export const POST = route({ access: "public" }, async ({ req }) =>
  NextResponse.json(await validatePromo(req), { headers: { "Cache-Control": "no-store" } }),
);
