import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { ApiError } from "@/lib/server/api";
import { createGuest, findAccountById, settleEndedPlans, signUp, toPublicUser } from "@/lib/server/db/queries/accounts";
import { getBalances, ledgerSums, listEntries, post } from "@/lib/server/db/queries/ledger";
import { cancelPlanAtPeriodEnd, listOrders, periodEnd, promoUseCount, promoUseCounts } from "@/lib/server/db/queries/orders";
import { accounts, orders } from "@/lib/server/db/schema";
import { suiteDatabase, testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { confirmOrder, placeOrder, type PlaceOrderInput } from "@/lib/server/orders";
import { DECLINED_TEST_CARD, embeddedProvider } from "@/lib/server/payments/embedded";
import { signStripePayload, stripeForm, stripeProvider, verifyStripeSignature } from "@/lib/server/payments/stripe";
import { startStripeStub, type StripeStub } from "@/lib/server/payments/test-helpers";

const TEST_CODES = [
  { code: "Two-Uses", discount: 50, description: "Half off, twice", type: "lifetime", freeMonths: null, usageLimit: 2 },
  { code: "FREE-2", discount: 100, description: "Free forever, twice", type: "lifetime", freeMonths: null, usageLimit: 2 },
  { code: "TRY-2M", discount: 100, description: "2 months free", type: "months_free", freeMonths: 2, usageLimit: 5 },
  { code: "ONCE-MORE", discount: 50, description: "Half off, twice", type: "lifetime", freeMonths: null, usageLimit: 2 },
  { code: "HOSTED-HALF", discount: 50, description: "Half off", type: "lifetime", freeMonths: null, usageLimit: 10 },
  { code: "ONE-EACH", discount: 50, description: "Half off", type: "lifetime", freeMonths: null, usageLimit: 10 },
  { code: "TWICE-FREE", discount: 100, description: "Free forever, twice", type: "lifetime", freeMonths: null, usageLimit: 2 },
];

const validCard = { number: "4242 4242 4242 4242", expiry: "12/39", cvv: "123" };

beforeEach(() => {
  process.env.PROMO_CODES = JSON.stringify(TEST_CODES);
  resetEnvForTests();
});
afterEach(() => {
  delete process.env.PROMO_CODES;
  resetEnvForTests();
});

describe("billing periods", () => {
  it("ends one calendar month or one year later, clamped to the month's last day", () => {
    expect(periodEnd(new Date("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(periodEnd(new Date("2026-11-24T10:00:00Z"), "monthly").toISOString()).toBe("2026-12-24T10:00:00.000Z");
    expect(periodEnd(new Date("2028-02-29T00:00:00Z"), "yearly").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(periodEnd(new Date("2026-11-24T10:00:00Z"), "monthly", 2).toISOString()).toBe("2027-01-24T10:00:00.000Z");
  });
});

/** The error a promise rejects with, as the route would answer it. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

for (const factory of testDatabases()) {
  describe(`orders on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = suiteDatabase(factory);
    const db = () => handle.db;
    let n = 0;
    const guest = () => createGuest(db(), `hash-orders-${factory.name}-${n++}-${Math.random()}`);
    /** A signed-up creator: free plan, 5.00 MSXT (welcome bonus). */
    async function creator() {
      const id = `${factory.name}_${n++}_${Math.random().toString(36).slice(2, 8)}`;
      const result = await signUp(db(), { email: `c-${id}@example.com`, username: `c_${id}`, passwordHash: "x", firstName: "C", lastName: null });
      if (!result.ok) throw new Error(result.reason);
      return result.account;
    }
    /** A signed-up creator with `msxtCents` of MSXT (a test top-up beyond the welcome bonus). */
    async function creatorWith(msxtCents: number) {
      const account = await creator();
      await post(db(), { accountId: account.id, currency: "MSXT", amountCents: msxtCents - 500, kind: "seed", reference: "test-topup" });
      return account;
    }
    const embedded = embeddedProvider(() => new Date("2026-11-24T12:00:00Z"));
    const place = (accountId: string, input: PlaceOrderInput, now?: Date) => placeOrder(db(), { id: accountId }, input, { provider: embedded, now });

    it("a promo code with 2 uses, redeemed by 10 parallel orders, is used exactly twice", async () => {
      const buyers = await Promise.all(Array.from({ length: 10 }, () => creator()));
      const outcomes = await Promise.allSettled(
        buyers.map((b) => place(b.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: " two-uses ", card: validCard })),
      );
      const paid = outcomes.filter((o) => o.status === "fulfilled").map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof place>>>).value.order);
      expect(paid).toHaveLength(2);
      for (const order of paid) {
        expect(order).toMatchObject({ status: "paid", promoCode: "TWO-USES", listCents: 2999, discountCents: 1500, amountCents: 1499, currency: "USD" });
      }
      for (const o of outcomes.filter((x) => x.status === "rejected")) {
        expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: "promo_code_spent", message: "This promo code has reached its usage limit." });
      }
      expect(await promoUseCount(db(), "TWO-USES")).toBe(2);
      const withPromo = await db().select().from(orders).where(and(eq(orders.promoCode, "TWO-USES"), eq(orders.status, "paid")));
      expect(withPromo).toHaveLength(2);
      // Exactly the two buyers whose orders were paid are on Pro.
      const plansNow = await Promise.all(buyers.map(async (b) => (await findAccountById(db(), b.id))!.plan));
      expect(plansNow.filter((p) => p === "pro")).toHaveLength(2);
      expect(plansNow.filter((p) => p === "free")).toHaveLength(8);
    });

    it("20 parallel token-paid orders beyond the balance never take it below zero, and the entries add up", async () => {
      const account = await creatorWith(15050); // 150.50 MSXT; Creator Starter costs 13 MSXT a month: 11 fit.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => place(account.id, { plan: "starter", period: "monthly", source: "checkout", payment: "tokens" })),
      );
      const ok = outcomes.filter((o) => o.status === "fulfilled");
      expect(ok).toHaveLength(11);
      for (const o of outcomes.filter((x) => x.status === "rejected")) {
        expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: "insufficient_funds" });
      }
      const balances = await getBalances(db(), account.id);
      expect(balances.MSXT).toBe(15050 - 11 * 1300);
      expect(await ledgerSums(db(), account.id)).toEqual(balances);
      const list = await listOrders(db(), account.id);
      expect(list.filter((o) => o.status === "paid")).toHaveLength(11);
      expect(list.filter((o) => o.status === "failed")).toHaveLength(9);
      // Each paid order has its one ledger entry, order:<id>.
      const entries = await listEntries(db(), account.id, 100);
      const paidIds = list.filter((o) => o.status === "paid").map((o) => `order:${o.id}`).sort();
      expect(entries.filter((e) => e.reference.startsWith("order:")).map((e) => e.reference).sort()).toEqual(paidIds);
      expect(entries.filter((e) => e.kind === "purchase").every((e) => e.amountCents === -1300)).toBe(true);
    });

    it("the plan changes only through a paid order: a declined card leaves plan, balance and promo uses as they were", async () => {
      const account = await creator();
      const declined = await refusal(
        place(account.id, { plan: "enterprise", period: "yearly", source: "checkout", payment: "card", promoCode: "ONCE-MORE", card: { ...validCard, number: DECLINED_TEST_CARD } }),
      );
      expect(declined).toEqual({ status: 402, code: "card_declined", message: "Your card was declined. Please use another card." });
      const after = (await findAccountById(db(), account.id))!;
      expect(after).toMatchObject({ plan: "free", planPeriod: null, planPeriodEnd: null });
      expect((await getBalances(db(), account.id)).MSXT).toBe(500);
      expect(await promoUseCount(db(), "ONCE-MORE")).toBe(0);
      const [failed] = await listOrders(db(), account.id);
      expect(failed).toMatchObject({ status: "failed", plan: "enterprise", failureReason: "Your card was declined. Please use another card.", paidAt: null });

      // An invalid card is bad input (400); a checkout order that costs money needs a card.
      expect(await refusal(place(account.id, { plan: "pro", source: "checkout", payment: "card", card: { ...validCard, number: "4242 4242 4242 4241" } }))).toMatchObject({
        status: 400,
        code: "invalid_card",
        message: "This card number is not valid.",
      });
      expect(await refusal(place(account.id, { plan: "pro", source: "checkout", payment: "card" }))).toMatchObject({ status: 400, code: "card_required" });
      // Too few tokens: refused, nothing changes.
      expect(await refusal(place(account.id, { plan: "pro", period: "monthly", source: "checkout", payment: "tokens" }))).toEqual({
        status: 409,
        code: "insufficient_funds",
        message: "Insufficient MSXT balance: Creator Pro plan (monthly) costs 30.00 MSXT.",
      });
      expect((await findAccountById(db(), account.id))!.plan).toBe("free");
      expect((await getBalances(db(), account.id)).MSXT).toBe(500);

      // A paid order sets plan, period and its end.
      const now = new Date("2026-11-24T12:00:00Z");
      const { order } = await place(account.id, { plan: "pro", period: "yearly", source: "checkout", payment: "card", card: validCard }, now);
      expect(order).toMatchObject({ status: "paid", amountCents: 29999, provider: "embedded", paidAt: now });
      expect(order.providerRef).toMatch(/^emb_/);
      expect(await findAccountById(db(), account.id, now)).toMatchObject({
        plan: "pro",
        planPeriod: "yearly",
        planPeriodEnd: new Date("2027-11-24T12:00:00Z"),
        planCancelAtPeriodEnd: false,
      });
      // Nothing of the card is stored.
      const stored = JSON.stringify(await db().select().from(orders).where(eq(orders.accountId, account.id)));
      expect(stored).not.toContain("4242424242424242");
      expect(stored).not.toContain("4242 4242 4242 4242");
    });

    it("prices on the server: unknown plans and codes are refused, a free-forever code needs no card, months free run to their end", async () => {
      const account = await creator();
      expect(await refusal(place(account.id, { plan: "platinum", source: "checkout", payment: "card" }))).toMatchObject({ status: 400, code: "invalid_plan" });
      expect(await refusal(place(account.id, { plan: "starter", source: "chooser", payment: "card" }))).toMatchObject({ status: 400, code: "invalid_plan" });
      expect(await refusal(place(account.id, { plan: "pro", source: "checkout", payment: "card", promoCode: "NOPE" }))).toEqual({
        status: 404,
        code: "invalid_promo_code",
        message: "Please check your code and try again.",
      });
      const now = new Date("2026-11-24T12:00:00Z");
      const free = await place(account.id, { plan: "enterprise", period: "monthly", source: "checkout", payment: "card", promoCode: "free-2" }, now);
      expect(free.order).toMatchObject({ status: "paid", amountCents: 0, discountCents: 14999, promoCode: "FREE-2" });
      expect((await findAccountById(db(), account.id, now))!.plan).toBe("enterprise");
      // months_free: a card on file, nothing charged today, paid through the free months.
      expect(await refusal(place(account.id, { plan: "starter", source: "checkout", payment: "card", promoCode: "TRY-2M" }))).toMatchObject({ status: 400, code: "card_required" });
      const trial = await place(account.id, { plan: "starter", period: "monthly", source: "checkout", payment: "card", promoCode: "TRY-2M", card: validCard }, now);
      expect(trial.order).toMatchObject({ amountCents: 0, discountCents: 1299 });
      expect((await findAccountById(db(), account.id, now))!.planPeriodEnd).toEqual(new Date("2027-01-24T12:00:00Z"));
      // The chooser's own prices: Pro costs 800 MSXT there; its card orders need a card, as the cart's do.
      const buyer = await creatorWith(15050);
      expect(await refusal(place(buyer.id, { plan: "pro", source: "chooser", payment: "tokens" }))).toMatchObject({ status: 409, code: "insufficient_funds" });
      expect(await refusal(place(buyer.id, { plan: "enterprise", source: "chooser", payment: "card" }))).toMatchObject({ status: 400, code: "card_required" });
      const chooser = await place(buyer.id, { plan: "enterprise", source: "chooser", payment: "card", card: validCard });
      expect(chooser.order).toMatchObject({ source: "chooser", plan: "enterprise", period: "monthly", amountCents: 9999, currency: "USD", status: "paid" });
      expect(await promoUseCounts(db())).toMatchObject({ "FREE-2": 1, "TRY-2M": 1 });
    });

    it("10 parallel orders with the same code from one account use it once; a limited code is not used twice by one account", async () => {
      const account = await creator();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => place(account.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: "one-each", card: validCard })),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      for (const o of outcomes.filter((x) => x.status === "rejected")) {
        expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: "promo_code_used", message: "You have already used this promo code." });
      }
      expect(await promoUseCount(db(), "ONE-EACH")).toBe(1);
      const paid = (await listOrders(db(), account.id)).filter((o) => o.status === "paid");
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ promoCode: "ONE-EACH", amountCents: 1499 });

      // A code with 2 uses overall: one account gets one of them, another account the second.
      const other = await creator();
      await place(account.id, { plan: "enterprise", period: "monthly", source: "checkout", payment: "card", promoCode: "TWICE-FREE" });
      expect(await refusal(place(account.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: "twice-free" }))).toMatchObject({
        status: 409,
        code: "promo_code_used",
      });
      await place(other.id, { plan: "enterprise", period: "monthly", source: "checkout", payment: "card", promoCode: "TWICE-FREE" });
      expect(await promoUseCount(db(), "TWICE-FREE")).toBe(2);

      // An entry may allow more uses per account (perAccount), and still holds under parallel orders.
      process.env.PROMO_CODES = JSON.stringify([...TEST_CODES, { code: "THRICE", discount: 10, description: "3 per account", type: "lifetime", usageLimit: null, perAccount: 3 }]);
      resetEnvForTests();
      const third = await creator();
      const many = await Promise.allSettled(
        Array.from({ length: 8 }, () => place(third.id, { plan: "starter", period: "monthly", source: "checkout", payment: "card", promoCode: "THRICE", card: validCard })),
      );
      expect(many.filter((o) => o.status === "fulfilled")).toHaveLength(3);
      expect(await promoUseCount(db(), "THRICE")).toBe(3);
    });

    it("a guest's demo tokens buy no plan: Enterprise from the chooser is refused and nothing changes", async () => {
      const demo = await guest(); // 150.50 MSXT on Pro
      await post(db(), { accountId: demo.id, currency: "MSXT", amountCents: 100_000, kind: "seed", reference: "more-demo" });
      expect(await refusal(place(demo.id, { plan: "enterprise", source: "chooser", payment: "tokens" }))).toMatchObject({ status: 403, code: "sign_up_required" });
      expect(await findAccountById(db(), demo.id)).toMatchObject({ plan: "pro", role: "guest" });
      expect((await getBalances(db(), demo.id)).MSXT).toBe(115_050);
      expect(await listOrders(db(), demo.id)).toEqual([]);
    });

    it("a plan's period ends: without a renewal the plan is free from planPeriodEnd on; a renewal order extends it", async () => {
      const account = await creatorWith(10_000);
      const t0 = new Date("2026-11-24T12:00:00Z");
      await place(account.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", card: validCard }, t0);
      const end = new Date("2026-12-24T12:00:00Z");
      expect(await findAccountById(db(), account.id, new Date(end.getTime() - 1))).toMatchObject({ plan: "pro", planPeriodEnd: end });
      expect(await findAccountById(db(), account.id, end)).toMatchObject({ plan: "free", planPeriod: null, planPeriodEnd: null });
      expect((await toPublicUser(db(), (await findAccountById(db(), account.id, end))!)).subscriptionPlan).toBe("free");

      // Renewed before the end (tokens, through the ledger): the new period starts where the old one ends.
      const other = await creatorWith(10_000);
      await place(other.id, { plan: "starter", period: "monthly", source: "checkout", payment: "tokens" }, t0);
      await place(other.id, { plan: "starter", period: "monthly", source: "checkout", payment: "tokens" }, new Date("2026-12-20T00:00:00Z"));
      const renewedEnd = new Date("2027-01-24T12:00:00Z");
      expect(await findAccountById(db(), other.id, end)).toMatchObject({ plan: "starter", planPeriodEnd: renewedEnd });
      expect(await findAccountById(db(), other.id, new Date(renewedEnd.getTime() - 1))).toMatchObject({ plan: "starter" });
      expect(await findAccountById(db(), other.id, renewedEnd)).toMatchObject({ plan: "free" });
      // Readers of many accounts settle them all at once.
      const third = await creator();
      await place(third.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", card: validCard }, t0);
      expect(await settleEndedPlans(db(), new Date(end.getTime() - 1000))).toBe(0);
      expect(await settleEndedPlans(db(), end)).toBeGreaterThanOrEqual(1);
      const [row] = await db().select().from(accounts).where(eq(accounts.id, third.id));
      expect(row).toMatchObject({ plan: "free", planPeriodEnd: null });
    });

    it("cancellation keeps access until the period ends, then every reader sees the free plan", async () => {
      const account = await creator();
      const t0 = new Date("2026-11-24T12:00:00Z");
      await place(account.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", card: validCard }, t0);
      const day = 86_400_000;
      const cancelled = await cancelPlanAtPeriodEnd(db(), account.id, new Date(t0.getTime() + day));
      expect(cancelled).toMatchObject({ plan: "pro", planCancelAtPeriodEnd: true, planPeriodEnd: new Date("2026-12-24T12:00:00Z") });
      const during = (await findAccountById(db(), account.id, new Date("2026-12-24T11:59:59Z")))!;
      expect(during).toMatchObject({ plan: "pro", planCancelAtPeriodEnd: true });
      expect(await toPublicUser(db(), during)).toMatchObject({ subscriptionPlan: "pro", planCancelAtPeriodEnd: true, planPeriodEnd: "2026-12-24T12:00:00.000Z" });
      const after = (await findAccountById(db(), account.id, new Date("2026-12-24T12:00:01Z")))!;
      expect(after).toMatchObject({ plan: "free", planPeriod: null, planPeriodEnd: null, planCancelAtPeriodEnd: false });
      // Stored: a reader that does not settle (a plain select) sees it too.
      const [row] = await db().select().from(accounts).where(eq(accounts.id, account.id));
      expect(row.plan).toBe("free");
      expect((await toPublicUser(db(), after)).subscriptionPlan).toBe("free");

      // A plan bought again after cancelling runs uncancelled.
      const t1 = new Date("2027-01-10T00:00:00Z");
      await place(account.id, { plan: "starter", period: "monthly", source: "checkout", payment: "card", card: validCard }, t1);
      await cancelPlanAtPeriodEnd(db(), account.id, t1);
      await place(account.id, { plan: "starter", period: "monthly", source: "checkout", payment: "card", card: validCard }, t1);
      expect(await findAccountById(db(), account.id, new Date("2027-02-11T00:00:00Z"))).toMatchObject({ plan: "starter", planCancelAtPeriodEnd: false });

      // Readers of many accounts settle them all at once.
      const other = await creator();
      await place(other.id, { plan: "pro", period: "monthly", source: "checkout", payment: "card", card: validCard }, t0);
      await cancelPlanAtPeriodEnd(db(), other.id, t0);
      expect(await settleEndedPlans(db(), new Date("2026-12-24T11:00:00Z"))).toBe(0);
      expect(await settleEndedPlans(db(), new Date("2026-12-25T00:00:00Z"))).toBeGreaterThanOrEqual(1);
      const [otherRow] = await db().select().from(accounts).where(eq(accounts.id, other.id));
      expect(otherRow).toMatchObject({ plan: "free", planCancelAtPeriodEnd: false, planPeriodEnd: null });

      // The demo's plan has no paid period: cancelling makes it free now.
      const demo = await guest();
      expect(await cancelPlanAtPeriodEnd(db(), demo.id, new Date())).toMatchObject({ plan: "free", planCancelAtPeriodEnd: false });
    });

    describe("Stripe Checkout behind the same interface (stub server on 127.0.0.1)", () => {
      let stub: StripeStub;
      beforeAll(async () => {
        stub = await startStripeStub();
      });
      afterAll(() => stub.close());

      it("a card order becomes a Checkout Session, stays pending, and is paid when Stripe says so", async () => {
        const stripe = stripeProvider({ secretKey: "sk_test_stub", apiBase: stub.base });
        const account = await creator();
        const result = await placeOrder(
          db(),
          account,
          { plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: "HOSTED-HALF" },
          { provider: stripe, origin: "http://127.0.0.1:3401" },
        );
        expect(result.order).toMatchObject({ status: "pending", provider: "stripe", amountCents: 1499 });
        expect(result.checkoutUrl).toBe(`https://checkout.stripe.test/c/${result.order.providerRef}`);
        const create = stub.seen.find((s) => s.method === "POST")!;
        const form = new URLSearchParams(create.body);
        expect(form.get("mode")).toBe("payment");
        expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1499");
        expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
        expect(form.get("client_reference_id")).toBe(result.order.id);
        expect(Number(form.get("expires_at"))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
        expect(form.get("success_url")).toBe(`http://127.0.0.1:3401/subscription?checkout=success&order=${result.order.id}`);
        expect(create.idempotency).toBe(`order-${result.order.id}`);
        // The promo use is reserved by the pending order; the plan has not changed yet.
        expect(await promoUseCount(db(), "HOSTED-HALF")).toBe(1);
        expect((await findAccountById(db(), account.id))!.plan).toBe("free");

        // Still open: confirm leaves it pending.
        expect((await confirmOrder(db(), account.id, result.order.id, stripe)).status).toBe("pending");
        stub.sessions.set(result.order.providerRef!, { status: "complete", payment_status: "paid" });
        const paid = await confirmOrder(db(), account.id, result.order.id, stripe);
        expect(paid).toMatchObject({ status: "paid" });
        expect((await findAccountById(db(), account.id))!).toMatchObject({ plan: "pro", planPeriod: "monthly" });
        // Confirming twice changes nothing; another account cannot confirm it.
        expect((await confirmOrder(db(), account.id, result.order.id, stripe)).status).toBe("paid");
        const other = await creator();
        expect(await refusal(confirmOrder(db(), other.id, result.order.id, stripe))).toMatchObject({ status: 404 });
      });

      it("an expired session fails the order and gives the promo use back; an unreachable Stripe is a 502", async () => {
        const stripe = stripeProvider({ secretKey: "sk_test_stub", apiBase: stub.base });
        const account = await creator();
        const result = await placeOrder(db(), account, { plan: "starter", period: "yearly", source: "checkout", payment: "card", promoCode: "hosted-half" }, { provider: stripe });
        const before = await promoUseCount(db(), "HOSTED-HALF");
        stub.sessions.set(result.order.providerRef!, { status: "expired", payment_status: "unpaid" });
        expect(await confirmOrder(db(), account.id, result.order.id, stripe)).toMatchObject({ status: "failed" });
        expect(await promoUseCount(db(), "HOSTED-HALF")).toBe(before - 1);
        expect((await findAccountById(db(), account.id))!.plan).toBe("free");

        const wrongKey = stripeProvider({ secretKey: "sk_test_wrong", apiBase: stub.base });
        expect(await refusal(placeOrder(db(), account, { plan: "pro", source: "checkout", payment: "card", promoCode: "HOSTED-HALF" }, { provider: wrongKey }))).toEqual({
          status: 502,
          code: "payment_unavailable",
          message: "Invalid API Key provided",
        });
        // The order that could not start is failed and its promo use released.
        expect(await promoUseCount(db(), "HOSTED-HALF")).toBe(before - 1);
        const latest = (await listOrders(db(), account.id))[0];
        expect(latest).toMatchObject({ status: "failed", provider: "stripe" });
      });
    });
  });
}

describe("Stripe webhook signatures and forms", () => {
  it("accepts its own signature within 5 minutes and refuses others", () => {
    const payload = JSON.stringify({ type: "checkout.session.completed" });
    const now = Date.parse("2026-11-24T12:00:00Z");
    const header = signStripePayload(payload, "whsec_test", now);
    expect(verifyStripeSignature(payload, header, "whsec_test", now + 60_000)).toBe(true);
    expect(verifyStripeSignature(payload, header, "whsec_other", now)).toBe(false);
    expect(verifyStripeSignature(`${payload} `, header, "whsec_test", now)).toBe(false);
    expect(verifyStripeSignature(payload, header, "whsec_test", now + 301_000)).toBe(false);
    expect(verifyStripeSignature(payload, null, "whsec_test", now)).toBe(false);
  });

  it("encodes nested fields in Stripe's bracket notation", () => {
    expect(stripeForm({ a: 1, b: { c: "x", d: { 0: { e: 2 } } }, skip: undefined }).toString()).toBe("a=1&b%5Bc%5D=x&b%5Bd%5D%5B0%5D%5Be%5D=2");
  });
});
