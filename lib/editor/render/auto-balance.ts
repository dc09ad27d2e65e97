/**
 * Automatic colour balance ("Auto Edit"): measures a frame and proposes brightness, contrast and
 * saturation slider values that bring it towards a well-exposed, moderately saturated picture.
 */
import { clampSnap, colorRange } from "../model/slider";
import type { ColorSettings } from "../model/choices";

export interface FrameStats {
  /** Mean luma, 0-255. */
  meanLuma: number;
  /** Standard deviation of luma, 0-128. */
  lumaSpread: number;
  /** Mean HSV-style saturation, 0-1. */
  meanSaturation: number;
}

export const TARGET_LUMA = 128;
export const TARGET_SPREAD = 56;
export const TARGET_SATURATION = 0.4;

/** Statistics of RGBA pixel data (as from CanvasRenderingContext2D.getImageData). */
export function frameStats(rgba: ArrayLike<number>): FrameStats {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return { meanLuma: TARGET_LUMA, lumaSpread: TARGET_SPREAD, meanSaturation: TARGET_SATURATION };
  let sum = 0;
  let sumSq = 0;
  let sat = 0;
  for (let i = 0; i < pixels * 4; i += 4) {
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += y;
    sumSq += y * y;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    sat += max === 0 ? 0 : (max - min) / max;
  }
  const meanLuma = sum / pixels;
  const variance = Math.max(0, sumSq / pixels - meanLuma * meanLuma);
  return { meanLuma, lumaSpread: Math.sqrt(variance), meanSaturation: sat / pixels };
}

/** Slider values (0-100, 50 neutral) that correct the frame towards the targets, limited to a factor of 2. */
export function autoColorBalance(stats: FrameStats): ColorSettings {
  const factor = (target: number, actual: number) => Math.min(2, Math.max(0.5, target / Math.max(actual, 1e-3)));
  return {
    brightness: clampSnap(50 * factor(TARGET_LUMA, stats.meanLuma), colorRange),
    contrast: clampSnap(50 * factor(TARGET_SPREAD, stats.lumaSpread), colorRange),
    saturation: clampSnap(50 * factor(TARGET_SATURATION, stats.meanSaturation), colorRange),
  };
}
