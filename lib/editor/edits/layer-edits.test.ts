import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { audio, caption, deepFreeze, docWith, image, itemById, text, tracks, video } from "./edit-fixtures";
import { adjacentTrackId, compatibleTracks, presetTransform, setItemTransform, transformPresets } from "./layer-edits";
import { moveItem } from "./placement-edits";
import { placeRect } from "../render/frame-plan";

const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe("compatibleTracks and adjacentTrackId", () => {
  const doc = deepFreeze(
    docWith({ video: [video("v", 0, 0, 2)], overlay: [image("i", 0, 2)], audio: [audio("s", 0, 0, 2)], text: [text("t", 0, 2)], caption: [caption("c", 0, 1)] }),
  );

  it("offers a picture Main video and Overlay, a sound its sound tracks, a title and a caption their own", () => {
    expect(ids(compatibleTracks(doc, "v"))).toEqual([tracks.video, tracks.overlay]);
    expect(ids(compatibleTracks(doc, "i"))).toEqual([tracks.video, tracks.overlay]);
    expect(ids(compatibleTracks(doc, "s"))).toEqual([tracks.audio]);
    expect(ids(compatibleTracks(doc, "t"))).toEqual([tracks.text]);
    expect(ids(compatibleTracks(doc, "c"))).toEqual([tracks.caption]);
    expect(compatibleTracks(doc, "missing")).toEqual([]);
  });

  it("steps to the previous or next compatible track, none past either end", () => {
    expect(adjacentTrackId(doc, "v", 1)).toBe(tracks.overlay);
    expect(adjacentTrackId(doc, "v", -1)).toBeNull();
    expect(adjacentTrackId(doc, "i", -1)).toBe(tracks.video);
    expect(adjacentTrackId(doc, "i", 1)).toBeNull();
    expect(adjacentTrackId(doc, "t", 1)).toBeNull();
    expect(adjacentTrackId(doc, "missing", 1)).toBeNull();
  });

  it("with moveItem, takes a clip to the overlay at its own time, or the first gap there", () => {
    const moved = moveItem(doc, { itemId: "v", start: 0, trackId: adjacentTrackId(doc, "v", 1) ?? "" });
    expect(ids(moved.tracks.find((t) => t.id === tracks.overlay)?.items ?? [])).toEqual(["i", "v"]);
    expect(itemById(moved, "v")?.start).toBe(2);
  });
});

describe("setItemTransform", () => {
  const doc = deepFreeze(docWith({ video: [video("v", 0, 0, 2)], audio: [audio("s", 0, 0, 2)], text: [text("t", 0, 2)] }));
  const transformOf = (d: typeof doc) => {
    const item = itemById(d, "v");
    return item && "transform" in item ? item.transform : null;
  };

  it("sets the given parts and keeps the others", () => {
    expect(transformOf(setItemTransform(doc, { itemId: "v", transform: { x: 0.8, scale: 0.35 } }))).toEqual({ x: 0.8, y: 0.5, scale: 0.35, opacity: 1 });
    expect(transformOf(setItemTransform(doc, { itemId: "v", transform: { opacity: 0.4 } }))).toEqual({ x: 0.5, y: 0.5, scale: 1, opacity: 0.4 });
  });

  it("clamps position into the frame, scale to 10–200 % and opacity to 0..1", () => {
    expect(transformOf(setItemTransform(doc, { itemId: "v", transform: { x: -1, y: 3, scale: 9, opacity: 2 } }))).toEqual({ x: 0, y: 1, scale: 2, opacity: 1 });
    expect(transformOf(setItemTransform(doc, { itemId: "v", transform: { scale: 0, opacity: -0.5 } }))).toEqual({ x: 0.5, y: 0.5, scale: 0.1, opacity: 0 });
  });

  it("refuses what is not a number, items without a picture, unknown items, and a change to nothing", () => {
    expect(setItemTransform(doc, { itemId: "v", transform: { x: Number.NaN } })).toBe(doc);
    expect(setItemTransform(doc, { itemId: "v", transform: { scale: Infinity } })).toBe(doc);
    expect(setItemTransform(doc, { itemId: "s", transform: { x: 0.2 } })).toBe(doc);
    expect(setItemTransform(doc, { itemId: "t", transform: { x: 0.2 } })).toBe(doc);
    expect(setItemTransform(doc, { itemId: "missing", transform: { x: 0.2 } })).toBe(doc);
    expect(setItemTransform(doc, { itemId: "v", transform: { x: 0.5, opacity: 1 } })).toBe(doc);
  });

  it("always keeps the transform in range", () => {
    const n = fc.oneof(fc.double({ noNaN: true }), fc.integer());
    fc.assert(
      fc.property(fc.record({ x: n, y: n, scale: n, opacity: n }, { requiredKeys: [] }), (transform) => {
        const t = transformOf(setItemTransform(doc, { itemId: "v", transform }));
        expect(t).not.toBeNull();
        if (!t) return;
        expect(t.x >= 0 && t.x <= 1 && t.y >= 0 && t.y <= 1).toBe(true);
        expect(t.scale >= 0.1 && t.scale <= 2 && t.opacity >= 0 && t.opacity <= 1).toBe(true);
      }),
    );
  });
});

describe("presetTransform", () => {
  const frame = { width: 1280, height: 720 };

  it("full frame is centred and fitted, keeping the opacity", () => {
    expect(presetTransform("Full frame", 0.5)).toEqual({ x: 0.5, y: 0.5, scale: 1, opacity: 0.5 });
  });

  it("puts a frame-shaped picture in its corner at 35 %, 3 % in from the edges", () => {
    const rect = placeRect(frame, frame, presetTransform("Bottom-right"));
    expect(rect.w).toBeCloseTo(448);
    expect(rect.x + rect.w).toBeCloseTo(1280 - 0.03 * 1280);
    expect(rect.y + rect.h).toBeCloseTo(720 - 0.03 * 720);
    const topLeft = placeRect(frame, frame, presetTransform("Top-left"));
    expect(topLeft.x).toBeCloseTo(0.03 * 1280);
    expect(topLeft.y).toBeCloseTo(0.03 * 720);
  });

  it("keeps every corner picture of any shape inside the frame", () => {
    for (const preset of transformPresets) {
      for (const src of [frame, { width: 100, height: 100 }, { width: 1080, height: 1920 }]) {
        const r = placeRect(src, frame, presetTransform(preset));
        expect(r.x).toBeGreaterThanOrEqual(-1e-9);
        expect(r.y).toBeGreaterThanOrEqual(-1e-9);
        expect(r.x + r.w).toBeLessThanOrEqual(1280 + 1e-9);
        expect(r.y + r.h).toBeLessThanOrEqual(720 + 1e-9);
      }
    }
  });
});
