/**
 * Orders and promo code uses. An order is paid in the same transaction as everything it pays for: its promo use
 * (a conditional increment of promo_uses), its token payment (a ledger entry `order:<id>`) and the account's plan.
 */
import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { Executor } from "../client";
import { accounts, orders, promoRedemptions, promoUses, stripeInvoices } from "../schema";

import { type Account, forgetSessions } from "./accounts";

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type BillingPeriod = "monthly" | "yearly";

export async function insertOrder(db: Executor, order: NewOrder): Promise<Order> {
  const [row] = await db.insert(orders).values(order).returning();
  return row;
}

/**
 * Counts one use of a code, unless it is spent: one conditional upsert, so parallel orders can never pass the
 * limit (the row lock serialises them and the WHERE is checked against the latest count). Answers the uses
 * after this one, or null when the code was already at its limit. `limit` null = unlimited.
 */
export async function redeemPromoUse(db: Executor, code: string, limit: number | null): Promise<number | null> {
  const rows = await db
    .insert(promoUses)
    .values({ code, uses: 1 })
    .onConflictDoUpdate({
      target: promoUses.code,
      set: { uses: sql`${promoUses.uses} + 1` },
      setWhere: limit === null ? undefined : sql`${promoUses.uses} < ${limit}`,
    })
    .returning({ uses: promoUses.uses });
  return rows[0]?.uses ?? null;
}

/**
 * Records `accountId`'s use of a code for `orderId`, within the code's per-account limit (`perAccount` uses, null
 * = no limit). Use n is the row (code, account, n): a parallel order that wants the same slot waits for the
 * first one's transaction and then finds it taken (ON CONFLICT DO NOTHING), so no account gets more than its
 * uses. Answers false when the account has used up its uses of the code.
 */
export async function redeemPromoForAccount(db: Executor, code: string, accountId: string, orderId: string, perAccount: number | null): Promise<boolean> {
  if (perAccount === null) {
    await db.insert(promoRedemptions).values({ code, accountId, slot: null, orderId });
    return true;
  }
  for (let slot = 1; slot <= perAccount; slot++) {
    const rows = await db
      .insert(promoRedemptions)
      .values({ code, accountId, slot, orderId })
      .onConflictDoNothing()
      .returning({ id: promoRedemptions.id });
    if (rows.length > 0) return true;
  }
  return false;
}

/** How many times the account has used the code. */
export async function accountPromoUses(db: Executor, code: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.accountId, accountId)));
  return Number(row?.n ?? 0);
}

/** Gives an order's per-account use back (its hosted payment failed). */
export async function releasePromoForOrder(db: Executor, orderId: string): Promise<void> {
  await db.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
}

/** Gives a use back (an order that reserved it was not paid in the end). */
export async function releasePromoUse(db: Executor, code: string): Promise<void> {
  await db
    .update(promoUses)
    .set({ uses: sql`${promoUses.uses} - 1` })
    .where(and(eq(promoUses.code, code), sql`${promoUses.uses} > 0`));
}

export async function promoUseCount(db: Executor, code: string): Promise<number> {
  const [row] = await db.select({ uses: promoUses.uses }).from(promoUses).where(eq(promoUses.code, code));
  return row?.uses ?? 0;
}

/** Uses of every code that has any, by normalised code. */
export async function promoUseCounts(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select().from(promoUses);
  return Object.fromEntries(rows.map((r) => [r.code, r.uses]));
}

export async function listOrders(db: Executor, accountId: string, limit = 100): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function findOrder(db: Executor, accountId: string, id: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByProviderRef(db: Executor, provider: string, providerRef: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

export async function setProviderRef(db: Executor, id: string, providerRef: string): Promise<Order> {
  const [row] = await db.update(orders).set({ providerRef }).where(eq(orders.id, id)).returning();
  return row;
}

/** pending -> paid, once: answers null when the order was not pending (already paid, failed or cancelled). */
export async function markOrderPaid(db: Executor, id: string, now: Date): Promise<Order | null> {
  const [row] = await db
    .update(orders)
    .set({ status: "paid", paidAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, "pending")))
    .returning();
  return row ?? null;
}

/** pending -> failed, once: answers null when the order was not pending. */
export async function markOrderFailed(db: Executor, id: string, reason: string): Promise<Order | null> {
  const [row] = await db
    .update(orders)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(orders.id, id), eq(orders.status, "pending")))
    .returning();
  return row ?? null;
}

/** The end of a billing period that starts at `from`: one calendar month or one year later (UTC). */
export function periodEnd(from: Date, period: BillingPeriod, months = period === "yearly" ? 12 : 1): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month = 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Inside the paying transaction: the account's plan becomes the order's. A paid plan runs to `until`; the free
 * plan has no period. The account's Stripe subscription, if it had one, no longer renews this plan: answers its id,
 * for the caller to stop it on Stripe once the transaction has committed (stopReplacedSubscription).
 */
export async function applyPaidPlan(db: Executor, accountId: string, plan: string, period: BillingPeriod, until: Date, now: Date): Promise<string | null> {
  const free = plan === "free";
  const [before] = await db
    .select({ subscription: accounts.stripeSubscriptionId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("no key update");
  await db
    .update(accounts)
    .set({
      plan,
      planPeriod: free ? null : period,
      planPeriodEnd: free ? null : until,
      planCancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  forgetSessions({ accountId });
  return before?.subscription ?? null;
}

/**
 * Cancel Subscription: the plan stays until the end of its billing period, then becomes free. A plan without a
 * running period (the demo's, or one whose period has ended) becomes free now.
 */
export async function cancelPlanAtPeriodEnd(db: Executor, accountId: string, now: Date): Promise<Account | null> {
  const running = sql`(${accounts.planPeriodEnd} > ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .update(accounts)
    .set({
      planCancelAtPeriodEnd: sql`coalesce(${running}, false)`,
      plan: sql`case when ${running} then ${accounts.plan} else 'free' end`,
      planPeriod: sql`case when ${running} then ${accounts.planPeriod} else null end`,
      planPeriodEnd: sql`case when ${running} then ${accounts.planPeriodEnd} else null end`,
      updatedAt: now,
    })
    .where(and(eq(accounts.id, accountId), sql`${accounts.plan} <> 'free'`))
    .returning();
  forgetSessions({ accountId });
  return row ?? null;
}

/**
 * checkout.session.completed in subscription mode: the paid order and its account remember the Stripe
 * subscription (and customer) that renews the plan from now on. Answers false when the order is not paid.
 */
export async function recordStripeSubscription(db: Executor, orderId: string, subscriptionId: string, customerId: string | null, now: Date): Promise<boolean> {
  const accountId = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ subscriptionId })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
      .returning();
    if (!order) return null;
    await tx
      .update(accounts)
      .set({ stripeSubscriptionId: subscriptionId, stripeCustomerId: customerId, updatedAt: now })
      .where(eq(accounts.id, order.accountId));
    return order.accountId;
  });
  if (accountId) forgetSessions({ accountId });
  return accountId !== null;
}

export interface StripeRenewal {
  invoiceId: string;
  subscriptionId: string;
  /** The end of the period the invoice paid for. */
  periodEnd: Date;
  amountCents: number;
}

/**
 * invoice.paid for a subscription's next period: the plan of the order that started the subscription runs to the
 * invoice's period end. Once per invoice: the invoice id is a primary key, so a replayed or parallel delivery
 * inserts nothing and extends nothing. Answers what happened.
 */
export async function renewFromStripeInvoice(db: Executor, renewal: StripeRenewal, now: Date): Promise<"renewed" | "duplicate" | "unknown"> {
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, renewal.subscriptionId), eq(orders.status, "paid")))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!order) return { result: "unknown" as const };
    const inserted = await tx
      .insert(stripeInvoices)
      .values({ invoiceId: renewal.invoiceId, subscriptionId: renewal.subscriptionId, accountId: order.accountId, periodEnd: renewal.periodEnd, amountCents: renewal.amountCents })
      .onConflictDoNothing()
      .returning({ id: stripeInvoices.invoiceId });
    if (inserted.length === 0) return { result: "duplicate" as const };
    const until = renewal.periodEnd.toISOString();
    // Only while this subscription is the account's plan subscription and the account has not moved to another
    // paid plan since (a token or card order); never shortens a period.
    await tx
      .update(accounts)
      .set({
        plan: order.plan,
        planPeriod: order.period,
        planPeriodEnd: sql`greatest(coalesce(${accounts.planPeriodEnd}, ${until}::timestamptz), ${until}::timestamptz)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(accounts.id, order.accountId),
          eq(accounts.stripeSubscriptionId, renewal.subscriptionId),
          sql`${accounts.plan} in (${order.plan}, 'free')`,
        ),
      );
    return { result: "renewed" as const, accountId: order.accountId };
  });
  if (outcome.result === "renewed") forgetSessions({ accountId: outcome.accountId });
  return outcome.result;
}

/**
 * customer.subscription.deleted: nothing renews the plan any more; it stays until the end of the paid period and
 * then becomes free (settlePlanPeriod). Answers whether an account had that subscription.
 */
export async function endStripeSubscription(db: Executor, subscriptionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ stripeSubscriptionId: null, planCancelAtPeriodEnd: sql`${accounts.planPeriodEnd} is not null`, updatedAt: now })
    .where(eq(accounts.stripeSubscriptionId, subscriptionId))
    .returning({ id: accounts.id });
  for (const row of rows) forgetSessions({ accountId: row.id });
  return rows.length > 0;
}
