import { describe, expect, it } from "vitest";

import { plans } from "@/lib/catalog/plans";
import { planButtonLabel, planPrice, planTokens, quote, tokenAmountError, tokenPaymentCheck } from "@/lib/subscription/pricing";
import type { AppliedPromo } from "@/lib/subscription/promo";

const byId = (id: string) => plans.find((p) => p.id === id)!;
const lifetime: AppliedPromo = { code: "X", discount: 100, type: "lifetime", description: "", freeMonths: null, remainingUses: null };

describe("plan prices", () => {
  it("follow the billing period", () => {
    expect(planPrice(byId("pro"), "monthly")).toBe(29.99);
    expect(planPrice(byId("pro"), "yearly")).toBe(299.99);
    expect(planTokens(byId("starter"), "monthly")).toBe(13);
    expect(planTokens(byId("enterprise"), "yearly")).toBe(1500);
  });
});

describe("plan card button", () => {
  it("says Current Plan for the user's plan", () => {
    expect(planButtonLabel("pro", 29.99, "pro")).toBe("Current Plan");
    expect(planButtonLabel("free", 0, "free")).toBe("Current Plan");
  });
  it("says Select Plan on the free plan or for a $0 price", () => {
    expect(planButtonLabel("pro", 29.99, "free")).toBe("Select Plan");
    expect(planButtonLabel("free", 0, "pro")).toBe("Select Plan");
    expect(planButtonLabel("starter", 12.99, "")).toBe("Select Plan");
  });
  it("says Upgrade otherwise", () => {
    expect(planButtonLabel("enterprise", 149.99, "pro")).toBe("Upgrade");
    expect(planButtonLabel("starter", 12.99, "pro")).toBe("Upgrade");
  });
});

describe("quote", () => {
  it("without a promo charges the list price", () => {
    const q = quote(byId("pro"), "monthly", null);
    expect(q).toMatchObject({ priceCents: 2999, dueCents: 2999, dueTokenCents: 3000, freeForever: false });
  });
  it("a 100% lifetime code is FREE FOREVER", () => {
    const q = quote(byId("enterprise"), "yearly", lifetime);
    expect(q).toMatchObject({ dueCents: 0, dueTokenCents: 0, discountCents: 149999, freeForever: true });
  });
  it("a partial code discounts dollars and tokens", () => {
    const q = quote(byId("pro"), "monthly", { ...lifetime, discount: 50 });
    expect(q).toMatchObject({ dueCents: 1499, dueTokenCents: 1500, freeForever: false });
  });
  it("a months-free code charges nothing today", () => {
    const q = quote(byId("starter"), "monthly", { ...lifetime, type: "months_free", freeMonths: 2 });
    expect(q).toMatchObject({ dueCents: 0, freeMonths: 2, freeForever: false });
  });
});

describe("token payment", () => {
  it("needs enough balance", () => {
    expect(tokenPaymentCheck("150.50", 15000)).toEqual({ ok: true, shortfallCents: 0 });
    expect(tokenPaymentCheck("150.50", 150000)).toEqual({ ok: false, shortfallCents: 134950 });
  });
  it("an amount typed in the cart must cover the price", () => {
    expect(tokenAmountError("", 3000)).toBeNull();
    expect(tokenAmountError("30", 3000)).toBeNull();
    expect(tokenAmountError("29.99", 3000)).toBe("The plan costs 30.00 MSXT.");
    expect(tokenAmountError("abc", 3000)).toMatch(/Enter an amount/);
  });
});
