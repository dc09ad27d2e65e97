/**
 * Buying MSXT by card (the sidebar's Buy): the server checks the amount (TOPUP_MIN_MSXT to TOPUP_MAX_MSXT, whole
 * cents), charges it through the payment provider that takes plan payments (the embedded test-mode processor, or
 * Stripe Checkout when STRIPE_SECRET_KEY is set), and credits it as bought MSXT exactly once:
 * - embedded: the charge runs inside the transaction that records the top-up and credits it; a decline rolls
 *   everything back and the attempt is kept as a failed top-up;
 * - Stripe: a pending top-up and a Checkout Session; it is credited when Stripe says it is paid (the webhook, or the
 *   confirm route on return), by a conditional pending -> paid UPDATE in the crediting transaction.
 * The buyer's request id makes a repeated request the same top-up (no second charge). A guest's demo balance is not
 * money: buying needs an account.
 */
import "server-only";

import { randomUUID } from "node:crypto";

import type { TopupJson, TopupRequest } from "@/lib/contracts/topups";
import { cardErrors, digitsOnly } from "@/lib/subscription/card";
import { fromCents, toCents } from "@/lib/wallet/money";
import { TOPUP_MAX_MSXT, TOPUP_MIN_MSXT, TOPUP_RANGE_MESSAGE } from "@/lib/wallet/topup";
import { ApiError } from "@/lib/server/api";
import { rateLimit } from "@/lib/server/auth/guard";
import { type Db, getDb } from "@/lib/server/db/client";
import { type Account, findAccountById } from "@/lib/server/db/queries/accounts";
import {
  failTopup,
  findTopup,
  findTopupByProviderRef,
  findTopupByRequest,
  insertTopup,
  listTopups,
  payTopup,
  setTopupProviderRef,
  type Topup,
} from "@/lib/server/db/queries/topups";
import { CARD_PAYMENTS_OFF_MESSAGE, PaymentError, type PaymentProvider, paymentProvider } from "@/lib/server/payments";
import { guestTokensRefused } from "@/lib/server/wallet";

export const BUY_SIGN_UP_MESSAGE = "Sign up to buy MSXT: the demo balance is not money, and bought MSXT belongs to your own account.";

/** Top-up attempts an account may make in TOPUP_WINDOW_MS (a card-testing brake). */
export const TOPUP_ATTEMPTS = 30;
const TOPUP_WINDOW_MS = 10 * 60_000;

export function topupJson(topup: Topup): TopupJson {
  return {
    id: topup.id,
    amount: fromCents(topup.amountCents),
    status: topup.status as TopupJson["status"],
    provider: topup.provider,
    testMode: topup.testMode,
    card: topup.cardLabel,
    failureReason: topup.failureReason,
    createdAt: topup.createdAt.toISOString(),
    paidAt: topup.paidAt?.toISOString() ?? null,
  };
}

/** The amount in cents, within the limits (400 invalid_amount otherwise). */
export function topupCents(amount: string): number {
  const cents = toCents(amount);
  if (cents < TOPUP_MIN_MSXT * 100 || cents > TOPUP_MAX_MSXT * 100) {
    throw new ApiError(400, TOPUP_RANGE_MESSAGE, "invalid_amount");
  }
  return cents;
}

/** Thrown inside the crediting transaction to roll it back; recorded as a failed top-up afterwards. */
class Declined extends Error {}

export interface BuyOptions {
  now?: Date;
  provider?: PaymentProvider;
  /** The site's origin, for a hosted payment page's return addresses. */
  origin?: string;
}

export interface BuyResult {
  topup: Topup;
  checkoutUrl?: string;
  /** The request id was used before: this is that top-up, nothing new was charged. */
  replayed: boolean;
}

/** A request id used before: the same top-up, or 409 when it named another amount. */
function replayOf(existing: Topup, amountCents: number): BuyResult {
  if (existing.amountCents !== amountCents) throw new ApiError(409, "This request was already used for another amount. Please try again.", "request_reused");
  return { topup: existing, replayed: true };
}

/**
 * Buys MSXT by card for `account`. Errors in the one shape: 400 invalid_amount, card_required, invalid_card; 402
 * card_declined; 403 sign_up_required (a guest), card_payments_unavailable (no provider); 409 request_reused; 429
 * too many attempts; 502 when a hosted processor cannot be reached.
 */
export async function buyMsxt(db: Db, account: Pick<Account, "id" | "role">, input: TopupRequest, options: BuyOptions = {}): Promise<BuyResult> {
  if (account.role === "guest") throw guestTokensRefused(BUY_SIGN_UP_MESSAGE);
  const amountCents = topupCents(input.amount);
  const provider = options.provider ?? paymentProvider();
  if (provider.off) throw new ApiError(403, CARD_PAYMENTS_OFF_MESSAGE, "card_payments_unavailable");
  const now = options.now ?? new Date();

  const existing = await findTopupByRequest(db, account.id, input.requestId);
  if (existing) return replayOf(existing, amountCents);
  await rateLimit("topup", account.id, TOPUP_ATTEMPTS, TOPUP_WINDOW_MS);

  const base = {
    id: `top_${randomUUID()}`,
    accountId: account.id,
    amountCents,
    provider: provider.name,
    requestId: input.requestId,
    testMode: provider.testMode ?? false,
    createdAt: now,
  };
  const description = `${fromCents(amountCents)} MSXT`;

  if (provider.mode === "redirect") {
    const pending = await insertTopup(db, { ...base, status: "pending" });
    if (!pending) return replayOf((await findTopupByRequest(db, account.id, input.requestId))!, amountCents);
    const origin = options.origin ?? "http://127.0.0.1:3000";
    const back = (outcome: string) => `${origin}/buy-msxt?topup=${outcome}&id=${encodeURIComponent(pending.id)}`;
    try {
      const result = await provider.charge({
        orderId: pending.id,
        accountId: account.id,
        amountCents,
        description,
        card: null,
        successUrl: back("success"),
        cancelUrl: back("cancelled"),
      });
      if (result.status !== "redirect") throw new PaymentError("The payment service did not return a checkout page.");
      return { topup: await setTopupProviderRef(db, pending.id, result.providerRef), checkoutUrl: result.url, replayed: false };
    } catch (error) {
      await failTopup(db, pending.id, error instanceof Error ? error.message : "Payment could not start");
      if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
      throw error;
    }
  }

  const card = input.card ?? null;
  if (!card) throw new ApiError(400, "Enter your card details.", "card_required");
  const errors = cardErrors(card, now);
  const problem = errors.number ?? errors.expiry ?? errors.cvv;
  if (problem) throw new ApiError(400, problem, "invalid_card");

  try {
    const paid = await db.transaction(async (tx) => {
      // The request id is claimed first: a parallel request with it waits here, then finds it taken.
      const row = await insertTopup(tx, { ...base, status: "pending" });
      if (!row) return null;
      const result = await provider.charge({ orderId: row.id, accountId: account.id, amountCents, description, card, successUrl: "", cancelUrl: "" });
      if (result.status === "declined") throw new Declined(result.reason);
      if (result.status === "redirect") throw new PaymentError("A hosted payment cannot complete here");
      const brand = result.cardBrand ?? "card";
      const last4 = result.cardLast4 ?? digitsOnly(card.number).slice(-4);
      return payTopup(tx, row.id, { providerRef: result.providerRef, cardLabel: `${brand} •••• ${last4}` }, now);
    });
    if (!paid) return replayOf((await findTopupByRequest(db, account.id, input.requestId))!, amountCents);
    return { topup: paid, replayed: false };
  } catch (error) {
    if (error instanceof Declined) {
      await insertTopup(db, { ...base, status: "failed", failureReason: error.message });
      throw new ApiError(402, error.message, "card_declined");
    }
    if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
    throw error;
  }
}

/** A hosted payment completed: credited once, whoever tells first (the return page, the webhook, a replay). */
export async function completeTopup(db: Db, topup: Topup, now = new Date()): Promise<Topup> {
  const paid = await db.transaction((tx) => payTopup(tx, topup.id, {}, now));
  return paid ?? (await findTopup(db, topup.accountId, topup.id)) ?? topup;
}

/** Back from the hosted page: ask the processor and settle. 404 for a top-up that is not the caller's. */
export async function confirmTopup(db: Db, accountId: string, id: string, provider: PaymentProvider = paymentProvider(), now = new Date()): Promise<Topup> {
  const topup = await findTopup(db, accountId, id);
  if (!topup) throw new ApiError(404, "Top-up not found", "topup_not_found");
  if (topup.status !== "pending" || !topup.providerRef || topup.provider !== provider.name || !provider.lookup) return topup;
  let state;
  try {
    state = await provider.lookup(topup.providerRef);
  } catch (error) {
    if (error instanceof PaymentError) throw new ApiError(502, error.message, "payment_unavailable");
    throw error;
  }
  if (state === "paid") return completeTopup(db, topup, now);
  if (state === "expired") return (await failTopup(db, topup.id, "The checkout session expired")) ?? topup;
  return topup;
}

/** Stripe's webhook: a Checkout Session of a top-up completed (credited once) or expired. Answers whether it was one. */
export async function settleTopupFromStripe(db: Db, sessionId: string, outcome: "paid" | "expired", now = new Date()): Promise<boolean> {
  const topup = await findTopupByProviderRef(db, "stripe", sessionId);
  if (!topup) return false;
  if (outcome === "paid") await completeTopup(db, topup, now);
  else await failTopup(db, topup.id, "The checkout session expired");
  return true;
}

/** The caller's top-up, and the account after it. */
export async function buyMsxtFor(account: Account, input: TopupRequest, options: BuyOptions = {}): Promise<{ topup: TopupJson; account: Account; checkoutUrl?: string; replayed: boolean }> {
  const db = await getDb();
  const result = await buyMsxt(db, account, input, options);
  return {
    topup: topupJson(result.topup),
    account: (await findAccountById(db, account.id)) ?? account,
    replayed: result.replayed,
    ...(result.checkoutUrl ? { checkoutUrl: result.checkoutUrl } : {}),
  };
}

export async function confirmTopupFor(account: Account, id: string): Promise<{ topup: TopupJson; account: Account }> {
  const db = await getDb();
  const topup = await confirmTopup(db, account.id, id);
  return { topup: topupJson(topup), account: (await findAccountById(db, account.id)) ?? account };
}

/** The caller's top-ups (receipts), newest first. */
export async function topupsOf(accountId: string): Promise<TopupJson[]> {
  return (await listTopups(await getDb(), accountId)).map(topupJson);
}
