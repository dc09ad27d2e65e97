import { z } from "zod";

import type { AccountUser } from "@/lib/account/user";

/** The smallest and largest card top-up, in MSXT (1 MSXT = $1). */
export const TOPUP_MIN_MSXT = 5;
export const TOPUP_MAX_MSXT = 1000;
/** The amounts offered with one click on the Buy MSXT page. */
export const TOPUP_PRESETS = [10, 25, 50, 100] as const;

/**
 * POST /api/wallet/topups: buy MSXT by card. The server checks the amount and charges it through the payment provider;
 * `requestId` is the buyer's idempotency key (a repeated request is the same top-up, never a second charge).
 */
export const topupRequestSchema = z.object({
  /** Decimal MSXT as typed, e.g. "25" or "12.50". */
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount in MSXT, like 25 or 12.50"),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "A request id is needed"),
  /** The card typed on the page (embedded test-mode processor): used for the charge, never stored. */
  card: z
    .object({
      number: z.string().max(32),
      expiry: z.string().max(8),
      cvv: z.string().max(8),
    })
    .optional(),
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
