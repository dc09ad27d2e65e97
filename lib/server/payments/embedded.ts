import "server-only";

import { randomUUID } from "node:crypto";

import { cardErrors, digitsOnly } from "@/lib/card";

import type { ChargeRequest, ChargeResult, PaymentProvider } from "./types";

/** The test card number that the embedded provider declines (the number Stripe's test mode declines, too). */
export const DECLINED_TEST_CARD = "4000000000000002";

export const CARD_DECLINED_MESSAGE = "Your card was declined. Please use another card.";

/** 'visa', 'mastercard', 'amex' or 'card', from the number's first digits. */
export function cardBrand(number: string): string {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  return "card";
}

/**
 * The embedded default: no processor. It checks the card with the same rules as Secure Checkout (lib/card.ts:
 * Luhn, expiry not past, CVV) and records the order as paid; the decline test card is refused. Without a card
 * (the 'Choose Your Plan' dialog asks none) the order is recorded as paid, as the spec's simulated dialog does.
 */
export function embeddedProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: "embedded",
    mode: "sync",
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = request.card;
      if (!card) return { status: "paid", providerRef: null };
      const errors = cardErrors(card, now());
      const problem = errors.number ?? errors.expiry ?? errors.cvv;
      if (problem) return { status: "declined", reason: problem };
      if (digitsOnly(card.number) === DECLINED_TEST_CARD) return { status: "declined", reason: CARD_DECLINED_MESSAGE };
      return { status: "paid", providerRef: `emb_${randomUUID()}`, cardBrand: cardBrand(card.number), cardLast4: digitsOnly(card.number).slice(-4) };
    },
  };
}
