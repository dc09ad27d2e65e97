/** Rewards center rules: claimable challenges, the claimed list in browser storage, the tabs. */
import type { Challenge } from "@/lib/catalog/rewards";
import type { KeyValueStorage } from "@/lib/session";

export const CLAIMED_STORAGE_KEY = "msx.rewards.claimed";
export const CLAIMED_EVENT = "msx:rewards-claimed";

export const rewardsTabs = ["overview", "how-to-earn", "challenges", "history"] as const;
export type RewardsTab = (typeof rewardsTabs)[number];

export function parseRewardsTab(value: string | string[] | undefined | null): RewardsTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (rewardsTabs as readonly string[]).includes(v ?? "") ? (v as RewardsTab) : "overview";
}

export function isComplete(c: Pick<Challenge, "progress" | "target">): boolean {
  return c.progress >= c.target;
}

export function progressPercent(c: Pick<Challenge, "progress" | "target">): number {
  return c.target > 0 ? Math.min(100, Math.round((c.progress / c.target) * 100)) : 0;
}

/** Claimed challenge ids per user id, as stored. */
export function readClaimed(raw: string | null, userId: string): string[] {
  try {
    const all: unknown = raw ? JSON.parse(raw) : {};
    const list = typeof all === "object" && all !== null ? (all as Record<string, unknown>)[userId] : undefined;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** Marks a challenge claimed for a user; false when it already was (a reward is claimed once). */
export function markClaimed(storage: KeyValueStorage, userId: string, challengeId: string): boolean {
  const raw = storage.getItem(CLAIMED_STORAGE_KEY);
  const claimed = readClaimed(raw, userId);
  if (claimed.includes(challengeId)) return false;
  let all: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) all = parsed as Record<string, unknown>;
  } catch {
    all = {};
  }
  storage.setItem(CLAIMED_STORAGE_KEY, JSON.stringify({ ...all, [userId]: [...claimed, challengeId] }));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CLAIMED_EVENT));
  return true;
}

export type ChallengeState = "claimed" | "claimable" | "in-progress";

export function challengeState(c: Challenge, claimed: readonly string[]): ChallengeState {
  if (claimed.includes(c.id)) return "claimed";
  return isComplete(c) ? "claimable" : "in-progress";
}
