import "server-only";

import { ApiError } from "@/lib/server/api";
import { type Env, getEnv } from "@/lib/server/env";

import { embeddedProvider } from "./embedded";
import { type StripeConfig, stripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export type { PaymentProvider } from "./types";
export { PaymentError } from "./types";

/**
 * How this server takes card payments:
 * - stripe: Stripe Checkout (STRIPE_SECRET_KEY); `testMode` when the key is a test key (sk_test_/rk_test_).
 * - test: the embedded test-mode processor: it accepts only the documented test cards and takes no money. Outside
 *   production it is the default; a production start uses it only when PAYMENTS=test says so.
 * - off: a production start with neither: card orders are refused with a clear message (tokens still pay).
 */
export type PaymentSetup =
  | { mode: "stripe"; testMode: boolean }
  | { mode: "test"; testMode: true }
  | { mode: "off"; testMode: false };

export function paymentSetup(env: Env = getEnv()): PaymentSetup {
  if (env.STRIPE_SECRET_KEY) return { mode: "stripe", testMode: /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY) };
  if (env.NODE_ENV !== "production" || env.PAYMENTS?.toLowerCase() === "test") return { mode: "test", testMode: true };
  return { mode: "off", testMode: false };
}

export const CARD_PAYMENTS_OFF_MESSAGE =
  "Card payments are not available on this server yet: no payment provider is set up. Please try again later or pay with MSXT tokens.";

/** What the start-up log says about payments (instrumentation.ts). */
export function paymentSetupLog(env: Env = getEnv()): { level: "info" | "warn"; message: string } {
  const setup = paymentSetup(env);
  const extra = env.PAYMENTS && env.PAYMENTS.toLowerCase() !== "test" ? ` (PAYMENTS=${env.PAYMENTS} is not a known value; the only one is "test")` : "";
  if (setup.mode === "stripe") {
    return { level: "info", message: `Payments: Stripe Checkout${setup.testMode ? " in test mode (a test key: no money is taken)" : ""}.${extra}` };
  }
  if (setup.mode === "test") {
    const why = env.NODE_ENV === "production" ? "PAYMENTS=test" : "not a production start";
    return {
      level: env.NODE_ENV === "production" ? "warn" : "info",
      message: `Payments: TEST MODE (${why}): the embedded test processor accepts only test cards (4242 4242 4242 4242 pays) and takes no money. Set STRIPE_SECRET_KEY to take real payments.${extra}`,
    };
  }
  return {
    level: "warn",
    message: `Payments: card payments are OFF: this is a production start with neither STRIPE_SECRET_KEY nor PAYMENTS=test, so every card order is refused. Set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take payments, or PAYMENTS=test for a staging server.${extra}`,
  };
}

/** A provider that takes no card: every card charge is refused (production without a payment provider). */
function offProvider(): PaymentProvider {
  return {
    name: "embedded",
    mode: "sync",
    off: true,
    async charge() {
      throw new ApiError(403, CARD_PAYMENTS_OFF_MESSAGE, "card_payments_unavailable");
    },
  };
}

/** Stripe's API settings when STRIPE_SECRET_KEY is set (subscription calls outside a charge), else null. */
export function stripeConfig(env: Env = getEnv()): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return { secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE ?? "https://api.stripe.com", testMode: paymentSetup(env).testMode };
}

/** The payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, the embedded test processor when allowed, else none. */
export function paymentProvider(): PaymentProvider {
  const env = getEnv();
  const setup = paymentSetup(env);
  if (setup.mode === "stripe") {
    return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, apiBase: env.STRIPE_API_BASE ?? "https://api.stripe.com", testMode: setup.testMode });
  }
  if (setup.mode === "test") return embeddedProvider();
  return offProvider();
}
