import "server-only";
import { z } from "zod";

import { normalizePromoCode } from "@/lib/promo";
import { getEnv } from "@/lib/server/env";
import { devPromoCodes } from "@/lib/server/promo-codes-default";

/**
 * The promo codes (spec 001 sections 3 and 9). They live on the server only: the cart checks a
 * code through POST /api/promo/validate, and an order spends one use in its own transaction (lib/server/orders.ts);
 * uses are counted in the database (promo_uses), so a limit holds across restarts and instances.
 * PROMO_CODES (a JSON array of these objects) replaces the development default below.
 */
export const promoCodeSchema = z.object({
  code: z.string().trim().min(1).max(64),
  discount: z.number().min(0).max(100),
  description: z.string().max(200),
  type: z.enum(["lifetime", "months_free"]),
  freeMonths: z.number().int().min(1).max(36).nullable().default(null),
  validFor: z.string().max(100).default("any plan"),
  /** null: unlimited. */
  usageLimit: z.number().int().min(1).nullable().default(null),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export { devPromoCodes };

let cachedFrom: string | undefined | null = null;
let cachedList: PromoCode[] = devPromoCodes;

/** The configured codes: PROMO_CODES when set (an invalid value disables every code), else the default. */
export function promoCodes(): PromoCode[] {
  const raw = getEnv().PROMO_CODES;
  if (raw === cachedFrom) return cachedList;
  cachedFrom = raw;
  if (raw === undefined) {
    cachedList = devPromoCodes;
  } else {
    try {
      cachedList = z.array(promoCodeSchema).parse(JSON.parse(raw));
    } catch {
      console.error("PROMO_CODES is not a valid JSON array of promo codes; no promo code is accepted.");
      cachedList = [];
    }
  }
  return cachedList;
}

/** The code matching the input, compared trimmed and case-insensitively. */
export function findPromoCode(list: readonly PromoCode[], input: string): PromoCode | null {
  const wanted = normalizePromoCode(input);
  if (!wanted) return null;
  return list.find((p) => normalizePromoCode(p.code) === wanted) ?? null;
}

/** Uses left after `used` uses; null when unlimited. */
export function remainingUses(promo: PromoCode, used: number): number | null {
  return promo.usageLimit === null ? null : Math.max(0, promo.usageLimit - used);
}
