import { describe, expect, it } from "vitest";

import { challenges } from "@/lib/catalog/rewards";
import { challengeState, parseRewardsTab, progressPercent } from "@/lib/wallet/rewards";

describe("rewards", () => {
  it("a challenge is claimable at its target, and claimed once the server lists its claim", () => {
    const done = challenges.find((c) => c.progress >= c.target)!;
    const open = challenges.find((c) => c.progress < c.target)!;
    expect(challengeState(done, [])).toBe("claimable");
    expect(challengeState(open, [])).toBe("in-progress");
    expect(challengeState(done, [done.id])).toBe("claimed");
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
