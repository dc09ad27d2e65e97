import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { itemDuration, itemEnd, type MediaItem, type ProjectDoc } from "../model/document";
import { audio, counterIds, deepFreeze, docWith, image, itemById, spans, text, tracks, video } from "./edit-fixtures";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";
import { frameSourceTime } from "../model/speed";
import { setSpeed } from "./speed-edits";
import { splitAt, trimEnd, trimStart } from "./trim-edits";

const media = (doc: ProjectDoc, id: string) => itemById(doc, id) as MediaItem;

describe("setSpeed", () => {
  const doc = deepFreeze(docWith({ video: [video("a", 0, 2, 6), video("b", 4, 0, 2), video("c", 8, 0, 1)], text: [text("t", 0, 3)] }));

  it("halves a clip's length at 2× and pulls the clips after it in with its end", () => {
    const next = setSpeed(doc, { itemId: "a", speed: 2 });
    expect(spans(next, tracks.video)).toEqual([
      ["a", 0, 2],
      ["b", 2, 4],
      ["c", 6, 7],
    ]);
    expect(media(next, "a")).toMatchObject({ in: 2, out: 6, speed: 2 });
    // Other tracks stay where they were.
    expect(spans(next, tracks.text)).toEqual([["t", 0, 3]]);
  });

  it("doubles it at 0.5× and pushes the rest later; clamps to 0.25..4", () => {
    expect(spans(setSpeed(doc, { itemId: "a", speed: 0.5 }), tracks.video)).toEqual([
      ["a", 0, 8],
      ["b", 8, 10],
      ["c", 12, 13],
    ]);
    expect(media(setSpeed(doc, { itemId: "b", speed: 9 }), "b").speed).toBe(4);
    expect(media(setSpeed(doc, { itemId: "b", speed: 0.01 }), "b").speed).toBe(0.25);
  });

  it("reverses without changing the length, and back to 1× forwards stores neither field", () => {
    const reversed = setSpeed(doc, { itemId: "b", reverse: true });
    expect(media(reversed, "b")).toMatchObject({ reverse: true, start: 4, in: 0, out: 2 });
    const plain = setSpeed(setSpeed(reversed, { itemId: "b", speed: 3 }), { itemId: "b", speed: 1, reverse: false });
    expect(media(plain, "b")).toEqual(media(doc, "b"));
  });

  it("refuses images, titles, unknown items, NaN and no change", () => {
    const withImage = docWith({ video: [image("i", 0, 3)] });
    expect(setSpeed(withImage, { itemId: "i", speed: 2 })).toBe(withImage);
    expect(setSpeed(doc, { itemId: "t", speed: 2 })).toBe(doc);
    expect(setSpeed(doc, { itemId: "nope", speed: 2 })).toBe(doc);
    expect(setSpeed(doc, { itemId: "a", speed: Number.NaN })).toBe(doc);
    expect(setSpeed(doc, { itemId: "a", speed: 1 })).toBe(doc);
  });

  it("shortens fades that no longer fit", () => {
    const faded = docWith({ audio: [{ ...audio("s", 0, 0, 4), fadeIn: 1, fadeOut: 2 }] });
    const fast = media(setSpeed(faded, { itemId: "s", speed: 4 }), "s");
    expect(itemDuration(fast)).toBe(1);
    expect(fast.fadeIn + fast.fadeOut).toBeLessThanOrEqual(1);
  });

  const clipArb = fc.record({
    gap: fc.double({ min: 0, max: 3, noNaN: true }),
    inPoint: fc.double({ min: 0, max: 5, noNaN: true }),
    span: fc.double({ min: 0.05, max: 5, noNaN: true }),
    speed: fc.option(fc.double({ min: 0.25, max: 4, noNaN: true }), { nil: undefined }),
    reverse: fc.boolean(),
  });
  const docArb = fc.array(clipArb, { minLength: 1, maxLength: 6 }).map((clips) => {
    let at = 0;
    const items = clips.map((c, i) => {
      const item = video(`v${i}`, at + c.gap, c.inPoint, c.inPoint + c.span, c.speed === undefined ? {} : { speed: c.speed, reverse: c.reverse });
      at = itemEnd(item);
      return item;
    });
    return deepFreeze(docWith({ video: items }));
  });

  it("keeps the document's rules, keeps the source span, and undo restores the document exactly", () => {
    fc.assert(
      fc.property(docArb, fc.nat(), fc.double({ min: -1, max: 6, noNaN: true }), fc.option(fc.boolean(), { nil: undefined }), (start, pick, speed, reverse) => {
        expect(docIssues(start)).toEqual([]);
        const items = start.tracks.find((t) => t.id === tracks.video)!.items;
        const target = items[pick % items.length];
        const copy = structuredClone(start);
        let h = createHistory(start);
        h = commit(h, setSpeed(start, { itemId: target.id, speed, reverse }));
        deepFreeze(h.present);
        expect(docIssues(h.present)).toEqual([]);
        const after = media(h.present, target.id);
        expect([after.in, after.out]).toEqual([target.in, target.out]);
        expect(after.speed ?? 1).toBeGreaterThanOrEqual(0.25);
        expect(after.speed ?? 1).toBeLessThanOrEqual(4);
        expect(itemDuration(after)).toBeCloseTo((target.out - target.in) / (after.speed ?? 1), 9);
        h = undo(h);
        expect(h.present).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it("splitting a retimed clip shows the same source frame at every time as before", () => {
    fc.assert(
      fc.property(docArb, fc.nat(), fc.double({ min: 0.05, max: 0.95, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (start, pick, cut, probe) => {
        const items = start.tracks.find((t) => t.id === tracks.video)!.items as MediaItem[];
        const target = items[pick % items.length];
        const time = target.start + cut * itemDuration(target);
        const next = splitAt(start, { itemId: target.id, time, newId: counterIds("p") });
        expect(docIssues(next)).toEqual([]);
        if (next === start) return;
        const t = target.start + probe * itemDuration(target) * 0.999;
        const part = (next.tracks.find((tr) => tr.id === tracks.video)!.items as MediaItem[]).find((i) => i.start <= t && t < itemEnd(i))!;
        expect(frameSourceTime(part, t)).toBeCloseTo(frameSourceTime(target, t), 2);
      }),
      { numRuns: 300 },
    );
  });
});

describe("trims of a retimed clip", () => {
  it("a 2× clip's left edge moves its in point twice as far; a reversed one's moves its out point", () => {
    const fast = docWith({ video: [video("a", 2, 2, 6, { speed: 2 })] });
    expect(media(trimStart(fast, { itemId: "a", start: 2.5 }), "a")).toMatchObject({ start: 2.5, in: 3, out: 6 });
    // The source starts at 0: 2 s of source before the in point is 1 s of timeline.
    expect(media(trimStart(fast, { itemId: "a", start: 0 }), "a")).toMatchObject({ start: 1, in: 0 });
    const back = docWith({ video: [video("a", 2, 2, 6, { speed: 2, reverse: true })] });
    expect(media(trimStart(back, { itemId: "a", start: 2.5 }), "a")).toMatchObject({ start: 2.5, in: 2, out: 5 });
    // The source (10 s) ends 4 s after the out point: 2 s of timeline.
    expect(media(trimStart(back, { itemId: "a", start: 0 }), "a")).toMatchObject({ start: 0, in: 2, out: 10 });
  });

  it("a 2× clip's right edge moves its out point; a reversed one's moves its in point, down to 0", () => {
    const fast = docWith({ video: [video("a", 2, 2, 6, { speed: 2 })] });
    expect(media(trimEnd(fast, { itemId: "a", end: 3 }), "a")).toMatchObject({ in: 2, out: 4 });
    expect(itemEnd(media(trimEnd(fast, { itemId: "a", end: 20 }), "a"))).toBe(6);
    const back = docWith({ video: [video("a", 2, 2, 6, { speed: 2, reverse: true })] });
    expect(media(trimEnd(back, { itemId: "a", end: 3 }), "a")).toMatchObject({ in: 4, out: 6 });
    expect(media(trimEnd(back, { itemId: "a", end: 20 }), "a")).toMatchObject({ in: 0, out: 6, start: 2 });
    expect(itemEnd(media(trimEnd(back, { itemId: "a", end: 20 }), "a"))).toBe(5);
  });
});
