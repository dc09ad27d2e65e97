import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { duckCurve, duckGainAt, MIN_RAMP, speechOnTimeline } from "./duck";

const interval = fc.record({ start: fc.double({ min: 0, max: 120, noNaN: true }), length: fc.double({ min: 0, max: 10, noNaN: true }) }).map(({ start, length }) => ({ start, end: start + length }));
const ducking = fc.record({
  depth: fc.double({ min: 0, max: 60, noNaN: true }),
  attack: fc.double({ min: 0, max: 3, noNaN: true }),
  release: fc.double({ min: 0, max: 3, noNaN: true }),
});
const time = fc.double({ min: -5, max: 140, noNaN: true });

describe("duck curve", () => {
  it("never raises the gain: every value is in [depth gain, 1]", () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 12 }), ducking, fc.array(time, { minLength: 1, maxLength: 20 }), (speech, duck, times) => {
        const curve = duckCurve(speech, duck);
        const low = 10 ** (-duck.depth / 20);
        for (const t of times) {
          const g = duckGainAt(curve, t);
          expect(g).toBeLessThanOrEqual(1);
          expect(g).toBeGreaterThanOrEqual(low - 1e-9);
        }
      }),
    );
  });

  it("is continuous: it changes no faster than its shortest ramp allows", () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 12 }), ducking, time, fc.double({ min: 1e-6, max: 0.05, noNaN: true }), (speech, duck, t, dt) => {
        const curve = duckCurve(speech, duck);
        const slope = (1 - 10 ** (-duck.depth / 20)) / Math.max(MIN_RAMP, Math.min(duck.attack, duck.release));
        expect(Math.abs(duckGainAt(curve, t + dt) - duckGainAt(curve, t))).toBeLessThanOrEqual(slope * dt + 1e-9);
      }),
    );
  });

  it("is at the full depth throughout speech and back to 1 a release after it", () => {
    fc.assert(
      fc.property(fc.array(interval, { minLength: 1, maxLength: 8 }), ducking, fc.double({ min: 0, max: 1, noNaN: true }), (speech, duck, u) => {
        const curve = duckCurve(speech, duck);
        const low = 10 ** (-duck.depth / 20);
        for (const s of speech) {
          if (s.end <= s.start) continue;
          expect(duckGainAt(curve, s.start + u * (s.end - s.start))).toBeCloseTo(low, 9);
        }
        const last = Math.max(...speech.map((s) => s.end));
        expect(duckGainAt(curve, last + Math.max(MIN_RAMP, duck.release) + 1e-6)).toBe(1);
      }),
    );
  });

  it("no speech, no dip", () => {
    expect(duckCurve([], { depth: 12, attack: 0.2, release: 0.5 })).toEqual([]);
    expect(duckGainAt([], 3)).toBe(1);
  });
});

describe("speech on the timeline", () => {
  it("moves source spans by the item's placement and clips them to the item", () => {
    const item = { start: 10, end: 15, in: 2 };
    expect(speechOnTimeline([{ start: 1, end: 3 }, { start: 4, end: 5 }, { start: 6.5, end: 9 }, { start: 8, end: 9 }], item)).toEqual([
      { start: 10, end: 11 },
      { start: 12, end: 13 },
      { start: 14.5, end: 15 },
    ]);
  });
});
