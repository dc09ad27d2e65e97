import { describe, expect, it } from "vitest";

import { hashToken, newSessionToken } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { createGuest, createSession, signUp, upsertOwner } from "@/lib/server/db/queries/accounts";
import { accounts, orders } from "@/lib/server/db/schema";

import { GET } from "./route";

const get = (token?: string) =>
  GET(new Request("http://127.0.0.1/api/owner/stats", token ? { headers: { cookie: `msx_session=${token}` } } : {}), undefined);

async function sessionFor(accountId: string): Promise<string> {
  const token = newSessionToken();
  await createSession(await getDb(), accountId, hashToken(token));
  return token;
}

describe("GET /api/owner/stats", () => {
  it("answers 404 in the error shape to anyone but the owner, and creates no guest for a fresh token", async () => {
    const db = await getDb();
    const guestToken = newSessionToken();
    await createGuest(db, hashToken(guestToken));
    const user = await signUp(db, { email: "creator@example.com", username: "creator", passwordHash: "x", firstName: "Ada", lastName: null });
    if (!user.ok) throw new Error(user.reason);
    const userToken = await sessionFor(user.account.id);

    const accountCount = async () => (await db.select({ id: accounts.id }).from(accounts)).length;
    const countBefore = await accountCount();
    for (const token of [undefined, "not-a-token", newSessionToken(), guestToken, userToken]) {
      const res = await get(token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
    }
    expect(await accountCount()).toBe(countBefore);
  }, 60_000);

  it("gives the owner the figures, never cached", async () => {
    const db = await getDb();
    const owner = await upsertOwner(db, "owner@example.com", "hash");
    const token = await sessionFor(owner.id);
    const before = await (await get(token)).json();
    await db.insert(orders).values({
      id: "ord_route_1",
      accountId: owner.id,
      plan: "pro",
      period: "monthly",
      source: "checkout",
      listCents: 1999,
      amountCents: 1999,
      currency: "USD",
      paymentMethod: "card",
      status: "paid",
      paidAt: new Date(),
    });
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { stats } = await res.json();
    expect(stats.creators.total).toBe(before.stats.creators.total);
    expect(stats.orders.byPlan.pro.today.orders).toBe(before.stats.orders.byPlan.pro.today.orders + 1);
    expect(stats.orders.byPlan.pro.today.usdCents).toBe(before.stats.orders.byPlan.pro.today.usdCents + 1999);
  }, 60_000);
});
