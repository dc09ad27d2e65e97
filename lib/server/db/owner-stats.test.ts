import { describe, expect, it } from "vitest";

import { ownerStats } from "./queries/owner-stats";
import { accounts, balances, files, ledgerEntries, orders, promoUses, topups, usageCounters, withdrawals } from "./schema";
import { suiteDatabase, testDatabases } from "./test-db";

const NOW = new Date("2026-11-22T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const zero = { orders: 0, cardOrders: 0, usdCents: 0, tokenOrders: 0, msxtCents: 0 };

for (const factory of testDatabases()) {
  describe(`ownerStats on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);

    it("answers zeros on an empty database", async () => {
      const stats = await ownerStats(handle.db, NOW);
      expect(stats).toEqual({
        asOf: NOW.toISOString(),
        creators: { total: 0, active7d: 0 },
        msxt: { issuedCents: 0, outstandingCents: 0 },
        orders: {
          byPlan: {
            starter: { today: zero, last30d: zero },
            pro: { today: zero, last30d: zero },
            enterprise: { today: zero, last30d: zero },
          },
          today: zero,
          last30d: zero,
        },
        topups: { today: { count: 0, usdCents: 0 }, last30d: { count: 0, usdCents: 0 } },
        pendingWithdrawals: 0,
        promoUses: [],
        month: "2026-11",
        aiGenerationsThisMonth: 0,
        exportsThisMonth: 0,
        storage: { bytes: 0, files: 0 },
      });
    });

    it("counts every figure exactly from accounts, ledger, balances, orders, promo uses, usage counters and files", async () => {
      const db = handle.db;
      await db.insert(accounts).values([
        { id: "u1", role: "user", email: "u1@example.com", username: "u1", lastActiveAt: ago(DAY) },
        { id: "u2", role: "user", email: "u2@example.com", username: "u2", lastActiveAt: ago(7 * DAY - HOUR) },
        { id: "u3", role: "user", email: "u3@example.com", username: "u3", lastActiveAt: ago(8 * DAY) },
        { id: "g1", role: "guest", lastActiveAt: ago(HOUR) },
        { id: "o1", role: "owner", email: "owner@example.com", lastActiveAt: ago(HOUR) },
      ]);

      const entry = (accountId: string, kind: string, amountCents: number, extra: Partial<typeof ledgerEntries.$inferInsert> = {}) => ({
        accountId,
        currency: "MSXT",
        kind,
        amountCents,
        reference: `${kind}:${amountCents}:${Math.random()}`,
        ...extra,
      });
      await db.insert(ledgerEntries).values([
        // Issued: 500 + 1000 + 10000 + 2500 + 700 + 7500 + 7550 + 2500 (bought by card) = 32250.
        entry("u1", "purchase_msxt", 2500),
        entry("u1", "welcome", 500),
        entry("u1", "daily", 1000),
        entry("u1", "weekly", 10000),
        entry("u1", "challenge", 2500),
        entry("u1", "conversion", 700),
        entry("g1", "seed", 7500),
        entry("g1", "earned", 7550),
        // Not issuance: spends, conversions out, negative seeds, USD, pending, transfers and refunds.
        entry("u1", "purchase", -3000),
        entry("u1", "conversion", -400),
        entry("g1", "seed", -1000),
        entry("u1", "conversion", 5000, { currency: "USD" }),
        entry("u2", "earned", 999, { status: "pending" }),
        entry("u2", "transfer", 123),
        entry("u2", "refund", 300),
      ]);
      await db.insert(balances).values([
        { accountId: "u1", currency: "MSXT", balanceCents: 11300 },
        { accountId: "u1", currency: "USD", balanceCents: 5000 },
        { accountId: "u2", currency: "MSXT", balanceCents: 0 },
        { accountId: "g1", currency: "MSXT", balanceCents: 14050 },
      ]);

      let n = 0;
      const order = (
        plan: string,
        payment: "card" | "tokens",
        amountCents: number,
        paidAt: Date | null,
        extra: Partial<typeof orders.$inferInsert> = {},
      ): typeof orders.$inferInsert => ({
        id: `ord_${(n += 1)}`,
        accountId: "u1",
        plan,
        period: "monthly",
        source: "checkout",
        listCents: amountCents,
        amountCents,
        currency: payment === "card" ? "USD" : "MSXT",
        paymentMethod: payment,
        status: "paid",
        createdAt: paidAt ?? ago(HOUR),
        paidAt,
        ...extra,
      });
      await db.insert(orders).values([
        // Today (2026-11-22 UTC): pro 3 card (1999 + 19190 + 500) and 1 token (2000).
        order("pro", "card", 1999, ago(5 * HOUR)),
        order("pro", "card", 19190, new Date("2026-11-22T00:00:00Z"), { period: "yearly" }),
        order("pro", "tokens", 2000, ago(2 * HOUR), { source: "chooser" }),
        order("pro", "card", 500, null), // paid without paid_at: timed by created_at (1 h ago)
        // Not paid: never counted.
        order("pro", "card", 2999, null, { status: "failed", failureReason: "card_declined" }),
        order("pro", "card", 2999, null, { status: "pending" }),
        order("enterprise", "card", 9999, null, { status: "cancelled" }),
        // Within 30 days, not today.
        order("starter", "card", 999, ago(20 * DAY)),
        order("starter", "card", 1500, new Date("2026-11-21T23:59:59Z")),
        order("starter", "tokens", 1000, ago(20 * DAY)),
        order("enterprise", "card", 9999, ago(20 * DAY)),
        // Older than 30 days.
        order("enterprise", "card", 9999, ago(30 * DAY + HOUR)),
        order("starter", "tokens", 1000, ago(31 * DAY)),
      ]);

      const topup = (id: string, amountCents: number, paidAt: Date | null, status = "paid") => ({
        id,
        accountId: "u1",
        amountCents,
        status,
        provider: "embedded",
        requestId: id,
        createdAt: paidAt ?? ago(HOUR),
        paidAt,
      });
      await db.insert(topups).values([
        topup("t1", 2500, ago(3 * HOUR)),
        topup("t2", 1000, null),
        topup("t3", 4000, ago(20 * DAY)),
        topup("t4", 9900, ago(31 * DAY)),
        topup("t5", 5000, null, "failed"),
      ]);
      await db.insert(withdrawals).values([
        { id: "w1", accountId: "u1", method: "paypal" },
        { id: "w2", accountId: "u2", method: "bank" },
        { id: "w3", accountId: "u1", method: "paypal", status: "completed" },
      ]);
      await db.insert(promoUses).values([
        { code: "LAUNCH50", uses: 3 },
        { code: "BLACKFRIDAY", uses: 1 },
        { code: "FREEMONTH", uses: 0 },
      ]);
      await db.insert(usageCounters).values([
        { accountId: "u1", kind: "ai_generation", month: "2026-11", count: 5 },
        { accountId: "u2", kind: "ai_generation", month: "2026-11", count: 12 },
        { accountId: "u1", kind: "ai_generation", month: "2026-10", count: 40 },
        { accountId: "u1", kind: "export", month: "2026-11", count: 3 },
      ]);
      await db.insert(files).values([
        { id: "f1", accountId: "u1", key: "u1/a", name: "a.mp4", contentType: "video/mp4", sizeBytes: 1000, status: "complete" },
        { id: "f2", accountId: "u2", key: "u2/b", name: "b.mp4", contentType: "video/mp4", sizeBytes: 2_000_000_000 },
        { id: "f3", accountId: "g1", key: "g1/c", name: "c.mp4", contentType: "video/mp4", sizeBytes: 5_000_000_000, status: "complete" },
      ]);

      const stats = await ownerStats(db, NOW);
      expect(stats.creators).toEqual({ total: 3, active7d: 2 });
      expect(stats.msxt).toEqual({ issuedCents: 32250, outstandingCents: 25350 });
      // Paid top-ups: today 2500 + 1000, and 4000 twenty days ago; a failed one and one older than 30 days are not counted.
      expect(stats.topups).toEqual({ today: { count: 2, usdCents: 3500 }, last30d: { count: 3, usdCents: 7500 } });
      expect(stats.orders.byPlan.pro).toEqual({
        today: { orders: 4, cardOrders: 3, usdCents: 21689, tokenOrders: 1, msxtCents: 2000 },
        last30d: { orders: 4, cardOrders: 3, usdCents: 21689, tokenOrders: 1, msxtCents: 2000 },
      });
      expect(stats.orders.byPlan.starter).toEqual({
        today: zero,
        last30d: { orders: 3, cardOrders: 2, usdCents: 2499, tokenOrders: 1, msxtCents: 1000 },
      });
      expect(stats.orders.byPlan.enterprise).toEqual({
        today: zero,
        last30d: { orders: 1, cardOrders: 1, usdCents: 9999, tokenOrders: 0, msxtCents: 0 },
      });
      expect(stats.orders.today).toEqual({ orders: 4, cardOrders: 3, usdCents: 21689, tokenOrders: 1, msxtCents: 2000 });
      expect(stats.orders.last30d).toEqual({ orders: 8, cardOrders: 6, usdCents: 34187, tokenOrders: 2, msxtCents: 3000 });
      expect(stats.pendingWithdrawals).toBe(2);
      expect(stats.promoUses).toEqual([
        { code: "BLACKFRIDAY", uses: 1 },
        { code: "FREEMONTH", uses: 0 },
        { code: "LAUNCH50", uses: 3 },
      ]);
      expect(stats.month).toBe("2026-11");
      expect(stats.aiGenerationsThisMonth).toBe(17);
      expect(stats.exportsThisMonth).toBe(3);
      expect(stats.storage).toEqual({ bytes: 7_000_001_000, files: 3 });

      // A day later: yesterday's orders leave "today" but stay in the 30 days; u1 is still active, u2 no longer.
      const tomorrow = await ownerStats(db, new Date(NOW.getTime() + DAY));
      expect(tomorrow.orders.today).toEqual(zero);
      expect(tomorrow.orders.last30d.orders).toBe(8);
      expect(tomorrow.creators).toEqual({ total: 3, active7d: 1 });
      // In December the month's usage starts again from zero.
      const december = await ownerStats(db, new Date("2026-12-01T00:00:00Z"));
      expect(december.aiGenerationsThisMonth).toBe(0);
      expect(december.exportsThisMonth).toBe(0);
    });
  });
}
