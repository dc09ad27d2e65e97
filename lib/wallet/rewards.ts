/** Rewards center rules: which challenges are claimable or claimed (the server's list of claims), the tabs. */
import type { Challenge } from "@/lib/catalog/rewards";

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

export type ChallengeState = "claimed" | "claimable" | "in-progress";

export function challengeState(c: Challenge, claimed: readonly string[]): ChallengeState {
  if (claimed.includes(c.id)) return "claimed";
  return isComplete(c) ? "claimable" : "in-progress";
}
