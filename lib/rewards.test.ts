import { describe, expect, it } from "vitest";

import { challenges } from "@/lib/catalog/rewards";
import { challengeState, CLAIMED_STORAGE_KEY, markClaimed, parseRewardsTab, progressPercent, readClaimed } from "@/lib/rewards";

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe("rewards", () => {
  it("a challenge is claimable at its target and claimed once", () => {
    const s = memory();
    const done = challenges.find((c) => c.progress >= c.target)!;
    const open = challenges.find((c) => c.progress < c.target)!;
    expect(challengeState(done, [])).toBe("claimable");
    expect(challengeState(open, [])).toBe("in-progress");
    expect(markClaimed(s, "u1", done.id)).toBe(true);
    expect(markClaimed(s, "u1", done.id)).toBe(false);
    const claimed = readClaimed(s.getItem(CLAIMED_STORAGE_KEY), "u1");
    expect(claimed).toEqual([done.id]);
    expect(challengeState(done, claimed)).toBe("claimed");
    expect(readClaimed(s.getItem(CLAIMED_STORAGE_KEY), "u2")).toEqual([]);
    expect(markClaimed(s, "u2", done.id)).toBe(true);
  });

  it("survives corrupt storage", () => {
    expect(readClaimed("{oops", "u1")).toEqual([]);
    const s = memory();
    s.setItem(CLAIMED_STORAGE_KEY, "[1,2]");
    expect(markClaimed(s, "u1", "x")).toBe(true);
    expect(readClaimed(s.getItem(CLAIMED_STORAGE_KEY), "u1")).toEqual(["x"]);
  });

  it("progress and tabs", () => {
    expect(progressPercent({ progress: 7, target: 10 })).toBe(70);
    expect(progressPercent({ progress: 12, target: 10 })).toBe(100);
    expect(parseRewardsTab("challenges")).toBe("challenges");
    expect(parseRewardsTab("nope")).toBe("overview");
    expect(parseRewardsTab(undefined)).toBe("overview");
    expect(parseRewardsTab(["history", "x"])).toBe("history");
  });
});
