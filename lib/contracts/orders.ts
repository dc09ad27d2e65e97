import { z } from "zod";

import type { AppliedPromo } from "@/lib/subscription/promo";
import type { AccountUser } from "@/lib/account/user";

/** A card typed on our page (embedded test-mode payments): used for the charge, never stored. */
export const cardFieldsSchema = z.object({
  number: z.string().max(32),
  expiry: z.string().max(8),
  cvv: z.string().max(8),
});

/** POST /api/orders: the server prices the order; the browser only names what it buys and how it pays. */
export const orderRequestSchema = z.object({
  plan: z.enum(["free", "starter", "pro", "enterprise"]),
  /** The cart's billing period; the plan chooser sells monthly plans. */
  period: z.enum(["monthly", "yearly"]).optional(),
  /** checkout = /subscription's cart (its prices); chooser = the 'Choose Your Plan' dialog (its prices). */
  source: z.enum(["checkout", "chooser"]),
  payment: z.enum(["card", "tokens"]),
  promoCode: z.string().trim().max(64).optional(),
  /** The card typed in Secure Checkout (embedded payments): used for the charge, never stored. */
  card: cardFieldsSchema.optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** What the browser sees of an order. */
export interface OrderJson {
  id: string;
  plan: string;
  period: string;
  /** checkout | chooser */
  source: string;
  /** card | tokens */
  paymentMethod: string;
  /** USD | MSXT */
  currency: string;
  /** Decimal strings of the order's currency: list price, discount, charged. */
  listPrice: string;
  discount: string;
  amount: string;
  promoCode: string | null;
  /** pending | paid | failed | cancelled */
  status: string;
  /** embedded | stripe */
  provider: string;
  failureReason: string | null;
  /** Paid in test mode (the embedded test processor, or Stripe with a test key): no money moved. */
  testMode: boolean;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderResponse {
  order: OrderJson;
  user: AccountUser;
  /** Set when a hosted payment page (Stripe Checkout) takes the payment: the browser goes there. */
  checkoutUrl?: string;
}

export interface OrdersListResponse {
  orders: OrderJson[];
}

/**
 * GET /api/payments/config: how this server takes card payments, for the payment dialogs. No secret: the mode
 * only. stripe = Stripe Checkout's page takes the card; test = the embedded test-mode processor (Secure Checkout's
 * card form, test cards only, no money moves); off = no provider, card orders are refused.
 */
export interface PaymentConfig {
  mode: "stripe" | "test" | "off";
  testMode: boolean;
}

/** POST /api/promo/validate takes the code the user typed. */
export const promoRequestSchema = z.object({
  code: z.string().trim().min(1, "Enter a promo code").max(64),
});
export type PromoRequest = z.infer<typeof promoRequestSchema>;

/** The answer to a valid code. */
export type PromoValidateResponse = AppliedPromo;
