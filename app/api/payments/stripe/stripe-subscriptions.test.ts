/**
 * Plans renewed by Stripe subscriptions, through the real routes against a Stripe stub on 127.0.0.1: subscription
 * mode Checkout, renewal invoices counted once per invoice, forged events refused, a deleted subscription ending the
 * plan with its period, and Cancel Subscription telling Stripe to stop at the period end.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DELETE as cancelPlan } from "@/app/api/account/plan/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as placeOrder } from "@/app/api/orders/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { accountOfToken, call, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { findAccountById } from "@/lib/server/db/queries/accounts";
import { applyPaidPlan, findOrder } from "@/lib/server/db/queries/orders";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { signStripePayload } from "@/lib/server/payments/stripe";
import { startStripeStub, stripeWebhookRequest, type StripeStub } from "@/lib/server/payments/test-helpers";

const SECRET = "whsec_subscriptions";
let stub: StripeStub;

beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = "sk_test_stub";
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_API_BASE = stub.base;
  resetEnvForTests();
});
afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
  resetEnvForTests();
});

const DAY = 24 * 60 * 60 * 1000;

for (const factory of testDatabases()) {
  describe(`Stripe subscriptions on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);

    async function creator(): Promise<string> {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Sub", lastName: "Test", username: `sub_${id}`, email: `sub-${id}@example.com`, password: "a long password 1" }, { token: freshToken() }),
      );
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      return sessionToken(answer);
    }

    const send = (event: unknown, signature?: string) => call(stripeWebhook, stripeWebhookRequest(event, SECRET, signature));

    /** A Pro plan bought through subscription-mode Checkout and completed by Stripe's webhook. */
    async function subscribed(period: "monthly" | "yearly" = "monthly") {
      const token = await creator();
      const placed = await call(placeOrder, request("/api/orders", { plan: "pro", period, source: "checkout", payment: "card" }, { token }));
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      const order = placed.json.order as { id: string; status: string };
      expect(order.status).toBe("pending");
      const account = (await accountOfToken(handle().db, token))!;
      const stored = (await findOrder(handle().db, account.id, order.id))!;
      const subscription = `sub_${runId()}`;
      const done = await send({
        type: "checkout.session.completed",
        data: { object: { id: stored.providerRef, payment_status: "paid", subscription, customer: `cus_${runId()}` } },
      });
      expect(done.status).toBe(200);
      return { token, accountId: account.id, orderId: order.id, providerRef: stored.providerRef!, subscription };
    }

    const invoice = (id: string, subscription: string, end: Date) => ({
      type: "invoice.paid",
      data: {
        object: {
          id,
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 2999,
          subscription,
          lines: { data: [{ period: { start: Math.floor((end.getTime() - 30 * DAY) / 1000), end: Math.floor(end.getTime() / 1000) } }] },
        },
      },
    });

    it("a plan bought by card is a subscription-mode Checkout billed every month (or year) at its price", async () => {
      const before = stub.seen.length;
      const { accountId, orderId, subscription } = await subscribed("monthly");
      const create = stub.seen.slice(before).find((s) => s.method === "POST" && s.url === "/v1/checkout/sessions")!;
      const form = new URLSearchParams(create.body);
      expect(form.get("mode")).toBe("subscription");
      expect(form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
      expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
      expect(Number(form.get("line_items[0][price_data][unit_amount]"))).toBeGreaterThan(0);
      expect(form.get("subscription_data[metadata][order_id]")).toBe(orderId);
      // The completed session paid the order and stored the subscription on the order and the account.
      const account = (await findAccountById(handle().db, accountId))!;
      expect(account).toMatchObject({ plan: "pro", planPeriod: "monthly", stripeSubscriptionId: subscription });
      expect(account.stripeCustomerId).toMatch(/^cus_/);
      expect(await findOrder(handle().db, accountId, orderId)).toMatchObject({ status: "paid", subscriptionId: subscription });

      const yearlyStart = stub.seen.length;
      await subscribed("yearly");
      const yearly = new URLSearchParams(stub.seen.slice(yearlyStart).find((s) => s.url === "/v1/checkout/sessions")!.body);
      expect(yearly.get("mode")).toBe("subscription");
      expect(yearly.get("line_items[0][price_data][recurring][interval]")).toBe("year");
    });

    it("a renewal invoice extends the plan to its period end once, delivered twice or 5 times in parallel", async () => {
      const { accountId, subscription } = await subscribed();
      const firstEnd = (await findAccountById(handle().db, accountId))!.planPeriodEnd!;
      const nextEnd = new Date(firstEnd.getTime() + 30 * DAY);
      const event = invoice(`in_${runId()}`, subscription, nextEnd);
      expect((await send(event)).status).toBe(200);
      expect((await send(event)).status).toBe(200);
      const parallel = await Promise.all(Array.from({ length: 5 }, () => send(event)));
      expect(parallel.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      let account = (await findAccountById(handle().db, accountId))!;
      expect(account.planPeriodEnd!.getTime()).toBe(Math.floor(nextEnd.getTime() / 1000) * 1000);
      expect(account.plan).toBe("pro");

      // The next month's invoice (another id) extends again; an older invoice never shortens the period.
      const thirdEnd = new Date(nextEnd.getTime() + 31 * DAY);
      const again = invoice(`in_${runId()}`, subscription, thirdEnd);
      await Promise.all(Array.from({ length: 5 }, () => send(again)));
      expect((await send(invoice(`in_${runId()}`, subscription, nextEnd))).status).toBe(200);
      account = (await findAccountById(handle().db, accountId))!;
      expect(account.planPeriodEnd!.getTime()).toBe(Math.floor(thirdEnd.getTime() / 1000) * 1000);

      // The first invoice of a subscription (billing_reason subscription_create) is the order itself: no extension.
      const create = invoice(`in_${runId()}`, subscription, new Date(thirdEnd.getTime() + 90 * DAY));
      create.data.object.billing_reason = "subscription_create";
      expect((await send(create)).status).toBe(200);
      expect((await findAccountById(handle().db, accountId))!.planPeriodEnd!.getTime()).toBe(Math.floor(thirdEnd.getTime() / 1000) * 1000);
    });

    it("a renewal of an old subscription never takes back a plan bought since, and restores a lapsed one", async () => {
      const { accountId, subscription } = await subscribed();
      const end = (await findAccountById(handle().db, accountId))!.planPeriodEnd!;
      // The account moved to Enterprise (another paid order): the Pro subscription's invoice does not downgrade it.
      const enterpriseEnd = new Date(end.getTime() + 5 * DAY);
      await applyPaidPlan(handle().db, accountId, "enterprise", "monthly", enterpriseEnd, new Date());
      await send(invoice(`in_${runId()}`, subscription, new Date(end.getTime() + 30 * DAY)));
      expect((await findAccountById(handle().db, accountId))!).toMatchObject({ plan: "enterprise", planPeriodEnd: enterpriseEnd });

      // A Pro plan that fell to free a moment before the renewal's webhook arrived is Pro again.
      const other = await subscribed();
      const otherEnd = (await findAccountById(handle().db, other.accountId))!.planPeriodEnd!;
      expect((await findAccountById(handle().db, other.accountId, new Date(otherEnd.getTime() + 1000)))!.plan).toBe("free");
      const renewedTo = new Date(otherEnd.getTime() + 30 * DAY);
      await send(invoice(`in_${runId()}`, other.subscription, renewedTo));
      expect((await findAccountById(handle().db, other.accountId, new Date(otherEnd.getTime() + 2000)))!).toMatchObject({ plan: "pro", planPeriod: "monthly" });
    });

    it("buying another plan stops the old subscription on Stripe, so it is never billed again", async () => {
      const first = await subscribed();
      const before = stub.seen.length;
      const placed = await call(placeOrder, request("/api/orders", { plan: "enterprise", period: "monthly", source: "checkout", payment: "card" }, { token: first.token }));
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      const order = (await findOrder(handle().db, first.accountId, (placed.json.order as { id: string }).id))!;
      const next = `sub_${runId()}`;
      const done = await send({ type: "checkout.session.completed", data: { object: { id: order.providerRef, payment_status: "paid", subscription: next, customer: `cus_${runId()}` } } });
      expect(done.status).toBe(200);
      const stop = stub.seen.slice(before).find((s) => s.method === "POST" && s.url === `/v1/subscriptions/${first.subscription}`);
      expect(stop, "the old subscription is told to stop").toBeTruthy();
      expect(new URLSearchParams(stop!.body).get("cancel_at_period_end")).toBe("true");
      expect(stub.seen.slice(before).some((s) => s.url === `/v1/subscriptions/${next}`)).toBe(false);
      expect((await findAccountById(handle().db, first.accountId))!).toMatchObject({ plan: "enterprise", stripeSubscriptionId: next });
    });

    it("a forged renewal (unsigned, wrong secret, tampered body) is refused 400 and extends nothing", async () => {
      const { accountId, subscription } = await subscribed();
      const end = (await findAccountById(handle().db, accountId))!.planPeriodEnd!;
      const event = invoice(`in_${runId()}`, subscription, new Date(end.getTime() + 365 * DAY));
      const payload = JSON.stringify(event);
      const unsigned = await call(
        stripeWebhook,
        new Request("http://127.0.0.1:3000/api/payments/stripe/webhook", { method: "POST", headers: { "content-type": "application/json" }, body: payload }),
      );
      expect(unsigned.status).toBe(400);
      expect(unsigned.json).toEqual({ error: { code: "invalid_signature", message: "The webhook signature does not match" } });
      const wrongSecret = await send(event, signStripePayload(payload, "whsec_attacker"));
      expect(wrongSecret.status).toBe(400);
      const tampered = await send(event, signStripePayload(JSON.stringify(invoice(`in_${runId()}`, subscription, end)), SECRET));
      expect(tampered.status).toBe(400);
      const stale = await send(event, signStripePayload(payload, SECRET, Date.now() - 10 * 60 * 1000));
      expect(stale.status).toBe(400);
      expect((await findAccountById(handle().db, accountId))!.planPeriodEnd!.getTime()).toBe(end.getTime());
      // A signed invoice for a subscription nobody has changes nothing either.
      expect((await send(invoice(`in_${runId()}`, `sub_${runId()}`, new Date(end.getTime() + 365 * DAY)))).status).toBe(200);
      expect((await findAccountById(handle().db, accountId))!.planPeriodEnd!.getTime()).toBe(end.getTime());
    });

    it("a deleted subscription keeps the plan to its period end, then the account is free (injected clock)", async () => {
      const { accountId, subscription } = await subscribed();
      const end = (await findAccountById(handle().db, accountId))!.planPeriodEnd!;
      expect((await send({ type: "customer.subscription.deleted", data: { object: { id: subscription, object: "subscription" } } })).status).toBe(200);
      const justBefore = (await findAccountById(handle().db, accountId, new Date(end.getTime() - 1000)))!;
      expect(justBefore).toMatchObject({ plan: "pro", planCancelAtPeriodEnd: true, stripeSubscriptionId: null });
      // A late renewal invoice of the deleted subscription no longer extends the plan.
      await send(invoice(`in_${runId()}`, subscription, new Date(end.getTime() + 30 * DAY)));
      expect((await findAccountById(handle().db, accountId, new Date(end.getTime() - 1000)))!.planPeriodEnd!.getTime()).toBe(end.getTime());
      const atEnd = (await findAccountById(handle().db, accountId, end))!;
      expect(atEnd).toMatchObject({ plan: "free", planPeriod: null, planPeriodEnd: null });
    });

    it("Cancel Subscription sets cancel_at_period_end on Stripe; when Stripe fails nothing changes (502)", async () => {
      const { token, accountId, subscription } = await subscribed();
      stub.failing.add(subscription);
      const refused = await call(cancelPlan, request("/api/account/plan", undefined, { method: "DELETE", token }));
      expect(refused.status).toBe(502);
      expect(refused.json.error?.code).toBe("payment_unavailable");
      expect((await findAccountById(handle().db, accountId))!).toMatchObject({ plan: "pro", planCancelAtPeriodEnd: false });

      stub.failing.delete(subscription);
      const before = stub.seen.length;
      const cancelled = await call(cancelPlan, request("/api/account/plan", undefined, { method: "DELETE", token }));
      expect(cancelled.status).toBe(200);
      const sent = stub.seen.slice(before).filter((s) => s.url === `/v1/subscriptions/${subscription}`);
      expect(sent).toHaveLength(1);
      expect(sent[0].method).toBe("POST");
      expect(new URLSearchParams(sent[0].body).get("cancel_at_period_end")).toBe("true");
      const account = (await findAccountById(handle().db, accountId))!;
      expect(account).toMatchObject({ plan: "pro", planCancelAtPeriodEnd: true });
      expect(cancelled.json.user).toMatchObject({ planCancelAtPeriodEnd: true });
      // A plan without a Stripe subscription cancels without calling Stripe.
      const plain = await creator();
      const quiet = stub.seen.length;
      expect((await call(cancelPlan, request("/api/account/plan", undefined, { method: "DELETE", token: plain }))).status).toBe(200);
      expect(stub.seen.slice(quiet).filter((s) => s.url.startsWith("/v1/subscriptions/"))).toEqual([]);
    });
  });
}
