import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { animatableProperties, type MediaItem, type TextItem } from "../model/document";
import { projectDocSchema } from "../model/document-schema";
import { audio, counterIds, docWith, image, itemById, text, tracks, video } from "./edit-fixtures";
import { splitAt, trimStart } from "./index";
import { audioPlan, framePlan, type MediaLayer, type TextLayer } from "../render/frame-plan";
import { commit, createHistory, undo } from "../model/history";
import {
  adjacentKeyTime,
  animationPresets,
  keyTimes,
  applyPreset,
  moveKeyframes,
  propertyAt,
  removeKeyframes,
  setBaseValue,
  setEasing,
  setKeyframe,
} from "./keyframe-edits";
import { docIssues } from "../model/invariants";

const pictureDoc = () => docWith({ video: [image("p", 2, 4)], text: [text("t", 0, 3)], audio: [audio("a", 0, 0, 5)] });

describe("keyframe edits", () => {
  it("add a keyframe at the playhead, update it there, and keep each property's keyframes sorted", () => {
    let doc = setKeyframe(pictureDoc(), { itemId: "p", property: "x", t: 3, value: 0.8 });
    doc = setKeyframe(doc, { itemId: "p", property: "x", t: 1, value: 0.2 });
    expect((itemById(doc, "p") as MediaItem).keyframes?.x?.map((k) => [k.t, k.value, k.easing])).toEqual([
      [1, 0.2, "linear"],
      [3, 0.8, "linear"],
    ]);
    const updated = setKeyframe(doc, { itemId: "p", property: "x", t: 1, value: 0.3 });
    expect((itemById(updated, "p") as MediaItem).keyframes?.x?.map((k) => k.value)).toEqual([0.3, 0.8]);
    // The same value again changes nothing (nothing to undo).
    expect(setKeyframe(updated, { itemId: "p", property: "x", t: 1, value: 0.3 })).toBe(updated);
    // Times stay within the item (4 s long); sounds have no position; captions no keyframes.
    const clamped = setKeyframe(doc, { itemId: "p", property: "y", t: 9, value: 0.1 });
    expect((itemById(clamped, "p") as MediaItem).keyframes?.y?.[0].t).toBe(4);
    expect(setKeyframe(doc, { itemId: "a", property: "x", t: 1, value: 1 })).toBe(doc);
    expect(projectDocSchema.safeParse(clamped).success).toBe(true);
    expect(docIssues(clamped)).toEqual([]);
    // Stored keyframes out of order (or two at one time) break the document's rules: the server refuses them.
    const p = itemById(doc, "p") as MediaItem;
    const shuffled = { ...doc, tracks: doc.tracks.map((t) => ({ ...t, items: t.items.map((i) => (i.id === "p" ? { ...p, keyframes: { x: [...p.keyframes!.x!].reverse() } } : i)) })) };
    expect(docIssues(shuffled)).toEqual(["Item p's x keyframes are not in time order"]);
  });

  it("move, re-ease and delete the keyframes at one time, across properties", () => {
    let doc = setKeyframe(pictureDoc(), { itemId: "p", property: "x", t: 1, value: 0.2 });
    doc = setKeyframe(doc, { itemId: "p", property: "opacity", t: 1, value: 0.5 });
    doc = setKeyframe(doc, { itemId: "p", property: "x", t: 3, value: 0.8 });
    doc = moveKeyframes(doc, { itemId: "p", from: 1, to: 2 });
    expect(keyTimes(itemById(doc, "p")!)).toEqual([2, 3]);
    // Moving onto another keyframe of the property replaces it.
    const merged = moveKeyframes(doc, { itemId: "p", from: 2, to: 3 });
    expect((itemById(merged, "p") as MediaItem).keyframes?.x).toEqual([{ t: 3, value: 0.2, easing: "linear" }]);
    doc = setEasing(doc, { itemId: "p", t: 2, easing: "cubic-bezier", bezier: [0.1, 1.5, 0.9, -0.4] });
    expect((itemById(doc, "p") as MediaItem).keyframes?.opacity?.[0]).toEqual({ t: 2, value: 0.5, easing: "cubic-bezier", bezier: [0.1, 1.5, 0.9, -0.4] });
    expect(setEasing(doc, { itemId: "p", t: 2.5, easing: "hold" })).toBe(doc);
    doc = removeKeyframes(doc, { itemId: "p", t: 2 });
    expect(keyTimes(itemById(doc, "p")!)).toEqual([3]);
    doc = removeKeyframes(doc, { itemId: "p", t: 3 });
    expect((itemById(doc, "p") as MediaItem).keyframes).toBeUndefined();
  });

  it("find the previous and next keyframe", () => {
    let doc = setKeyframe(pictureDoc(), { itemId: "p", property: "x", t: 1, value: 0.2 });
    doc = setKeyframe(doc, { itemId: "p", property: "scale", t: 3, value: 2 });
    const item = itemById(doc, "p")!;
    expect(adjacentKeyTime(item, 0, 1)).toBe(1);
    expect(adjacentKeyTime(item, 1, 1)).toBe(3);
    expect(adjacentKeyTime(item, 3, 1)).toBeNull();
    expect(adjacentKeyTime(item, 3, -1)).toBe(1);
    expect(adjacentKeyTime(item, 1, -1)).toBeNull();
  });

  it("set the static value of what is not animated", () => {
    const doc = setBaseValue(pictureDoc(), { itemId: "p", property: "scale", value: 0.25 });
    expect((itemById(doc, "p") as MediaItem).transform.scale).toBe(0.25);
    const titled = setBaseValue(doc, { itemId: "t", property: "x", value: 0.3 });
    expect(itemById(titled, "t")).toMatchObject({ placement: "custom", x: 0.3, y: 0.5 });
    const graded = setBaseValue(doc, { itemId: "p", property: "brightness", value: 70 });
    expect((itemById(graded, "p") as MediaItem).color).toEqual({ brightness: 70, contrast: 50, saturation: 50 });
  });

  it("apply every preset to pictures and titles, as valid documents", () => {
    for (const preset of animationPresets) {
      for (const id of ["p", "t"]) {
        const doc = applyPreset(pictureDoc(), { itemId: id, preset });
        expect(doc, `${preset} on ${id}`).not.toBe(pictureDoc());
        expect(projectDocSchema.safeParse(doc).success, `${preset} on ${id}`).toBe(true);
      }
    }
    const doc = pictureDoc();
    const item = itemById(doc, "p")!;
    const fade = applyPreset(doc, { itemId: "p", preset: "fade" });
    expect(propertyAt(fade, itemById(fade, "p")!, "opacity", 0)).toBe(0);
    expect(propertyAt(fade, itemById(fade, "p")!, "opacity", 2)).toBe(1);
    expect(propertyAt(fade, itemById(fade, "p")!, "opacity", 4)).toBe(0);
    const burns = applyPreset(doc, { itemId: "p", preset: "ken-burns" });
    expect(propertyAt(burns, itemById(burns, "p")!, "scale", 4)).toBeCloseTo(1.2, 9);
    const slide = applyPreset(doc, { itemId: "p", preset: "slide-left" });
    expect(propertyAt(slide, itemById(slide, "p")!, "x", 0)).toBe(-0.5);
    expect(propertyAt(slide, itemById(slide, "p")!, "x", 1)).toBe(0.5);
    const pop = applyPreset(doc, { itemId: "p", preset: "pop" });
    const peak = Math.max(...Array.from({ length: 50 }, (_, i) => propertyAt(pop, itemById(pop, "p")!, "scale", (i / 50) * 0.5)));
    expect(peak).toBeGreaterThan(1);
    expect(applyPreset(doc, { itemId: "a", preset: "pop" })).toBe(doc);
    expect(item).toBe(itemById(doc, "p"));
  });

  it("undo restores the document exactly after any keyframe edits", () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), property: fc.constantFrom(...animatableProperties), t: fc.double({ min: -1, max: 6, noNaN: true }), value: fc.double({ min: 0, max: 2, noNaN: true }) }),
      fc.record({ kind: fc.constant("move" as const), from: fc.constantFrom(0, 1, 2), to: fc.double({ min: 0, max: 4, noNaN: true }) }),
      fc.record({ kind: fc.constant("remove" as const), t: fc.constantFrom(0, 1, 2) }),
      fc.record({ kind: fc.constant("preset" as const), preset: fc.constantFrom(...animationPresets) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const start = pictureDoc();
        let history = createHistory(start);
        for (const e of edits) {
          const d = history.present;
          const next =
            e.kind === "set"
              ? setKeyframe(d, { itemId: "p", property: e.property, t: e.t, value: e.value })
              : e.kind === "move"
                ? moveKeyframes(d, { itemId: "p", from: e.from, to: e.to })
                : e.kind === "remove"
                  ? removeKeyframes(d, { itemId: "p", t: e.t })
                  : applyPreset(d, { itemId: "p", preset: e.preset });
          expect(projectDocSchema.safeParse(next).success).toBe(true);
          expect(docIssues(next)).toEqual([]);
          history = commit(history, next);
        }
        while (history.past.length > 0) history = undo(history);
        expect(history.present).toEqual(start);
      }),
      { numRuns: 60 },
    );
  });

  it("a split or a trim of the left edge leaves the animation where it was on the timeline", () => {
    fc.assert(
      fc.property(fc.double({ min: 2.1, max: 5.9, noNaN: true }), fc.double({ min: 2, max: 5.99, noNaN: true }), (cut, probe) => {
        let doc = applyPreset(pictureDoc(), { itemId: "p", preset: "ken-burns" });
        doc = setKeyframe(doc, { itemId: "p", property: "x", t: 1.5, value: 0.1 });
        const before = framePlan(doc, probe).find((l): l is MediaLayer => l.type === "media")?.transform;
        const split = splitAt(doc, { itemId: "p", time: cut, newId: counterIds() });
        const after = framePlan(split, probe).find((l): l is MediaLayer => l.type === "media")?.transform;
        expect(after?.x).toBeCloseTo(before!.x, 9);
        expect(after?.scale).toBeCloseTo(before!.scale, 9);
        const trimmed = trimStart(doc, { itemId: "p", start: cut });
        if (probe >= cut) {
          const t = framePlan(trimmed, probe).find((l): l is MediaLayer => l.type === "media")?.transform;
          expect(t?.x).toBeCloseTo(before!.x, 9);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe("keyframes in the frame and audio plans (preview and export)", () => {
  it("the picture is drawn where its keyframes put it, rotated, faded and recoloured", () => {
    let doc = docWith({ video: [video("v", 0, 0, 4)] });
    doc = setKeyframe(doc, { itemId: "v", property: "x", t: 0, value: 0.2 });
    doc = setKeyframe(doc, { itemId: "v", property: "x", t: 2, value: 0.8 });
    doc = setKeyframe(doc, { itemId: "v", property: "rotation", t: 2, value: 90 });
    doc = setKeyframe(doc, { itemId: "v", property: "opacity", t: 0, value: 0 });
    doc = setKeyframe(doc, { itemId: "v", property: "opacity", t: 2, value: 1 });
    doc = setKeyframe(doc, { itemId: "v", property: "brightness", t: 0, value: 80 });
    const at = (t: number) => framePlan(doc, t)[0] as MediaLayer;
    expect(at(1).transform).toMatchObject({ x: 0.5, y: 0.5, rotation: 90, scale: 1 });
    expect(at(1).opacity).toBeCloseTo(0.5, 9);
    expect(at(3).transform.x).toBe(0.8);
    expect(at(1).color).toEqual({ brightness: 80, contrast: 50, saturation: 50 });
  });

  it("a title moves and fades with its keyframes", () => {
    let doc = docWith({ text: [text("t", 1, 4)] });
    doc = setKeyframe(doc, { itemId: "t", property: "y", t: 0, value: 1.2 });
    doc = setKeyframe(doc, { itemId: "t", property: "y", t: 1, value: 0.5 });
    doc = setKeyframe(doc, { itemId: "t", property: "scale", t: 0, value: 2 });
    const layer = framePlan(doc, 1.5)[0] as TextLayer;
    expect(layer.y).toBeCloseTo(0.85, 9);
    expect(layer.fontSize).toBeCloseTo((48 * 2 * 1080) / 1080, 9);
    expect(layer).toMatchObject({ opacity: 1, rotation: 0, x: 0.5 });
    expect((framePlan(docWith({ text: [text("t", 1, 4)] }), 1.5)[0] as TextLayer).fontSize).toBe(48);
    expect((itemById(doc, "t") as TextItem).keyframes?.y).toHaveLength(2);
  });

  it("volume ramps as keyed: the gain the preview sets and the export mixes", () => {
    let doc = docWith({ audio: [audio("a", 1, 0, 5)] });
    doc = setKeyframe(doc, { itemId: "a", property: "volume", t: 0, value: 0 });
    doc = setKeyframe(doc, { itemId: "a", property: "volume", t: 4, value: 2 });
    expect(audioPlan(doc, 3)[0].gain).toBeCloseTo(1, 9);
    expect(audioPlan(doc, 5.5)[0].gain).toBe(2);
    // A sound keyed silent everywhere is left out, as a silent one is.
    const silent = setKeyframe(removeKeyframes(doc, { itemId: "a", t: 4 }), { itemId: "a", property: "volume", t: 0, value: 0 });
    expect(audioPlan(silent, 3)).toEqual([]);
    expect(tracks.audio).toBe("track-audio");
  });
});
