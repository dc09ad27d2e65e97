/**
 * Subscription pricing: prices per billing period, the plan card button rule, promo discounts and
 * token payments. Amounts are integer cents (lib/wallet/money.ts) so nothing drifts.
 */
import type { BillingPeriod, Plan } from "@/lib/catalog/plans";
import { toCents } from "@/lib/wallet/money";
import type { AppliedPromo } from "@/lib/subscription/promo";

export const YEARLY_SAVING_LABEL = "Save 20%";

export function planPrice(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
}

export function planTokens(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearlyTokens : plan.monthlyTokens;
}

export type PlanButtonLabel = "Current Plan" | "Select Plan" | "Upgrade";

/**
 * The plan card button: 'Current Plan' (disabled) for the user's plan;
 * otherwise 'Select Plan' when the user is on the free plan or the price is $0; otherwise 'Upgrade'.
 */
export function planButtonLabel(planId: string, price: number, currentPlan: string | null | undefined): PlanButtonLabel {
  const current = currentPlan || "free";
  if (planId === current) return "Current Plan";
  if (current === "free" || price === 0) return "Select Plan";
  return "Upgrade";
}

export interface Quote {
  /** List price in cents. */
  priceCents: number;
  /** The same in MSXT cents (the plan's token amount). */
  tokenCents: number;
  discountCents: number;
  /** Charged today, in dollars (cents). */
  dueCents: number;
  /** Charged today when paying with MSXT (cents of a token). */
  dueTokenCents: number;
  /** A 100% lifetime code: the price reads 'FREE FOREVER'. */
  freeForever: boolean;
  /** A months-free code: the number of free months before billing starts. */
  freeMonths: number | null;
}

/** What a plan costs today with an optional promo applied. */
export function quote(plan: Plan, period: BillingPeriod, promo: AppliedPromo | null): Quote {
  const priceCents = toCents(planPrice(plan, period));
  const tokenCents = toCents(planTokens(plan, period));
  if (promo?.type === "months_free") {
    return { priceCents, tokenCents, discountCents: priceCents, dueCents: 0, dueTokenCents: 0, freeForever: false, freeMonths: promo.freeMonths ?? 0 };
  }
  const pct = Math.min(Math.max(promo?.discount ?? 0, 0), 100);
  const discountCents = Math.round((priceCents * pct) / 100);
  const dueCents = priceCents - discountCents;
  const dueTokenCents = tokenCents - Math.round((tokenCents * pct) / 100);
  return { priceCents, tokenCents, discountCents, dueCents, dueTokenCents, freeForever: pct === 100 && priceCents > 0, freeMonths: null };
}

/** Whether a balance covers a token payment, and by how much it falls short. */
export function tokenPaymentCheck(balance: string, dueTokenCents: number): { ok: boolean; shortfallCents: number } {
  const have = toCents(balance);
  return have >= dueTokenCents ? { ok: true, shortfallCents: 0 } : { ok: false, shortfallCents: dueTokenCents - have };
}

/**
 * The optional token amount typed in the cart: empty means 'the required amount'; otherwise it
 * must be a number covering the required amount. Answers the reason it cannot be used, or null.
 */
export function tokenAmountError(input: string, dueTokenCents: number): string | null {
  const text = input.trim();
  if (text === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return "Enter an amount such as 30 or 30.00.";
  if (toCents(text) < dueTokenCents) return `The plan costs ${(dueTokenCents / 100).toFixed(2)} MSXT.`;
  return null;
}
