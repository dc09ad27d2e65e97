import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as seed } from "@/app/api/test/seed/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { accountOfToken, call, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { getBalances } from "@/lib/server/db/queries/ledger";
import { promoRedemptions, promoUses } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

import { assertNoTestRoutesInDeployment, TEST_SECRET_HEADER } from "@/lib/server/test-routes";

const SECRET = "a-test-secret-of-thirty-two-chars!";

afterEach(() => vi.unstubAllEnvs());

function seedRequest(token: string, headers: Record<string, string> = {}) {
  const req = request("/api/test/seed", { tokenBalance: "99999" }, { token });
  for (const [k, v] of Object.entries(headers)) req.headers.set(k, v);
  return req;
}

for (const factory of testDatabases()) {
  describe(`the test-only seed route on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);

    async function newUser() {
      const id = runId();
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Ada", lastName: "Lovelace", email: `seed-${id}@example.com`, username: `seed_${id}`, password: "engine-42-secret" }),
      );
      expect(answer.status).toBe(201);
      return sessionToken(answer);
    }

    it("answers 404 without the harness's secret, even on a server started with E2E=1, and the balance stays", async () => {
      vi.stubEnv("E2E", "1");
      vi.stubEnv("E2E_SECRET", SECRET);
      const token = await newUser();
      const account = await accountOfToken(handle().db, token);
      const before = await getBalances(handle().db, account!.id);
      for (const headers of [{} as Record<string, string>, { [TEST_SECRET_HEADER]: "guess" }, { [TEST_SECRET_HEADER]: SECRET.slice(0, -1) }]) {
        const answer = await call(seed, seedRequest(token, headers));
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ error: { code: "not_found", message: "Not found" } });
      }
      expect(await getBalances(handle().db, account!.id)).toEqual(before);
    });

    it("answers 404 with E2E=1 and no secret configured, whatever the header says", async () => {
      vi.stubEnv("E2E", "1");
      vi.stubEnv("E2E_SECRET", "");
      const token = await newUser();
      expect((await call(seed, seedRequest(token, { [TEST_SECRET_HEADER]: "" }))).status).toBe(404);
      expect((await call(seed, seedRequest(token, { [TEST_SECRET_HEADER]: "undefined" }))).status).toBe(404);
    });

    it("answers 404 with the secret but without E2E=1, or on Vercel", async () => {
      vi.stubEnv("E2E_SECRET", SECRET);
      const token = await newUser();
      vi.stubEnv("E2E", "");
      expect((await call(seed, seedRequest(token, { [TEST_SECRET_HEADER]: SECRET }))).status).toBe(404);
      vi.stubEnv("E2E", "1");
      vi.stubEnv("VERCEL", "1");
      expect((await call(seed, seedRequest(token, { [TEST_SECRET_HEADER]: SECRET }))).status).toBe(404);
    });

    it("seeds the caller's balance for the harness that sends the secret", async () => {
      vi.stubEnv("E2E", "1");
      vi.stubEnv("E2E_SECRET", SECRET);
      const token = await newUser();
      const answer = await call(seed, seedRequest(token, { [TEST_SECRET_HEADER]: SECRET }));
      expect(answer.status).toBe(200);
      const account = await accountOfToken(handle().db, token);
      expect((await getBalances(handle().db, account!.id)).MSXT).toBe(9_999_900);
    });

    it("gives promo codes their uses back: the count and every account's uses of them", async () => {
      vi.stubEnv("E2E", "1");
      vi.stubEnv("E2E_SECRET", SECRET);
      const token = await newUser();
      const account = await accountOfToken(handle().db, token);
      const [spent, kept] = [`SPENT-${runId()}`.toUpperCase(), `KEPT-${runId()}`.toUpperCase()];
      await handle().db.insert(promoUses).values([{ code: spent, uses: 2 }, { code: kept, uses: 1 }]);
      await handle().db.insert(promoRedemptions).values([
        { code: spent, accountId: account!.id, slot: 1, orderId: "ord_a" },
        { code: kept, accountId: account!.id, slot: 1, orderId: "ord_b" },
      ]);
      const req = request("/api/test/seed", { unusedPromoCodes: [` ${spent.toLowerCase()} `] }, { token });
      req.headers.set(TEST_SECRET_HEADER, SECRET);
      expect((await call(seed, req)).status).toBe(200);
      const uses = await handle().db.select().from(promoUses).where(inArray(promoUses.code, [spent, kept]));
      expect(uses).toEqual([{ code: kept, uses: 1 }]);
      const redemptions = await handle().db.select({ code: promoRedemptions.code }).from(promoRedemptions).where(inArray(promoRedemptions.code, [spent, kept]));
      expect(redemptions).toEqual([{ code: kept }]);
    });
  });
}

describe("start-up check", () => {
  it("refuses a Vercel deployment with E2E or E2E_SECRET, with the reason", () => {
    expect(() => assertNoTestRoutesInDeployment({ VERCEL: "1", E2E_SECRET: SECRET })).toThrow(/E2E_SECRET is set on a Vercel deployment/);
    expect(() => assertNoTestRoutesInDeployment({ VERCEL: "1", E2E: "1" })).toThrow(/test-only routes/);
  });
  it("accepts Vercel without them, and a test machine with them", () => {
    expect(() => assertNoTestRoutesInDeployment({ VERCEL: "1" })).not.toThrow();
    expect(() => assertNoTestRoutesInDeployment({ E2E: "1", E2E_SECRET: SECRET })).not.toThrow();
  });
});
