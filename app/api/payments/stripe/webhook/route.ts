import { ApiError } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";
import { verifyStripeSignature } from "@/lib/server/payments/stripe";
import { handleStripeEvent, type StripeEvent } from "@/lib/server/payments/stripe-webhook";
import { route } from "@/lib/server/route";

/**
 * Stripe's webhook (register https://<host>/api/payments/stripe/webhook for checkout.session.completed,
 * checkout.session.expired, invoice.paid and customer.subscription.deleted). Signed with STRIPE_WEBHOOK_SECRET;
 * answers 404 when Stripe is not configured, 400 to an unsigned or forged event. The signature is over the raw
 * body, so the route reads it as text itself (no body schema).
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!getEnv().STRIPE_SECRET_KEY || !secret) throw new ApiError(404, "Not found");
  const payload = await req.text();
  if (payload.length > 256 * 1024) throw new ApiError(413, "Request body is too large");
  if (!verifyStripeSignature(payload, req.headers.get("stripe-signature"), secret)) {
    throw new ApiError(400, "The webhook signature does not match", "invalid_signature");
  }
  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    throw new ApiError(400, "Request body is not valid JSON", "invalid_json");
  }
  await handleStripeEvent(event);
  return { received: true };
});
