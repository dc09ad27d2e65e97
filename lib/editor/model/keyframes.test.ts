import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type Easing, easings, type Keyframe } from "./document";
import { cubicBezier, ease, valueAt } from "./keyframes";

/** A keyframe's value as a saved document holds it: JSON has no negative zero, so -0 is read back as 0. */
const value = fc.double({ min: -1000, max: 1000, noNaN: true }).map((v) => (v === 0 ? 0 : v));
const unitPoint = fc.double({ min: 0, max: 1, noNaN: true });
const bezier = fc.tuple(unitPoint, unitPoint, unitPoint, unitPoint);
const namedEasing = fc.constantFrom<Easing>(...easings);

/** A keyframe list at distinct, sorted times; cubic-bezier keys get control points within 0..1 (no overshoot). */
const keyList = fc
  .uniqueArray(fc.double({ min: 0, max: 60, noNaN: true }), { minLength: 1, maxLength: 8, comparator: (a, b) => Math.abs(a - b) < 1e-6 })
  .chain((times) =>
    fc.tuple(...[...times].sort((a, b) => a - b).map((t) => fc.record({ value, easing: namedEasing, bezier }).map((k): Keyframe => ({ t, ...k })))),
  );

describe("valueAt", () => {
  it("is exact at every keyframe time, whatever the easings", () => {
    fc.assert(
      fc.property(keyList, (keys) => {
        for (const key of keys) expect(valueAt(keys, key.t, 12345)).toBe(key.value);
      }),
    );
  });

  it("holds the first value before the first keyframe and the last after the last; no keyframes: the base", () => {
    fc.assert(
      fc.property(keyList, fc.double({ min: 0, max: 10, noNaN: true }), (keys, d) => {
        expect(valueAt(keys, keys[0].t - d, 0)).toBe(keys[0].value);
        expect(valueAt(keys, keys[keys.length - 1].t + d, 0)).toBe(keys[keys.length - 1].value);
      }),
    );
    expect(valueAt(undefined, 3, 0.5)).toBe(0.5);
    expect(valueAt([], 3, 0.5)).toBe(0.5);
  });

  it("stays between the two keyframes' values for every easing that does not overshoot", () => {
    fc.assert(
      fc.property(keyList, fc.double({ min: 0, max: 1, noNaN: true }), (keys, p) => {
        for (let i = 0; i + 1 < keys.length; i++) {
          const a = keys[i];
          const b = keys[i + 1];
          const v = valueAt(keys, a.t + (b.t - a.t) * p, 0);
          const lo = Math.min(a.value, b.value);
          const hi = Math.max(a.value, b.value);
          const slack = 1e-9 * (1 + Math.abs(lo) + Math.abs(hi));
          expect(v).toBeGreaterThanOrEqual(lo - slack);
          expect(v).toBeLessThanOrEqual(hi + slack);
        }
      }),
    );
  });

  it("moves one way only between two keyframes (the easings without overshoot are monotonic)", () => {
    fc.assert(
      fc.property(fc.record({ easing: namedEasing, bezier }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (key, p, q) => {
        const [lo, hi] = p <= q ? [p, q] : [q, p];
        expect(ease(key, lo)).toBeLessThanOrEqual(ease(key, hi) + 1e-9);
      }),
    );
  });

  it("eases as named: linear halfway is half, hold keeps the value, ease-in is slow to start and ease-out quick", () => {
    const pair = (easing: Easing, bez?: [number, number, number, number]): Keyframe[] => [
      { t: 1, value: 0, easing, ...(bez ? { bezier: bez } : {}) },
      { t: 3, value: 100, easing: "linear" },
    ];
    expect(valueAt(pair("linear"), 2, 0)).toBeCloseTo(50, 9);
    expect(valueAt(pair("hold"), 2.999, 0)).toBe(0);
    expect(valueAt(pair("hold"), 3, 0)).toBe(100);
    expect(valueAt(pair("ease-in"), 1.5, 0)).toBeLessThan(25);
    expect(valueAt(pair("ease-out"), 1.5, 0)).toBeGreaterThan(25);
    expect(valueAt(pair("ease-in-out"), 2, 0)).toBeCloseTo(50, 6);
    // A bezier whose control points leave 0..1 overshoots on purpose (a "pop").
    const overshoot = [0.34, 1.56, 0.64, 1] as [number, number, number, number];
    const peak = Math.max(...Array.from({ length: 99 }, (_, i) => valueAt(pair("cubic-bezier", overshoot), 1 + (2 * (i + 1)) / 100, 0)));
    expect(peak).toBeGreaterThan(100);
  });

  it("solves CSS's cubic-bezier curves", () => {
    // Known values of CSS "ease" (0.25, 0.1, 0.25, 1) at x = 0.25 and 0.5.
    expect(cubicBezier(0.25, 0.1, 0.25, 1, 0.25)).toBeCloseTo(0.4085, 3);
    expect(cubicBezier(0.25, 0.1, 0.25, 1, 0.5)).toBeCloseTo(0.8024, 3);
    expect(cubicBezier(0, 0, 1, 1, 0.3)).toBeCloseTo(0.3, 6);
  });
});
