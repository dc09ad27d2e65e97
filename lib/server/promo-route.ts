import "server-only";

import { promoRequestSchema } from "@/lib/contracts/orders";
import { normalizePromoCode, PROMO_MESSAGES, type AppliedPromo } from "@/lib/subscription/promo";
import { ApiError, readJson } from "@/lib/server/api";
import { findPromoCode, promoCodes, remainingUses, type PromoCode } from "@/lib/server/promo-codes";
import { clientKey } from "@/lib/server/auth/guard";
import { accountFromRequest } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { accountPromoUses, promoUseCount } from "@/lib/server/db/queries/orders";
import { hitRateLimit } from "@/lib/server/db/queries/rate-limits";

// Guessing codes is slow: 60 checks a minute per client, counted in the database
// so that every instance sees the same count.
const PROMO_LIMIT = 60;

/**
 * Counts a promo code attempt against the client's limit (shared by /api/promo/validate and orders that name a
 * code, so neither can be used to guess codes faster); 429 beyond it.
 */
export async function limitPromoAttempts(req: Request): Promise<void> {
  const gate = await hitRateLimit(await getDb(), `promo:${clientKey(req)}`, PROMO_LIMIT, 60_000);
  if (!gate.ok) {
    throw new ApiError(429, "Too many promo code attempts. Please wait a minute.", "rate_limited", {
      "Retry-After": String(gate.retryAfterSeconds),
    });
  }
}

/** Reads the body, rate-limits, and finds the code with its uses so far: 404 unknown, 409 spent. */
export async function requirePromo(req: Request): Promise<{ promo: PromoCode; used: number }> {
  await limitPromoAttempts(req);
  const db = await getDb();
  const { code } = await readJson(req, promoRequestSchema, { maxBytes: 1024 });
  const promo = findPromoCode(promoCodes(), code);
  if (!promo) throw new ApiError(404, PROMO_MESSAGES.invalidDescription, "invalid_promo_code");
  const used = await promoUseCount(db, normalizePromoCode(promo.code));
  if (remainingUses(promo, used) === 0) throw new ApiError(409, PROMO_MESSAGES.spentDescription, "promo_code_spent");
  return { promo, used };
}

/** The code's terms; remainingUses = uses left (from the database), null when unlimited. */
export function describePromo(promo: PromoCode, used: number): AppliedPromo {
  return {
    code: normalizePromoCode(promo.code),
    discount: promo.discount,
    type: promo.type,
    description: promo.description,
    freeMonths: promo.freeMonths,
    remainingUses: remainingUses(promo, used),
  };
}

/**
 * Checks a promo code without spending it: its terms, or 404 unknown, 409 used up (promo_code_spent), 409 when the
 * caller's account (if it has one) has already used it as often as it may (promo_code_used).
 */
export async function validatePromo(req: Request): Promise<AppliedPromo> {
  const { promo, used } = await requirePromo(req);
  const account = await accountFromRequest(req, { createGuest: false });
  if (account && promo.perAccount !== null) {
    const mine = await accountPromoUses(await getDb(), normalizePromoCode(promo.code), account.id);
    if (mine >= promo.perAccount) throw new ApiError(409, PROMO_MESSAGES.usedDescription, "promo_code_used");
  }
  return describePromo(promo, used);
}
