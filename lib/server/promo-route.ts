import "server-only";

import { promoRequestSchema } from "@/app/api/promo/validate/schema";
import { normalizePromoCode, PROMO_MESSAGES, type AppliedPromo } from "@/lib/promo";
import { ApiError, readJson } from "@/lib/server/api";
import { findPromoCode, promoCodes, promoUsage, type PromoCode } from "@/lib/server/promo-codes";
import { clientKey } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { hitRateLimit } from "@/lib/server/db/queries/rate-limits";

// Guessing codes is slow: 60 checks a minute per client, shared by validate and redeem, counted in the database
// so that every instance sees the same count.
const PROMO_LIMIT = 60;

/** Reads the body, rate-limits, and finds the code: 404 unknown, 409 spent. */
export async function requirePromo(req: Request): Promise<PromoCode> {
  const gate = await hitRateLimit(await getDb(), `promo:${clientKey(req)}`, PROMO_LIMIT, 60_000);
  if (!gate.ok) {
    throw new ApiError(429, "Too many promo code attempts. Please wait a minute.", "rate_limited", {
      "Retry-After": String(gate.retryAfterSeconds),
    });
  }
  const { code } = await readJson(req, promoRequestSchema, { maxBytes: 1024 });
  const promo = findPromoCode(promoCodes(), code);
  if (!promo) throw new ApiError(404, PROMO_MESSAGES.invalidDescription, "invalid_promo_code");
  if (promoUsage.isSpent(promo)) throw new ApiError(409, PROMO_MESSAGES.spentDescription, "promo_code_spent");
  return promo;
}

export function describePromo(promo: PromoCode): AppliedPromo {
  return {
    code: normalizePromoCode(promo.code),
    discount: promo.discount,
    type: promo.type,
    description: promo.description,
    freeMonths: promo.freeMonths,
    remainingUses: promoUsage.remaining(promo),
  };
}
