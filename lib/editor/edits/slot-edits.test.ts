import { describe, expect, it } from "vitest";

import { EMPTY_SLOT_ASSET, emptySlots, itemEnd, type MediaAsset, type MediaItem, type ProjectDoc } from "../model/document";
import { projectDocSchema } from "../model/document-schema";
import { docWith, image, imageAsset, mediaItem, video, videoAsset } from "./edit-fixtures";
import { findItem } from "./edit-helpers";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";
import { emptySlot, fillSlot, markSlots, setSlotPart } from "./slot-edits";
import { addTransition } from "./transition-edits";

const slotItem = (id: string, start: number, length: number, extra: Partial<MediaItem> = {}): MediaItem =>
  mediaItem(id, "image", EMPTY_SLOT_ASSET, start, 0, length, {
    slot: { label: `Slot ${id}`, tint: "#7c3aed" },
    transform: { x: 0.3, y: 0.6, scale: 0.8, opacity: 0.9, rotation: 5 },
    keyframes: { scale: [{ t: 0, value: 1.2, easing: "ease-out" }, { t: 1, value: 1, easing: "linear" }] },
    crop: { left: 0.1, right: 0, top: 0, bottom: 0.05 },
    ...extra,
  });

function template(): ProjectDoc {
  const doc = docWith({ video: [slotItem("s1", 0, 4), slotItem("s2", 4, 5)] });
  return { ...doc, assets: [] };
}

const clip = (id: string, duration: number | null): MediaAsset => ({ ...videoAsset, id, name: `${id}.webm`, duration });
const item = (doc: ProjectDoc, id: string) => findItem(doc, id)!.item as MediaItem;
const valid = (doc: ProjectDoc) => {
  expect(projectDocSchema.safeParse(doc).success).toBe(true);
  expect(docIssues(doc)).toEqual([]);
};

describe("a template's empty slots", () => {
  it("are valid documents, listed in timeline order", () => {
    const doc = template();
    valid(doc);
    expect(emptySlots(doc).map((s) => s.id)).toEqual(["s1", "s2"]);
  });

  it("an item pointing at no asset without being a slot, or an audio slot, breaks the rules", () => {
    const stray = docWith({ video: [mediaItem("x", "image", EMPTY_SLOT_ASSET, 0, 0, 2)] });
    expect(docIssues(stray).join()).toMatch(/slot/);
    const audioSlot = docWith({ audio: [{ ...slotItem("a", 0, 2), kind: "audio" }] });
    expect(docIssues(audioSlot).join()).toMatch(/slot/);
  });

  it("documents saved before slots existed still validate", () => {
    const old = docWith({ video: [video("v", 0, 0, 3)] });
    expect(JSON.stringify(old)).not.toContain("slot");
    valid(old);
  });
});

describe("fillSlot", () => {
  it("keeps the slot's timing, transform, keyframes, crop and the slot itself; the media and its name change", () => {
    const before = template();
    const after = fillSlot(before, { itemId: "s1", asset: clip("long", 10) });
    const was = item(before, "s1");
    const now = item(after, "s1");
    expect(now).toMatchObject({ kind: "video", assetId: "long", name: "long.webm", start: was.start, transform: was.transform, keyframes: was.keyframes, crop: was.crop, slot: was.slot });
    expect(itemEnd(now)).toBe(itemEnd(was));
    expect(after.assets.map((a) => a.id)).toEqual(["long"]);
    expect(emptySlots(after).map((s) => s.id)).toEqual(["s2"]);
    valid(after);
  });

  it("trims longer media to the slot's length (from the start, or from the part asked for)", () => {
    const first = item(fillSlot(template(), { itemId: "s2", asset: clip("long", 12) }), "s2");
    expect([first.in, first.out]).toEqual([0, 5]);
    const picked = item(fillSlot(template(), { itemId: "s2", asset: clip("long", 12), sourceStart: 4 }), "s2");
    expect([picked.in, picked.out]).toEqual([4, 9]);
    const clamped = item(fillSlot(template(), { itemId: "s2", asset: clip("long", 12), sourceStart: 11 }), "s2");
    expect([clamped.in, clamped.out]).toEqual([7, 12]);
  });

  it("holds shorter media: it plays once from its start and the slot keeps its length (the last frame is held)", () => {
    const doc = fillSlot(template(), { itemId: "s2", asset: clip("short", 2) });
    const now = item(doc, "s2");
    expect([now.in, now.out, now.start]).toEqual([0, 5, 4]);
    valid(doc);
  });

  it("fits a picture to the slot's length", () => {
    const now = item(fillSlot(template(), { itemId: "s1", asset: imageAsset }), "s1");
    expect(now).toMatchObject({ kind: "image", assetId: imageAsset.id, in: 0, out: 4 });
  });

  it("leaves room for a transition into the slot when the clip is long enough, so the transition stays", () => {
    let doc = addTransition(template(), { fromId: "s1", kind: "dissolve", duration: 1, newId: () => "t1" });
    expect(doc.tracks[0].transitions).toHaveLength(1);
    doc = fillSlot(doc, { itemId: "s1", asset: clip("a", 20) });
    doc = fillSlot(doc, { itemId: "s2", asset: clip("b", 20) });
    expect(item(doc, "s2").in).toBe(0.5);
    expect(doc.tracks[0].transitions?.[0]).toMatchObject({ fromId: "s1", toId: "s2", duration: 1 });
    valid(doc);
    // A short clip has no media past its ends: the slot holds its first and last frames, and the transition stays.
    const short = fillSlot(fillSlot(doc, { itemId: "s1", asset: clip("c", 2) }), { itemId: "s2", asset: clip("d", 1) });
    expect(short.tracks[0].transitions?.[0]).toMatchObject({ fromId: "s1", toId: "s2", duration: 1 });
    valid(short);
  });

  it("replacing media drops the old asset; audio, unknown ids and plain items change nothing", () => {
    const once = fillSlot(template(), { itemId: "s1", asset: clip("a", 10) });
    const twice = fillSlot(once, { itemId: "s1", asset: clip("b", 10) });
    expect(twice.assets.map((a) => a.id)).toEqual(["b"]);
    const t = template();
    expect(fillSlot(t, { itemId: "s1", asset: { ...clip("song", 10), kind: "audio" } })).toBe(t);
    expect(fillSlot(t, { itemId: "nope", asset: clip("a", 10) })).toBe(t);
    const plain = docWith({ video: [video("v", 0, 0, 3)] });
    expect(fillSlot(plain, { itemId: "v", asset: clip("a", 10) })).toBe(plain);
  });

  it("undo restores the empty slot", () => {
    const before = template();
    const history = commit(createHistory(before), fillSlot(before, { itemId: "s1", asset: clip("a", 10) }));
    const back = undo(history).present;
    expect(back).toBe(before);
    expect(item(back, "s1").assetId).toBe(EMPTY_SLOT_ASSET);
    expect(emptySlots(back).map((s) => s.id)).toEqual(["s1", "s2"]);
  });
});

describe("setSlotPart, emptySlot and markSlots", () => {
  it("picks which part of a longer clip plays, keeping the slot's length", () => {
    const doc = fillSlot(template(), { itemId: "s1", asset: clip("a", 10) });
    const moved = item(setSlotPart(doc, { itemId: "s1", sourceStart: 3 }), "s1");
    expect([moved.in, moved.out, moved.start]).toEqual([3, 7, 0]);
    expect(item(setSlotPart(doc, { itemId: "s1", sourceStart: 99 }), "s1").in).toBe(6);
    const short = fillSlot(template(), { itemId: "s1", asset: clip("s", 2) });
    expect(setSlotPart(short, { itemId: "s1", sourceStart: 1 })).toBe(short);
  });

  it("emptySlot shows the stand-in again with the slot's timing and place", () => {
    const filled = fillSlot(template(), { itemId: "s2", asset: clip("a", 10), sourceStart: 2 });
    const emptied = emptySlot(filled, { itemId: "s2" });
    expect(item(emptied, "s2")).toMatchObject({ assetId: EMPTY_SLOT_ASSET, kind: "image", in: 0, out: 5, start: 4, transform: item(filled, "s2").transform });
    expect(emptied.assets).toEqual([]);
    valid(emptied);
  });

  it("markSlots turns chosen clips and pictures into empty slots and keeps the rest", () => {
    const doc = docWith({ video: [video("v1", 0, 2, 6), image("p1", 4, 3)], audio: [mediaItem("m", "audio", "a-audio", 0, 0, 5)] });
    const marked = markSlots(doc, ["v1", "m"]);
    const v1 = item(marked, "v1");
    expect(v1).toMatchObject({ assetId: EMPTY_SLOT_ASSET, slot: { label: "Clip 1" }, start: 0, in: 0, out: 4 });
    expect(item(marked, "p1").assetId).toBe(imageAsset.id);
    expect(item(marked, "m").slot).toBeUndefined();
    expect(marked.assets.map((a) => a.id).sort()).toEqual(["a-audio", "a-image"]);
    valid(marked);
  });
});
