import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { itemEnd } from "../model/document";
import { caption, video } from "../edits/edit-fixtures";
import { drawWindow, itemsToDraw, meetsWindow, UNMEASURED_VIEW_PX } from "./timeline-window";

/** A track's items: in a row from time 0, each 0.1–8 s long at a speed of 0.25–4, with gaps of 0–5 s. */
const trackItems = fc
  .array(fc.record({ gap: fc.double({ min: 0, max: 5, noNaN: true }), length: fc.double({ min: 0.1, max: 8, noNaN: true }), speed: fc.constantFrom(0.25, 0.5, 1, 2, 4) }), { maxLength: 60 })
  .map((specs) => {
    let t = 0;
    return specs.map(({ gap, length, speed }, i) => {
      const item = video(`v${i}`, t + gap, 0, length * speed, { speed });
      t = itemEnd(item);
      return item;
    });
  });

const view = fc.record({
  scrollLeft: fc.double({ min: 0, max: 50_000, noNaN: true }),
  viewWidth: fc.double({ min: 200, max: 4000, noNaN: true }),
  pxPerSecond: fc.double({ min: 10, max: 400, noNaN: true }),
});

describe("the seconds the timeline draws", () => {
  it("covers what shows and half a view width either side, and at most half a view more", () => {
    fc.assert(
      fc.property(view, (v) => {
        const w = drawWindow(v);
        const eps = 1e-9;
        // What shows, with its margin (never before 0).
        expect(w.start).toBeLessThanOrEqual(Math.max(0, (v.scrollLeft - 0.5 * v.viewWidth) / v.pxPerSecond) + eps);
        expect(w.end).toBeGreaterThanOrEqual((v.scrollLeft + 1.5 * v.viewWidth) / v.pxPerSecond - eps);
        // Not far beyond it.
        expect(w.start).toBeGreaterThanOrEqual((v.scrollLeft - v.viewWidth) / v.pxPerSecond - eps);
        expect(w.end).toBeLessThanOrEqual((v.scrollLeft + 2 * v.viewWidth) / v.pxPerSecond + eps);
      }),
    );
  });

  it("stays the same for a small scroll", () => {
    const at = (scrollLeft: number) => drawWindow({ scrollLeft, viewWidth: 1000, pxPerSecond: 100 });
    expect(at(0)).toEqual({ start: 0, end: 20 });
    expect(at(499)).toEqual(at(0));
    expect(at(500)).toEqual({ start: 0, end: 25 });
    expect(at(3000)).toEqual({ start: 25, end: 50 });
    expect(at(3499)).toEqual(at(3000));
  });

  it("takes an unmeasured timeline to be a wide screen from its start", () => {
    expect(drawWindow({ scrollLeft: 0, viewWidth: 0, pxPerSecond: 60 })).toEqual({ start: 0, end: (2 * UNMEASURED_VIEW_PX) / 60 });
    expect(drawWindow({ scrollLeft: Number.NaN, viewWidth: Number.NaN, pxPerSecond: 0 }).start).toBe(0);
  });
});

describe("the items a track draws", () => {
  it("draws every item that meets the window, in the track's order", () => {
    fc.assert(
      fc.property(trackItems, view, (items, v) => {
        const w = drawWindow(v);
        const drawn = itemsToDraw(items, w);
        for (const item of items) if (meetsWindow(item, w)) expect(drawn).toContain(item);
        // A subsequence of the track, in its order.
        const at = drawn.map((item) => items.indexOf(item));
        expect(at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]))).toBe(true);
      }),
    );
  });

  it("draws none far outside the window but the track's ends and the kept items' neighbours", () => {
    fc.assert(
      fc.property(trackItems, view, fc.nat(), (items, v, pick) => {
        const w = drawWindow(v);
        const kept = items.length ? items[pick % items.length].id : null;
        const drawn = itemsToDraw(items, w, [kept]);
        const keptAt = items.findIndex((item) => item.id === kept);
        for (const item of drawn) {
          const i = items.indexOf(item);
          const allowed = i === 0 || i === items.length - 1 || (keptAt >= 0 && Math.abs(i - keptAt) <= 1) || meetsWindow(item, w);
          expect(allowed).toBe(true);
        }
        // At most the items of the window plus five others.
        expect(drawn.length).toBeLessThanOrEqual(items.filter((item) => meetsWindow(item, w)).length + 5);
      }),
    );
  });

  it("keeps a focused item far off screen, with its neighbours, for the keyboard", () => {
    const items = Array.from({ length: 200 }, (_, i) => caption(`c${i}`, i * 2, 1.5, `Line ${i + 1}`));
    const w = drawWindow({ scrollLeft: 0, viewWidth: 1200, pxPerSecond: 60 });
    const drawn = itemsToDraw(items, w, ["c120"]).map((item) => item.id);
    // 0–40 s draws c0 to c20 (c20 starts at 40 s), the last one, and c119 to c121.
    expect(drawn).toEqual([...Array.from({ length: 21 }, (_, i) => `c${i}`), "c119", "c120", "c121", "c199"]);
    expect(itemsToDraw(items, w, ["gone", null]).map((item) => item.id)).toEqual([...Array.from({ length: 21 }, (_, i) => `c${i}`), "c199"]);
  });

  it("returns the track's own list when every item is drawn", () => {
    const items = [video("a", 0, 0, 2), video("b", 2, 0, 2)];
    expect(itemsToDraw(items, { start: 0, end: 1 })).toBe(items);
    expect(itemsToDraw([], { start: 0, end: 1 })).toEqual([]);
  });
});
