/**
 * Exports are counted by the server: the ticket asked for before encoding counts (and limits) the export, carries
 * whether the plan allows premium effects, and finishing needs it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as finish } from "@/app/api/usage/exports/finish/route";
import { POST as ticketRoute } from "@/app/api/usage/exports/route";
import { GET as usageRoute } from "@/app/api/usage/route";
import { call, freshToken, randomIp, request, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { createGuest, setPlan } from "@/lib/server/db/queries/accounts";
import { accounts } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

for (const factory of testDatabases()) {
  describe(`export tickets on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function accountOn(plan: "free" | "starter" | "pro" | "enterprise") {
      const token = freshToken();
      const account = await createGuest(db(), sha256Hex(token));
      await db().update(accounts).set({ role: "user" }).where(eq(accounts.id, account.id));
      await setPlan(db(), account.id, plan);
      return { token, ip: randomIp() };
    }

    const ask = (who: { token: string; ip?: string }) => call(ticketRoute, request("/api/usage/exports", {}, who));
    const done = (who: { token: string }, ticket: unknown) => call(finish, request("/api/usage/exports/finish", { ticket }, who));

    it("20 parallel tickets on Free count exactly the month's 10 exports; the rest are refused before encoding", async () => {
      const who = await accountOn("free");
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask(who)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.status === 402 && a.json.error?.code === "quota_exceeded")).toBe(true);
      const usage = await call(usageRoute, request("/api/usage", undefined, who));
      expect(usage.json.exports).toEqual({ used: 10, total: 10 });
    });

    it("the ticket says whether premium effects are allowed: Pro and up, never Free or a guest", async () => {
      for (const [plan, premiumEffects] of [["free", false], ["starter", false], ["pro", true], ["enterprise", true]] as const) {
        const answer = await ask(await accountOn(plan));
        expect(answer.status).toBe(200);
        expect(answer.json).toMatchObject({ ticket: expect.any(String), expiresAt: expect.any(String), premiumEffects });
      }
      // A guest is stored on the demo's Pro, and is on the free plan all the same.
      const token = freshToken();
      const guest = await createGuest(db(), sha256Hex(token));
      expect(guest.plan).toBe("pro");
      expect((await ask({ token })).json.premiumEffects).toBe(false);
    });

    it("finishing needs the account's own ticket: none, a forged one or another's is refused", async () => {
      const a = await accountOn("pro");
      const b = await accountOn("pro");
      const ticket = String((await ask(a)).json.ticket);
      expect((await done(a, ticket)).json).toEqual({ finished: true, premiumEffects: true });
      expect((await done(b, ticket)).status).toBe(403);
      const [id, expires] = ticket.split(".");
      const forged = await done(a, `${id}.${Number(expires) + 3600}.${"0".repeat(64)}`);
      expect(forged.status).toBe(403);
      expect(forged.json.error?.code).toBe("invalid_export_ticket");
      expect((await done(a, "")).status).toBe(400);
      expect((await call(finish, request("/api/usage/exports/finish", {}, a))).status).toBe(400);
    });
  });
}
