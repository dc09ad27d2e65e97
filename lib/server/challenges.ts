/**
 * Challenges count what the server saw the account do, never what a client says: uploads completed (files that
 * reached storage, videos only), projects shared (POST /api/projects/<id>/share), log-ins (one a day) and AI
 * runs (the metered usage counter). A challenge's reward is paid once per period (day, week from Sunday, or
 * month, UTC) by the ledger's unique reference `challenge:<id>:<period>`, and only when the count has reached the
 * target. The Rewards Center shows the same counts (walletSummary).
 */
import "server-only";

import { and, count, eq, gte, inArray, lte, sql } from "drizzle-orm";

import { challenges as challengeList, type Challenge } from "@/lib/catalog/rewards";
import type { Db, Executor } from "@/lib/server/db/client";
import { dayKey, LedgerError, oneRow, post, weekKey } from "@/lib/server/db/queries/ledger";
import { usageCount } from "@/lib/server/db/queries/usage";
import { activityEvents, ledgerEntries, usageCounters } from "@/lib/server/db/schema";
import { usageMonth } from "@/lib/entitlements/plans";
import { loggableError } from "@/lib/server/api";

export const activityKinds = ["video_upload", "share", "login"] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * Records one event; repeating it (same kind and ref) changes nothing. Never fails the request that caused it:
 * a challenge count is not worth losing an upload or a log-in for.
 */
export async function recordActivity(db: Executor, accountId: string, kind: ActivityKind, ref: string, now = new Date()): Promise<void> {
  try {
    await db.insert(activityEvents).values({ accountId, kind, ref, day: dayKey(now), createdAt: now }).onConflictDoNothing();
  } catch (error) {
    console.error(`Could not record the ${kind} event:`, loggableError(error));
  }
}

/** A share counts once per project and UTC day. */
export const shareRef = (projectId: string, now = new Date()) => `${projectId}:${dayKey(now)}`;
/** A log-in counts once per UTC day. */
export const loginRef = (now = new Date()) => dayKey(now);

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => dayKey(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The period a challenge counts in: its first and last UTC day, its key, and the whole days left including today. */
export function challengePeriod(type: Challenge["type"], now = new Date()): { key: string; first: string; last: string; daysLeft: number } {
  const today = dayKey(now);
  let first: string;
  let last: string;
  if (type === "daily") {
    first = last = today;
  } else if (type === "weekly") {
    first = weekKey(now);
    last = addDays(first, 6);
  } else {
    first = `${usageMonth(now)}-01`;
    last = dayKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
  }
  const daysLeft = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) + 1;
  return { key: type === "monthly" ? usageMonth(now) : first, first, last, daysLeft };
}

async function eventsBetween(db: Executor, accountId: string, kind: ActivityKind, first: string, last: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(and(eq(activityEvents.accountId, accountId), eq(activityEvents.kind, kind), gte(activityEvents.day, first), lte(activityEvents.day, last)));
  return Number(row?.n ?? 0);
}

/** Consecutive UTC days with a log-in, ending today (or yesterday, when today's is still to come), at most `cap`. */
async function loginStreak(db: Executor, accountId: string, now: Date, cap: number): Promise<number> {
  const today = dayKey(now);
  const rows = await db
    .selectDistinct({ day: activityEvents.day })
    .from(activityEvents)
    .where(and(eq(activityEvents.accountId, accountId), eq(activityEvents.kind, "login"), gte(activityEvents.day, addDays(today, -cap)), lte(activityEvents.day, today)));
  return streakOf(new Set(rows.map((r) => r.day)), today, cap);
}

/** Days in a row with a log-in, ending today (or yesterday, when today has none yet), at most `cap`. */
function streakOf(days: Set<string>, today: string, cap: number): number {
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (streak < cap && days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** How far the account is in one challenge, counted from what the server recorded. */
async function countFor(db: Executor, accountId: string, challenge: Challenge, now: Date): Promise<number> {
  const { first, last } = challengePeriod(challenge.type, now);
  switch (challenge.id) {
    case "weekly-uploads":
      return eventsBetween(db, accountId, "video_upload", first, last);
    case "daily-shares":
      return eventsBetween(db, accountId, "share", first, last);
    case "monthly-ai":
      return usageCount(db, accountId, "ai_generation", usageMonth(now));
    case "login-streak":
      return loginStreak(db, accountId, now, challenge.target);
    default:
      return 0;
  }
}

const claimReference = (challenge: Challenge, now: Date) => `challenge:${challenge.id}:${challengePeriod(challenge.type, now).key}`;

export interface ChallengeProgress {
  id: string;
  progress: number;
  daysLeft: number;
  claimed: boolean;
}

/** Every challenge's count, days left and whether this period's reward is claimed. */
export async function challengeProgress(db: Executor, accountId: string, now = new Date()): Promise<ChallengeProgress[]> {
  return (await challengeProgressAndClaims(db, accountId, [], now)).progress;
}

/**
 * The columns of one statement that reads every challenge's progress and which of `moreReferences` (the daily and
 * weekly claims' keys) the account has claimed, whatever the number of challenges: the claimed references, the
 * activity the challenges count (uploads, shares, log-ins) and the month's AI runs. The wallet reads them with its
 * balances and entries (lib/server/wallet.ts); `challengeResults` reads the row.
 */
export function challengeColumns(db: Executor, accountId: string, moreReferences: string[], now: Date) {
  const references = challengeList.map((c) => claimReference(c, now));
  const today = dayKey(now);
  // The earliest day any activity challenge looks at: its period's first day, or the streak's first possible day.
  let since = today;
  for (const c of challengeList) {
    const first = c.id === "login-streak" ? addDays(today, -c.target) : challengePeriod(c.type, now).first;
    if (c.id !== "monthly-ai" && first < since) since = first;
  }
  const claimedReferences = db
    .select({ reference: ledgerEntries.reference })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), inArray(ledgerEntries.reference, [...references, ...moreReferences])));
  // Each activity event as `<kind> <day>`.
  const events = db
    .select({ event: sql<string>`${activityEvents.kind} || ' ' || ${activityEvents.day}` })
    .from(activityEvents)
    .where(and(eq(activityEvents.accountId, accountId), inArray(activityEvents.kind, [...activityKinds]), gte(activityEvents.day, since), lte(activityEvents.day, today)));
  const aiRunsThisMonth = db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.kind, "ai_generation"), eq(usageCounters.month, usageMonth(now))));
  return {
    claimed: sql<string[]>`array(${claimedReferences})`,
    events: sql<string[]>`array(${events})`,
    aiRuns: sql<number>`coalesce((${aiRunsThisMonth}), 0)`,
  };
}

/** Every challenge's progress and the claimed references, from a row of `challengeColumns`. */
export function challengeResults(
  row: { claimed: string[]; events: string[]; aiRuns: number },
  now: Date,
): { progress: ChallengeProgress[]; claimed: Set<string> } {
  const today = dayKey(now);
  const claimed = new Set(row.claimed);
  const activity = row.events.map((event) => {
    const [kind, day] = event.split(" ");
    return { kind, day };
  });
  const aiRuns = Number(row.aiRuns);
  const between = (kind: ActivityKind, first: string, last: string) =>
    activity.filter((e) => e.kind === kind && e.day >= first && e.day <= last).length;
  const countOf = (c: Challenge): number => {
    const { first, last } = challengePeriod(c.type, now);
    switch (c.id) {
      case "weekly-uploads":
        return between("video_upload", first, last);
      case "daily-shares":
        return between("share", first, last);
      case "monthly-ai":
        return aiRuns;
      case "login-streak":
        return streakOf(new Set(activity.filter((e) => e.kind === "login").map((e) => e.day)), today, c.target);
      default:
        return 0;
    }
  };
  const progress = challengeList.map((c) => ({
    id: c.id,
    progress: Math.min(countOf(c), c.target),
    daysLeft: challengePeriod(c.type, now).daysLeft,
    claimed: claimed.has(claimReference(c, now)),
  }));
  return { progress, claimed };
}

/** `challengeColumns` read on their own, in one statement. */
export async function challengeProgressAndClaims(
  db: Executor,
  accountId: string,
  moreReferences: string[],
  now = new Date(),
): Promise<{ progress: ChallengeProgress[]; claimed: Set<string> }> {
  const [row] = await db.select(challengeColumns(db, accountId, moreReferences, now)).from(oneRow);
  return challengeResults(row, now);
}

/** Every challenge with nothing counted yet: what a visitor sees before their guest account exists. */
export function emptyChallengeProgress(now = new Date()): ChallengeProgress[] {
  return challengeList.map((c) => ({ id: c.id, progress: 0, daysLeft: challengePeriod(c.type, now).daysLeft, claimed: false }));
}

export type ClaimChallengeResult = { ok: true } | { ok: false; reason: "unknown" | "not_completed" | "already_claimed" };

/** Pays a challenge's reward when the server's count reached its target, once per period (the ledger's unique key). */
export async function claimChallenge(db: Db, accountId: string, challengeId: string, now = new Date()): Promise<ClaimChallengeResult> {
  const challenge = challengeList.find((c) => c.id === challengeId);
  if (!challenge) return { ok: false, reason: "unknown" };
  if ((await countFor(db, accountId, challenge, now)) < challenge.target) return { ok: false, reason: "not_completed" };
  try {
    await post(db, {
      accountId,
      currency: "MSXT",
      amountCents: Math.round(challenge.reward * 100),
      kind: "challenge",
      reference: claimReference(challenge, now),
      description: `Challenge reward: ${challenge.title}`,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof LedgerError && error.code === "duplicate") return { ok: false, reason: "already_claimed" };
    throw error;
  }
}
