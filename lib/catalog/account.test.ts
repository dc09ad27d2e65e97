import { describe, expect, it } from "vitest";

import { accountQuickActions, accountStats, accountStatus, sampleProfileExtras } from "@/lib/catalog/account";
import { accountQuickActionSchema, accountStatSchema, accountStatusSchema, profileExtrasSchema } from "@/lib/catalog/account.schema";

describe("account catalogue", () => {
  it("parses and holds the product's static figures", () => {
    profileExtrasSchema.parse(sampleProfileExtras);
    expect(accountStatusSchema.array().parse(accountStatus).map((s) => `${s.label}=${s.value}`)).toEqual([
      "Email Verified=Verified",
      "Two-Factor Auth=Disabled",
      "Account Type=Pro Member",
    ]);
    expect(accountStatSchema.array().parse(accountStats).map((s) => s.value)).toEqual(["247", "15,420.50", "Jan 2024"]);
    expect(accountQuickActionSchema.array().parse(accountQuickActions).map((a) => a.label)).toEqual([
      "Notification Settings",
      "Billing & Payments",
      "Privacy Settings",
    ]);
  });
});
