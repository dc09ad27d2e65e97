/**
 * GET /api/payments/config: how this server takes card payments, for the payment dialogs. No secret: the mode
 * only. stripe = Stripe Checkout's page takes the card; test = the embedded test-mode processor (Secure Checkout's
 * card form, test cards only, no money moves); off = no provider, card orders are refused.
 */
export interface PaymentConfig {
  mode: "stripe" | "test" | "off";
  testMode: boolean;
}
