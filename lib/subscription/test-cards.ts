/**
 * The test cards of the embedded test-mode payment processor (lib/server/payments/embedded.ts): the same numbers
 * as Stripe's test mode. Any future expiry and any CVV work. No other card number is accepted, and none of these
 * moves money. Shared with Secure Checkout, which lists the first two while payments are in test mode.
 */
export interface TestCard {
  number: string;
  brand: string;
  outcome: "paid" | "declined";
  /** For a declining card: the message the buyer sees. */
  reason?: string;
}

export const PAYING_TEST_CARD = "4242424242424242";
export const DECLINED_TEST_CARD = "4000000000000002";

export const TEST_CARDS: readonly TestCard[] = [
  { number: PAYING_TEST_CARD, brand: "Visa", outcome: "paid" },
  { number: "5555555555554444", brand: "Mastercard", outcome: "paid" },
  { number: "378282246310005", brand: "American Express", outcome: "paid" },
  { number: DECLINED_TEST_CARD, brand: "Visa", outcome: "declined", reason: "Your card was declined. Please use another card." },
  { number: "4000000000009995", brand: "Visa", outcome: "declined", reason: "Your card has insufficient funds. Please use another card." },
];
