/**
 * The owner's real figures, read from the database in three aggregate queries (one row of platform totals, the paid
 * orders grouped by plan and currency, the promo code uses). Definitions:
 * - Creators: accounts with the role `user` (signed-up creators). Guests (anonymous visitors seeded as the demo
 *   user, purged after 30 idle days) and the owner are not creators. Active: last_active_at within 7 days of `now`.
 * - MSXT issued: the sum of positive, completed MSXT ledger entries whose kind creates tokens (ISSUING_KINDS): the
 *   rewards (welcome, daily, weekly, challenge), the seeded demo balance (seed, earned), USD-to-MSXT conversions and
 *   MSXT bought by card (purchase_msxt).
 *   Payments, transfers and refunds move existing tokens and are not issuance.
 * - MSXT outstanding: the sum of every account's MSXT balance, guests included (a guest can spend its balance).
 * - Orders and revenue: orders with status `paid`, timed by paid_at (created_at when paid_at is missing). Today is
 *   the UTC calendar day of `now`; the 30 days are the 30 × 24 h before `now`, to the end of today. USD (card) and
 *   MSXT (tokens) revenue are kept apart, in cents.
 * - MSXT bought by card: paid top-ups (timed by paid_at, the same windows as orders): count and USD cents.
 * - AI generations and exports: usage_counters of the UTC month of `now`, all accounts.
 * - Storage in use: the bytes of every file, pending uploads included (they are reserved against the quota).
 */
import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import type { Executor } from "../client";
import { accounts, balances, files, ledgerEntries, orders, promoUses, topups, usageCounters, withdrawals } from "../schema";

import { usageMonth } from "@/lib/entitlements/plans";

export const ISSUING_KINDS = ["seed", "earned", "welcome", "daily", "weekly", "challenge", "conversion", "purchase_msxt"] as const;
export const ORDER_PLANS = ["starter", "pro", "enterprise"] as const;
export type OrderPlan = (typeof ORDER_PLANS)[number];

export const ACTIVE_DAYS = 7;
export const ORDER_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Paid orders and what they brought, per currency. Amounts are cents. */
export interface OrderFigures {
  orders: number;
  /** Card orders: count and USD cents. */
  cardOrders: number;
  usdCents: number;
  /** Token orders: count and MSXT cents. */
  tokenOrders: number;
  msxtCents: number;
}

export interface OwnerStats {
  /** When the figures were read (ISO). */
  asOf: string;
  creators: { total: number; active7d: number };
  msxt: { issuedCents: number; outstandingCents: number };
  orders: {
    byPlan: Record<OrderPlan, { today: OrderFigures; last30d: OrderFigures }>;
    today: OrderFigures;
    last30d: OrderFigures;
  };
  /** MSXT bought by card (paid top-ups): count and USD cents, today and in the last 30 days. */
  topups: { today: { count: number; usdCents: number }; last30d: { count: number; usdCents: number } };
  pendingWithdrawals: number;
  /** Uses per promo code (normalised code), by code. */
  promoUses: { code: string; uses: number }[];
  /** The UTC month of the usage figures, YYYY-MM. */
  month: string;
  aiGenerationsThisMonth: number;
  exportsThisMonth: number;
  storage: { bytes: number; files: number };
}

const emptyFigures = (): OrderFigures => ({ orders: 0, cardOrders: 0, usdCents: 0, tokenOrders: 0, msxtCents: 0 });

function add(into: OrderFigures, currency: string, count: number, cents: number): void {
  into.orders += count;
  if (currency === "USD") {
    into.cardOrders += count;
    into.usdCents += cents;
  } else if (currency === "MSXT") {
    into.tokenOrders += count;
    into.msxtCents += cents;
  }
}

const num = (v: unknown): number => Number(v ?? 0);

/** The start of `now`'s UTC calendar day. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function ownerStats(db: Executor, now: Date = new Date()): Promise<OwnerStats> {
  // Times go in as ISO text cast to timestamptz, the same on PGlite and node-postgres.
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const dayStartDate = utcDayStart(now);
  const dayStart = at(dayStartDate);
  const dayEnd = at(new Date(dayStartDate.getTime() + DAY_MS));
  const windowStart = at(new Date(now.getTime() - ORDER_WINDOW_DAYS * DAY_MS));
  const activeSince = at(new Date(now.getTime() - ACTIVE_DAYS * DAY_MS));
  const month = usageMonth(now);
  const issuing = sql.join(
    ISSUING_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const topupPaid = sql`coalesce(${topups.paidAt}, ${topups.createdAt})`;
  const topupWindow = sql`${topups.status} = 'paid' and ${topupPaid} >= ${windowStart} and ${topupPaid} < ${dayEnd}`;

  const [totalsRows, orderRows, promoRows] = await Promise.all([
    // One row: aggregates over accounts (always one row, even on an empty table) plus scalar subqueries.
    db
      .select({
        creators: sql<string>`count(*) filter (where ${accounts.role} = 'user')`,
        active: sql<string>`count(*) filter (where ${accounts.role} = 'user' and ${accounts.lastActiveAt} >= ${activeSince})`,
        issued: sql<string>`(select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries}
          where ${ledgerEntries.currency} = 'MSXT' and ${ledgerEntries.amountCents} > 0
          and ${ledgerEntries.status} = 'completed' and ${ledgerEntries.kind} in (${issuing}))`,
        outstanding: sql<string>`(select coalesce(sum(${balances.balanceCents}), 0) from ${balances} where ${balances.currency} = 'MSXT')`,
        pendingWithdrawals: sql<string>`(select count(*) from ${withdrawals} where ${withdrawals.status} = 'pending')`,
        ai: sql<string>`(select coalesce(sum(${usageCounters.count}), 0) from ${usageCounters}
          where ${usageCounters.month} = ${month} and ${usageCounters.kind} = 'ai_generation')`,
        exports: sql<string>`(select coalesce(sum(${usageCounters.count}), 0) from ${usageCounters}
          where ${usageCounters.month} = ${month} and ${usageCounters.kind} = 'export')`,
        storageBytes: sql<string>`(select coalesce(sum(${files.sizeBytes}), 0) from ${files})`,
        storageFiles: sql<string>`(select count(*) from ${files})`,
        topups: sql<string>`(select count(*) || ' ' || coalesce(sum(${topups.amountCents}), 0) || ' ' ||
          count(*) filter (where ${topupPaid} >= ${dayStart}) || ' ' ||
          coalesce(sum(${topups.amountCents}) filter (where ${topupPaid} >= ${dayStart}), 0)
          from ${topups} where ${topupWindow})`,
      })
      .from(accounts),
    db
      .select({
        plan: orders.plan,
        currency: orders.currency,
        todayCount: sql<string>`count(*) filter (where ${paidAt} >= ${dayStart})`,
        todayCents: sql<string>`coalesce(sum(${orders.amountCents}) filter (where ${paidAt} >= ${dayStart}), 0)`,
        count: sql<string>`count(*)`,
        cents: sql<string>`coalesce(sum(${orders.amountCents}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.status, "paid"), sql`${paidAt} >= ${windowStart}`, sql`${paidAt} < ${dayEnd}`))
      .groupBy(orders.plan, orders.currency),
    db.select({ code: promoUses.code, uses: promoUses.uses }).from(promoUses).orderBy(asc(promoUses.code)),
  ]);

  const t = totalsRows[0];
  const [topupCount, topupCents, topupTodayCount, topupTodayCents] = String(t?.topups ?? "0 0 0 0").split(" ").map(num);
  const byPlan = Object.fromEntries(ORDER_PLANS.map((p) => [p, { today: emptyFigures(), last30d: emptyFigures() }])) as OwnerStats["orders"]["byPlan"];
  const today = emptyFigures();
  const last30d = emptyFigures();
  for (const row of orderRows) {
    const plan = byPlan[row.plan as OrderPlan];
    const todayCount = num(row.todayCount);
    const todayCents = num(row.todayCents);
    const count = num(row.count);
    const cents = num(row.cents);
    if (plan) {
      add(plan.today, row.currency, todayCount, todayCents);
      add(plan.last30d, row.currency, count, cents);
    }
    add(today, row.currency, todayCount, todayCents);
    add(last30d, row.currency, count, cents);
  }

  return {
    asOf: now.toISOString(),
    creators: { total: num(t?.creators), active7d: num(t?.active) },
    msxt: { issuedCents: num(t?.issued), outstandingCents: num(t?.outstanding) },
    orders: { byPlan, today, last30d },
    topups: { today: { count: topupTodayCount, usdCents: topupTodayCents }, last30d: { count: topupCount, usdCents: topupCents } },
    pendingWithdrawals: num(t?.pendingWithdrawals),
    promoUses: promoRows.map((r) => ({ code: r.code, uses: r.uses })),
    month,
    aiGenerationsThisMonth: num(t?.ai),
    exportsThisMonth: num(t?.exports),
    storage: { bytes: num(t?.storageBytes), files: num(t?.storageFiles) },
  };
}
