/**
 * What the browser knows about promo codes: the shape of a checked code. The codes themselves
 * live on the server only (lib/server/promo-codes.ts) and are checked through /api/promo/*.
 */
export type PromoType = "lifetime" | "months_free";

/** A code the server accepted (POST /api/promo/validate). */
export interface AppliedPromo {
  /** The code as the user typed it, normalised (trimmed, upper case). */
  code: string;
  /** Percent off. */
  discount: number;
  type: PromoType;
  description: string;
  /** For months_free codes: how many months are free. */
  freeMonths: number | null;
  /** Uses left, counted in the database when the code was checked; null when unlimited. */
  remainingUses: number | null;
}

/** How the browser and the server compare codes: trimmed, case-insensitive. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export const PROMO_MESSAGES = {
  invalidTitle: "Invalid Promo Code",
  invalidDescription: "Please check your code and try again.",
  spentTitle: "Promo Code Used Up",
  spentDescription: "This promo code has reached its usage limit.",
  usedTitle: "Promo Code Already Used",
  usedDescription: "You have already used this promo code.",
} as const;
