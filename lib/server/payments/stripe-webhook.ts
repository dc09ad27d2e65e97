/**
 * What Stripe's webhook events do to orders, plans and MSXT top-ups: a completed checkout pays its order or top-up (and remembers the
 * subscription that renews it), an expired one fails it, a paid renewal invoice extends the plan once per invoice,
 * and a deleted subscription lets the plan end with its paid period. The route checks the signature first.
 */
import "server-only";

import { getDb } from "@/lib/server/db/client";
import { endStripeSubscription, findOrderByProviderRef, recordStripeSubscription, renewFromStripeInvoice } from "@/lib/server/db/queries/orders";
import { completePendingOrder, failPendingOrder } from "@/lib/server/orders";
import { settleTopupFromStripe } from "@/lib/server/topups";

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

export type StripeEvent = { type?: string; data?: { object?: StripeObject } };

/** Applies one verified event (others, and events without an object id, change nothing). */
export async function handleStripeEvent(event: StripeEvent, now = new Date()): Promise<void> {
  const object = event.data?.object;
  if (!object?.id) return;
  const db = await getDb();

  if (event.type === "checkout.session.completed" || event.type === "checkout.session.expired") {
    // A card top-up of MSXT: credited once, however often the event is delivered.
    const completed = event.type === "checkout.session.completed";
    if (completed && object.payment_status === "unpaid") return;
    if (await settleTopupFromStripe(db, object.id, completed ? "paid" : "expired", now)) return;
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
}
