import { describe, expect, it } from "vitest";

import { canClaim, readLastClaim, startOfWeek, writeLastClaim } from "@/lib/daily-rewards";

// Local-time dates (month is 0-based), so the rules are tested in whatever zone the machine is in.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("daily claim reset", () => {
  it("is claimable when never claimed", () => {
    expect(canClaim("daily", null, at(2026, 3, 4, 9))).toBe(true);
  });

  it("stays claimed for the rest of the same calendar day", () => {
    expect(canClaim("daily", at(2026, 3, 4, 0, 0), at(2026, 3, 4, 23, 59))).toBe(false);
    expect(canClaim("daily", at(2026, 3, 4, 9), at(2026, 3, 4, 9, 1))).toBe(false);
  });

  it("comes back at midnight, not 24 hours later", () => {
    expect(canClaim("daily", at(2026, 3, 4, 23, 59), at(2026, 3, 5, 0, 0))).toBe(true);
    expect(canClaim("daily", at(2026, 3, 4, 23, 59), at(2026, 3, 4, 23, 59))).toBe(false);
  });

  it("comes back across a month and a year end", () => {
    expect(canClaim("daily", at(2026, 1, 31, 22), at(2026, 2, 1, 0, 1))).toBe(true);
    expect(canClaim("daily", at(2026, 12, 31, 23, 30), at(2027, 1, 1, 0, 0))).toBe(true);
    expect(canClaim("daily", at(2026, 12, 31, 0, 30), at(2026, 12, 31, 23, 30))).toBe(false);
  });
});

describe("weekly claim reset (weeks start on Sunday)", () => {
  it("finds the Sunday that starts the week", () => {
    // 2026-03-07 is a Saturday, 2026-03-08 a Sunday.
    expect(startOfWeek(at(2026, 3, 7, 15))).toEqual(at(2026, 3, 1));
    expect(startOfWeek(at(2026, 3, 8, 0, 0))).toEqual(at(2026, 3, 8));
    expect(startOfWeek(at(2026, 3, 10, 12))).toEqual(at(2026, 3, 8));
  });

  it("stays claimed from Sunday through Saturday night", () => {
    expect(canClaim("weekly", at(2026, 3, 1, 8), at(2026, 3, 7, 23, 59))).toBe(false);
    expect(canClaim("weekly", at(2026, 3, 4, 8), at(2026, 3, 5, 8))).toBe(false);
  });

  it("comes back when Saturday turns into Sunday", () => {
    expect(canClaim("weekly", at(2026, 3, 7, 23, 59), at(2026, 3, 8, 0, 0))).toBe(true);
    expect(canClaim("weekly", at(2026, 3, 7, 10), at(2026, 3, 8, 0, 1))).toBe(true);
  });

  it("handles a week that spans the year end", () => {
    // 2026-12-27 is a Sunday; 2027-01-02 a Saturday; 2027-01-03 a Sunday.
    expect(startOfWeek(at(2027, 1, 1, 12))).toEqual(at(2026, 12, 27));
    expect(canClaim("weekly", at(2026, 12, 28, 9), at(2027, 1, 2, 23, 59))).toBe(false);
    expect(canClaim("weekly", at(2026, 12, 28, 9), at(2027, 1, 3, 0, 0))).toBe(true);
    expect(canClaim("weekly", at(2026, 12, 26, 9), at(2026, 12, 27, 0, 0))).toBe(true);
  });

  it("a daily claim on Saturday night resets at midnight as well", () => {
    expect(canClaim("daily", at(2026, 3, 7, 23, 59), at(2026, 3, 8, 0, 0))).toBe(true);
  });
});

describe("claim timestamps in storage", () => {
  it("round-trips and ignores junk", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(readLastClaim(storage, "daily")).toBeNull();
    const when = at(2026, 3, 7, 12);
    writeLastClaim(storage, "weekly", when);
    expect(readLastClaim(storage, "weekly")).toEqual(when);
    expect(readLastClaim(storage, "daily")).toBeNull();
    map.set("msx.rewards.dailyClaimedAt", "not a date");
    expect(readLastClaim(storage, "daily")).toBeNull();
  });
});

describe("claimReward", () => {
  it("adds to the balance, records a transaction, and refuses a second claim the same day", async () => {
    const { claimReward } = await import("@/lib/claim-reward");
    const { readTransactions } = await import("@/lib/transactions");
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const now = at(2026, 3, 7, 12);
    expect(claimReward(storage, { kind: "daily", amount: 10, title: "Daily Login", balance: "150.50", now })).toBe("160.50");
    expect(readTransactions(storage)[0]).toMatchObject({ type: "reward", amount: "+10.00", description: "Daily Login reward" });
    expect(claimReward(storage, { kind: "daily", amount: 10, title: "Daily Login", balance: "160.50", now: at(2026, 3, 7, 23, 59) })).toBeNull();
    expect(claimReward(storage, { kind: "weekly", amount: 100, title: "Weekly Bonus", balance: "160.50", now })).toBe("260.50");
    expect(claimReward(storage, { kind: "daily", amount: 10, title: "Daily Login", balance: "260.50", now: at(2026, 3, 8, 0, 0) })).toBe("270.50");
    expect(readTransactions(storage)).toHaveLength(3);
  });
});
