/**
 * Chroma key maths: how transparent a pixel becomes, from its distance to the key colour in the chroma plane
 * (Cb, Cr of BT.601: brightness does not count, so a shadow on the screen keys like the lit screen), and spill
 * suppression (the key colour's cast taken out of what is kept). Pure: no DOM; colours are 0..1.
 */
import type { ChromaKey } from "../model/document";

export interface KeyParams {
  cb: number;
  cr: number;
  /** Chroma distance up to which a pixel is fully keyed (transparent). */
  inner: number;
  /** Chroma distance from which a pixel is fully kept; in between, the soft edge. */
  outer: number;
  /** 0..1 share of the spill taken out. */
  spill: number;
  /** The key colour's strongest channel (0 red, 1 green, 2 blue): the one spill suppression limits. */
  channel: 0 | 1 | 2;
}

/** The widest chroma distance tolerance 100 keys (greys sit about 0.53 from pure green, so they stay). */
export const TOLERANCE_SPAN = 0.4;
/** The widest soft edge (softness 100). */
export const SOFTNESS_SPAN = 0.3;

export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return [0, 1, 0];
  return [parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255];
}

export const chromaCb = (r: number, g: number, b: number) => -0.168736 * r - 0.331264 * g + 0.5 * b;
export const chromaCr = (r: number, g: number, b: number) => 0.5 * r - 0.418688 * g - 0.081312 * b;

export function keyParams(key: ChromaKey): KeyParams {
  const [r, g, b] = hexToRgb(key.color);
  const inner = (Math.min(100, Math.max(0, key.tolerance)) / 100) * TOLERANCE_SPAN;
  const outer = inner + (Math.min(100, Math.max(0, key.softness)) / 100) * SOFTNESS_SPAN + 1e-3;
  const channel = (g >= r && g >= b ? 1 : b >= r ? 2 : 0) as 0 | 1 | 2;
  return { cb: chromaCb(r, g, b), cr: chromaCr(r, g, b), inner, outer, spill: Math.min(100, Math.max(0, key.spill)) / 100, channel };
}

/** How much of a pixel is kept: 0 at the key colour (and within the tolerance), 1 far from it, a ramp between. */
export function keyAlpha(p: KeyParams, r: number, g: number, b: number): number {
  const dcb = chromaCb(r, g, b) - p.cb;
  const dcr = chromaCr(r, g, b) - p.cr;
  const d = Math.sqrt(dcb * dcb + dcr * dcr);
  if (d <= p.inner) return 0;
  if (d >= p.outer) return 1;
  const x = (d - p.inner) / (p.outer - p.inner);
  return x * x * (3 - 2 * x);
}

/**
 * Spill suppression: the key's channel is pulled down towards the mean of the other two, by the spill share
 * (green spill on a face becomes neutral). Writes into `rgb`.
 */
export function despill(p: KeyParams, rgb: [number, number, number]): void {
  if (p.spill <= 0) return;
  const c = p.channel;
  const limit = (rgb[(c + 1) % 3] + rgb[(c + 2) % 3]) / 2;
  if (rgb[c] > limit) rgb[c] -= (rgb[c] - limit) * p.spill;
}
