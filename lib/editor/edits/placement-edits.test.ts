import { describe, expect, it } from "vitest";

import { audio, caption, counterIds, deepFreeze, docWith, image, itemById, spans, text, tracks, video } from "./edit-fixtures";
import { addItem, deleteItem, duplicateItem, moveItem, rippleDelete } from "./placement-edits";

describe("addItem", () => {
  it("puts an item on the first track that takes its kind, at the requested start", () => {
    const doc = deepFreeze(docWith());
    const next = addItem(doc, { item: video("v1", 2, 1, 4) });
    expect(spans(next, tracks.video)).toEqual([["v1", 2, 5]]);
    expect(addItem(doc, { item: audio("s1", 0, 0, 3) }).tracks.find((t) => t.id === tracks.audio)?.items.map((i) => i.id)).toEqual(["s1"]);
    expect(spans(addItem(doc, { item: caption("c1", 1, 2) }), tracks.caption)).toEqual([["c1", 1, 3]]);
    expect(doc.tracks.every((t) => t.items.length === 0)).toBe(true);
  });

  it("puts an item on the given track when that track takes its kind", () => {
    const doc = docWith();
    expect(spans(addItem(doc, { item: image("i1", 0, 3), trackId: tracks.overlay }), tracks.overlay)).toEqual([["i1", 0, 3]]);
    expect(addItem(doc, { item: text("t1", 0, 3), trackId: tracks.video })).toBe(doc);
    expect(addItem(doc, { item: text("t1", 0, 3), trackId: "nope" })).toBe(doc);
  });

  it("moves an overlapping item to the first gap at or after the requested start that fits", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2), video("b", 3, 0, 2), video("c", 7, 0, 2)] });
    // Wanted at 1: [1, 3) hits a; the gap [2, 3) is too short for 2 s; [5, 7) fits.
    expect(spans(addItem(doc, { item: video("x", 1, 0, 2) }), tracks.video)).toEqual([
      ["a", 0, 2],
      ["b", 3, 5],
      ["x", 5, 7],
      ["c", 7, 9],
    ]);
    expect(spans(addItem(doc, { item: video("y", 1, 0, 1) }), tracks.video)[1]).toEqual(["y", 2, 3]);
    expect(spans(addItem(doc, { item: video("z", 4, 0, 3) }), tracks.video)[3]).toEqual(["z", 9, 12]);
  });

  it("clamps a negative start to 0", () => {
    expect(spans(addItem(docWith(), { item: video("v", -3, 0, 1) }), tracks.video)).toEqual([["v", 0, 1]]);
  });

  it("refuses a taken id, a bad window, a window past the asset, and a missing asset", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    expect(addItem(doc, { item: video("a", 5, 0, 2) })).toBe(doc);
    expect(addItem(doc, { item: video("b", 5, 2, 2) })).toBe(doc);
    expect(addItem(doc, { item: video("b", 5, -1, 2) })).toBe(doc);
    expect(addItem(doc, { item: video("b", Number.NaN, 0, 2) })).toBe(doc);
    expect(addItem(doc, { item: video("b", 5, 0, 11) })).toBe(doc);
    expect(addItem(doc, { item: video("b", 5, 0, 2, { assetId: "gone" }) })).toBe(doc);
  });
});

describe("moveItem", () => {
  const doc = deepFreeze(docWith({ video: [video("a", 0, 0, 2), video("b", 3, 0, 2)], overlay: [image("o", 1, 2)] }));

  it("moves an item in time and keeps the track sorted", () => {
    expect(spans(moveItem(doc, { itemId: "a", start: 6 }), tracks.video)).toEqual([
      ["b", 3, 5],
      ["a", 6, 8],
    ]);
  });

  it("resolves an overlap with the same rule as addItem", () => {
    expect(spans(moveItem(doc, { itemId: "a", start: 4 }), tracks.video)).toEqual([
      ["b", 3, 5],
      ["a", 5, 7],
    ]);
    // The moved item's own old place counts as free.
    expect(spans(moveItem(doc, { itemId: "b", start: 1 }), tracks.video)).toEqual([
      ["a", 0, 2],
      ["b", 2, 4],
    ]);
  });

  it("moves an item to another track that takes its kind", () => {
    const next = moveItem(doc, { itemId: "a", start: 0, trackId: tracks.overlay });
    expect(spans(next, tracks.video)).toEqual([["b", 3, 5]]);
    expect(spans(next, tracks.overlay)).toEqual([
      ["o", 1, 3],
      ["a", 3, 5],
    ]);
    expect(moveItem(doc, { itemId: "a", start: 0, trackId: tracks.text })).toBe(doc);
  });

  it("is a no-op for an unknown item, an unreadable start or no change", () => {
    expect(moveItem(doc, { itemId: "zz", start: 1 })).toBe(doc);
    expect(moveItem(doc, { itemId: "a", start: Number.NaN })).toBe(doc);
    expect(moveItem(doc, { itemId: "b", start: 3 })).toBe(doc);
    expect(moveItem(doc, { itemId: "a", start: -1 })).toBe(doc);
  });
});

describe("duplicateItem", () => {
  it("places the copy right after the original with a fresh id", () => {
    const doc = deepFreeze(docWith({ video: [video("a", 0, 1, 3, { volume: 0.5 })] }));
    const next = duplicateItem(doc, { itemId: "a", newId: counterIds() });
    expect(spans(next, tracks.video)).toEqual([
      ["a", 0, 2],
      ["n1", 2, 4],
    ]);
    expect(itemById(next, "n1")).toMatchObject({ in: 1, out: 3, volume: 0.5, assetId: "a-video" });
  });

  it("uses the next free gap when the place after the original is taken", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2), video("b", 3, 0, 2), video("c", 8, 0, 1)] });
    expect(spans(duplicateItem(doc, { itemId: "a", newId: counterIds() }), tracks.video)).toEqual([
      ["a", 0, 2],
      ["b", 3, 5],
      ["n1", 5, 7],
      ["c", 8, 9],
    ]);
  });

  it("refuses an id that is already taken or an unknown item", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    expect(duplicateItem(doc, { itemId: "a", newId: () => "a" })).toBe(doc);
    expect(duplicateItem(doc, { itemId: "x", newId: counterIds() })).toBe(doc);
  });
});

describe("deleteItem and rippleDelete", () => {
  const doc = deepFreeze(
    docWith({ video: [video("a", 0, 0, 2), video("b", 3, 0, 2), video("c", 6, 0, 1)], text: [text("t", 4, 3)] }),
  );

  it("deleteItem leaves the gap", () => {
    expect(spans(deleteItem(doc, { itemId: "b" }), tracks.video)).toEqual([
      ["a", 0, 2],
      ["c", 6, 7],
    ]);
    expect(deleteItem(doc, { itemId: "zz" })).toBe(doc);
  });

  it("rippleDelete pulls later items of the same track left by the deleted item's length", () => {
    const next = rippleDelete(doc, { itemId: "b" });
    expect(spans(next, tracks.video)).toEqual([
      ["a", 0, 2],
      ["c", 4, 5],
    ]);
    expect(spans(next, tracks.text)).toEqual([["t", 4, 7]]);
    expect(rippleDelete(doc, { itemId: "zz" })).toBe(doc);
  });
});
