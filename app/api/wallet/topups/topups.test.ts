/**
 * Buying MSXT by card (the sidebar's Buy), through the real routes: with the embedded test-mode processor, and with
 * Stripe Checkout against a stub on 127.0.0.1. A paid top-up is credited as bought MSXT exactly once, whatever is
 * replayed or sent in parallel; forged amounts, made-up cookies and missing fields buy nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as placeOrder } from "@/app/api/orders/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { POST as confirm } from "@/app/api/wallet/topups/[id]/confirm/route";
import { GET as listTopups, POST as buy } from "@/app/api/wallet/topups/route";
import { call, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { getBalances, ledgerSums, listEntries, msxtSources } from "@/lib/server/db/queries/ledger";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";
import { startStripeStub, stripeWebhookRequest, type StripeStub } from "@/lib/server/payments/test-helpers";
import { DECLINED_TEST_CARD, PAYING_TEST_CARD } from "@/lib/subscription/test-cards";

const SECRET = "whsec_topups";
const card = (number = PAYING_TEST_CARD) => ({ number, expiry: "12/39", cvv: "123" });
const requestId = () => `req_${runId()}${runId()}`;

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function useStripe() {
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_stub");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", SECRET);
  vi.stubEnv("STRIPE_API_BASE", stub.base);
  resetEnvForTests();
}

const webhook = (event: unknown, signature?: string) => call(stripeWebhook, stripeWebhookRequest(event, SECRET, signature));

for (const factory of testDatabases()) {
  describe(`buying MSXT by card on ${factory.name}`, { timeout: 90_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function creator() {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Top", lastName: "Up", username: `top_${id}`, email: `top-${id}@example.com`, password: "a long password 1" }, { token: freshToken() }),
      );
      expect(answer.status).toBe(201);
      return { token: sessionToken(answer), id: answer.json.user!.id as string };
    }

    const topup = (token: string | null, body: unknown) => call(buy, request("/api/wallet/topups", body, { token }));

    it("a card top-up is credited as bought MSXT, with a receipt and a ledger entry", async () => {
      const user = await creator();
      const answer = await topup(user.token, { amount: "25", requestId: requestId(), card: card() });
      expect(answer.status).toBe(201);
      expect(answer.json.topup).toMatchObject({ amount: "25.00", status: "paid", provider: "embedded", testMode: true, card: "visa •••• 4242" });
      expect(answer.json.user).toMatchObject({ tokenBalance: "30.00" });
      expect(await msxtSources(db(), user.id)).toEqual({ earned: 500, bought: 2500 });
      const entries = await listEntries(db(), user.id);
      expect(entries[0]).toMatchObject({ kind: "purchase_msxt", amountCents: 2500, description: "Bought 25.00 MSXT by card (test mode)", reference: `topup:${(answer.json.topup as { id: string }).id}` });
      const receipts = await call(listTopups, request("/api/wallet/topups", undefined, { token: user.token }));
      expect(receipts.json.topups).toEqual([answer.json.topup]);
      expect(await ledgerSums(db(), user.id)).toEqual(await getBalances(db(), user.id));
    });

    it("20 parallel requests with one request id charge and credit once; a replay credits nothing; the id with another amount is 409", async () => {
      const user = await creator();
      const body = { amount: "12.50", requestId: requestId(), card: card() };
      const answers = await Promise.all(Array.from({ length: 20 }, () => topup(user.token, body)));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
      expect(new Set(answers.map((a) => (a.json.topup as { id: string }).id)).size).toBe(1);
      const replay = await topup(user.token, body);
      expect(replay.status).toBe(200);
      const other = await topup(user.token, { ...body, amount: "500" });
      expect(other.status).toBe(409);
      expect(other.json.error?.code).toBe("request_reused");
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500 + 1250, USD: 0 });
      expect((await call(listTopups, request("/api/wallet/topups", undefined, { token: user.token }))).json.topups).toHaveLength(1);
    });

    it("forged or missing amounts, a missing request id or card are 400 and store nothing", async () => {
      const user = await creator();
      const bad: [unknown, string][] = [
        [{ amount: "0", requestId: requestId(), card: card() }, "invalid_amount"],
        [{ amount: "4.99", requestId: requestId(), card: card() }, "invalid_amount"],
        [{ amount: "1000.01", requestId: requestId(), card: card() }, "invalid_amount"],
        [{ amount: "9999999", requestId: requestId(), card: card() }, "invalid_amount"],
        [{ amount: "-25", requestId: requestId(), card: card() }, "invalid_request"],
        [{ amount: "1e3", requestId: requestId(), card: card() }, "invalid_request"],
        [{ amount: "10.001", requestId: requestId(), card: card() }, "invalid_request"],
        [{ amount: 25, requestId: requestId(), card: card() }, "invalid_request"],
        [{ requestId: requestId(), card: card() }, "invalid_request"],
        [{ amount: "25", card: card() }, "invalid_request"],
        [{ amount: "25", requestId: requestId() }, "card_required"],
        [{ amount: "25", requestId: requestId(), card: { number: "4242 4242 4242 4241", expiry: "12/39", cvv: "123" } }, "invalid_card"],
      ];
      for (const [body, code] of bad) {
        const answer = await topup(user.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.json.error?.code, JSON.stringify(body)).toBe(code);
      }
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });
      expect((await call(listTopups, request("/api/wallet/topups", undefined, { token: user.token }))).json.topups).toEqual([]);
    });

    it("a forged price, account or status in the body changes nothing: the server prices the amount and credits the caller", async () => {
      const user = await creator();
      const other = await creator();
      const answer = await topup(user.token, { amount: "5", amountCents: 9_999_900, accountId: other.id, status: "paid", requestId: requestId(), card: card() });
      expect(answer.status).toBe(201);
      expect(answer.json.topup).toMatchObject({ amount: "5.00" });
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 1000, USD: 0 });
      expect(await getBalances(db(), other.id)).toEqual({ MSXT: 500, USD: 0 });
    });

    it("bought MSXT pays what earned MSXT may not: 5 earned and 25 bought buy Pro in tokens", async () => {
      const user = await creator();
      expect((await topup(user.token, { amount: "25", requestId: requestId(), card: card() })).status).toBe(201);
      const order = await call(placeOrder, request("/api/orders", { plan: "pro", source: "checkout", payment: "tokens" }, { token: user.token }));
      expect(order.status).toBe(201);
      expect(await msxtSources(db(), user.id)).toEqual({ earned: 0, bought: 0 });
    });

    it("at most 30 attempts in 10 minutes per account: the 31st is 429, before any card is charged", async () => {
      const user = await creator();
      for (let i = 0; i < 30; i++) expect((await topup(user.token, { amount: "25", requestId: requestId() })).json.error?.code).toBe("card_required");
      const limited = await topup(user.token, { amount: "25", requestId: requestId(), card: card() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });
    });

    it("a declined card credits nothing and keeps a failed receipt; a card that is not a test card is refused", async () => {
      const user = await creator();
      const declined = await topup(user.token, { amount: "50", requestId: requestId(), card: card(DECLINED_TEST_CARD) });
      expect(declined.status).toBe(402);
      expect(declined.json.error).toEqual({ code: "card_declined", message: "Your card was declined. Please use another card." });
      const real = await topup(user.token, { amount: "50", requestId: requestId(), card: card("4111111111111111") });
      expect(real.status).toBe(402);
      expect(real.json.error?.message).toContain("Payments are in test mode");
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });
      const receipts = (await call(listTopups, request("/api/wallet/topups", undefined, { token: user.token }))).json.topups as { status: string }[];
      expect(receipts.map((r) => r.status)).toEqual(["failed", "failed"]);
    });

    it("a made-up cookie is a guest, whose demo balance buys nothing; no cookie is 401", async () => {
      const guest = await topup(freshToken(), { amount: "25", requestId: requestId(), card: card() });
      expect(guest.status).toBe(403);
      expect(guest.json.error?.code).toBe("sign_up_required");
      expect((await topup(null, { amount: "25", requestId: requestId(), card: card() })).status).toBe(401);
    });

    it("a production start without a payment provider refuses top-ups", async () => {
      const user = await creator();
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("APP_URL", "https://studio.example");
      vi.stubEnv("PAYMENTS", "");
      vi.stubEnv("STRIPE_SECRET_KEY", "");
      resetEnvForTests();
      const answer = await topup(user.token, { amount: "25", requestId: requestId(), card: card() });
      expect(answer.status).toBe(403);
      expect(answer.json.error?.code).toBe("card_payments_unavailable");
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });
    });

    describe("through Stripe Checkout", () => {
      it("a pending top-up and a Checkout Session for the amount; credited once when paid: 20 parallel confirmations and 5 webhook deliveries", async () => {
        useStripe();
        const user = await creator();
        const placed = await topup(user.token, { amount: "40", requestId: requestId() });
        expect(placed.status).toBe(201);
        expect(placed.json.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
        const pending = placed.json.topup as { id: string; status: string };
        expect(pending.status).toBe("pending");
        const created = stub.seen.filter((s) => s.url === "/v1/checkout/sessions").at(-1)!;
        const form = new URLSearchParams(created.body);
        expect(form.get("mode")).toBe("payment");
        expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4000");
        expect(form.get("success_url")).toBe(`http://127.0.0.1:3000/buy-msxt?topup=success&id=${pending.id}`);
        const sessionId = [...stub.sessions.keys()].at(-1)!;

        // Not paid yet: confirming credits nothing.
        const early = await call(confirm, request(`/api/wallet/topups/${pending.id}/confirm`, {}, { token: user.token }), { params: Promise.resolve({ id: pending.id }) });
        expect(early.json.topup).toMatchObject({ status: "pending" });
        expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });

        stub.sessions.set(sessionId, { status: "complete", payment_status: "paid" });
        const event = { type: "checkout.session.completed", data: { object: { id: sessionId, payment_status: "paid" } } };
        const answers = await Promise.all([
          ...Array.from({ length: 20 }, () =>
            call(confirm, request(`/api/wallet/topups/${pending.id}/confirm`, {}, { token: user.token }), { params: Promise.resolve({ id: pending.id }) }),
          ),
          ...Array.from({ length: 5 }, () => webhook(event)),
        ]);
        for (const a of answers) expect(a.status).toBe(200);
        expect(await getBalances(db(), user.id)).toEqual({ MSXT: 4500, USD: 0 });
        expect(await msxtSources(db(), user.id)).toEqual({ earned: 500, bought: 4000 });
        expect((await listEntries(db(), user.id)).filter((e) => e.kind === "purchase_msxt")).toHaveLength(1);
        // A replayed event later changes nothing.
        expect((await webhook(event)).status).toBe(200);
        expect(await getBalances(db(), user.id)).toEqual({ MSXT: 4500, USD: 0 });
      });

      it("a forged event credits nothing; another account's confirmation is 404; an expired session fails the top-up", async () => {
        useStripe();
        const user = await creator();
        const other = await creator();
        const placed = await topup(user.token, { amount: "100", requestId: requestId() });
        const id = (placed.json.topup as { id: string }).id;
        const sessionId = [...stub.sessions.keys()].at(-1)!;
        const event = { type: "checkout.session.completed", data: { object: { id: sessionId, payment_status: "paid" } } };
        const forged = await webhook(event, `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`);
        expect(forged.status).toBe(400);
        const theirs = await call(confirm, request(`/api/wallet/topups/${id}/confirm`, {}, { token: other.token }), { params: Promise.resolve({ id }) });
        expect(theirs.status).toBe(404);
        expect((await webhook({ type: "checkout.session.expired", data: { object: { id: sessionId } } })).status).toBe(200);
        // Paid after it expired (a late or forged completion): a failed top-up is never credited.
        expect((await webhook(event)).status).toBe(200);
        expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });
        const receipts = (await call(listTopups, request("/api/wallet/topups", undefined, { token: user.token }))).json.topups as { status: string; failureReason: string }[];
        expect(receipts[0]).toMatchObject({ status: "failed", failureReason: "The checkout session expired" });
      });
    });
  });
}
