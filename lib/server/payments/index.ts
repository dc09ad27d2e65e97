import "server-only";

import { getEnv } from "@/lib/server/env";

import { embeddedProvider } from "./embedded";
import { stripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export type { ChargeRequest, ChargeResult, PaymentProvider, PaymentState } from "./types";
export { PaymentError } from "./types";

/** The payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, the embedded default otherwise. */
export function paymentProvider(): PaymentProvider {
  const env = getEnv();
  if (env.STRIPE_SECRET_KEY) {
    return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE ?? "https://api.stripe.com" });
  }
  return embeddedProvider();
}
