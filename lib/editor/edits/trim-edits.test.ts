import { describe, expect, it } from "vitest";

import { caption, counterIds, deepFreeze, docWith, image, itemById, spans, text, tracks, video } from "./edit-fixtures";
import { setItemTiming, splitAt, trimEnd, trimStart } from "./trim-edits";

const FRAME = 1 / 30;

describe("trimStart", () => {
  const doc = deepFreeze(docWith({ video: [video("a", 0, 0, 2), video("b", 4, 3, 7, { fadeIn: 1, fadeOut: 2 })] }));

  it("moves the left edge and the in point together, keeping the right edge", () => {
    const next = trimStart(doc, { itemId: "b", start: 5 });
    expect(itemById(next, "b")).toMatchObject({ start: 5, in: 4, out: 7 });
    expect(spans(next, tracks.video)[1]).toEqual(["b", 5, 8]);
  });

  it("stops at the source's start, at the previous item and at one frame of length", () => {
    // in = 3, so the source begins at timeline 1; a at [0, 2) ends at 2 and wins.
    expect(itemById(trimStart(doc, { itemId: "b", start: 0 }), "b")).toMatchObject({ start: 2, in: 1, out: 7 });
    const alone = docWith({ video: [video("b", 4, 3, 7)] });
    expect(itemById(trimStart(alone, { itemId: "b", start: 0 }), "b")).toMatchObject({ start: 1, in: 0, out: 7 });
    const shortest = itemById(trimStart(doc, { itemId: "b", start: 100 }), "b");
    expect(shortest?.start).toBeCloseTo(8 - FRAME, 9);
    expect((shortest?.out ?? 0) - (shortest?.in ?? 0)).toBeCloseTo(FRAME, 9);
  });

  it("shortens fades that no longer fit", () => {
    expect(itemById(trimStart(doc, { itemId: "b", start: 6 }), "b")).toMatchObject({ fadeIn: 1, fadeOut: 1 });
  });

  it("changes out, not in, for items that are their own source", () => {
    const own = docWith({ text: [text("t", 2, 4)], overlay: [image("i", 2, 4)] });
    expect(itemById(trimStart(own, { itemId: "t", start: 3 }), "t")).toMatchObject({ start: 3, in: 0, out: 3 });
    // Nothing limits an image's source, so it can grow back to the track's start.
    expect(itemById(trimStart(own, { itemId: "i", start: 0 }), "i")).toMatchObject({ start: 0, in: 0, out: 6 });
  });

  it("is a no-op when nothing changes or the input is unreadable", () => {
    expect(trimStart(doc, { itemId: "b", start: 4 })).toBe(doc);
    expect(trimStart(doc, { itemId: "b", start: Number.NaN })).toBe(doc);
    expect(trimStart(doc, { itemId: "zz", start: 1 })).toBe(doc);
  });
});

describe("trimEnd", () => {
  const doc = deepFreeze(docWith({ video: [video("a", 0, 2, 4), video("b", 5, 0, 2)] }));

  it("moves the right edge and the out point", () => {
    expect(itemById(trimEnd(doc, { itemId: "a", end: 1 }), "a")).toMatchObject({ start: 0, in: 2, out: 3 });
  });

  it("stops at the next item, at the source's end and at one frame of length", () => {
    expect(itemById(trimEnd(doc, { itemId: "a", end: 9 }), "a")).toMatchObject({ out: 7 });
    // b may grow to the end of its 10 s source.
    expect(itemById(trimEnd(doc, { itemId: "b", end: 100 }), "b")).toMatchObject({ start: 5, in: 0, out: 10 });
    expect(itemById(trimEnd(doc, { itemId: "a", end: -5 }), "a")?.out).toBeCloseTo(2 + FRAME, 9);
  });

  it("lets items without a known source length grow up to the next item", () => {
    const own = docWith({ caption: [caption("c1", 0, 1), caption("c2", 3, 1)] });
    expect(spans(trimEnd(own, { itemId: "c1", end: 10 }), tracks.caption)[0]).toEqual(["c1", 0, 3]);
    expect(spans(trimEnd(own, { itemId: "c2", end: 10 }), tracks.caption)[1]).toEqual(["c2", 3, 10]);
  });

  it("is a no-op when nothing changes", () => {
    expect(trimEnd(doc, { itemId: "a", end: 2 })).toBe(doc);
    expect(trimEnd(doc, { itemId: "a", end: Number.POSITIVE_INFINITY })).toBe(doc);
  });
});

describe("splitAt", () => {
  const doc = deepFreeze(docWith({ video: [video("a", 2, 1, 6, { fadeIn: 2, fadeOut: 2 })], text: [text("t", 0, 4)] }));

  it("splits a window into two with fresh ids and matching in/out points", () => {
    const next = splitAt(doc, { itemId: "a", time: 4, newId: counterIds() });
    expect(spans(next, tracks.video)).toEqual([
      ["n1", 2, 4],
      ["n2", 4, 7],
    ]);
    expect(itemById(next, "n1")).toMatchObject({ in: 1, out: 3, fadeIn: 2, fadeOut: 0 });
    expect(itemById(next, "n2")).toMatchObject({ in: 3, out: 6, fadeIn: 0, fadeOut: 2 });
    expect(itemById(next, "a")).toBeUndefined();
  });

  it("splits an item that is its own source into two that both start at in = 0", () => {
    const next = splitAt(doc, { itemId: "t", time: 1, newId: counterIds() });
    expect(itemById(next, "n1")).toMatchObject({ start: 0, in: 0, out: 1, text: "Hello" });
    expect(itemById(next, "n2")).toMatchObject({ start: 1, in: 0, out: 3, text: "Hello" });
  });

  it("is a no-op unless the time is strictly inside, or when ids collide", () => {
    expect(splitAt(doc, { itemId: "a", time: 2, newId: counterIds() })).toBe(doc);
    expect(splitAt(doc, { itemId: "a", time: 7, newId: counterIds() })).toBe(doc);
    expect(splitAt(doc, { itemId: "a", time: 9, newId: counterIds() })).toBe(doc);
    expect(splitAt(doc, { itemId: "a", time: 4, newId: () => "same" })).toBe(doc);
    const takenSecond = ["fresh", "t"];
    expect(splitAt(doc, { itemId: "a", time: 4, newId: () => takenSecond.shift() ?? "" })).toBe(doc);
  });
});

describe("setItemTiming", () => {
  const doc = deepFreeze(docWith({ caption: [caption("c1", 0, 2), caption("c2", 4, 2)], video: [video("v", 0, 0, 2)] }));

  it("sets a cue's start and end, re-sorting the track", () => {
    expect(spans(setItemTiming(doc, { itemId: "c1", start: 2, end: 3.5 }), tracks.caption)).toEqual([
      ["c1", 2, 3.5],
      ["c2", 4, 6],
    ]);
    expect(spans(setItemTiming(doc, { itemId: "c1", start: 7, end: 8 }), tracks.caption)).toEqual([
      ["c2", 4, 6],
      ["c1", 7, 8],
    ]);
  });

  it("refuses overlaps, spans shorter than a frame, negative starts and windowed media", () => {
    expect(setItemTiming(doc, { itemId: "c1", start: 3, end: 5 })).toBe(doc);
    expect(setItemTiming(doc, { itemId: "c1", start: 1, end: 1.01 })).toBe(doc);
    expect(setItemTiming(doc, { itemId: "c1", start: -1, end: 1 })).toBe(doc);
    expect(setItemTiming(doc, { itemId: "v", start: 1, end: 2 })).toBe(doc);
    expect(setItemTiming(doc, { itemId: "c1", start: 0, end: 2 })).toBe(doc);
  });
});

describe("blur keyframes of an image (its own source)", () => {
  const box = { x: 0, y: 0, w: 0.1, h: 0.1 };
  const regions = [0, 1, 3].map((t) => ({ t, boxes: [{ ...box, x: t / 10 }] }));
  const doc = docWith({ overlay: [image("i", 2, 4)] });
  const blurred = { ...doc, tracks: doc.tracks.map((t) => ({ ...t, items: t.items.map((i) => ({ ...i, blur: { type: "gaussian" as const, intensity: 50, regions } })) })) };
  const keyTimes = (d: typeof doc, id: string) => {
    const item = itemById(d, id);
    return item && "blur" in item ? item.blur?.regions?.map((k) => [k.t, k.boxes[0].x]) : undefined;
  };

  it("follow the picture when the left edge is trimmed", () => {
    expect(keyTimes(trimStart(blurred, { itemId: "i", start: 4 }), "i")).toEqual([
      [0, 0.1],
      [1, 0.3],
    ]);
  });

  it("follow the picture into the right half of a split", () => {
    const next = splitAt(blurred, { itemId: "i", time: 3.5, newId: counterIds() });
    expect(keyTimes(next, "n1")).toEqual([
      [0, 0],
      [1, 0.1],
      [3, 0.3],
    ]);
    expect(keyTimes(next, "n2")).toEqual([
      [0, 0.1],
      [1.5, 0.3],
    ]);
  });
});
