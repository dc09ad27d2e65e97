import { describe, expect, it } from "vitest";
import { z } from "zod";

import { plans, simplePlans, usageSamples } from "@/lib/catalog/plans";
import { challenges, earningActivities, sampleTransactions, streakBonuses, viewBonusTiers } from "@/lib/catalog/rewards";
import {
  challengeSchema,
  earningActivitySchema,
  planSchema,
  simplePlanSchema,
  templateSchema,
  transactionSchema,
  usageSchema,
  veoPresetSchema,
} from "@/lib/catalog/schemas";
import { templates } from "@/lib/catalog/templates";
import { veoPresets } from "@/lib/catalog/veo-presets";

describe("catalogue parse with their schemas", () => {
  it("plans", () => {
    expect(z.array(planSchema).parse(plans)).toHaveLength(4);
    expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(["Creator Pro"]);
    expect(z.array(simplePlanSchema).parse(simplePlans).map((p) => [p.name, p.price, p.tokenPrice])).toEqual([
      ["Free", 0, 0],
      ["Pro", 19.99, 800],
      ["Enterprise", 99.99, 4000],
    ]);
    for (const u of Object.values(usageSamples)) usageSchema.parse(u);
  });

  it("rewards", () => {
    expect(z.array(challengeSchema).parse(challenges)).toHaveLength(4);
    expect(challenges.map((c) => c.reward)).toEqual([50, 30, 15, 20]);
    z.array(earningActivitySchema).parse([...earningActivities, ...viewBonusTiers, ...streakBonuses]);
    z.array(transactionSchema).parse(sampleTransactions);
  });

  it("templates and presets", () => {
    expect(z.array(templateSchema).parse(templates)).toHaveLength(6);
    expect(new Set(templates.map((t) => t.id)).size).toBe(6);
    z.array(veoPresetSchema).parse(veoPresets);
  });
});
