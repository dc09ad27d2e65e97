import { afterEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "@/lib/server/env";
import { devPromoCodes, findPromoCode, promoCodes, promoCodesLog, remainingUses } from "@/lib/server/promo-codes";

afterEach(() => {
  delete process.env.PROMO_CODES;
  (process.env as Record<string, string>).NODE_ENV = "test";
  resetEnvForTests();
});

describe("promo codes", () => {
  it("the development default has the product's five codes", () => {
    expect(devPromoCodes).toHaveLength(5);
    const lifetime = devPromoCodes.filter((p) => p.type === "lifetime");
    expect(lifetime).toHaveLength(4);
    expect(lifetime.every((p) => p.discount === 100)).toBe(true);
    expect(lifetime.map((p) => p.usageLimit).sort()).toEqual([2, 2, 2, null]);
    const months = devPromoCodes.find((p) => p.type === "months_free");
    expect(months).toMatchObject({ freeMonths: 2, usageLimit: 5 });
  });

  it("matches trimmed and case-insensitively", () => {
    const code = devPromoCodes[0].code;
    expect(findPromoCode(devPromoCodes, code)).toBe(devPromoCodes[0]);
    expect(findPromoCode(devPromoCodes, `  ${code.toLowerCase()} `)).toBe(devPromoCodes[0]);
    expect(findPromoCode(devPromoCodes, `${code}X`)).toBeNull();
    expect(findPromoCode(devPromoCodes, "")).toBeNull();
  });

  it("reads PROMO_CODES from the environment, and an invalid value accepts no code", () => {
    process.env.PROMO_CODES = JSON.stringify([{ code: "Env-Code", discount: 50, description: "Half off", type: "lifetime", usageLimit: 1 }]);
    resetEnvForTests();
    expect(promoCodes()).toEqual([
      { code: "Env-Code", discount: 50, description: "Half off", type: "lifetime", freeMonths: null, validFor: "any plan", usageLimit: 1, perAccount: 1 },
    ]);
    process.env.PROMO_CODES = "{not json";
    resetEnvForTests();
    expect(promoCodes()).toEqual([]);
    delete process.env.PROMO_CODES;
    resetEnvForTests();
    expect(promoCodes()).toBe(devPromoCodes);
  });

  it("a production server without PROMO_CODES has no codes (STUDIO-LIFETIME included) and says so at start", () => {
    (process.env as Record<string, string>).NODE_ENV = "production";
    resetEnvForTests();
    expect(promoCodes()).toEqual([]);
    expect(findPromoCode(promoCodes(), "STUDIO-LIFETIME")).toBeNull();
    expect(promoCodesLog()).toEqual({ level: "warn", message: expect.stringMatching(/^Promo codes: none\. This is a production start without PROMO_CODES/) });
    process.env.PROMO_CODES = JSON.stringify([{ code: "LIVE-10", discount: 10, description: "10% off", type: "lifetime", perAccount: null }]);
    resetEnvForTests();
    expect(promoCodes()).toMatchObject([{ code: "LIVE-10", usageLimit: null, perAccount: null }]);
    expect(promoCodesLog()).toEqual({ level: "info", message: "Promo codes: 1 from PROMO_CODES." });
    delete process.env.PROMO_CODES;
    (process.env as Record<string, string>).NODE_ENV = "test";
    resetEnvForTests();
    expect(promoCodes()).toBe(devPromoCodes);
    expect(devPromoCodes.every((p) => p.perAccount === 1)).toBe(true);
  });

  it("answers the uses left from a count, null when unlimited", () => {
    const limited = devPromoCodes.find((p) => p.usageLimit === 2)!;
    const unlimited = devPromoCodes.find((p) => p.usageLimit === null)!;
    expect(remainingUses(limited, 0)).toBe(2);
    expect(remainingUses(limited, 1)).toBe(1);
    expect(remainingUses(limited, 2)).toBe(0);
    expect(remainingUses(limited, 5)).toBe(0);
    expect(remainingUses(unlimited, 1000)).toBeNull();
  });
});
