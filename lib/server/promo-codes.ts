import "server-only";
import { z } from "zod";

import { normalizePromoCode } from "@/lib/subscription/promo";
import { getEnv } from "@/lib/server/env";
import { devPromoCodes as devPromoCodeEntries } from "@/lib/server/promo-codes-default";

/**
 * The promo codes. They live on the server only: the cart checks a
 * code through POST /api/promo/validate, and an order spends one use in its own transaction (lib/server/orders.ts);
 * uses are counted in the database (promo_uses), so a limit holds across restarts and instances.
 * PROMO_CODES (a JSON array of these objects) sets them. Without it, a development or test server uses the
 * development list (lib/server/promo-codes-default.ts) and a production server has no codes at all.
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
  /** Uses per account: once unless the entry says otherwise; null: no per-account limit. */
  perAccount: z.number().int().min(1).nullable().default(1),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** The development list, read through the schema like any configured list. */
export const devPromoCodes: PromoCode[] = z.array(promoCodeSchema).parse(devPromoCodeEntries);

let cachedFrom: string | undefined | null = null;
let cachedProduction: boolean | null = null;
let cachedList: PromoCode[] = devPromoCodes;

/**
 * The configured codes: PROMO_CODES when set (an invalid value disables every code); without it the development
 * list outside production, and none in production.
 */
export function promoCodes(): PromoCode[] {
  const env = getEnv();
  const raw = env.PROMO_CODES;
  const production = env.NODE_ENV === "production";
  if (raw === cachedFrom && production === cachedProduction) return cachedList;
  cachedFrom = raw;
  cachedProduction = production;
  if (raw === undefined) {
    cachedList = production ? [] : devPromoCodes;
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

/** What the start-up log says about promo codes (instrumentation.ts). */
export function promoCodesLog(): { level: "info" | "warn"; message: string } {
  const env = getEnv();
  const list = promoCodes();
  if (env.PROMO_CODES !== undefined) return { level: "info", message: `Promo codes: ${list.length} from PROMO_CODES.` };
  if (env.NODE_ENV === "production") {
    return { level: "warn", message: "Promo codes: none. This is a production start without PROMO_CODES, so no promo code is accepted (the development list is used only outside production)." };
  }
  return { level: "info", message: `Promo codes: the development list (${list.length} codes; not used in production).` };
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
