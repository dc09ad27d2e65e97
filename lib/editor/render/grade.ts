/**
 * Colour of a picture as one function of a pixel's (r, g, b): brightness, contrast and saturation as the CSS
 * filters define them, then the grading (exposure, temperature, tint, highlights, shadows), then a LUT mixed in by
 * its intensity. `bakeLook` samples that function into one 3D table, so each pixel costs one trilinear lookup
 * whatever is applied. Pure: no DOM; colours are 0..1.
 */
import { colorFactor } from "./filters";
import type { ColorSettings } from "../model/choices";
import { type Lut, sampleLut, tableLut } from "./lut";

/** Points per axis of a baked table: smooth curves stay within a level of 8-bit colour. */
export const BAKE_SIZE = 33;

const clamp01 = (v: number) => (v <= 0 ? 0 : v >= 1 ? 1 : v);
const smoothstep = (a: number, b: number, x: number) => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/** Whether the grading controls are all neutral (absent or 0). */
export const gradeIsNeutral = (c: ColorSettings) => !c.temperature && !c.tint && !c.exposure && !c.highlights && !c.shadows;

/** Whether brightness, contrast and saturation are neutral (50). */
export const basicIsNeutral = (c: ColorSettings) => c.brightness === 50 && c.contrast === 50 && c.saturation === 50;

/** The colour function, or null when it changes nothing. */
export function colorFunction(color: ColorSettings, lut: Lut | null, intensity: number): ((rgb: [number, number, number]) => void) | null {
  const mix = lut ? Math.min(1, Math.max(0, intensity)) : 0;
  if (basicIsNeutral(color) && gradeIsNeutral(color) && mix === 0) return null;
  const bright = colorFactor(color.brightness);
  const contrast = colorFactor(color.contrast);
  const s = colorFactor(color.saturation);
  const exposure = 2 ** ((color.exposure ?? 0) / 50);
  const temp = (color.temperature ?? 0) / 100;
  const tint = (color.tint ?? 0) / 100;
  const gain = [exposure * (1 + 0.2 * temp), exposure * (1 - 0.2 * tint), exposure * (1 - 0.2 * temp)];
  const high = (color.highlights ?? 0) / 100;
  const shadow = (color.shadows ?? 0) / 100;
  const looked: [number, number, number] = [0, 0, 0];
  return (rgb) => {
    // brightness(), contrast(), saturate() as CSS filters apply them, each clamped.
    let r = clamp01(rgb[0] * bright);
    let g = clamp01(rgb[1] * bright);
    let b = clamp01(rgb[2] * bright);
    r = clamp01((r - 0.5) * contrast + 0.5);
    g = clamp01((g - 0.5) * contrast + 0.5);
    b = clamp01((b - 0.5) * contrast + 0.5);
    const sr = clamp01((0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b);
    const sg = clamp01((0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b);
    const sb = clamp01((0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b);
    // Exposure (±2 stops), white balance: temperature warms (red up, blue down), tint goes to magenta (green down).
    r = sr * gain[0];
    g = sg * gain[1];
    b = sb * gain[2];
    // Highlights and shadows lift or lower the bright and the dark parts, by the pixel's luma.
    if (high || shadow) {
      const luma = clamp01(0.2126 * r + 0.7152 * g + 0.0722 * b);
      const shift = 0.25 * (high * smoothstep(0.5, 1, luma) + shadow * (1 - smoothstep(0, 0.5, luma)));
      r += shift;
      g += shift;
      b += shift;
    }
    r = clamp01(r);
    g = clamp01(g);
    b = clamp01(b);
    if (lut && mix > 0) {
      sampleLut(lut, r, g, b, looked);
      r = clamp01(r + (looked[0] - r) * mix);
      g = clamp01(g + (looked[1] - g) * mix);
      b = clamp01(b + (looked[2] - b) * mix);
    }
    rgb[0] = r;
    rgb[1] = g;
    rgb[2] = b;
  };
}

/** The whole colour function baked into a table (null when it changes nothing). */
export function bakeLook(color: ColorSettings, lut: Lut | null, intensity: number, size = BAKE_SIZE): Lut | null {
  const f = colorFunction(color, lut, intensity);
  if (!f) return null;
  const rgb: [number, number, number] = [0, 0, 0];
  return tableLut(size, (r, g, b) => {
    rgb[0] = r;
    rgb[1] = g;
    rgb[2] = b;
    f(rgb);
    return rgb;
  });
}
