import { describe, expect, it } from "vitest";

import {
  amountCents,
  balanceAfterConversion,
  checkConversion,
  conversionLogAmount,
  conversionMessage,
  convertedAmount,
  converterBalance,
} from "@/lib/wallet/token-converter";

describe("token converter", () => {
  it("defaults the balance to 5.00 MSXT when the user has none", () => {
    expect(converterBalance(undefined)).toBe("5.00");
    expect(converterBalance(null)).toBe("5.00");
    expect(converterBalance("  ")).toBe("5.00");
    expect(converterBalance("150.5")).toBe("150.50");
    expect(converterBalance("0.00")).toBe("0.00");
  });

  it("previews non-numeric input as 0 and everything with 2 decimals", () => {
    expect(convertedAmount("abc", "msxt-to-usd")).toBe("0.00");
    expect(convertedAmount("", "usd-to-msxt")).toBe("0.00");
    expect(convertedAmount("-5", "usd-to-msxt")).toBe("0.00");
    expect(convertedAmount("1e3", "usd-to-msxt")).toBe("0.00");
    expect(convertedAmount("12", "msxt-to-usd")).toBe("12.00");
    expect(convertedAmount("12.5", "usd-to-msxt")).toBe("12.50");
    expect(convertedAmount(".75", "usd-to-msxt")).toBe("0.75");
    expect(amountCents("0.1")).toBe(10);
  });

  it("does not drift: 0.1 + 0.2 is exactly 0.30 and big balances stay exact", () => {
    expect(balanceAfterConversion("0.10", "usd-to-msxt", "0.2")).toBe("0.30");
    expect(balanceAfterConversion("150.50", "msxt-to-usd", "0.51")).toBe("149.99");
    expect(balanceAfterConversion("1000000.01", "msxt-to-usd", "0.01")).toBe("1000000.00");
    expect(balanceAfterConversion("150.50", "usd-to-msxt", "49.50")).toBe("200.00");
  });

  it("requires an amount and a sufficient balance for MSXT to USD only", () => {
    expect(checkConversion("", "msxt-to-usd", "5.00")).toEqual({ ok: false, error: "amount-required" });
    expect(checkConversion("   ", "usd-to-msxt", "5.00")).toEqual({ ok: false, error: "amount-required" });
    expect(checkConversion("abc", "usd-to-msxt", "5.00")).toEqual({ ok: false, error: "invalid-amount" });
    expect(checkConversion("0", "usd-to-msxt", "5.00")).toEqual({ ok: false, error: "invalid-amount" });
    expect(checkConversion("5.01", "msxt-to-usd", "5.00")).toEqual({ ok: false, error: "insufficient-balance" });
    expect(checkConversion("5", "msxt-to-usd", "5.00")).toEqual({ ok: true, amount: "5.00", received: "5.00" });
    expect(checkConversion("500", "usd-to-msxt", "5.00")).toEqual({ ok: true, amount: "500.00", received: "500.00" });
  });

  it("words the success toast as the product does", () => {
    expect(conversionMessage("10", "msxt-to-usd")).toBe("Converted 10 MSXT to $10.00 USD");
    expect(conversionMessage(" 2.5 ", "usd-to-msxt")).toBe("Converted 2.5 USD to 2.50 MSXT");
    expect(conversionLogAmount("10", "msxt-to-usd")).toBe("-10.00");
    expect(conversionLogAmount("2.5", "usd-to-msxt")).toBe("+2.50");
  });
});
