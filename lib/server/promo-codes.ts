import "server-only";
import { z } from "zod";

import { normalizePromoCode } from "@/lib/promo";
import { getEnv } from "@/lib/server/env";
import { devPromoCodes } from "@/lib/server/promo-codes-default";

/**
 * The promo codes (spec 001 sections 3 and 9). They live on the server only: the cart checks a
 * code through POST /api/promo/validate and a payment spends it through POST /api/promo/redeem.
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

export interface PromoUsage {
  used(code: string): number;
  /** Uses left, null when unlimited. */
  remaining(promo: PromoCode): number | null;
  isSpent(promo: PromoCode): boolean;
  /** Counts one use; false when the code is already spent. */
  redeem(promo: PromoCode): boolean;
  reset(): void;
}

/** Use counts kept in this process's memory (one running server). */
export function createPromoUsage(): PromoUsage {
  const counts = new Map<string, number>();
  const used = (code: string) => counts.get(normalizePromoCode(code)) ?? 0;
  const remaining = (p: PromoCode) => (p.usageLimit === null ? null : Math.max(0, p.usageLimit - used(p.code)));
  return {
    used,
    remaining,
    isSpent: (p) => remaining(p) === 0,
    redeem(p) {
      if (remaining(p) === 0) return false;
      counts.set(normalizePromoCode(p.code), used(p.code) + 1);
      return true;
    },
    reset: () => counts.clear(),
  };
}

// One counter per server process, shared by every route bundle that imports this module.
const globalUsage = globalThis as typeof globalThis & { __msxPromoUsage?: PromoUsage };
export const promoUsage: PromoUsage = (globalUsage.__msxPromoUsage ??= createPromoUsage());
