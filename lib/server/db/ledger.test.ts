import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { claimPeriodic, convert, walletSummary } from "@/lib/server/wallet";

import { createGuest, signUp, toPublicUser } from "./queries/accounts";
import { dayKey, getBalances, LedgerError, ledgerSums, listEntries, post, weekKey } from "./queries/ledger";
import { balances } from "./schema";
import { suiteDatabase, testDatabases } from "./test-db";

describe("period keys (UTC)", () => {
  it("daily is the UTC calendar day and weekly the Sunday that starts the week", () => {
    expect(dayKey(new Date("2026-11-22T23:59:59Z"))).toBe("2026-11-22");
    expect(weekKey(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22"); // a Sunday
    expect(weekKey(new Date("2026-11-28T23:00:00Z"))).toBe("2026-11-22"); // the Saturday after
    expect(weekKey(new Date("2026-11-29T00:00:00Z"))).toBe("2026-11-29");
  });
});

for (const factory of testDatabases()) {
  describe(`ledger on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);

    const guest = (n: string) => createGuest(handle.db, `hash-${factory.name}-${n}-${Math.random()}`);

    it("seeds a guest as the product's demo user: 150.50 MSXT, 75.50 earned, plan pro", async () => {
      const account = await guest("seed");
      const user = await toPublicUser(handle.db, account);
      expect(user).toMatchObject({ tokenBalance: "150.50", totalEarnings: "75.50", subscriptionPlan: "pro", usdBalance: "0.00" });
    });

    it("credits 20 parallel daily claims exactly once", async () => {
      const account = await guest("daily");
      const now = new Date("2026-11-22T12:00:00Z");
      const results = await Promise.all(Array.from({ length: 20 }, () => claimPeriodic(handle.db, account.id, "daily", now)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect((await getBalances(handle.db, account.id)).MSXT).toBe(15050 + 1000);
      expect((await walletSummary(handle.db, account.id, now)).claims).toMatchObject({ daily: true, weekly: false });
      // The next day the claim is back.
      expect((await claimPeriodic(handle.db, account.id, "daily", new Date("2026-11-23T00:00:01Z"))).ok).toBe(true);
    });

    it("never takes a balance below zero under 20 parallel conversions, and the entries add up", async () => {
      const account = await guest("convert");
      // 150.50 MSXT, of which 75.50 earned (never converted): 20 conversions of 10 MSXT each can only succeed 7 times.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => convert(handle.db, account.id, "msxt-to-usd", 1000, `c-${i}`)),
      );
      const ok = outcomes.filter((o) => o.status === "fulfilled").length;
      const refused = outcomes.filter((o) => o.status === "rejected");
      expect(ok).toBe(7);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(LedgerError);
      const balances = await getBalances(handle.db, account.id);
      expect(balances).toEqual({ MSXT: 8050, USD: 7000 });
      expect(await ledgerSums(handle.db, account.id)).toEqual(balances);
    });

    it("refuses USD to MSXT without the USD: nothing is made out of nothing", async () => {
      const account = await guest("usd");
      await expect(convert(handle.db, account.id, "usd-to-msxt", 500, "u-1")).rejects.toMatchObject({ code: "insufficient_funds" });
      expect(await getBalances(handle.db, account.id)).toEqual({ MSXT: 15050, USD: 0 });
      expect((await listEntries(handle.db, account.id)).some((e) => e.kind === "conversion")).toBe(false);
    });

    it("records a reference once", async () => {
      const account = await guest("ref");
      await post(handle.db, { accountId: account.id, currency: "MSXT", amountCents: 100, kind: "challenge", reference: "challenge:x" });
      await expect(
        post(handle.db, { accountId: account.id, currency: "MSXT", amountCents: 100, kind: "challenge", reference: "challenge:x" }),
      ).rejects.toMatchObject({ code: "duplicate" });
    });

    it("signing up from a guest starts the user's own balance (the welcome bonus, not the demo tokens), and refuses a taken e-mail in any case", async () => {
      const account = await guest("signup");
      const email = `Creator-${factory.name}-${Date.now()}@Example.com`;
      const result = await signUp(handle.db, { email, username: `c_${Date.now()}_${factory.name}`, passwordHash: "x", firstName: "A", lastName: "B", guestId: account.id });
      expect(result.ok).toBe(true);
      const user = await toPublicUser(handle.db, result.ok ? result.account : account);
      expect(user).toMatchObject({ role: "user", tokenBalance: "5.00", subscriptionPlan: "free" });
      expect(user.id).not.toBe(account.id);
      const again = await signUp(handle.db, { email: email.toLowerCase(), username: `other_${Date.now()}`, passwordHash: "x", firstName: null, lastName: null });
      expect(again).toEqual({ ok: false, reason: "email_taken" });
    });

    it("the balances a user answer shows are kept a moment, and an entry posted here shows at once", async () => {
      const account = await guest("shown");
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(Date.now() + 10_000);
        const shown = async () => (await toPublicUser(handle.db, account)).tokenBalance;
        expect(await shown()).toBe("150.50");
        // Another process's write (straight to the table) shows once the kept figures are 2 s old.
        await handle.db.update(balances).set({ balanceCents: 20000 }).where(and(eq(balances.accountId, account.id), eq(balances.currency, "MSXT")));
        expect(await shown()).toBe("150.50");
        vi.setSystemTime(Date.now() + 2_100);
        expect(await shown()).toBe("200.00");
        // An entry posted in this process drops them at once, and they are read afresh while it settles.
        await post(handle.db, { accountId: account.id, currency: "MSXT", amountCents: 500, kind: "daily", reference: "shown:1" });
        expect(await shown()).toBe("205.00");
        await handle.db.update(balances).set({ balanceCents: 30000 }).where(and(eq(balances.accountId, account.id), eq(balances.currency, "MSXT")));
        expect(await shown()).toBe("300.00");
      } finally {
        vi.useRealTimers();
      }
    });
  });
}
