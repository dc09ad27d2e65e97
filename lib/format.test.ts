import { describe, expect, it } from "vitest";

import { formatBalance, formatTokens, formatUsd, initials, toAmount } from "@/lib/format";

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
