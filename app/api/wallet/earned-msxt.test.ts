/**
 * Money out only for money in: earned MSXT (sign-up bonus, claims, challenges) is kept apart from bought MSXT in the
 * ledger; it pays at most EARNED_MSXT_PLAN_SHARE of a plan, and is never converted to USD or withdrawn.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as placeOrder } from "@/app/api/orders/route";
import { POST as claim } from "@/app/api/wallet/claim/route";
import { POST as convert } from "@/app/api/wallet/convert/route";
import { POST as withdraw } from "@/app/api/wallet/withdraw/route";
import { accountOfToken, call, markEmailVerified, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { getBalances, ledgerSums, msxtSources, post as postLedger } from "@/lib/server/db/queries/ledger";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

for (const factory of testDatabases()) {
  describe(`earned and bought MSXT on ${factory.name}`, { timeout: 90_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    /** A new account that claimed its daily and weekly rewards: 115 MSXT, all earned. */
    async function rewardedCreator() {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Earn", lastName: "Test", username: `earn_${id}`, email: `earn-${id}@example.com`, password: "a long password 1" }, { token: freshToken() }),
      );
      expect(answer.status).toBe(201);
      const token = sessionToken(answer);
      await markEmailVerified(db(), answer.json.user!.id as string);
      for (const kind of ["daily", "weekly"]) expect((await call(claim, request("/api/wallet/claim", { kind }, { token }))).status).toBe(200);
      const account = (await accountOfToken(db(), token))!;
      expect(await msxtSources(db(), account.id)).toEqual({ earned: 11_500, bought: 0 });
      return { token, id: account.id };
    }

    /** Bought MSXT, as a card top-up or a USD conversion makes it. */
    async function buy(accountId: string, cents: number) {
      await postLedger(db(), { accountId, currency: "MSXT", amountCents: cents, kind: "purchase_msxt", reference: `topup:${runId()}` });
    }

    const order = (token: string) => call(placeOrder, request("/api/orders", { plan: "pro", source: "checkout", payment: "tokens" }, { token }));

    it("claimed rewards alone cannot pay for Pro: earned MSXT pays at most half of it", async () => {
      const { token, id } = await rewardedCreator();
      const refused = await order(token);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toEqual({
        code: "earned_msxt_not_allowed",
        message: "Earned MSXT can pay at most 50% of a plan (15.00 of 30.00 MSXT). Buy MSXT for the rest.",
      });
      expect(await getBalances(db(), id)).toEqual({ MSXT: 11_500, USD: 0 });

      // With 15 bought MSXT, half earned and half bought pays it.
      await buy(id, 1500);
      const paid = await order(token);
      expect(paid.status).toBe(201);
      expect(await msxtSources(db(), id)).toEqual({ earned: 10_000, bought: 0 });
      expect(await ledgerSums(db(), id)).toEqual(await getBalances(db(), id));
    });

    it("EARNED_MSXT_PLAN_SHARE sets the share", async () => {
      vi.stubEnv("EARNED_MSXT_PLAN_SHARE", "0");
      resetEnvForTests();
      const { token, id } = await rewardedCreator();
      await buy(id, 1500);
      expect((await order(token)).status).toBe(409);
      await buy(id, 1500);
      expect((await order(token)).status).toBe(201);
      expect(await msxtSources(db(), id)).toEqual({ earned: 11_500, bought: 0 });
    });

    it("earned MSXT is never converted to USD or withdrawn; bought MSXT is", async () => {
      const { token, id } = await rewardedCreator();
      const converted = await call(convert, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "10" }, { token }));
      expect(converted.status).toBe(409);
      expect(converted.json.error?.code).toBe("earned_msxt_not_allowed");
      expect(converted.json.error?.message).toMatch(/^Earned MSXT .* can't be converted to USD or withdrawn/);
      const out = await call(withdraw, request("/api/wallet/withdraw", { method: "paypal" }, { token }));
      expect(out.status).toBe(409);
      expect(out.json.error?.code).toBe("nothing_to_withdraw");
      expect(await getBalances(db(), id)).toEqual({ MSXT: 11_500, USD: 0 });

      await buy(id, 1000);
      const ok = await call(convert, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "10" }, { token }));
      expect(ok.status).toBe(200);
      expect(await getBalances(db(), id)).toEqual({ MSXT: 11_500, USD: 1000 });
      expect((await call(withdraw, request("/api/wallet/withdraw", { method: "paypal" }, { token }))).status).toBe(201);
    });

    it("20 parallel conversions of 1 MSXT with 5 bought: exactly 5 go through, none from earned MSXT", async () => {
      const { token, id } = await rewardedCreator();
      await buy(id, 500);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(convert, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "1" }, { token }))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
      expect(await getBalances(db(), id)).toEqual({ MSXT: 11_500, USD: 500 });
      expect(await msxtSources(db(), id)).toEqual({ earned: 11_500, bought: 0 });
    });
  });
}
