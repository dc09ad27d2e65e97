import { describe, expect, it } from "vitest";

import { veoPresets } from "@/lib/catalog/veo-presets";
import { buildVeoPrompt, emptyVeoPrompt, veoAspectRatios, veoDurations, veoPromptError } from "@/lib/ai/veo";

describe("veo prompt", () => {
  it("builds JSON with every field, trimmed", () => {
    const text = buildVeoPrompt({ ...emptyVeoPrompt, main_subject: "  A fox  " });
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(Object.keys(emptyVeoPrompt));
    expect(parsed.main_subject).toBe("A fox");
    expect(parsed.duration).toBe("8");
  });

  it("needs a main subject", () => {
    expect(veoPromptError(emptyVeoPrompt)).toMatch(/main subject/);
    expect(veoPromptError({ ...emptyVeoPrompt, main_subject: "   " })).not.toBeNull();
    expect(veoPromptError({ ...emptyVeoPrompt, main_subject: "A fox" })).toBeNull();
  });

  it("presets fill every field with allowed values", () => {
    for (const p of veoPresets) {
      for (const v of Object.values(p.prompt)) expect(v.trim()).not.toBe("");
      expect(veoDurations).toContain(p.prompt.duration);
      expect(veoAspectRatios).toContain(p.prompt.aspect_ratio);
      expect(veoPromptError(p.prompt)).toBeNull();
    }
  });
});
