import { describe, expect, it } from "vitest";

import { aspectRatioCss, blurRadius, canvasFilter, colorFactor, previewFilter } from "./filters";

describe("previewFilter", () => {
  it("is neutral at the defaults", () => {
    expect(previewFilter({ brightness: 50, contrast: 50, saturation: 50 }, { type: null, intensity: 50 })).toBe(
      "brightness(1) contrast(1) saturate(1)",
    );
  });

  it("follows the colour sliders", () => {
    expect(previewFilter({ brightness: 60, contrast: 25, saturation: 100 }, { type: null, intensity: 0 })).toBe(
      "brightness(1.2) contrast(0.5) saturate(2)",
    );
    expect(colorFactor(0)).toBe(0);
  });

  it("adds the applied blur, scaled by intensity, type and picture width", () => {
    expect(blurRadius({ type: "gaussian", intensity: 100 })).toBe(12);
    expect(blurRadius({ type: "gaussian", intensity: 50 })).toBe(6);
    expect(blurRadius({ type: "gaussian", intensity: 50 }, 1280)).toBe(12);
    expect(blurRadius({ type: "motion", intensity: 50 })).toBe(5);
    expect(blurRadius({ type: null, intensity: 100 })).toBe(0);
    expect(previewFilter({ brightness: 50, contrast: 50, saturation: 50 }, { type: "glass", intensity: 100 })).toBe(
      "brightness(1) contrast(1) saturate(1) blur(5px) opacity(0.9)",
    );
  });

  it("turns an aspect ratio into CSS", () => {
    expect(aspectRatioCss("9:16")).toBe("9 / 16");
    expect(aspectRatioCss("bad")).toBe("16 / 9");
  });

  it("draws export frames without a filter when the settings are neutral", () => {
    const neutral = { brightness: 50, contrast: 50, saturation: 50 };
    expect(canvasFilter(neutral, { type: null, intensity: 80 }, 1280)).toBe("none");
    expect(canvasFilter(neutral, { type: "dot", intensity: 50 }, 1280)).toBe("brightness(1) contrast(1) saturate(1) blur(7px)");
    expect(canvasFilter({ ...neutral, contrast: 60 }, { type: null, intensity: 0 }, 1280)).toBe("brightness(1) contrast(1.2) saturate(1)");
  });
});
