import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { MediaItem } from "../model/document";
import { projectDocSchema } from "../model/document-schema";
import { audio, docWith, image, itemById, video } from "./edit-fixtures";
import { framePlan, type MediaLayer } from "../render/frame-plan";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";
import { setItemTransform } from "./layer-edits";
import { baseValue, propertyAt, setBaseValue, setKeyframe } from "./keyframe-edits";
import { clampCrop, CROP_KEEP, CROP_MAX, cropAt } from "../render/look";
import { defaultChromaKey, setChromaKey, setCrop, setFlip, setLut } from "./look-edits";

const doc0 = () => docWith({ video: [video("v", 0, 0, 4)], overlay: [image("p", 0, 4)], audio: [audio("a", 0, 0, 4)] });
const media = (doc: ReturnType<typeof doc0>, id: string) => itemById(doc, id) as MediaItem;
const layerOf = (doc: ReturnType<typeof doc0>, id: string, t: number) => framePlan(doc, t).find((l): l is MediaLayer => l.type === "media" && l.item.id === id)!;

describe("look edits", () => {
  it("crop edges stay within 0..0.9 and opposite edges leave some picture", () => {
    fc.assert(
      fc.property(fc.record({ left: fc.double({ min: -1, max: 2, noNaN: true }), right: fc.double({ min: -1, max: 2, noNaN: true }), top: fc.double({ min: -1, max: 2, noNaN: true }), bottom: fc.double({ min: -1, max: 2, noNaN: true }) }), (crop) => {
        const c = clampCrop(crop);
        for (const v of Object.values(c)) expect(v >= 0 && v <= CROP_MAX).toBe(true);
        expect(c.left + c.right).toBeLessThanOrEqual(1 - CROP_KEEP + 1e-9);
        expect(c.top + c.bottom).toBeLessThanOrEqual(1 - CROP_KEEP + 1e-9);
        const doc = setCrop(doc0(), { itemId: "p", crop });
        expect(projectDocSchema.safeParse(doc).success).toBe(true);
        expect(docIssues(doc)).toEqual([]);
      }),
    );
  });

  it("crop, flip, key and LUT are one step each, undo restores the document exactly, and sounds are left alone", () => {
    const steps = [
      (d: ReturnType<typeof doc0>) => setCrop(d, { itemId: "p", crop: { left: 0.25 } }),
      (d: ReturnType<typeof doc0>) => setFlip(d, { itemId: "p", flipH: true }),
      (d: ReturnType<typeof doc0>) => setChromaKey(d, { itemId: "p", key: { tolerance: 50 } }),
      (d: ReturnType<typeof doc0>) => setLut(d, { itemId: "p", lut: { id: "mono", name: "Mono", source: "builtin", intensity: 1.5 } }),
    ];
    let h = createHistory(doc0());
    for (const step of steps) {
      const before = h.present;
      const next = step(h.present);
      expect(next).not.toBe(before);
      h = commit(h, next);
      expect(undo(h).present).toEqual(before);
    }
    const p = media(h.present, "p");
    expect(p.crop).toEqual({ left: 0.25, right: 0, top: 0, bottom: 0 });
    expect(p.flipH).toBe(true);
    expect(p.chromaKey).toEqual({ ...defaultChromaKey, tolerance: 50 });
    expect(p.lut?.intensity).toBe(1);
    expect(projectDocSchema.safeParse(h.present).success).toBe(true);
    // Nothing changes: the same document (nothing to undo).
    expect(setFlip(h.present, { itemId: "p", flipH: true })).toBe(h.present);
    expect(setCrop(h.present, { itemId: "a", crop: { left: 0.2 } })).toBe(h.present);
    expect(setChromaKey(h.present, { itemId: "p", key: { color: "not a colour" } })).toBe(h.present);
    // Removing: no crop, no flip, no key, no LUT.
    let d = setCrop(h.present, { itemId: "p", crop: { left: 0 } });
    d = setFlip(d, { itemId: "p", flipH: false });
    d = setChromaKey(d, { itemId: "p", key: null });
    d = setLut(d, { itemId: "p", lut: null });
    expect(d).toEqual(doc0());
  });

  it("crop edges and grading animate through the keyframe edits and reach the frame plan", () => {
    let d = setBaseValue(doc0(), { itemId: "v", property: "cropLeft", value: 0.1 });
    expect(media(d, "v").crop?.left).toBe(0.1);
    expect(baseValue(d, media(d, "v"), "cropLeft")).toBe(0.1);
    d = setKeyframe(d, { itemId: "v", property: "cropTop", t: 0, value: 0 });
    d = setKeyframe(d, { itemId: "v", property: "cropTop", t: 2, value: 0.4 });
    expect(propertyAt(d, media(d, "v"), "cropTop", 1)).toBeCloseTo(0.2);
    expect(layerOf(d, "v", 1).crop).toEqual({ left: 0.1, right: 0, top: 0.2, bottom: 0 });
    expect(cropAt(media(doc0(), "v"), 1)).toBeNull();

    // Grading: a static value gives the item its own colour; keyframes move it; -100..100.
    d = setBaseValue(d, { itemId: "v", property: "temperature", value: 250 });
    expect(media(d, "v").color?.temperature).toBe(100);
    expect(media(d, "v").color?.brightness).toBe(50);
    d = setKeyframe(d, { itemId: "v", property: "exposure", t: 0, value: -40 });
    d = setKeyframe(d, { itemId: "v", property: "exposure", t: 4, value: 40 });
    expect(layerOf(d, "v", 2).color.exposure).toBeCloseTo(0);
    expect(layerOf(d, "v", 1).color.exposure).toBeCloseTo(-20);
    expect(layerOf(d, "v", 1).color.temperature).toBe(100);
    // Sounds have no crop or grading.
    expect(setKeyframe(d, { itemId: "a", property: "cropLeft", t: 0, value: 0.2 })).toBe(d);
    expect(projectDocSchema.safeParse(d).success).toBe(true);
  });

  it("moving a rotated picture keeps its rotation", () => {
    const d = setBaseValue(doc0(), { itemId: "p", property: "rotation", value: 30 });
    const moved = setItemTransform(d, { itemId: "p", transform: { x: 0.2 } });
    expect(media(moved, "p").transform).toEqual({ ...media(d, "p").transform, x: 0.2, rotation: 30 });
  });
});
