import { describe, expect, it } from "vitest";

import { formatBalance, formatCount, formatShortDate, formatTokens, formatUsd, initials, toAmount } from "@/lib/format";

describe("balance formatting", () => {
  it("shows two decimals", () => {
    expect(formatBalance("150.5")).toBe("150.50");
    expect(formatBalance(5)).toBe("5.00");
    expect(formatBalance("0.005")).toBe("0.01");
  });

  it("shows 0.00 when there is no balance", () => {
    expect(formatBalance(undefined)).toBe("0.00");
    expect(formatBalance(null)).toBe("0.00");
    expect(formatBalance("")).toBe("0.00");
    expect(formatBalance("abc")).toBe("0.00");
  });

  it("shows dollars equal to tokens (1 MSXT = $1)", () => {
    expect(formatUsd("150.50")).toBe("$150.50");
    expect(formatUsd(15420.5)).toBe("$15,420.50");
    expect(formatUsd(-3)).toBe("-$3.00");
    expect(formatTokens("15420.5")).toBe("15,420.50");
  });

  it("writes amounts, counts and dates as en-US does, without an Intl formatter", () => {
    const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat("en-US");
    const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    // Whole cents from 0 to beyond a billion, both signs, and counts with up to three decimals (no negative zero,
    // which Intl writes as -0).
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const cents = Math.floor(random() ** 3 * 2e11) * (i % 5 === 0 ? -1 : 1) || 0;
      expect(formatTokens(cents / 100), String(cents)).toBe(twoDecimals.format(cents / 100));
      expect(formatUsd(cents / 100)).toBe(`${cents < 0 ? "-" : ""}$${twoDecimals.format(Math.abs(cents) / 100)}`);
      const n = (Math.floor(random() ** 3 * 1e10) / [1, 10, 100, 1000][i % 4]!) * (i % 7 === 0 ? -1 : 1) || 0;
      expect(formatCount(n), String(n)).toBe(count.format(n));
      const date = new Date(Date.UTC(1990 + (i % 60), i % 12, 1 + (i % 28), i % 24));
      expect(formatShortDate(date)).toBe(day.format(date));
    }
    expect(formatCount(0)).toBe("0");
    expect(formatCount(19.99)).toBe("19.99");
    expect(formatShortDate(new Date("2026-11-22T23:59:59Z"))).toBe("Nov 22, 2026");
  });

  it("parses amounts defensively", () => {
    expect(toAmount("12.34")).toBe(12.34);
    expect(toAmount("Infinity")).toBe(0);
  });

  it("makes initials for the avatar fallback", () => {
    expect(initials("Demo", "Creator")).toBe("DC");
    expect(initials(null, null, "G")).toBe("G");
    expect(initials("ada", "")).toBe("A");
  });
});
