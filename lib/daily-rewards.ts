/**
 * Daily Rewards: a daily claim (+10 MSXT) that comes back on a new calendar day, and a weekly
 * claim (+100 MSXT) that comes back on a new week starting Sunday, both in the browser's local
 * time. Two timestamps in browser storage record the last claims.
 */
import type { KeyValueStorage } from "@/lib/session";

export const DAILY_CLAIM_STORAGE_KEY = "msx.rewards.dailyClaimedAt";
export const WEEKLY_CLAIM_STORAGE_KEY = "msx.rewards.weeklyClaimedAt";
export const CLAIMS_EVENT = "msx:reward-claims";

export const DAILY_REWARD_MSXT = 10;
export const WEEKLY_REWARD_MSXT = 100;

export type ClaimKind = "daily" | "weekly";

/** Local midnight at the start of `date`'s day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Local midnight at the start of the Sunday that begins `date`'s week. */
export function startOfWeek(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());
}

/**
 * Whether a claim last made at `lastClaim` (null: never) can be made again at `now`: daily once a
 * new calendar day has begun, weekly once a new Sunday-based week has begun.
 */
export function canClaim(kind: ClaimKind, lastClaim: Date | null, now: Date): boolean {
  if (!lastClaim || Number.isNaN(lastClaim.getTime())) return true;
  const periodStart = kind === "daily" ? startOfDay(now) : startOfWeek(now);
  return lastClaim.getTime() < periodStart.getTime();
}

function storageKey(kind: ClaimKind) {
  return kind === "daily" ? DAILY_CLAIM_STORAGE_KEY : WEEKLY_CLAIM_STORAGE_KEY;
}

export function readLastClaim(storage: KeyValueStorage, kind: ClaimKind): Date | null {
  const raw = storage.getItem(storageKey(kind));
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function writeLastClaim(storage: KeyValueStorage, kind: ClaimKind, at: Date) {
  storage.setItem(storageKey(kind), at.toISOString());
}
