/**
 * Test only (/api/test/seed, behind the harness's secret: lib/server/test-routes.ts): sets an account's plan and
 * balances (through the ledger, as a "seed" entry) and records orders, so end-to-end specs start from a known account;
 * and gives promo codes their uses back, so a spec that spends one can run again against the same server.
 */
import "server-only";

import { inArray } from "drizzle-orm";
import { z } from "zod";

import { normalizePromoCode } from "@/lib/subscription/promo";
import { toCents } from "@/lib/wallet/money";
import { getDb } from "@/lib/server/db/client";
import { type Account, findAccountById, forgetSessions, setPlan } from "@/lib/server/db/queries/accounts";
import { getBalances, postEntry } from "@/lib/server/db/queries/ledger";
import { orders, promoRedemptions, promoUses } from "@/lib/server/db/schema";

export const seedSchema = z.object({
  subscriptionPlan: z.enum(["free", "starter", "pro", "enterprise"]).optional(),
  tokenBalance: z.string().regex(/^\d+(\.\d{1,2})?$/).optional(),
  usdBalance: z.string().regex(/^\d+(\.\d{1,2})?$/).optional(),
  /** Orders recorded for the caller as they are (no payment, no plan change), e.g. failed or 20 days old. */
  orders: z
    .array(
      z.object({
        plan: z.enum(["starter", "pro", "enterprise"]),
        period: z.enum(["monthly", "yearly"]).default("monthly"),
        payment: z.enum(["card", "tokens"]),
        amountCents: z.number().int().min(0).max(100_000_000),
        status: z.enum(["pending", "paid", "failed", "cancelled"]).default("paid"),
        daysAgo: z.number().int().min(0).max(400).default(0),
      }),
    )
    .max(20)
    .optional(),
  /** Promo codes whose uses start again from none: their count and every account's uses of them are cleared. */
  unusedPromoCodes: z.array(z.string().min(1).max(64)).max(10).optional(),
});

/** Applies the seed to the account in one transaction; answers the account as it is then (null if it is gone). */
export async function seedAccount(accountId: string, body: z.infer<typeof seedSchema>): Promise<Account | null> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (body.unusedPromoCodes?.length) {
      const codes = body.unusedPromoCodes.map(normalizePromoCode);
      await tx.delete(promoRedemptions).where(inArray(promoRedemptions.code, codes));
      await tx.delete(promoUses).where(inArray(promoUses.code, codes));
    }
    if (body.orders?.length) {
      const now = Date.now();
      await tx.insert(orders).values(
        body.orders.map((o) => {
          const at = new Date(now - o.daysAgo * 86_400_000);
          return {
            id: `ord_seed_${crypto.randomUUID()}`,
            accountId,
            plan: o.plan,
            period: o.period,
            source: "checkout",
            listCents: o.amountCents,
            amountCents: o.amountCents,
            currency: o.payment === "card" ? "USD" : "MSXT",
            paymentMethod: o.payment,
            status: o.status,
            createdAt: at,
            paidAt: o.status === "paid" ? at : null,
          };
        }),
      );
    }
    if (body.subscriptionPlan) await setPlan(tx, accountId, body.subscriptionPlan);
    const balances = await getBalances(tx, accountId);
    for (const [currency, value] of [["MSXT", body.tokenBalance], ["USD", body.usdBalance]] as const) {
      if (value === undefined) continue;
      const delta = toCents(value) - balances[currency];
      if (delta !== 0) {
        await postEntry(tx, { accountId, currency, amountCents: delta, kind: "seed", reference: `seed:${crypto.randomUUID()}`, description: "Test balance" });
      }
    }
  });
  forgetSessions({ accountId });
  return findAccountById(db, accountId);
}
