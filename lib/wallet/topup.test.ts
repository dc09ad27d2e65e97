import { describe, expect, it } from "vitest";

import { checkTopupAmount, TOPUP_RANGE_MESSAGE } from "./topup";

describe("checkTopupAmount", () => {
  it("takes whole and two-decimal amounts from 5 to 1,000 MSXT", () => {
    expect(checkTopupAmount("25")).toEqual({ ok: true, cents: 2500, amount: "25.00" });
    expect(checkTopupAmount(" 12.5 ")).toEqual({ ok: true, cents: 1250, amount: "12.50" });
    expect(checkTopupAmount("5")).toMatchObject({ ok: true, cents: 500 });
    expect(checkTopupAmount("1000.00")).toMatchObject({ ok: true, cents: 100_000 });
  });

  it("says what is wrong with anything else, as the server would refuse it", () => {
    expect(checkTopupAmount("")).toEqual({ ok: false, message: "Enter an amount." });
    for (const text of ["4.99", "0", "1000.01", "5000"]) expect(checkTopupAmount(text)).toEqual({ ok: false, message: TOPUP_RANGE_MESSAGE });
    for (const text of ["-5", "1e3", "10.001", "ten", "$10"]) expect(checkTopupAmount(text)).toEqual({ ok: false, message: "Enter an amount in MSXT, like 25 or 12.50." });
  });
});
