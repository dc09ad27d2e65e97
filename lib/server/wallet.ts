/**
 * The wallet's rules, in one place: what the screens show (balances, transactions newest first, claim states),
 * the daily and weekly claims and their amounts, challenge claims, conversions between MSXT and USD, withdrawal
 * requests, and the answers a refused movement gets. Every movement is a ledger entry whose unique reference
 * makes it happen once (lib/server/db/queries/ledger.ts).
 */
import "server-only";

import { DAILY_REWARD_MSXT, WEEKLY_REWARD_MSXT } from "@/lib/catalog/rewards";
import type { ClaimRequest, ConvertRequest } from "@/lib/contracts/wallet";
import { EARNED_MSXT_NOTE } from "@/lib/wallet/earned";
import { toCents } from "@/lib/wallet/money";
import { ApiError } from "@/lib/server/api";
import { type Db, getDb } from "@/lib/server/db/client";
import { requireVerifiedEmail } from "@/lib/server/auth/verification";
import { type ChallengeProgress, challengeColumns, challengeResults, claimChallenge, emptyChallengeProgress } from "@/lib/server/challenges";
import { type Account, DEMO_SEED, findAccountById, isDemoVisitor } from "@/lib/server/db/queries/accounts";
import {
  type Currency,
  periodicReference,
  getBalances,
  LedgerError,
  ledgerColumns,
  msxtSources,
  ledgerFromColumns,
  oneRow,
  post,
  postEntry,
  requestWithdrawal,
} from "@/lib/server/db/queries/ledger";
import type { Transaction, TransactionType } from "@/lib/wallet/transactions";

const typeOf: Record<string, TransactionType> = {
  daily: "reward",
  weekly: "reward",
  challenge: "reward",
  earned: "reward",
  welcome: "bonus",
  seed: "bonus",
  purchase: "purchase",
  purchase_msxt: "purchase",
  conversion: "conversion",
  withdrawal: "withdrawal",
};

export interface WalletSummary {
  balances: { MSXT: string; USD: string };
  transactions: Transaction[];
  /** `challenges`: the ids whose reward is claimed in their current period. */
  claims: { daily: boolean; weekly: boolean; challenges: string[] };
  /** Each challenge's progress as the server counted it, and the days left in its period. */
  challenges: ChallengeProgress[];
}

export async function walletSummary(db: Db, accountId: string, now = new Date()): Promise<WalletSummary> {
  // One statement: balances, the 100 newest entries, the challenges' counts and claims, and the daily and weekly
  // claims' references with the challenges' own.
  const daily = periodicReference("daily", now);
  const weekly = periodicReference("weekly", now);
  const [row] = await db
    .select({ ...ledgerColumns(db, accountId, 100), ...challengeColumns(db, accountId, [daily, weekly], now) })
    .from(oneRow);
  const { balances, entries } = ledgerFromColumns(row);
  const { progress: challenges, claimed } = challengeResults(row, now);
  const claims = { daily: claimed.has(daily), weekly: claimed.has(weekly) };
  const transactions: Transaction[] = entries
    // A conversion is two entries (out of one currency, into the other); the list shows its MSXT side.
    .filter((e) => !(e.kind === "conversion" && e.currency === "USD"))
    .map((e) => ({
      id: `tx-${e.id}`,
      type: typeOf[e.kind] ?? "reward",
      amount: `${e.amountCents >= 0 ? "+" : "-"}${(Math.abs(e.amountCents) / 100).toFixed(2)}`,
      description: e.description,
      date: e.createdAt.toISOString(),
      status: e.status === "pending" ? "pending" : "completed",
    }));
  return {
    balances: { MSXT: (balances.MSXT / 100).toFixed(2), USD: (balances.USD / 100).toFixed(2) },
    transactions,
    claims: { ...claims, challenges: challenges.filter((c) => c.claimed).map((c) => c.id) },
    challenges,
  };
}

/** The wallet of the demo user a visitor sees before its guest account exists (as createGuest will seed it). */
export function demoWallet(now = new Date()): WalletSummary {
  const date = now.toISOString();
  const cents = (n: number) => (n / 100).toFixed(2);
  return {
    balances: { MSXT: cents(DEMO_SEED.balanceCents), USD: "0.00" },
    transactions: [
      { id: "tx-demo-earned", type: "reward", amount: `+${cents(DEMO_SEED.earnedCents)}`, description: "Demo earnings", date, status: "completed" },
      { id: "tx-demo-seed", type: "bonus", amount: `+${cents(DEMO_SEED.balanceCents - DEMO_SEED.earnedCents)}`, description: "Demo balance", date, status: "completed" },
    ],
    claims: { daily: false, weekly: false, challenges: [] },
    challenges: emptyChallengeProgress(now),
  };
}

/** The account's wallet; the demo wallet for a visitor's demo user that is not stored yet. */
export function walletOf(db: Db, account: Account): Promise<WalletSummary> {
  return isDemoVisitor(account) ? Promise.resolve(demoWallet()) : walletSummary(db, account.id);
}

/** The periodic claims pay the rewards catalogue's amounts. */
export const DAILY_CLAIM_CENTS = toCents(DAILY_REWARD_MSXT);
export const WEEKLY_CLAIM_CENTS = toCents(WEEKLY_REWARD_MSXT);

export type ClaimResult = { ok: true; balanceCents: number } | { ok: false; reason: "already_claimed" };

/** The daily (+10 MSXT, once per UTC calendar day) or weekly (+100 MSXT, once per week starting Sunday, UTC) claim. */
export async function claimPeriodic(db: Db, accountId: string, kind: "daily" | "weekly", now = new Date()): Promise<ClaimResult> {
  const reference = periodicReference(kind, now);
  try {
    const { balanceCents } = await post(db, {
      accountId,
      currency: "MSXT",
      amountCents: kind === "daily" ? DAILY_CLAIM_CENTS : WEEKLY_CLAIM_CENTS,
      kind,
      reference,
      description: kind === "daily" ? "Daily Login reward" : "Weekly Bonus reward",
    });
    return { ok: true, balanceCents };
  } catch (error) {
    if (error instanceof LedgerError && error.code === "duplicate") return { ok: false, reason: "already_claimed" };
    throw error;
  }
}

export type Direction = "msxt-to-usd" | "usd-to-msxt";

/**
 * Moves value between the account's MSXT and USD balances (1 MSXT = $1) in one transaction. Throws
 * LedgerError("insufficient_funds") when the source balance is too low: nothing is made out of nothing.
 */
export async function convert(
  db: Db,
  accountId: string,
  direction: Direction,
  amountCents: number,
  reference: string,
): Promise<Record<Currency, number>> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new TypeError("amountCents must be a positive integer");
  const [from, to]: [Currency, Currency] = direction === "msxt-to-usd" ? ["MSXT", "USD"] : ["USD", "MSXT"];
  const amount = (amountCents / 100).toFixed(2);
  return db.transaction(async (tx) => {
    await postEntry(tx, {
      accountId,
      currency: from,
      amountCents: -amountCents,
      kind: "conversion",
      reference: `${reference}:out`,
      description: `Converted ${amount} ${from} to ${to}`,
      // Only bought MSXT becomes USD.
      earnedMaxCents: 0,
    });
    await postEntry(tx, {
      accountId,
      currency: to,
      amountCents,
      kind: "conversion",
      reference: `${reference}:in`,
      description: `Converted ${amount} ${from} to ${to}`,
    });
    return getBalances(tx, accountId);
  });
}

/** The answer to a conversion or withdrawal earned MSXT cannot pay: the sentence the converter and the form show. */
const EARNED_NOT_MONEY_MESSAGE = EARNED_MSXT_NOTE;

/** A guest's demo tokens are not money: they cannot buy a plan, be converted or be withdrawn (403, Sign Up hint). */
export const GUEST_TOKENS_MESSAGE = "Demo tokens can't buy a plan. Sign up to get your own MSXT wallet, then buy a plan with tokens or by card.";

export function guestTokensRefused(what: string = GUEST_TOKENS_MESSAGE): ApiError {
  return new ApiError(403, what, "sign_up_required");
}

const demoTokenUses = {
  convert: "Demo tokens can't be converted. Sign up to get your own MSXT wallet.",
  withdraw: "Demo tokens can't be withdrawn. Sign up to get your own MSXT wallet.",
};

/** Refuses a guest's demo tokens for a conversion or a withdrawal, before anything else is read. */
export function refuseDemoTokens(account: Pick<Account, "role">, use: keyof typeof demoTokenUses): void {
  if (account.role === "guest") throw guestTokensRefused(demoTokenUses[use]);
}

/**
 * The answer to a movement the ledger refused: 409 insufficient_funds with the caller's message (which names what
 * the balance could not cover), or 409 duplicate when its reference was used before.
 */
export function ledgerRefusal(error: LedgerError, messages: { insufficientFunds: string; duplicate?: string; earnedOnly?: string }): ApiError {
  if (error.code === "duplicate") return new ApiError(409, messages.duplicate ?? "This was already recorded", "duplicate");
  if (error.code === "earned_only") return new ApiError(409, messages.earnedOnly ?? EARNED_NOT_MONEY_MESSAGE, "earned_msxt_not_allowed");
  return new ApiError(409, messages.insufficientFunds, "insufficient_funds");
}

/**
 * A claim from the Rewards Center or the dashboard: daily (once per UTC calendar day), weekly (once per week
 * starting Sunday, UTC) or a challenge (its reward, once per period, when the server's own count reached the
 * target). The amounts are the server's. 404 unknown challenge; 409 not_completed or already_claimed.
 */
export async function claim(db: Db, accountId: string, body: ClaimRequest): Promise<void> {
  if (body.kind === "challenge") {
    const result = await claimChallenge(db, accountId, body.challengeId);
    if (!result.ok && result.reason === "unknown") throw new ApiError(404, "Unknown challenge");
    if (!result.ok && result.reason === "not_completed") throw new ApiError(409, "This challenge is not completed yet", "not_completed");
    if (!result.ok) throw new ApiError(409, "Already claimed", "already_claimed");
    return;
  }
  const result = await claimPeriodic(db, accountId, body.kind);
  if (!result.ok) throw new ApiError(409, "Already claimed", "already_claimed");
}

/**
 * Token Converter: moves value between MSXT and USD (1 MSXT = $1) in one transaction; the source balance must
 * cover it and a retried request (same reference) converts once. A guest's demo tokens: 403 with a Sign Up hint.
 */
export async function convertFor(db: Db, account: Pick<Account, "id" | "role">, body: ConvertRequest): Promise<void> {
  refuseDemoTokens(account, "convert");
  const cents = toCents(body.amount);
  if (cents <= 0) throw new ApiError(400, "Invalid Amount", "invalid_amount");
  try {
    await convert(db, account.id, body.direction, cents, `conversion:${body.reference ?? crypto.randomUUID()}`);
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    const currency = body.direction === "msxt-to-usd" ? "MSXT" : "USD";
    throw ledgerRefusal(error, {
      insufficientFunds: `Insufficient ${currency} balance for this conversion`,
      duplicate: "This conversion was already made",
    });
  }
}

/**
 * A withdrawal request with its method (no amount): recorded as pending, for the owner to approve or reject. Only
 * bought funds can be paid out: an account whose balance is all earned MSXT (no USD, no bought MSXT) gets 409
 * nothing_to_withdraw. A guest's demo tokens: 403.
 */
export async function withdraw(db: Db, account: Pick<Account, "id" | "role">, method: string): Promise<{ id: string; method: string; status: "pending" }> {
  refuseDemoTokens(account, "withdraw");
  const [{ bought }, { USD }] = await Promise.all([msxtSources(db, account.id), getBalances(db, account.id)]);
  if (bought <= 0 && USD <= 0) throw new ApiError(409, EARNED_NOT_MONEY_MESSAGE, "nothing_to_withdraw");
  const id = crypto.randomUUID();
  await requestWithdrawal(db, account.id, method, id);
  return { id, method, status: "pending" };
}

/** The caller's wallet (the demo wallet for a visitor not stored yet). */
export async function walletFor(account: Account): Promise<WalletSummary> {
  return walletOf(await getDb(), account);
}

/** A claim by the caller; answers the account after it (its balance moved). */
export async function claimFor(account: Account, body: ClaimRequest): Promise<Account> {
  // A signed-up account claims once its e-mail is verified; a visitor claims into the demo balance.
  requireVerifiedEmail(account);
  const db = await getDb();
  await claim(db, account.id, body);
  return (await findAccountById(db, account.id)) ?? account;
}

/** A conversion by the caller (see convertFor). */
export async function convertBalances(account: Pick<Account, "id" | "role">, body: ConvertRequest): Promise<void> {
  await convertFor(await getDb(), account, body);
}

/** A withdrawal request by the caller (see withdraw). */
export async function requestWithdrawalFor(account: Pick<Account, "id" | "role">, method: string) {
  return withdraw(await getDb(), account, method);
}
