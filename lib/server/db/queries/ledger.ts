/**
 * The ledger: every movement of MSXT or USD is an append-only entry, and the cached balance changes in the same
 * transaction. The database holds the rules: a (account, reference) unique key makes each claim, bonus and
 * payment happen once, and a conditional UPDATE (plus CHECK balance >= 0) keeps every balance from going
 * below zero, whatever the number of parallel requests.
 */
import "server-only";

import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";

import type { Db, Executor, Tx } from "../client";
import { balances, ledgerEntries, withdrawals } from "../schema";

export const currencies = ["MSXT", "USD"] as const;
export type Currency = (typeof currencies)[number];

/** insufficient_funds: the balance cannot cover it; earned_only: it can, but only with earned MSXT it may not use. */
export type LedgerErrorCode = "insufficient_funds" | "duplicate" | "earned_only";

/**
 * The earned part of an account's MSXT balance (sign-up bonus, daily and weekly claims, challenges, rewards), kept
 * as its own balance row beside MSXT, moved in the same transaction as every MSXT entry: 0 <= earned <= MSXT. The
 * rest of the balance is bought MSXT (a card top-up, a USD conversion). Earned MSXT is never converted to USD or
 * withdrawn, and pays at most a share of a plan.
 */
export const EARNED_MSXT = "MSXT_EARNED";

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

export interface EntryInput {
  accountId: string;
  currency: Currency;
  amountCents: number;
  kind: string;
  reference: string;
  description?: string;
  status?: "completed" | "pending";
  /**
   * An MSXT debit: the most of it earned MSXT may pay (default: all of it, earned first). 0 for a conversion to USD
   * or a withdrawal; a share of the price for a plan.
   */
  earnedMaxCents?: number;
}

/** Creates the account's balance rows (zero) if missing. */
export async function ensureBalances(db: Executor, accountId: string): Promise<void> {
  await db
    .insert(balances)
    .values(currencies.map((currency) => ({ accountId, currency, balanceCents: 0 })))
    .onConflictDoNothing();
}

/**
 * Inside a transaction: appends an entry and moves the cached balance. Throws LedgerError("duplicate") when
 * the reference was used before, LedgerError("insufficient_funds") when the balance would go below zero (the
 * caller's transaction then rolls back, entry included).
 */
export async function postEntry(tx: Tx, input: EntryInput): Promise<{ entryId: number; balanceCents: number }> {
  if (!Number.isSafeInteger(input.amountCents)) throw new TypeError("amountCents must be an integer");
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      accountId: input.accountId,
      currency: input.currency,
      amountCents: input.amountCents,
      kind: input.kind,
      reference: input.reference,
      description: input.description ?? "",
      status: input.status ?? "completed",
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) throw new LedgerError("duplicate", "This was already recorded");
  ledgerWritten(input.accountId);
  await ensureBalances(tx, input.accountId);
  const updated = await tx
    .update(balances)
    .set({ balanceCents: sql`${balances.balanceCents} + ${input.amountCents}` })
    .where(
      and(
        eq(balances.accountId, input.accountId),
        eq(balances.currency, input.currency),
        sql`${balances.balanceCents} + ${input.amountCents} >= 0`,
      ),
    )
    .returning({ balanceCents: balances.balanceCents });
  if (updated.length === 0) throw new LedgerError("insufficient_funds", `Insufficient ${input.currency} balance`);
  const balanceCents = Number(updated[0].balanceCents);
  if (input.currency === "MSXT") await moveEarned(tx, input, balanceCents);
  return { entryId: inserted[0].id, balanceCents };
}

/**
 * Keeps the earned part of MSXT in step with an MSXT entry (the MSXT row is locked by the entry's UPDATE, so an
 * account's movements queue): a credit of an earning kind adds to it; a debit takes what it may of it (earned
 * first), and the bought part must cover the rest (LedgerError earned_only otherwise: the transaction rolls back).
 */
async function moveEarned(tx: Tx, input: EntryInput, msxtAfter: number): Promise<void> {
  if (input.amountCents > 0 && !(earningKinds as readonly string[]).includes(input.kind)) return;
  if (input.amountCents === 0) return;
  await tx.insert(balances).values({ accountId: input.accountId, currency: EARNED_MSXT, balanceCents: 0 }).onConflictDoNothing();
  const take = input.amountCents > 0 ? -input.amountCents : Math.min(input.earnedMaxCents ?? -input.amountCents, -input.amountCents);
  const [row] = await tx
    .update(balances)
    .set({ balanceCents: sql`${balances.balanceCents} - least(${balances.balanceCents}, ${Math.max(0, take)}) + ${Math.max(0, -take)}` })
    .where(and(eq(balances.accountId, input.accountId), eq(balances.currency, EARNED_MSXT)))
    .returning({ balanceCents: balances.balanceCents });
  const earnedAfter = Number(row?.balanceCents ?? 0);
  if (earnedAfter > msxtAfter) throw new LedgerError("earned_only", "Earned MSXT cannot pay for this");
}

/** The account's MSXT balance split into earned and bought (cents). */
export async function msxtSources(db: Executor, accountId: string): Promise<{ earned: number; bought: number }> {
  const rows = await db.select().from(balances).where(eq(balances.accountId, accountId));
  const msxt = Number(rows.find((r) => r.currency === "MSXT")?.balanceCents ?? 0);
  const earned = Math.min(msxt, Number(rows.find((r) => r.currency === EARNED_MSXT)?.balanceCents ?? 0));
  return { earned, bought: msxt - earned };
}

/** One entry in its own transaction. */
export async function post(db: Db, input: EntryInput): Promise<{ entryId: number; balanceCents: number }> {
  return db.transaction((tx) => postEntry(tx, input));
}

export async function getBalances(db: Executor, accountId: string): Promise<Record<Currency, number>> {
  const rows = await db.select().from(balances).where(eq(balances.accountId, accountId));
  const result: Record<Currency, number> = { MSXT: 0, USD: 0 };
  for (const row of rows) if (row.currency === "MSXT" || row.currency === "USD") result[row.currency] = Number(row.balanceCents);
  return result;
}

/** Sum of the account's entries per currency (the cached balance must equal it). */
export async function ledgerSums(db: Executor, accountId: string): Promise<Record<Currency, number>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.currency);
  const result: Record<Currency, number> = { MSXT: 0, USD: 0 };
  for (const row of rows) if (row.currency === "MSXT" || row.currency === "USD") result[row.currency] = Number(row.total);
  return result;
}

/** Kinds that count as earnings (Total Earnings). */
export const earningKinds = ["earned", "welcome", "daily", "weekly", "challenge"] as const;

/**
 * What the user answer shows of the ledger, in one statement: the cached balances and the total earned (the sum
 * of the account's positive MSXT entries of the earning kinds).
 */
export async function balancesAndEarned(db: Executor, accountId: string): Promise<BalancesAndEarned> {
  const cache = shownBalances.entries.get(accountId);
  const now = Date.now();
  const epoch = shownBalances.epochs.get(accountId) ?? 0;
  if (cache && cache.epoch === epoch && now - cache.at < SHOWN_BALANCES_MS) return { ...cache.value };
  const value = await readBalancesAndEarned(db, accountId);
  // Kept only when no entry for the account was posted while it was read, nor shortly before (a transaction that
  // posted may not have committed yet): a read that might be from before a write is answered but not kept.
  const settled = now - (shownBalances.writtenAt.get(accountId) ?? 0) > WRITE_SETTLE_MS;
  if (settled && (shownBalances.epochs.get(accountId) ?? 0) === epoch) {
    if (shownBalances.entries.size >= SHOWN_BALANCES_MAX) shownBalances.entries.clear();
    shownBalances.entries.set(accountId, { value: { ...value }, at: now, epoch });
  }
  return value;
}

type BalancesAndEarned = Record<Currency, number> & { earned: number };

/**
 * What the user answer shows, kept in the process for a moment (SHOWN_BALANCES_MS, as the account row in the session
 * cache): every entry posted in this process drops it at once (ledgerWritten), so a claim or a payment shows on the
 * next read here; another process's entry shows within SHOWN_BALANCES_MS. Money never moves on these figures: every
 * debit is checked by the database in its own transaction (postEntry). On globalThis: routes and pages are bundled
 * apart, and a claim made by a route must show on the page loaded next.
 */
const SHOWN_BALANCES_MS = 2_000;
const WRITE_SETTLE_MS = 5_000;
const SHOWN_BALANCES_MAX = 10_000;
const shownBalances = ((globalThis as unknown as { __msxShownBalances?: ShownBalances }).__msxShownBalances ??= {
  entries: new Map(),
  epochs: new Map(),
  writtenAt: new Map(),
});
interface ShownBalances {
  entries: Map<string, { value: BalancesAndEarned; at: number; epoch: number }>;
  epochs: Map<string, number>;
  writtenAt: Map<string, number>;
}

/** An entry for the account is being posted: its shown balances are read afresh until it has settled. */
function ledgerWritten(accountId: string): void {
  shownBalances.entries.delete(accountId);
  shownBalances.epochs.set(accountId, (shownBalances.epochs.get(accountId) ?? 0) + 1);
  shownBalances.writtenAt.set(accountId, Date.now());
  if (shownBalances.writtenAt.size > SHOWN_BALANCES_MAX) {
    const settledBefore = Date.now() - WRITE_SETTLE_MS;
    for (const [id, at] of shownBalances.writtenAt) {
      if (at < settledBefore) {
        shownBalances.writtenAt.delete(id);
        shownBalances.epochs.delete(id);
        shownBalances.entries.delete(id);
      }
    }
  }
}

async function readBalancesAndEarned(db: Executor, accountId: string): Promise<BalancesAndEarned> {
  const balance = (currency: Currency) =>
    sql<string>`coalesce((select ${balances.balanceCents} from ${balances} where ${balances.accountId} = ${accountId} and ${balances.currency} = ${currency}), 0)`;
  const [row] = await db
    .select({
      MSXT: balance("MSXT"),
      USD: balance("USD"),
      earned: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.currency, "MSXT"),
        inArray(ledgerEntries.kind, [...earningKinds]),
        gt(ledgerEntries.amountCents, 0),
      ),
    );
  return { MSXT: Number(row?.MSXT ?? 0), USD: Number(row?.USD ?? 0), earned: Number(row?.earned ?? 0) };
}

export interface LedgerRow {
  id: number;
  currency: string;
  amountCents: number;
  kind: string;
  reference: string;
  description: string;
  status: string;
  createdAt: Date;
}

/** The FROM of a statement that only reads subquery columns: one row. */
export const oneRow = sql`(values (1)) as one`;

export async function listEntries(db: Executor, accountId: string, limit = 50): Promise<LedgerRow[]> {
  const [row] = await db.select(ledgerColumns(db, accountId, limit)).from(oneRow);
  return ledgerFromColumns(row).entries;
}

/**
 * The account's balances and its `limit` newest entries as columns of a larger statement (the wallet reads them with
 * the challenges' in one), and `ledgerFromColumns` reads them as `getBalances` and `listEntries` answer.
 */
export function ledgerColumns(db: Executor, accountId: string, limit: number) {
  const cached = db
    .select({ balance: sql<string>`${balances.currency} || ' ' || ${balances.balanceCents}` })
    .from(balances)
    .where(eq(balances.accountId, accountId));
  const newest = db
    .select({
      id: ledgerEntries.id,
      currency: ledgerEntries.currency,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      description: ledgerEntries.description,
      status: ledgerEntries.status,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  return {
    balances: sql<string[]>`array(${cached})`,
    // A JSON array, newest first; its keys are the column names.
    entries: sql<RawEntry[]>`(select coalesce(json_agg(newest order by newest.created_at desc, newest.id desc), '[]'::json) from (${newest}) newest)`,
  };
}

/** An entry as the JSON column has it: keyed by column name, the time as text. */
interface RawEntry {
  id: number;
  currency: string;
  amount_cents: number;
  kind: string;
  reference: string;
  description: string;
  status: string;
  created_at: string;
}

export function ledgerFromColumns(row: { balances: string[]; entries: RawEntry[] }): {
  balances: Record<Currency, number>;
  entries: LedgerRow[];
} {
  const result: Record<Currency, number> = { MSXT: 0, USD: 0 };
  for (const value of row.balances) {
    const [currency, cents] = value.split(" ");
    if (currency === "MSXT" || currency === "USD") result[currency] = Number(cents);
  }
  const entries = row.entries.map((e) => ({
    id: e.id,
    currency: e.currency,
    amountCents: e.amount_cents,
    kind: e.kind,
    reference: e.reference,
    description: e.description,
    status: e.status,
    createdAt: new Date(e.created_at),
  }));
  return { balances: result, entries };
}

/** UTC calendar day, e.g. 2026-11-22: the daily claim's period. */
export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The Sunday (UTC) that starts `now`'s week: the weekly claim's period. */
export function weekKey(now: Date): string {
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
  return sunday.toISOString().slice(0, 10);
}

/** A periodic claim's ledger reference: one a day, or one a week (its unique key makes the claim happen once). */
export function periodicReference(kind: "daily" | "weekly", now: Date): string {
  return kind === "daily" ? `daily:${dayKey(now)}` : `weekly:${weekKey(now)}`;
}

/** A withdrawal request: pending, with its method; shown in Recent Transactions. */
export async function requestWithdrawal(db: Db, accountId: string, method: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(withdrawals).values({ id, accountId, method });
    await postEntry(tx, {
      accountId,
      currency: "USD",
      amountCents: 0,
      kind: "withdrawal",
      reference: `withdrawal:${id}`,
      description: `Withdrawal request via ${method}`,
      status: "pending",
    });
  });
}
