import { NextResponse } from "next/server";
import { z } from "zod";

import { readJson, withApi } from "@/lib/server/api";
import { requireAccount, userJson } from "@/lib/server/auth/guard";
import { getDb } from "@/lib/server/db/client";
import { findAccountById, setPlan } from "@/lib/server/db/queries/accounts";
import { getBalances, postEntry } from "@/lib/server/db/queries/ledger";
import { orders } from "@/lib/server/db/schema";
import { requireTestSecret } from "@/lib/server/test-routes";
import { toCents } from "@/lib/money";

const seedSchema = z.object({
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
});

/**
 * Test only: sets the caller's plan and balances (through the ledger, as a "seed" entry), and records orders, so
 * end-to-end specs can start from a known account. Answers 404 unless the request carries the harness's secret
 * (lib/server/test-routes.ts).
 */
export const POST = withApi(async (req) => {
  requireTestSecret(req);
  const account = await requireAccount(req);
  const body = await readJson(req, seedSchema);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (body.orders?.length) {
      const now = Date.now();
      await tx.insert(orders).values(
        body.orders.map((o) => {
          const at = new Date(now - o.daysAgo * 86_400_000);
          return {
            id: `ord_seed_${crypto.randomUUID()}`,
            accountId: account.id,
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
    if (body.subscriptionPlan) await setPlan(tx, account.id, body.subscriptionPlan);
    const balances = await getBalances(tx, account.id);
    for (const [currency, value] of [["MSXT", body.tokenBalance], ["USD", body.usdBalance]] as const) {
      if (value === undefined) continue;
      const delta = toCents(value) - balances[currency];
      if (delta !== 0) {
        await postEntry(tx, { accountId: account.id, currency, amountCents: delta, kind: "seed", reference: `seed:${crypto.randomUUID()}`, description: "Test balance" });
      }
    }
  });
  const updated = await findAccountById(db, account.id);
  return updated ? userJson(updated) : NextResponse.json({ ok: true });
});
