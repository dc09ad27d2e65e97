import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { endStripeSubscription, findOrderByProviderRef, recordStripeSubscription, renewFromStripeInvoice } from "@/lib/server/db/queries/orders";
import { getEnv } from "@/lib/server/env";
import { completePendingOrder, failPendingOrder } from "@/lib/server/orders";
import { verifyStripeSignature } from "@/lib/server/payments/stripe";

type Ref = string | { id?: string } | null | undefined;
const refId = (ref: Ref): string | null => (typeof ref === "string" ? ref : (ref?.id ?? null));

interface StripeObject {
  id?: string;
  payment_status?: string;
  subscription?: Ref;
  customer?: Ref;
  billing_reason?: string;
  amount_paid?: number;
  /** API versions from 2025 name the invoice's subscription here. */
  parent?: { subscription_details?: { subscription?: Ref } };
  lines?: { data?: { period?: { end?: number } }[] };
}

/**
 * Stripe's webhook (register https://<host>/api/payments/stripe/webhook for checkout.session.completed,
 * checkout.session.expired, invoice.paid and customer.subscription.deleted). Signed with STRIPE_WEBHOOK_SECRET;
 * answers 404 when Stripe is not configured, 400 to an unsigned or forged event.
 */
export const POST = withApi(async (req) => {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!getEnv().STRIPE_SECRET_KEY || !secret) throw new ApiError(404, "Not found");
  const payload = await req.text();
  if (payload.length > 256 * 1024) throw new ApiError(413, "Request body is too large");
  if (!verifyStripeSignature(payload, req.headers.get("stripe-signature"), secret)) {
    throw new ApiError(400, "The webhook signature does not match", "invalid_signature");
  }
  let event: { type?: string; data?: { object?: StripeObject } };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    throw new ApiError(400, "Request body is not valid JSON", "invalid_json");
  }
  const object = event.data?.object;
  const now = new Date();
  if (!object?.id) return NextResponse.json({ received: true });
  const db = await getDb();

  if (event.type === "checkout.session.completed" || event.type === "checkout.session.expired") {
    const order = await findOrderByProviderRef(db, "stripe", object.id);
    if (order) {
      if (event.type === "checkout.session.completed" && object.payment_status !== "unpaid") {
        const paid = await completePendingOrder(db, order, now);
        // Subscription mode: remember the subscription that renews this plan (also when the return confirmed it first).
        const subscription = refId(object.subscription);
        if (subscription && paid.status === "paid") await recordStripeSubscription(db, paid.id, subscription, refId(object.customer), now);
      }
      if (event.type === "checkout.session.expired") await failPendingOrder(db, order, "The checkout session expired");
    }
  } else if (event.type === "invoice.paid" && object.billing_reason === "subscription_cycle") {
    // A renewal: the plan runs to the end of the period this invoice paid for, once per invoice.
    const subscription = refId(object.subscription) ?? refId(object.parent?.subscription_details?.subscription);
    const ends = (object.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === "number" && Number.isFinite(end));
    if (subscription && ends.length > 0) {
      await renewFromStripeInvoice(db, { invoiceId: object.id, subscriptionId: subscription, periodEnd: new Date(Math.max(...ends) * 1000), amountCents: object.amount_paid ?? 0 }, now);
    }
  } else if (event.type === "customer.subscription.deleted") {
    // Nothing renews the plan any more: it becomes free when its paid period ends.
    await endStripeSubscription(db, object.id, now);
  }
  return NextResponse.json({ received: true });
});
