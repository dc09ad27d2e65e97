/**
 * Orders: every purchase of a plan, from the /subscription cart (checkout) or the 'Choose Your Plan' dialog
 * (chooser). The server prices the order (lib/catalog/plans.ts, lib/subscription/pricing.ts), and in one transaction records it,
 * counts its promo code's use against the limit, takes a token payment through the ledger (reference
 * `order:<id>`) or the card payment through the payment provider, and sets the account's plan. The plan changes
 * only through a paid order, or when its billing period ends without a renewal (it becomes free).
 *
 * No order is paid unless a provider took the money or the ledger took the tokens: every card order that costs
 * something carries a card (or goes to the hosted page), whichever screen it comes from; a guest's demo tokens
 * buy nothing; a promo code is used at most its `perAccount` times by one account (a unique key).
 */
import "server-only";

import { randomUUID } from "node:crypto";

import type { OrderJson } from "@/lib/contracts/orders";
import { plans, simplePlans, type BillingPeriod } from "@/lib/catalog/plans";
import type { CardFields } from "@/lib/subscription/card";
import { cardErrors } from "@/lib/subscription/card";
import { toCents } from "@/lib/wallet/money";
import { normalizePromoCode, PROMO_MESSAGES } from "@/lib/subscription/promo";
import { quote } from "@/lib/subscription/pricing";
import { ApiError } from "@/lib/server/api";
import { type Db, getDb } from "@/lib/server/db/client";
import { type Account, findAccountById, forgetSessions } from "@/lib/server/db/queries/accounts";
import { LedgerError, postEntry } from "@/lib/server/db/queries/ledger";
import { getEnv } from "@/lib/server/env";
import { guestTokensRefused, ledgerRefusal } from "@/lib/server/wallet";
import {
  applyPaidPlan,
  findOrder,
  insertOrder,
  listOrders,
  markOrderFailed,
  markOrderPaid,
  type Order,
  periodEnd,
  redeemPromoForAccount,
  redeemPromoUse,
  releasePromoForOrder,
  releasePromoUse,
  setProviderRef,
} from "@/lib/server/db/queries/orders";
import { CARD_PAYMENTS_OFF_MESSAGE, PaymentError, type PaymentProvider, paymentProvider, stripeConfig } from "@/lib/server/payments";
import { cancelStripeSubscriptionAtPeriodEnd } from "@/lib/server/payments/stripe";
import { findPromoCode, promoCodes, type PromoCode } from "@/lib/server/promo-codes";

export type OrderSource = "checkout" | "chooser";
export type PaymentMethod = "card" | "tokens";

export interface PlaceOrderInput {
  plan: string;
  period?: BillingPeriod;
  source: OrderSource;
  payment: PaymentMethod;
  promoCode?: string | null;
  /** The card typed in Secure Checkout; used for the charge and never stored. */
  card?: CardFields | null;
}

export interface PlaceOrderOptions {
  now?: Date;
  provider?: PaymentProvider;
  /** The site's origin, for a hosted payment page's return addresses. */
  origin?: string;
}

export interface PlaceOrderResult {
  order: Order;
  /** A hosted payment page (Stripe Checkout) to send the buyer to; the order is pending until it is paid. */
  checkoutUrl?: string;
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

export function orderJson(order: Order): OrderJson {
  return {
    id: order.id,
    plan: order.plan,
    period: order.period,
    source: order.source,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    listPrice: decimal(order.listCents),
    discount: decimal(order.discountCents),
    amount: decimal(order.amountCents),
    promoCode: order.promoCode,
    status: order.status,
    provider: order.provider,
    failureReason: order.failureReason,
    testMode: orderTestMode(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * A card order paid in test mode moved no money: the embedded test processor never takes any, and Stripe's
 * test-mode Checkout Sessions are `cs_test_...`.
 */
export function orderTestMode(order: Pick<Order, "paymentMethod" | "provider" | "providerRef">): boolean {
  if (order.paymentMethod !== "card") return false;
  return order.provider === "embedded" || (order.providerRef?.startsWith("cs_test_") ?? false);
}

/** A guest's tokens are the demo's: they buy nothing, and the answer says to sign up. */

interface Priced {
  plan: string;
  planName: string;
  period: BillingPeriod;
  listCents: number;
  discountCents: number;
  amountCents: number;
  currency: "USD" | "MSXT";
  promo: PromoCode | null;
  /** A months-free code: the free months before billing starts. */
  freeMonths: number | null;
  label: string;
}

/** The server's price of an order: 400 unknown plan, 404 unknown promo code. */
export function priceOrder(input: PlaceOrderInput): Priced {
  const currency = input.payment === "tokens" ? "MSXT" : "USD";
  if (input.source === "chooser") {
    const plan = simplePlans.find((p) => p.id === input.plan);
    if (!plan) throw new ApiError(400, "This plan cannot be chosen here", "invalid_plan");
    if (input.period && input.period !== "monthly") throw new ApiError(400, "The plan chooser sells monthly plans", "invalid_period");
    if (input.promoCode) throw new ApiError(400, "Promo codes are applied in the cart", "promo_not_allowed");
    const listCents = input.payment === "tokens" ? toCents(plan.tokenPrice) : toCents(plan.price);
    return {
      plan: plan.id,
      planName: plan.name,
      period: "monthly",
      listCents,
      discountCents: 0,
      amountCents: listCents,
      currency,
      promo: null,
      freeMonths: null,
      label: `${plan.name} plan (monthly)`,
    };
  }
  const plan = plans.find((p) => p.id === input.plan);
  if (!plan) throw new ApiError(400, "Unknown plan", "invalid_plan");
  const period = input.period ?? "monthly";
  let promo: PromoCode | null = null;
  if (input.promoCode) {
    promo = findPromoCode(promoCodes(), input.promoCode);
    if (!promo) throw new ApiError(404, PROMO_MESSAGES.invalidDescription, "invalid_promo_code");
  }
  const q = quote(plan, period, promo ? { ...promo, code: normalizePromoCode(promo.code), remainingUses: null } : null);
  const listCents = input.payment === "tokens" ? q.tokenCents : q.priceCents;
  const amountCents = input.payment === "tokens" ? q.dueTokenCents : q.dueCents;
  return {
    plan: plan.id,
    planName: plan.name,
    period,
    listCents,
    discountCents: listCents - amountCents,
    amountCents,
    currency,
    promo,
    freeMonths: q.freeMonths,
    label: `${plan.name} plan (${period})`,
  };
}

/** Thrown inside the order's transaction to roll it back; recorded as a failed order afterwards. */
class OrderFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function spent(): ApiError {
  return new ApiError(409, PROMO_MESSAGES.spentDescription, "promo_code_spent");
}

function usedByAccount(): ApiError {
  return new ApiError(409, PROMO_MESSAGES.usedDescription, "promo_code_used");
}

/** Inside the order's transaction: one use of the code overall (its limit) and one of the account's uses. */
async function redeemPromo(tx: Parameters<typeof redeemPromoUse>[0], code: string, promo: PromoCode, accountId: string, orderId: string): Promise<void> {
  const uses = await redeemPromoUse(tx, code, promo.usageLimit);
  if (uses === null) throw spent();
  if (!(await redeemPromoForAccount(tx, code, accountId, orderId, promo.perAccount))) throw usedByAccount();
}

/**
 * Places and (when it can) pays an order for `account`. Errors are ApiErrors in the one JSON shape: 400 bad plan
 * or card (card_required when a card order that costs money has none), 403 sign_up_required (a guest paying with
 * demo tokens), 403 card_payments_unavailable (no payment provider on this server), 404 unknown promo code, 409
 * promo code spent or already used by this account, 409 insufficient_funds, 402 card_declined, 502 when a hosted
 * processor cannot be reached. A refused payment (declined card, balance too low) leaves the plan, the
 * balance and the promo count as they were; the attempt is kept as a failed order.
 */
export async function placeOrder(db: Db, account: Pick<Account, "id">, input: PlaceOrderInput, options: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
  const now = options.now ?? new Date();
  const priced = priceOrder(input);
  const provider = options.provider ?? paymentProvider();
  const buyer = await findAccountById(db, account.id, now);
  if (!buyer) throw new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");
  if (input.payment === "tokens" && buyer.role === "guest") throw guestTokensRefused();
  const id = `ord_${randomUUID()}`;
  const code = priced.promo ? normalizePromoCode(priced.promo.code) : null;
  const byCard = input.payment === "card";
  const card = byCard ? (input.card ?? null) : null;

  // The card's charge: any amount, or a months-free order (a card on file, charged when the free months end).
  const cardOnFile = byCard && priced.freeMonths !== null;
  // A hosted processor collects a card only for an amount; the embedded one also checks a card put on file.
  const charges = byCard && (priced.amountCents > 0 || (cardOnFile && provider.mode === "sync"));
  const hosted = charges && provider.mode === "redirect" && priced.amountCents > 0;
  if (charges && provider.off) throw new ApiError(403, CARD_PAYMENTS_OFF_MESSAGE, "card_payments_unavailable");
  if (charges && !hosted) {
    // Every screen alike (the cart and 'Choose Your Plan'): an order that costs money is paid by a card.
    if (!card) throw new ApiError(400, "Enter your card details.", "card_required");
    if (card) {
      const errors = cardErrors(card, now);
      const problem = errors.number ?? errors.expiry ?? errors.cvv;
      if (problem) throw new ApiError(400, problem, "invalid_card");
    }
  }

  const base = {
    id,
    accountId: account.id,
    plan: priced.plan,
    period: priced.period,
    source: input.source,
    listCents: priced.listCents,
    discountCents: priced.discountCents,
    amountCents: priced.amountCents,
    currency: priced.currency,
    paymentMethod: input.payment,
    promoCode: code,
    createdAt: now,
  };

  if (hosted) return startHostedOrder(db, provider, base, priced, options.origin ?? "http://127.0.0.1:3000");

  const until = periodEnd(renewalStart(buyer, priced.plan, priced.period, now), priced.period, priced.freeMonths ?? undefined);
  try {
    const order = await db.transaction(async (tx) => {
      if (priced.promo && code) await redeemPromo(tx, code, priced.promo, account.id, id);
      let providerRef: string | null = null;
      let providerName: string = "embedded";
      if (charges) {
        const result = await provider.charge({
          orderId: id,
          accountId: account.id,
          amountCents: priced.amountCents,
          description: priced.label,
          card,
          successUrl: "",
          cancelUrl: "",
        });
        if (result.status === "declined") throw new OrderFailure(402, "card_declined", result.reason);
        if (result.status === "redirect") throw new PaymentError("A hosted payment cannot complete here");
        providerRef = result.providerRef;
        providerName = provider.name;
      }
      const inserted = await insertOrder(tx, { ...base, status: "paid", paidAt: now, provider: providerName, providerRef });
      if (input.payment === "tokens" && priced.amountCents > 0) {
        await postEntry(tx, {
          accountId: account.id,
          currency: "MSXT",
          amountCents: -priced.amountCents,
          kind: "purchase",
          reference: `order:${id}`,
          description: priced.label,
          // Earned MSXT pays at most its share of the plan; bought MSXT the rest.
          earnedMaxCents: Math.floor(priced.amountCents * getEnv().EARNED_MSXT_PLAN_SHARE),
        });
      }
      const replaced = await applyPaidPlan(tx, account.id, priced.plan, priced.period, until, now);
      return { inserted, replaced };
    });
    forgetSessions({ accountId: account.id });
    await stopReplacedSubscription(order.replaced);
    return { order: order.inserted };
  } catch (error) {
    if (error instanceof LedgerError && error.code !== "duplicate") {
      const share = getEnv().EARNED_MSXT_PLAN_SHARE;
      const refusal = ledgerRefusal(error, {
        insufficientFunds: `Insufficient MSXT balance: ${priced.label} costs ${decimal(priced.amountCents)} MSXT.`,
        earnedOnly: `Earned MSXT can pay at most ${Math.round(share * 100)}% of a plan (${decimal(Math.floor(priced.amountCents * share))} of ${decimal(priced.amountCents)} MSXT). Buy MSXT for the rest.`,
      });
      await recordFailed(db, base, provider.name, refusal.message);
      throw refusal;
    }
    if (error instanceof OrderFailure) {
      await recordFailed(db, base, provider.name, error.message);
      throw new ApiError(error.status, error.message, error.code);
    }
    if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
    throw error;
  }
}

/**
 * Where a paid period starts: a renewal (the same plan and period, bought while it still runs) extends the running
 * period from its end; anything else starts now.
 */
export function renewalStart(account: Pick<Account, "plan" | "planPeriod" | "planPeriodEnd">, plan: string, period: BillingPeriod, now: Date): Date {
  const end = account.planPeriodEnd;
  if (account.plan === plan && account.planPeriod === period && end && end.getTime() > now.getTime()) return end;
  return now;
}

/** A refused payment is kept as a failed order (no promo use counted, nothing paid). */
async function recordFailed(db: Db, base: Parameters<typeof insertOrder>[1], provider: string, reason: string): Promise<void> {
  await insertOrder(db, { ...base, status: "failed", provider, failureReason: reason });
}

/** Hosted processor: the pending order and its promo use are committed, then the processor's page is made. */
async function startHostedOrder(
  db: Db,
  provider: PaymentProvider,
  base: Parameters<typeof insertOrder>[1],
  priced: Priced,
  origin: string,
): Promise<PlaceOrderResult> {
  const pending = await db.transaction(async (tx) => {
    if (priced.promo && base.promoCode) await redeemPromo(tx, base.promoCode, priced.promo, base.accountId, base.id);
    return insertOrder(tx, { ...base, status: "pending", provider: provider.name });
  });
  try {
    const result = await provider.charge({
      orderId: pending.id,
      accountId: pending.accountId,
      amountCents: priced.amountCents,
      description: priced.label,
      card: null,
      // A plan at its list price renews: Stripe bills it every month or year until it is cancelled. A discounted
      // order (promo code) is a one-time payment for one period, so the discount is never billed again.
      renewEvery: priced.promo ? undefined : priced.period === "yearly" ? "year" : "month",
      successUrl: `${origin}/subscription?checkout=success&order=${encodeURIComponent(pending.id)}`,
      cancelUrl: `${origin}/subscription?checkout=cancelled&order=${encodeURIComponent(pending.id)}`,
    });
    if (result.status !== "redirect") throw new PaymentError("The payment service did not return a checkout page.");
    const order = await setProviderRef(db, pending.id, result.providerRef);
    return { order, checkoutUrl: result.url };
  } catch (error) {
    await failPendingOrder(db, pending, error instanceof Error ? error.message : "Payment could not start");
    if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
    throw error;
  }
}

/** A hosted payment completed: the order is paid and the plan set, once, in one transaction. */
export async function completePendingOrder(db: Db, order: Order, now = new Date()): Promise<Order> {
  const settled = await db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, order.id, now);
    if (!paid) return { order: (await findOrder(tx, order.accountId, order.id)) ?? order, replaced: null };
    const period = paid.period === "yearly" ? "yearly" : "monthly";
    return { order: paid, replaced: await applyPaidPlan(tx, paid.accountId, paid.plan, period, periodEnd(now, period), now) };
  });
  forgetSessions({ accountId: order.accountId });
  await stopReplacedSubscription(settled.replaced);
  return settled.order;
}

/**
 * A new plan replaced one that a Stripe subscription renewed: Stripe must not bill that subscription again, so it is
 * set to end with its paid period. The new plan is already the account's; a failure is logged for the operator
 * (the subscription no longer renews any plan here, see renewFromStripeInvoice) and does not undo the order.
 */
async function stopReplacedSubscription(subscriptionId: string | null): Promise<void> {
  if (!subscriptionId) return;
  const config = stripeConfig();
  try {
    if (!config) throw new PaymentError("Stripe is not configured");
    await cancelStripeSubscriptionAtPeriodEnd(config, subscriptionId);
  } catch (error) {
    console.error(`Could not stop the replaced Stripe subscription ${subscriptionId}; cancel it in Stripe's dashboard:`, error instanceof Error ? error.message : error);
  }
}

/** A hosted payment expired or could not start: the order fails and its promo use is given back, once. */
export async function failPendingOrder(db: Db, order: Order, reason: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const failed = await markOrderFailed(tx, order.id, reason);
    if (!failed) return (await findOrder(tx, order.accountId, order.id)) ?? order;
    if (failed.promoCode) {
      await releasePromoUse(tx, failed.promoCode);
      await releasePromoForOrder(tx, failed.id);
    }
    return failed;
  });
}

/**
 * The buyer is back from the hosted page: ask the processor and settle the order. Answers the order as it now
 * stands (paid, failed, or still pending while the processor has not decided).
 */
export async function confirmOrder(db: Db, accountId: string, orderId: string, provider: PaymentProvider = paymentProvider(), now = new Date()): Promise<Order> {
  const order = await findOrder(db, accountId, orderId);
  if (!order) throw new ApiError(404, "Order not found", "order_not_found");
  if (order.status !== "pending" || !order.providerRef || order.provider !== provider.name || !provider.lookup) return order;
  let state;
  try {
    state = await provider.lookup(order.providerRef);
  } catch (error) {
    if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
    throw error;
  }
  if (state === "paid") return completePendingOrder(db, order, now);
  if (state === "expired") return failPendingOrder(db, order, "The checkout session expired");
  return order;
}

/**
 * The caller's order, placed and (when it can) paid: the order as the browser sees it, the account after it, and
 * the hosted payment page's address when one takes the payment.
 */
export async function placeOrderFor(
  account: Account,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<{ order: OrderJson; account: Account; checkoutUrl?: string }> {
  const db = await getDb();
  const result = await placeOrder(db, account, input, options);
  const updated = (await findAccountById(db, account.id)) ?? account;
  return { order: orderJson(result.order), account: updated, ...(result.checkoutUrl ? { checkoutUrl: result.checkoutUrl } : {}) };
}

/** The caller's orders, newest first, as the browser sees them. */
export async function ordersOf(accountId: string): Promise<OrderJson[]> {
  return (await listOrders(await getDb(), accountId)).map(orderJson);
}

/** Back from a hosted payment page: the order settled with the processor, and the account after it. */
export async function confirmOrderFor(account: Account, orderId: string): Promise<{ order: OrderJson; account: Account }> {
  const db = await getDb();
  const order = await confirmOrder(db, account.id, orderId);
  return { order: orderJson(order), account: (await findAccountById(db, account.id)) ?? account };
}
