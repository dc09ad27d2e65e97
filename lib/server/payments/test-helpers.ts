/**
 * Test-only: a Stripe API stub on 127.0.0.1 for the Stripe provider's tests. It answers Checkout Session create and
 * read, and subscription updates, refuses any key other than `sk_test_stub`, and keeps every request it was sent.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { signStripePayload } from "./stripe";

export interface StripeStubRequest {
  method: string;
  url: string;
  auth: string | undefined;
  body: string;
  idempotency: string | undefined;
}

export interface StripeStub {
  /** The API base to give the provider (STRIPE_API_BASE). */
  base: string;
  /** Every request, in the order received. */
  seen: StripeStubRequest[];
  /** Checkout Sessions by id; a test sets one's status to play Stripe's side of the payment. */
  sessions: Map<string, { status: string; payment_status: string }>;
  /** Subscriptions the stub refuses to update (Stripe down for them). */
  failing: Set<string>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export async function startStripeStub(): Promise<StripeStub> {
  const seen: StripeStubRequest[] = [];
  const sessions: StripeStub["sessions"] = new Map();
  const failing = new Set<string>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body, idempotency: req.headers["idempotency-key"] as string | undefined });
    res.setHeader("content-type", "application/json");
    if (req.headers.authorization !== "Bearer sk_test_stub") {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: "Invalid API Key provided" } }));
      return;
    }
    if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
      const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 8)}`;
      sessions.set(id, { status: "open", payment_status: "unpaid" });
      res.end(JSON.stringify({ id, url: `https://checkout.stripe.test/c/${id}`, status: "open", payment_status: "unpaid" }));
      return;
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.url ?? "");
    if (req.method === "GET" && session && sessions.has(session[1])) {
      res.end(JSON.stringify({ id: session[1], url: null, ...sessions.get(session[1]) }));
      return;
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.url ?? "");
    if (req.method === "POST" && sub) {
      if (failing.has(sub[1])) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: "Stripe is having a bad day" } }));
        return;
      }
      res.end(JSON.stringify({ id: sub[1], object: "subscription", cancel_at_period_end: new URLSearchParams(body).get("cancel_at_period_end") === "true" }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: session ? "No such checkout session" : "Not found" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    sessions,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery of `event` as Stripe sends it: signed with `secret`, or with the `signature` given (a forgery). */
export function stripeWebhookRequest(event: unknown, secret: string, signature?: string): Request {
  const payload = JSON.stringify(event);
  return new Request("http://127.0.0.1:3000/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": signature ?? signStripePayload(payload, secret), "content-type": "application/json" },
    body: payload,
  });
}
