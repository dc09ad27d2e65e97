import { describe, expect, it } from "vitest";

import { defaultVeoSettings, isBlankPrompt, nextProgress, VEO_TICK_MS, veoQualityLabel } from "@/lib/ai/veo3-v3";

describe("VEO3 V3", () => {
  it("rises by 2 per tick and reaches 100 in about 5 s", () => {
    let p = 0;
    let ticks = 0;
    while (p < 100) {
      p = nextProgress(p);
      ticks += 1;
    }
    expect(p).toBe(100);
    expect(ticks * VEO_TICK_MS).toBe(5000);
    expect(nextProgress(99)).toBe(100);
    expect(nextProgress(-4)).toBe(2);
  });

  it("has the product's defaults and rejects blank prompts", () => {
    expect(defaultVeoSettings).toEqual({ prompt: "", duration: 5, style: "cinematic", resolution: "1080p" });
    expect(isBlankPrompt("   \n\t")).toBe(true);
    expect(isBlankPrompt(" a ")).toBe(false);
    expect(veoQualityLabel("4k")).toBe("4K");
  });
});
