/**
 * One payment interface. The embedded default checks the card and records the order as paid on the spot; a
 * hosted processor (Stripe Checkout) answers with a page to send the buyer to, and the order is paid when the
 * processor confirms it (webhook, or the confirm route on return). Card numbers are never stored: at most the
 * brand and last four digits travel back.
 */
import type { CardFields } from "@/lib/subscription/card";

export interface ChargeRequest {
  orderId: string;
  accountId: string;
  /** Cents of USD; 0 for an order that only needs a card on file (a months-free code). */
  amountCents: number;
  /** What the buyer sees on the processor's page, e.g. 'Creator Pro plan (monthly)'. */
  description: string;
  /** The card typed in Secure Checkout (embedded provider), or null. */
  card: CardFields | null;
  /**
   * A plan that renews: a hosted processor sells it as a subscription billed every month or year (Stripe
   * Checkout in subscription mode); absent for a one-time payment.
   */
  renewEvery?: "month" | "year";
  /** Where a hosted page sends the buyer back (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
}

export type ChargeResult =
  /** Paid now. */
  | { status: "paid"; providerRef: string | null; cardBrand?: string; cardLast4?: string }
  /** Refused; `reason` is shown to the buyer. */
  | { status: "declined"; reason: string }
  /** Send the buyer to `url`; the order stays pending until the processor confirms it. */
  | { status: "redirect"; providerRef: string; url: string };

/** What the processor says about a hosted payment. */
export type PaymentState = "paid" | "open" | "expired";

export interface PaymentProvider {
  readonly name: "embedded" | "stripe";
  /**
   * sync: charge() decides at once, so it runs inside the order's transaction (a decline rolls everything back).
   * redirect: charge() starts a hosted payment after the pending order is committed.
   */
  readonly mode: "sync" | "redirect";
  /** No money moves: the embedded test processor, or Stripe with a test key. Shown on the receipt and to the owner. */
  readonly testMode?: boolean;
  /** No provider is set up (a production start without one): every card order is refused before anything is stored. */
  readonly off?: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** For redirect providers: the state of a hosted payment (the confirm route asks it). */
  lookup?(providerRef: string): Promise<PaymentState>;
}

export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentError";
  }
}
