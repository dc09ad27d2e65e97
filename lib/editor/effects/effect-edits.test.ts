import { describe, expect, it } from "vitest";

import { docIssues } from "../model/invariants";
import { docWith, video } from "../edits/edit-fixtures";
import { deleteItem, moveItem, splitAt, trimStart } from "../edits/index";
import { framePlan } from "../render/frame-plan";

import { addEffect, effectParamsAt, removeEffect, removeEffectParamKey, setEffectParam, setEffectParamKey } from "./effect-edits";
import { motionMask } from "./render";

let n = 0;
const newId = () => `new-${++n}`;
const base = () => docWith({ video: [video("a", 0, 0, 4), video("b", 4, 0, 4)] });
const effectsOf = (doc: ReturnType<typeof base>) => doc.tracks.filter((t) => t.kind === "effect").flatMap((t) => t.items);

describe("effect items", () => {
  it("go on an effect track made for them, over the whole timeline or on one clip", () => {
    const doc = addEffect(base(), { effectId: "hearts-rain", start: 0, duration: 8, id: "fx-1", newId });
    expect(docIssues(doc)).toEqual([]);
    expect(effectsOf(doc)).toMatchObject([{ id: "fx-1", kind: "effect", effectId: "hearts-rain", start: 0, in: 0, out: 8, name: "Hearts Rain" }]);
    expect((effectsOf(doc)[0] as { params: object }).params).toMatchObject({ density: 1, speed: 1, size: 1, amount: 1, color: "#ff6fb1" });
    const onClip = addEffect(doc, { effectId: "film-noir", start: 4, duration: 4, targetId: "b", id: "fx-2", newId });
    // Overlapping the first, it goes on a second effect track; it applies to clip b alone.
    expect(onClip.tracks.filter((t) => t.kind === "effect")).toHaveLength(2);
    expect(effectsOf(onClip)[1]).toMatchObject({ effectId: "film-noir", targetId: "b" });
    expect(docIssues(onClip)).toEqual([]);
  });

  it("refuse an unknown effect, the Blur dialog's own two, a missing clip and an empty range", () => {
    const doc = base();
    expect(addEffect(doc, { effectId: "no-such", start: 0, duration: 2, id: "x", newId })).toBe(doc);
    expect(addEffect(doc, { effectId: "blur-effects", start: 0, duration: 2, id: "x", newId })).toBe(doc);
    expect(addEffect(doc, { effectId: "snowfall", start: 0, duration: 2, targetId: "zz", id: "x", newId })).toBe(doc);
    expect(addEffect(doc, { effectId: "snowfall", start: 0, duration: 0, id: "x", newId })).toBe(doc);
  });

  it("are planned over everything below their track, and removed with their empty track", () => {
    const doc = addEffect(base(), { effectId: "snowfall", start: 1, duration: 2, id: "fx", newId });
    expect(framePlan(doc, 1.5).map((l) => l.type)).toEqual(["media", "effect"]);
    expect(framePlan(doc, 3.5).map((l) => l.type)).toEqual(["media"]);
    const removed = removeEffect(doc, { effectId: "snowfall" });
    expect(removed.tracks.some((t) => t.kind === "effect")).toBe(false);
  });

  it("trim, move, split and delete like any item", () => {
    let doc = addEffect(base(), { effectId: "snowfall", start: 0, duration: 8, id: "fx", newId });
    doc = setEffectParamKey(doc, { itemId: "fx", key: "density", t: 6, value: 2 });
    doc = splitAt(doc, { itemId: "fx", time: 5, newId });
    const [left, right] = effectsOf(doc);
    expect([left.start, left.out, right.start, right.out]).toEqual([0, 5, 5, 3]);
    // The right half's keyframe stays where it was on the timeline (6 s = 1 s into it).
    expect(right.kind === "effect" && right.paramKeys?.density?.[0].t).toBe(1);
    doc = trimStart(doc, { itemId: left.id, start: 1 });
    doc = moveItem(doc, { itemId: left.id, start: 0 });
    expect(effectsOf(doc)[0]).toMatchObject({ start: 0, out: 4 });
    expect(docIssues(doc)).toEqual([]);
    doc = deleteItem(doc, { itemId: right.id });
    expect(effectsOf(doc)).toHaveLength(1);
  });

  it("animate a numeric parameter with keyframes, and clamp every value to its range", () => {
    let doc = addEffect(base(), { effectId: "beat-pulse", start: 0, duration: 8, id: "fx", newId });
    doc = setEffectParamKey(doc, { itemId: "fx", key: "amount", t: 0, value: 0 });
    doc = setEffectParamKey(doc, { itemId: "fx", key: "amount", t: 4, value: 1 });
    const item = effectsOf(doc)[0];
    if (item.kind !== "effect") throw new Error("not an effect");
    expect(effectParamsAt(item, 2).amount).toBeCloseTo(0.5);
    expect(effectParamsAt(item, 6).amount).toBe(1);
    // A keyframed parameter set by its slider sets the keyframe at the playhead.
    doc = setEffectParam(doc, { itemId: "fx", key: "amount", value: 0.2, at: 4 });
    const moved = effectsOf(doc)[0];
    expect(moved.kind === "effect" && moved.paramKeys?.amount?.map((k) => k.value)).toEqual([0, 0.2]);
    doc = setEffectParam(doc, { itemId: "fx", key: "decay", value: 99 });
    const clamped = effectsOf(doc)[0];
    expect(clamped.kind === "effect" && clamped.params.decay).toBe(1);
    // Removing the last keyframe keeps its value.
    doc = removeEffectParamKey(doc, { itemId: "fx", key: "amount", t: 0 });
    doc = removeEffectParamKey(doc, { itemId: "fx", key: "amount", t: 4 });
    const still = effectsOf(doc)[0];
    expect(still.kind === "effect" && [still.paramKeys, still.params.amount]).toEqual([undefined, 0.2]);
  });
});

describe("effects on one clip follow it", () => {
  it("through a split of the clip (one crossing the cut is split too) and go when it is deleted", () => {
    let doc = addEffect(base(), { effectId: "film-noir", start: 0, duration: 4, targetId: "a", id: "fx", newId });
    doc = splitAt(doc, { itemId: "a", time: 1.5, newId });
    const clips = doc.tracks[0].items.map((i) => i.id);
    const fx = effectsOf(doc);
    expect(fx.map((i) => [i.kind === "effect" && i.targetId, i.start, i.out])).toEqual([
      [clips[0], 0, 1.5],
      [clips[1], 1.5, 2.5],
    ]);
    expect(docIssues(doc)).toEqual([]);
    doc = deleteItem(doc, { itemId: clips[1] });
    expect(effectsOf(doc).map((i) => i.kind === "effect" && i.targetId)).toEqual([clips[0]]);
  });
});

describe("motionMask", () => {
  it("marks where a square moved between two frames, and nothing where it stayed", () => {
    const w = 40;
    const h = 30;
    const frame = (x0: number) => {
      const f = new Float32Array(w * h).fill(40);
      for (let y = 10; y < 20; y++) for (let x = x0; x < x0 + 10; x++) f[y * w + x] = 220;
      return f;
    };
    const mask = motionMask(frame(5), frame(9), w, h, 20);
    const at = (x: number, y: number) => mask.data[y * w + x];
    // The square's trailing and leading strips moved; its middle and the background did not.
    expect(at(6, 15)).toBe(1);
    expect(at(17, 15)).toBe(1);
    expect(at(12, 15)).toBe(0);
    expect(at(30, 5)).toBe(0);
    expect(motionMask(frame(5), frame(5), w, h, 20).data.every((v) => v === 0)).toBe(true);
  });
});
