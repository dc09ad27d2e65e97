import { describe, expect, it } from "vitest";

import { veoMarketingCards, veoPresetPrompts } from "@/lib/catalog/veo3-v3";
import { veoMarketingCardSchema, veoPresetSchema } from "@/lib/catalog/veo3-v3.schema";

describe("VEO3 V3 catalogue", () => {
  it("has six preset prompts and three marketing cards, one claiming 15 seconds", () => {
    expect(veoPresetSchema.array().length(6).parse(veoPresetPrompts)).toHaveLength(6);
    const cards = veoMarketingCardSchema.array().length(3).parse(veoMarketingCards);
    expect(cards.some((c) => /15 seconds/i.test(c.title + c.description))).toBe(true);
  });
});
