import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DELETE as cancelPlan } from "@/app/api/account/plan/route";
import { POST as confirm } from "@/app/api/orders/[id]/confirm/route";
import { GET as listOrders, POST as placeOrder } from "@/app/api/orders/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { POST as validatePromo } from "@/app/api/promo/validate/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as convert } from "@/app/api/wallet/convert/route";
import { POST as withdraw } from "@/app/api/wallet/withdraw/route";
import { createGuestForToken } from "@/lib/server/auth/session";
import { accountOfToken, call, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { getBalances, post as postLedger } from "@/lib/server/db/queries/ledger";
import { findOrder, insertOrder, listOrders as ordersOf, promoUseCount, redeemPromoUse } from "@/lib/server/db/queries/orders";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { signStripePayload } from "@/lib/server/payments/stripe";

const CODES = [
  { code: "ROUTE-TWO", discount: 100, description: "Free forever, twice", type: "lifetime", freeMonths: null, usageLimit: 2 },
  { code: "ROUTE-OPEN", discount: 100, description: "Free forever", type: "lifetime", freeMonths: null, usageLimit: null },
];
const card = { number: "4242424242424242", expiry: "12/39", cvv: "123" };

beforeEach(() => {
  process.env.PROMO_CODES = JSON.stringify(CODES);
  resetEnvForTests();
});
afterEach(() => {
  delete process.env.PROMO_CODES;
  delete process.env.PAYMENTS;
  delete process.env.APP_URL;
  (process.env as Record<string, string>).NODE_ENV = "test";
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvForTests();
});

for (const factory of testDatabases()) {
  describe(`order routes on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const post = (body: unknown, token: string | null) => call(placeOrder, request("/api/orders", body, { token }));
    /** A signed-up creator's session, topped up to `msxtCents` of MSXT when asked. */
    async function creator(msxtCents = 0): Promise<string> {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Pay", lastName: "Test", username: `pay_${id}`, email: `pay-${id}@example.com`, password: "a long password 1" }, { token: freshToken() }),
      );
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      const token = sessionToken(answer);
      const account = (await accountOfToken(handle().db, token))!;
      const have = (await getBalances(handle().db, account.id)).MSXT;
      if (msxtCents > have) {
        await postLedger(handle().db, { accountId: account.id, currency: "MSXT", amountCents: msxtCents - have, kind: "seed", reference: `test-topup:${id}` });
      }
      return token;
    }

    it("answers 401 without a session", async () => {
      const answer = await post({ plan: "pro", source: "checkout", payment: "card", card }, null);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: { code: "unauthorized", message: "Sign in, or continue as a guest, to use this" } });
      expect((await call(listOrders, request("/api/orders"))).status).toBe(401);
      expect((await call(cancelPlan, request("/api/account/plan", undefined, { method: "DELETE" }))).status).toBe(401);
    });

    it("answers 400 for a bad plan or body, in the one error shape", async () => {
      const token = freshToken();
      const unknown = await post({ plan: "platinum", source: "checkout", payment: "card" }, token);
      expect(unknown.status).toBe(400);
      expect(unknown.json.error?.code).toBe("invalid_request");
      const notInChooser = await post({ plan: "starter", source: "chooser", payment: "tokens" }, token);
      expect(notInChooser.status).toBe(400);
      expect(notInChooser.json).toEqual({ error: { code: "invalid_plan", message: "This plan cannot be chosen here" } });
      const badCard = await post({ plan: "pro", source: "checkout", payment: "card", card: { ...card, cvv: "1" } }, token);
      expect(badCard.status).toBe(400);
      expect(badCard.json).toEqual({ error: { code: "invalid_card", message: "The CVV is 3 or 4 digits." } });
      const notJson = await call(placeOrder, new Request("http://127.0.0.1:3000/api/orders", { method: "POST", headers: { cookie: `msx_session=${token}` }, body: "{oops" }));
      expect(notJson.status).toBe(400);
      expect(notJson.json.error?.code).toBe("invalid_json");
    });

    it("answers 404 for an unknown promo code and 409 once a code is spent; validate reports uses left from the database", async () => {
      const token = freshToken();
      const unknown = await post({ plan: "pro", source: "checkout", payment: "card", promoCode: "NOPE" }, token);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ error: { code: "invalid_promo_code", message: "Please check your code and try again." } });

      const check = async () => call(validatePromo, request("/api/promo/validate", { code: "route-two" }, { token }));
      expect((await check()).json).toMatchObject({ code: "ROUTE-TWO", remainingUses: 2 });
      const other = freshToken();
      for (const [plan, buyer] of [["starter", other], ["enterprise", token]]) {
        const ok = await post({ plan, period: "monthly", source: "checkout", payment: "card", promoCode: "route-two" }, buyer);
        expect(ok.status).toBe(201);
      }
      const spent = await post({ plan: "pro", source: "checkout", payment: "card", promoCode: "ROUTE-TWO" }, token);
      expect(spent.status).toBe(409);
      expect(spent.json).toEqual({ error: { code: "promo_code_spent", message: "This promo code has reached its usage limit." } });
      const validated = await check();
      expect(validated.status).toBe(409);
      expect(validated.json).toEqual({ error: { code: "promo_code_spent", message: "This promo code has reached its usage limit." } });
      // The caller's orders, newest first.
      const list = await call(listOrders, request("/api/orders", undefined, { token }));
      expect(list.json.user).toBeUndefined();
      expect((list.json.orders as { plan: string; status: string }[]).map((o) => [o.plan, o.status])).toEqual([["enterprise", "paid"]]);
    });

    it("counts orders that name a promo code against the promo attempt limit (429 after 60 a minute)", async () => {
      const token = freshToken();
      const ip = "10.201.33.44";
      for (let i = 0; i < 60; i++) {
        const guess = await call(placeOrder, request("/api/orders", { plan: "pro", source: "checkout", payment: "card", promoCode: `GUESS-${i}` }, { token, ip }));
        expect(guess.status).toBe(404);
      }
      const limited = await call(placeOrder, request("/api/orders", { plan: "pro", source: "checkout", payment: "card", promoCode: "GUESS-X" }, { token, ip }));
      expect(limited.status).toBe(429);
      expect(limited.json.error?.code).toBe("rate_limited");
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      // validate shares the count.
      expect((await call(validatePromo, request("/api/promo/validate", { code: "ROUTE-OPEN" }, { token, ip }))).status).toBe(429);
    });

    it("answers 409 insufficient_funds and keeps plan and balance; 201 { order, user } when paid; cancel keeps the period", async () => {
      const token = await creator(15050); // 150.50 MSXT on the free plan
      const short = await post({ plan: "enterprise", period: "yearly", source: "checkout", payment: "tokens" }, token);
      expect(short.status).toBe(409);
      expect(short.json).toEqual({ error: { code: "insufficient_funds", message: "Insufficient MSXT balance: Creator Enterprise plan (yearly) costs 1500.00 MSXT." } });
      const chooserShort = await post({ plan: "pro", source: "chooser", payment: "tokens" }, token);
      expect(chooserShort.status).toBe(409);
      expect(chooserShort.json.error?.code).toBe("insufficient_funds");

      const paid = await post({ plan: "starter", period: "monthly", source: "checkout", payment: "tokens" }, token);
      expect(paid.status).toBe(201);
      expect(paid.json.order).toMatchObject({ plan: "starter", period: "monthly", source: "checkout", paymentMethod: "tokens", currency: "MSXT", amount: "13.00", status: "paid", testMode: false });
      expect(paid.json.user).toMatchObject({ subscriptionPlan: "starter", tokenBalance: "137.50", planCancelAtPeriodEnd: false });

      const list = await call(listOrders, request("/api/orders", undefined, { token }));
      const orders = list.json.orders as { status: string; plan: string }[];
      expect(orders.map((o) => o.status)).toEqual(["paid", "failed", "failed"]);
      expect(orders[0].plan).toBe("starter");

      const cancelled = await call(cancelPlan, request("/api/account/plan", undefined, { token, method: "DELETE" }));
      expect(cancelled.status).toBe(200);
      expect(cancelled.json.user).toMatchObject({ subscriptionPlan: "starter", planCancelAtPeriodEnd: true });
      expect(typeof cancelled.json.user?.planPeriodEnd).toBe("string");

      // The plan chooser's card order goes through the card, as the cart's does; it is paid in test mode.
      const chooser = await post({ plan: "enterprise", source: "chooser", payment: "card", card }, token);
      expect(chooser.status).toBe(201);
      expect(chooser.json.order).toMatchObject({ status: "paid", provider: "embedded", testMode: true, amount: "99.99" });
      expect(chooser.json.user).toMatchObject({ subscriptionPlan: "enterprise", planCancelAtPeriodEnd: false });
    });

    it("a card order from 'Choose Your Plan' without a card is not paid, and the account stays on its plan", async () => {
      const token = await creator();
      // The attack: the chooser's card order with no card at all.
      const cardless = await post({ plan: "enterprise", source: "chooser", payment: "card" }, token);
      expect(cardless.status).toBe(400);
      expect(cardless.json).toEqual({ error: { code: "card_required", message: "Enter your card details." } });
      // A made-up card number that passes the Luhn check is not a test card: declined, and the attempt is kept.
      const stranger = await post({ plan: "enterprise", source: "chooser", payment: "card", card: { ...card, number: "4111 1111 1111 1111" } }, token);
      expect(stranger.status).toBe(402);
      expect(stranger.json.error?.code).toBe("card_declined");
      expect(stranger.json.error?.message).toMatch(/test mode/);
      const declined = await post({ plan: "pro", source: "chooser", payment: "card", card: { ...card, number: "4000 0000 0000 0002" } }, token);
      expect(declined.status).toBe(402);
      expect(declined.json).toEqual({ error: { code: "card_declined", message: "Your card was declined. Please use another card." } });
      const account = (await accountOfToken(handle().db, token))!;
      expect(account).toMatchObject({ plan: "free", planPeriodEnd: null });
      const stored = await ordersOf(handle().db, account.id);
      expect(stored.map((o) => o.status)).toEqual(["failed", "failed"]);
    });

    it("a guest's demo tokens buy no plan, are not withdrawn and are not converted: 403 with a Sign Up hint", async () => {
      const guest = freshToken(); // the demo user: 150.50 MSXT on Pro
      const enterprise = await post({ plan: "enterprise", source: "chooser", payment: "tokens" }, guest);
      expect(enterprise.status).toBe(403);
      expect(enterprise.json.error?.code).toBe("sign_up_required");
      expect(enterprise.json.error?.message).toMatch(/Sign up/);
      const starter = await post({ plan: "starter", period: "monthly", source: "checkout", payment: "tokens" }, guest);
      expect(starter.status).toBe(403);
      const account = (await accountOfToken(handle().db, guest))!;
      expect(account).toMatchObject({ role: "guest", plan: "pro" });
      expect((await getBalances(handle().db, account.id)).MSXT).toBe(15050);
      expect(await ordersOf(handle().db, account.id)).toEqual([]);

      const out = await call(withdraw, request("/api/wallet/withdraw", { method: "bank-transfer" }, { token: guest }));
      expect(out.status).toBe(403);
      expect(out.json.error?.code).toBe("sign_up_required");
      const converted = await call(convert, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "100.00" }, { token: guest }));
      expect(converted.status).toBe(403);
      expect(converted.json.error?.code).toBe("sign_up_required");
      expect(await getBalances(handle().db, account.id)).toEqual({ MSXT: 15050, USD: 0 });

      // Signed up, the same person's own tokens work.
      const user = await creator(2000);
      expect((await call(convert, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "1.00" }, { token: user }))).status).toBe(200);
      expect((await call(withdraw, request("/api/wallet/withdraw", { method: "bank-transfer" }, { token: user }))).status).toBe(201);
    });

    it("a limited code is used once per account, also through the routes; validate says so", async () => {
      const token = await creator();
      const first = await post({ plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: "ROUTE-OPEN" }, token);
      expect(first.status).toBe(201);
      const again = await post({ plan: "enterprise", period: "monthly", source: "checkout", payment: "card", promoCode: "route-open" }, token);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ error: { code: "promo_code_used", message: "You have already used this promo code." } });
      const validated = await call(validatePromo, request("/api/promo/validate", { code: "ROUTE-OPEN" }, { token }));
      expect(validated.status).toBe(409);
      expect(validated.json.error?.code).toBe("promo_code_used");
      // Another account may still use it.
      expect((await call(validatePromo, request("/api/promo/validate", { code: "ROUTE-OPEN" }, { token: await creator() }))).status).toBe(200);
      expect((await accountOfToken(handle().db, token))!.plan).toBe("pro");
    });

    it("a production start without a payment provider refuses card orders (403), and without PROMO_CODES has no codes", async () => {
      (process.env as Record<string, string>).NODE_ENV = "production";
      process.env.APP_URL = "https://studio.example.com";
      delete process.env.PROMO_CODES;
      resetEnvForTests();
      const token = await creator(20000);
      const refused = await post({ plan: "pro", period: "monthly", source: "checkout", payment: "card", card }, token);
      expect(refused.status).toBe(403);
      expect(refused.json.error?.code).toBe("card_payments_unavailable");
      expect(refused.json.error?.message).toMatch(/Card payments are not available/);
      const chooser = await post({ plan: "enterprise", source: "chooser", payment: "card", card }, token);
      expect(chooser.status).toBe(403);
      // The development list is not used: STUDIO-LIFETIME is an unknown code.
      const lifetime = await post({ plan: "enterprise", period: "yearly", source: "checkout", payment: "card", promoCode: "STUDIO-LIFETIME" }, token);
      expect(lifetime.status).toBe(404);
      expect(lifetime.json.error?.code).toBe("invalid_promo_code");
      expect((await call(validatePromo, request("/api/promo/validate", { code: "STUDIO-LIFETIME" }, { token }))).status).toBe(404);
      const account = (await accountOfToken(handle().db, token))!;
      expect(account.plan).toBe("free");
      expect(await ordersOf(handle().db, account.id)).toEqual([]);
      // Tokens still pay (the ledger takes them).
      const tokens = await post({ plan: "starter", period: "monthly", source: "checkout", payment: "tokens" }, token);
      expect(tokens.status).toBe(201);
      // PAYMENTS=test switches the test processor on for a staging server.
      process.env.PAYMENTS = "test";
      resetEnvForTests();
      const staged = await post({ plan: "pro", period: "monthly", source: "checkout", payment: "card", card }, token);
      expect(staged.status).toBe(201);
      expect(staged.json.order).toMatchObject({ status: "paid", testMode: true });
    });

    it("the confirm route is the caller's only, and the webhook is off without Stripe", async () => {
      const token = freshToken();
      const paid = await post({ plan: "pro", period: "monthly", source: "checkout", payment: "card", card }, token);
      const id = (paid.json.order as { id: string }).id;
      const mine = await call(confirm, request(`/api/orders/${id}/confirm`, {}, { token }), { params: Promise.resolve({ id }) });
      expect(mine.status).toBe(200);
      expect(mine.json.order).toMatchObject({ id, status: "paid" });
      const other = await call(confirm, request(`/api/orders/${id}/confirm`, {}, { token: freshToken() }), { params: Promise.resolve({ id }) });
      expect(other.status).toBe(404);
      expect(other.json.error?.code).toBe("order_not_found");
      const hook = await call(stripeWebhook, request("/api/payments/stripe/webhook", { type: "checkout.session.completed" }));
      expect(hook.status).toBe(404);
      process.env.STRIPE_SECRET_KEY = "sk_test_x";
      process.env.STRIPE_WEBHOOK_SECRET = "whsec_x";
      resetEnvForTests();
      const unsigned = await call(stripeWebhook, request("/api/payments/stripe/webhook", { type: "checkout.session.completed" }));
      expect(unsigned.status).toBe(400);
      expect(unsigned.json.error?.code).toBe("invalid_signature");
      // Signed events settle pending Stripe orders: completed pays and sets the plan, expired fails and gives the
      // promo use back.
      const buyer = freshToken();
      await createGuestForToken(buyer, "127.0.0.1"); // reading (GET /api/orders) creates no guest: a change does
      const account = (await accountOfToken(handle().db, buyer))!;
      const pending = (ref: string, promoCode: string | null) =>
        insertOrder(handle().db, {
          id: `ord_${ref}`,
          accountId: account.id,
          plan: "enterprise",
          period: "monthly",
          source: "checkout",
          listCents: 14999,
          amountCents: 14999,
          currency: "USD",
          paymentMethod: "card",
          promoCode,
          status: "pending",
          provider: "stripe",
          providerRef: ref,
        });
      const ref1 = `cs_${freshToken().slice(0, 12)}`;
      const ref2 = `cs_${freshToken().slice(0, 12)}`;
      await pending(ref1, null);
      await redeemPromoUse(handle().db, "ROUTE-OPEN", null);
      await pending(ref2, "ROUTE-OPEN");
      const usesBefore = await promoUseCount(handle().db, "ROUTE-OPEN");
      const send = (event: unknown) => {
        const payload = JSON.stringify(event);
        return call(
          stripeWebhook,
          new Request("http://127.0.0.1:3000/api/payments/stripe/webhook", {
            method: "POST",
            headers: { "stripe-signature": signStripePayload(payload, "whsec_x"), "content-type": "application/json" },
            body: payload,
          }),
        );
      };
      const completed = await send({ type: "checkout.session.completed", data: { object: { id: ref1, payment_status: "paid" } } });
      expect(completed.status).toBe(200);
      expect(await findOrder(handle().db, account.id, `ord_${ref1}`)).toMatchObject({ status: "paid" });
      expect((await accountOfToken(handle().db, buyer))!.plan).toBe("enterprise");
      // Delivered twice: nothing more happens.
      expect((await send({ type: "checkout.session.completed", data: { object: { id: ref1, payment_status: "paid" } } })).status).toBe(200);
      const expired = await send({ type: "checkout.session.expired", data: { object: { id: ref2 } } });
      expect(expired.status).toBe(200);
      expect(await findOrder(handle().db, account.id, `ord_${ref2}`)).toMatchObject({ status: "failed" });
      expect(await promoUseCount(handle().db, "ROUTE-OPEN")).toBe(usesBefore - 1);
    });
  });
}
