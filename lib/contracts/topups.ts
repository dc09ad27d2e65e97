import { z } from "zod";

import type { AccountUser } from "@/lib/account/user";
import { cardFieldsSchema } from "@/lib/contracts/orders";
import { TOPUP_AMOUNT_PATTERN, TOPUP_FORMAT_MESSAGE } from "@/lib/wallet/topup";

/**
 * POST /api/wallet/topups: buy MSXT by card. The server checks the amount and charges it through the payment provider;
 * `requestId` is the buyer's idempotency key (a repeated request is the same top-up, never a second charge).
 */
export const topupRequestSchema = z.object({
  /** Decimal MSXT as typed, e.g. "25" or "12.50". */
  amount: z.string().trim().regex(TOPUP_AMOUNT_PATTERN, TOPUP_FORMAT_MESSAGE),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "A request id is needed"),
  /** The card typed on the page (embedded test-mode processor): used for the charge, never stored. */
  card: cardFieldsSchema.optional(),
});
export type TopupRequest = z.infer<typeof topupRequestSchema>;

/** A top-up as the browser sees it: its receipt. */
export interface TopupJson {
  id: string;
  /** MSXT credited = USD charged, e.g. "25.00". */
  amount: string;
  /** pending (a hosted payment page has it) | paid | failed */
  status: "pending" | "paid" | "failed";
  /** embedded | stripe */
  provider: string;
  /** No money moved: the embedded test processor, or Stripe with a test key. */
  testMode: boolean;
  /** e.g. "visa •••• 4242", when the card was typed here. */
  card: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface TopupResponse {
  topup: TopupJson;
  user: AccountUser;
  /** Set when a hosted payment page (Stripe Checkout) takes the payment: the browser goes there. */
  checkoutUrl?: string;
}

export interface TopupsListResponse {
  topups: TopupJson[];
}
