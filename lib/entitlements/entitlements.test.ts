import { describe, expect, it } from "vitest";

import { entitlementsOf } from "@/lib/entitlements";
import { effectivePlan } from "@/lib/entitlements/plans";
import { canUseTemplate } from "@/lib/gallery/templates";

const guestLimits = { newGuestsPerHour: 60, aiGenerationsPerMonth: 5, aiRequestsPerMinute: 30, exportsPerMonth: 10, storageBytes: 1024 ** 3 };

describe("one entitlement function of the effective plan", () => {
  it("a guest is on the free plan whatever plan the demo shows, held to the guest limits", () => {
    for (const plan of ["pro", "enterprise", "free"]) {
      expect(entitlementsOf({ plan, role: "guest" }, guestLimits)).toEqual({
        plan: "free",
        guest: true,
        premiumTemplates: false,
        premiumEffects: false,
        aiGenerationsPerMonth: 5,
        exportsPerMonth: 10,
        storageBytes: 1024 ** 3,
      });
    }
    expect(entitlementsOf(null, guestLimits)).toMatchObject({ plan: "free", premiumTemplates: false, premiumEffects: false });
  });

  it("a signed-up account gets its plan's: premium templates and effects from Pro up", () => {
    expect(entitlementsOf({ plan: "free", role: "user" }, guestLimits)).toMatchObject({ plan: "free", premiumEffects: false, premiumTemplates: false, exportsPerMonth: 10 });
    expect(entitlementsOf({ plan: "starter", role: "user" }, guestLimits)).toMatchObject({ premiumEffects: false, exportsPerMonth: 50 });
    expect(entitlementsOf({ plan: "pro", role: "user" }, guestLimits)).toMatchObject({ premiumEffects: true, premiumTemplates: true, exportsPerMonth: null });
    expect(entitlementsOf({ plan: "enterprise", role: "owner" }, guestLimits)).toMatchObject({ premiumEffects: true, storageBytes: null });
    expect(entitlementsOf({ plan: "platinum", role: "user" }, guestLimits)).toMatchObject({ plan: "free" });
  });

  it("the gallery's premium check gives every account, guests included, the entitlement's answer", () => {
    for (const role of ["guest", "user", "owner"]) {
      for (const plan of ["free", "starter", "pro", "enterprise", "platinum"]) {
        const account = { plan, subscriptionPlan: plan, role };
        expect(canUseTemplate({ isPremium: true }, effectivePlan(account))).toBe(entitlementsOf(account, guestLimits).premiumTemplates);
      }
    }
  });
});
