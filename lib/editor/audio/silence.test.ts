import { describe, expect, it } from "vitest";

import { detectSilences, frameLevels, SILENCE_DEFAULTS, silencesBetween, totalLength } from "./silence";

const RATE = 16_000;

/** Speech-like bursts (a 180 Hz buzz with a syllable rhythm) at the given spans over a faint noise floor (-66 dBFS). */
function bursts(spans: [number, number][], duration: number): Float32Array {
  const out = new Float32Array(Math.round(duration * RATE));
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  for (let i = 0; i < out.length; i++) out[i] = noise() * 0.002;
  for (const [s, e] of spans) {
    for (let i = Math.round(s * RATE); i < Math.round(e * RATE); i++) {
      const t = i / RATE;
      const syllable = 0.55 + 0.45 * Math.abs(Math.sin(Math.PI * 4 * (t - s)));
      out[i] += 0.3 * syllable * Math.sin(2 * Math.PI * 180 * t) + noise() * 0.05;
    }
  }
  return out;
}

describe("silence detection", () => {
  const speech: [number, number][] = [
    [0.5, 2.1],
    [4.1, 5.3],
    [5.6, 7.0],
    [8.2, 9.4],
  ];
  const audio = bursts(speech, 10.5);

  it("finds the gaps between bursts within 30 ms at each edge (no padding)", () => {
    const found = detectSilences(audio, RATE, { ...SILENCE_DEFAULTS, padding: 0 });
    const expected = [
      [0, 0.5],
      [2.1, 4.1],
      [7.0, 8.2],
      [9.4, 10.5],
    ];
    expect(found).toHaveLength(expected.length);
    found.forEach((gap, i) => {
      expect(Math.abs(gap.start - expected[i][0])).toBeLessThanOrEqual(0.03);
      expect(Math.abs(gap.end - expected[i][1])).toBeLessThanOrEqual(0.03);
    });
  });

  it("keeps the padding next to speech on each side of a cut", () => {
    const padding = 0.1;
    const found = detectSilences(audio, RATE, { ...SILENCE_DEFAULTS, padding });
    // The clip's own start and end have no speech to pad against.
    expect(found[0].start).toBe(0);
    expect(Math.abs(found[0].end - (0.5 - padding))).toBeLessThanOrEqual(0.03);
    expect(Math.abs(found[1].start - (2.1 + padding))).toBeLessThanOrEqual(0.03);
    expect(Math.abs(found[1].end - (4.1 - padding))).toBeLessThanOrEqual(0.03);
    expect(Math.abs(found[3].start - (9.4 + padding))).toBeLessThanOrEqual(0.03);
    expect(found[3].end).toBeCloseTo(10.5, 6);
    // No cut reaches into a burst.
    for (const gap of found) for (const [s, e] of speech) expect(gap.end <= s - 0.05 || gap.start >= e + 0.05).toBe(true);
  });

  it("leaves a gap shorter than the minimum", () => {
    const found = detectSilences(audio, RATE, SILENCE_DEFAULTS);
    // The 0.3 s pause between 5.3 and 5.6 stays.
    expect(found.some((g) => g.start < 5.6 && g.end > 5.3)).toBe(false);
    // With a shorter minimum it goes.
    const finer = detectSilences(audio, RATE, { ...SILENCE_DEFAULTS, minSilence: 0.2, padding: 0.05 });
    expect(finer.some((g) => g.start > 5.3 && g.end < 5.6)).toBe(true);
  });

  it("cuts nothing from a clip without speech, and nothing quieter than the threshold counts as speech", () => {
    expect(detectSilences(bursts([], 3), RATE)).toEqual([]);
    expect(detectSilences(audio, RATE, { ...SILENCE_DEFAULTS, thresholdDb: -5 })).toEqual([]);
  });

  it("works from speech spans (voice activity detection) too", () => {
    const gaps = silencesBetween([{ start: 1, end: 2 }, { start: 3, end: 4 }], 5, { minSilence: 0.5, padding: 0.1 });
    expect(gaps.map((g) => [g.start, g.end].map((n) => Math.round(n * 1000) / 1000))).toEqual([
      [0, 0.9],
      [2.1, 2.9],
      [4.1, 5],
    ]);
    expect(totalLength(gaps)).toBeCloseTo(2.6, 6);
  });

  it("measures digital silence as -120 dBFS and a full-scale square wave as 0", () => {
    const levels = frameLevels(new Float32Array([0, 0, 0, 0, 1, -1, 1, -1]), 400);
    expect(Array.from(levels)).toEqual([-120, 0]);
  });
});
