import { describe, expect, it } from "vitest";

import { addAmounts, fromCents, subtractAmounts, toCents } from "@/lib/wallet/money";

describe("money in cents", () => {
  it("parses decimal strings and numbers", () => {
    expect(toCents("150.50")).toBe(15050);
    expect(toCents("0.1")).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents("-3.5")).toBe(-350);
    expect(toCents("1.005")).toBe(101);
    expect(toCents("abc")).toBe(0);
    expect(toCents("")).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });

  it("formats cents with two decimals", () => {
    expect(fromCents(15050)).toBe("150.50");
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(-350)).toBe("-3.50");
  });

  it("adds and subtracts without drift", () => {
    expect(addAmounts("0.10", "0.20")).toBe("0.30");
    expect(addAmounts("150.50", 10)).toBe("160.50");
    expect(subtractAmounts("150.50", "29.99")).toBe("120.51");
  });
});
