import "server-only";

import { randomUUID } from "node:crypto";

import { cardErrors, digitsOnly } from "@/lib/subscription/card";
import { DECLINED_TEST_CARD, TEST_CARDS } from "@/lib/subscription/test-cards";

import type { ChargeRequest, ChargeResult, PaymentProvider } from "./types";

export { DECLINED_TEST_CARD };

export const CARD_DECLINED_MESSAGE = "Your card was declined. Please use another card.";
export const NOT_A_TEST_CARD_MESSAGE =
  "Payments are in test mode: no money is taken and only test cards are accepted. Use 4242 4242 4242 4242 with any future expiry and any CVV.";

/** 'visa', 'mastercard', 'amex' or 'card', from the number's first digits. */
export function cardBrand(number: string): string {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  return "card";
}

/**
 * The embedded default: a test-mode processor, like Stripe's test mode. It never takes money. It checks the card
 * with Secure Checkout's rules (lib/subscription/card.ts: Luhn, expiry not past, CVV), then accepts only the documented test
 * cards (lib/subscription/test-cards.ts): the paying ones are charged (in test mode), the declining ones are refused with
 * their reason, and any other number is refused. Without a card nothing is charged: an order that costs money
 * is refused before it gets here (lib/server/orders.ts).
 */
export function embeddedProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: "embedded",
    mode: "sync",
    testMode: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = request.card;
      if (!card) return { status: "declined", reason: "Enter your card details." };
      const errors = cardErrors(card, now());
      const problem = errors.number ?? errors.expiry ?? errors.cvv;
      if (problem) return { status: "declined", reason: problem };
      const number = digitsOnly(card.number);
      const test = TEST_CARDS.find((c) => c.number === number);
      if (!test) return { status: "declined", reason: NOT_A_TEST_CARD_MESSAGE };
      if (test.outcome === "declined") return { status: "declined", reason: test.reason ?? CARD_DECLINED_MESSAGE };
      return { status: "paid", providerRef: `emb_test_${randomUUID()}`, cardBrand: cardBrand(number), cardLast4: number.slice(-4) };
    },
  };
}
