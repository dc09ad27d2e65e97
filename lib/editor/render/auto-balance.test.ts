import { describe, expect, it } from "vitest";

import { autoColorBalance, frameStats, TARGET_LUMA, TARGET_SATURATION, TARGET_SPREAD } from "./auto-balance";

function frame(pixels: [number, number, number][]): Uint8ClampedArray {
  return Uint8ClampedArray.from(pixels.flatMap(([r, g, b]) => [r, g, b, 255]));
}

describe("frameStats", () => {
  it("measures luma, spread and saturation", () => {
    const stats = frameStats(frame([[0, 0, 0], [255, 255, 255]]));
    expect(stats.meanLuma).toBeCloseTo(127.5, 1);
    expect(stats.lumaSpread).toBeCloseTo(127.5, 1);
    expect(stats.meanSaturation).toBe(0);
    expect(frameStats(frame([[200, 0, 0]])).meanSaturation).toBe(1);
  });

  it("is neutral for no pixels", () => {
    expect(autoColorBalance(frameStats(new Uint8ClampedArray()))).toEqual({ brightness: 50, contrast: 50, saturation: 50 });
  });
});

describe("autoColorBalance", () => {
  it("leaves a balanced frame alone", () => {
    expect(autoColorBalance({ meanLuma: TARGET_LUMA, lumaSpread: TARGET_SPREAD, meanSaturation: TARGET_SATURATION })).toEqual({
      brightness: 50,
      contrast: 50,
      saturation: 50,
    });
  });

  it("brightens a dark, flat, dull frame", () => {
    const result = autoColorBalance({ meanLuma: 64, lumaSpread: 28, meanSaturation: 0.2 });
    expect(result).toEqual({ brightness: 100, contrast: 100, saturation: 100 });
  });

  it("tones down a bright, harsh, oversaturated frame within the slider range", () => {
    const result = autoColorBalance({ meanLuma: 200, lumaSpread: 100, meanSaturation: 0.9 });
    expect(result.brightness).toBe(32);
    expect(result.contrast).toBe(28);
    expect(result.saturation).toBe(25);
  });

  it("works from real pixels", () => {
    const dark = frame(Array.from({ length: 16 }, (_, i) => [30 + i, 40 + i, 50 + i] as [number, number, number]));
    const result = autoColorBalance(frameStats(dark));
    expect(result.brightness).toBeGreaterThan(50);
  });
});
