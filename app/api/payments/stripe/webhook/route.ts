import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { findOrderByProviderRef } from "@/lib/server/db/queries/orders";
import { getEnv } from "@/lib/server/env";
import { completePendingOrder, failPendingOrder } from "@/lib/server/orders";
import { verifyStripeSignature } from "@/lib/server/payments/stripe";

/**
 * Stripe's webhook (register https://<host>/api/payments/stripe/webhook for checkout.session.completed and
 * checkout.session.expired). Signed with STRIPE_WEBHOOK_SECRET; answers 404 when Stripe is not configured.
 */
export const POST = withApi(async (req) => {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!getEnv().STRIPE_SECRET_KEY || !secret) throw new ApiError(404, "Not found");
  const payload = await req.text();
  if (payload.length > 256 * 1024) throw new ApiError(413, "Request body is too large");
  if (!verifyStripeSignature(payload, req.headers.get("stripe-signature"), secret)) {
    throw new ApiError(400, "The webhook signature does not match", "invalid_signature");
  }
  let event: { type?: string; data?: { object?: { id?: string; payment_status?: string } } };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    throw new ApiError(400, "Request body is not valid JSON", "invalid_json");
  }
  const session = event.data?.object;
  if (session?.id && (event.type === "checkout.session.completed" || event.type === "checkout.session.expired")) {
    const db = await getDb();
    const order = await findOrderByProviderRef(db, "stripe", session.id);
    if (order) {
      if (event.type === "checkout.session.completed" && session.payment_status !== "unpaid") await completePendingOrder(db, order);
      if (event.type === "checkout.session.expired") await failPendingOrder(db, order, "The checkout session expired");
    }
  }
  return NextResponse.json({ received: true });
});
