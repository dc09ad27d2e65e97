import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { type ChargeRequest, type ChargeResult, PaymentError, type PaymentProvider, type PaymentState } from "./types";

export interface StripeConfig {
  secretKey: string;
  /** https://api.stripe.com, or a stub's address in tests (STRIPE_API_BASE). */
  apiBase: string;
  fetch?: typeof fetch;
  /** A test key (sk_test_...): Stripe's test mode, no money moves. */
  testMode?: boolean;
}

/** application/x-www-form-urlencoded with Stripe's bracket notation for nested fields. */
export function stripeForm(fields: Record<string, unknown>, prefix = ""): URLSearchParams {
  const out = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === "object") {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
    } else {
      out.append(key, String(value));
    }
  };
  for (const [k, v] of Object.entries(fields)) add(prefix ? `${prefix}[${k}]` : k, v);
  return out;
}

interface StripeSession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
}

/**
 * Stripe Checkout (switched on by STRIPE_SECRET_KEY): a Checkout Session per order, in payment mode, for the
 * order's price in USD. The order is paid when Stripe says so: the webhook (checkout.session.completed) or the
 * confirm route the buyer's browser calls on return. Card details are typed on Stripe's page, never here.
 */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.apiBase.replace(/\/+$/, "");

  async function call(method: "GET" | "POST", path: string, body?: URLSearchParams, idempotencyKey?: string): Promise<StripeSession> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        body: body?.toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new PaymentError("The payment service could not be reached. Please try again.");
    }
    const data = (await res.json().catch(() => ({}))) as StripeSession & { error?: { message?: string } };
    if (!res.ok) throw new PaymentError(data.error?.message ?? `The payment service answered ${res.status}.`);
    return data;
  }

  return {
    name: "stripe",
    mode: "redirect",
    testMode: config.testMode ?? false,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const interval = request.renewEvery;
      const form = stripeForm({
        mode: interval ? "subscription" : "payment",
        // The pending order holds its promo code's use until then (Stripe's shortest allowed, 30 minutes).
        expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
        client_reference_id: request.orderId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { order_id: request.orderId, account_id: request.accountId },
        // The subscription carries the order too, so its invoices and its end can be traced back.
        ...(interval ? { subscription_data: { metadata: { order_id: request.orderId, account_id: request.accountId } } } : {}),
        line_items: {
          0: {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: request.amountCents,
              product_data: { name: request.description },
              ...(interval ? { recurring: { interval } } : {}),
            },
          },
        },
      });
      const session = await call("POST", "/v1/checkout/sessions", form, `order-${request.orderId}`);
      if (!session.id || !session.url) throw new PaymentError("The payment service did not return a checkout page.");
      return { status: "redirect", providerRef: session.id, url: session.url };
    },
    async lookup(providerRef: string): Promise<PaymentState> {
      const session = await call("GET", `/v1/checkout/sessions/${encodeURIComponent(providerRef)}`);
      if (session.status === "complete" && session.payment_status !== "unpaid") return "paid";
      if (session.status === "expired") return "expired";
      return "open";
    },
  };
}

/**
 * Cancel Subscription in the app: Stripe stops the subscription at the end of the paid period, so it never
 * charges again (POST /v1/subscriptions/<id> cancel_at_period_end=true; idempotent on Stripe's side).
 */
export async function cancelStripeSubscriptionAtPeriodEnd(config: StripeConfig, subscriptionId: string): Promise<void> {
  const doFetch = config.fetch ?? fetch;
  const base = config.apiBase.replace(/\/+$/, "");
  let res: Response;
  try {
    res = await doFetch(`${base}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Idempotency-Key": `cancel-${subscriptionId}`,
      },
      body: stripeForm({ cancel_at_period_end: true }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new PaymentError("The payment service could not be reached. Please try again.");
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new PaymentError(data.error?.message ?? `The payment service answered ${res.status}.`);
  }
}

/** Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">; 5 minutes of tolerance. */
export function verifyStripeSignature(payload: string, header: string | null, secret: string, now = Date.now()): boolean {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = parts.find(([k]) => k === "t")?.[1];
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - Number(t)) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${payload}`).digest();
  return signatures.some((s) => {
    const given = Buffer.from(s, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function signStripePayload(payload: string, secret: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}
