/**
 * The three-band EQ of an item: a low shelf, a peaking mid and a high shelf. Coefficients follow the Web Audio
 * specification's BiquadFilterNode formulas exactly, so the export's filter (here, in TypeScript) and the
 * preview's BiquadFilterNodes shape the sound the same way.
 */
import type { ItemEq } from "../model/document";
import type { Biquad } from "./loudness";

export const EQ_BANDS = {
  low: { type: "lowshelf", frequency: 120, q: 1 },
  mid: { type: "peaking", frequency: 2500, q: 1 },
  high: { type: "highshelf", frequency: 8000, q: 1 },
} as const;
export type EqBand = keyof typeof EQ_BANDS;
export const EQ_MIN = -24;
export const EQ_MAX = 24;

export const FLAT_EQ: ItemEq = { low: 0, mid: 0, high: 0 };

export const eqPresets = [
  { id: "voice-clarity", label: "Voice clarity", eq: { low: -4, mid: 4, high: 3 } },
  { id: "de-boom", label: "De-boom", eq: { low: -10, mid: 0, high: 1 } },
  { id: "telephone", label: "Telephone", eq: { low: -24, mid: 8, high: -24 } },
] as const satisfies readonly { id: string; label: string; eq: ItemEq }[];

export const isFlat = (eq: ItemEq | undefined | null): boolean => !eq || (eq.low === 0 && eq.mid === 0 && eq.high === 0);

/** The Web Audio biquad for a band at `gain` dB (the Web Audio specification's formulas: shelves with S = 1, peaking with Q). */
export function bandBiquad(band: EqBand, gain: number, sampleRate: number): Biquad {
  const { type, frequency, q } = EQ_BANDS[band];
  const A = 10 ** (gain / 40);
  const w0 = (2 * Math.PI * frequency) / sampleRate;
  const cos = Math.cos(w0);
  const sin = Math.sin(w0);
  let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number;
  if (type === "peaking") {
    const alpha = sin / (2 * q);
    b0 = 1 + alpha * A;
    b1 = -2 * cos;
    b2 = 1 - alpha * A;
    a0 = 1 + alpha / A;
    a1 = -2 * cos;
    a2 = 1 - alpha / A;
  } else {
    const alphaS = (sin / 2) * Math.SQRT2;
    const k = 2 * alphaS * Math.sqrt(A);
    if (type === "lowshelf") {
      b0 = A * (A + 1 - (A - 1) * cos + k);
      b1 = 2 * A * (A - 1 - (A + 1) * cos);
      b2 = A * (A + 1 - (A - 1) * cos - k);
      a0 = A + 1 + (A - 1) * cos + k;
      a1 = -2 * (A - 1 + (A + 1) * cos);
      a2 = A + 1 + (A - 1) * cos - k;
    } else {
      b0 = A * (A + 1 + (A - 1) * cos + k);
      b1 = -2 * A * (A - 1 + (A + 1) * cos);
      b2 = A * (A + 1 + (A - 1) * cos - k);
      a0 = A + 1 - (A - 1) * cos + k;
      a1 = 2 * (A - 1 - (A + 1) * cos);
      a2 = A + 1 - (A - 1) * cos - k;
    }
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

/** The item's EQ as biquads in series (bands at 0 dB are left out). */
export function eqBiquads(eq: ItemEq, sampleRate: number): Biquad[] {
  return (["low", "mid", "high"] as const).filter((b) => eq[b] !== 0).map((b) => bandBiquad(b, eq[b], sampleRate));
}

/** Magnitude response (dB) of biquads in series at `frequency` Hz. */
export function responseDb(biquads: readonly Biquad[], frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  let db = 0;
  for (const { b0, b1, b2, a1, a2 } of biquads) {
    const re = (c0: number, c1: number, c2: number) => c0 + c1 * Math.cos(w) + c2 * Math.cos(2 * w);
    const im = (c1: number, c2: number) => -(c1 * Math.sin(w) + c2 * Math.sin(2 * w));
    const num = Math.hypot(re(b0, b1, b2), im(b1, b2));
    const den = Math.hypot(re(1, a1, a2), im(a1, a2));
    db += 20 * Math.log10(num / den);
  }
  return db;
}
