import { describe, expect, it } from "vitest";

import { personBox } from "@/lib/ai/face/person";
import type { FrameDetections } from "@/lib/ai/face/tracker";

import type { MediaItem } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { framePlan, type MediaLayer } from "../render/frame-plan";
import { migrateProject } from "../model/migrate";
import { clearPrivacyBlurs, isDetectable, privacyBlurFrom, privacyBlurItem, retunePrivacyBlurs, sampleTimes, setItemBlur } from "./privacy-blur";

const video = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: "v1",
  kind: "video",
  name: "clip.webm",
  assetId: "a1",
  start: 0,
  in: 1,
  out: 3,
  volume: 1,
  fadeIn: 0,
  fadeOut: 0,
  transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  ...over,
});

function docWith(...items: MediaItem[]) {
  const doc = emptyDoc({ resolution: "1280x720" });
  doc.assets.push({ id: "a1", name: "clip.webm", mime: "video/webm", kind: "video", duration: 10, source: "local", url: "blob:x" });
  doc.tracks.find((t) => t.id === defaultTrackIds.video)!.items.push(...items);
  return doc;
}

/** A face moving right 0.02 per sample, 0.1 wide, found in every sample from `from` on. */
const walkingFace = (times: number[]): FrameDetections[] =>
  times.map((t, i) => ({ t, detections: [{ box: { x: 0.2 + i * 0.02, y: 0.3, w: 0.1, h: 0.1 }, score: 0.95 }] }));

let ids = 0;
const newId = () => `track-${++ids}`;

describe("privacy blur planning", () => {
  it("says which targets the device can find", () => {
    expect(["face", "body", "hands", "custom"].filter(isDetectable)).toEqual(["face", "body"]);
  });

  it("samples an item's own source span every step", () => {
    const times = sampleTimes(video(), 0.5);
    expect(times).toEqual([1, 1.5, 2, 2.5]);
    expect(sampleTimes(video({ in: 0, out: 600 })).length).toBe(1200);
    expect(sampleTimes(video({ in: 2, out: 2 }))).toEqual([]);
  });

  it("Auto-track on: follows the face, its box grown to the head, and the frame plan moves the blur with it", () => {
    const times = sampleTimes(video(), 0.25);
    const found = privacyBlurFrom({ face: walkingFace(times), body: [] }, { type: "gaussian", intensity: 80, blend: true, autoTrack: true, step: 0.25, newId })!;
    const { blur } = found;
    expect(blur.tracks).toHaveLength(1);
    expect(blur).toMatchObject({ type: "gaussian", intensity: 80, blend: true, hold: 0.25 });
    expect(blur.tracks![0].keys).toHaveLength(times.length);
    // Grown: wider than the detector's 0.1.
    expect(blur.tracks![0].keys[0].box.w).toBeCloseTo(0.15);
    expect(found.counts).toEqual({ face: 1, body: 0 });

    const doc = setItemBlur(docWith(video()), { itemId: "v1", blur });
    const at = (t: number) => (framePlan(doc, t)[0] as MediaLayer).blur!;
    // Timeline 0.5 s = source 1.5 s; timeline 1.5 s = source 2.5 s: the box has moved right, only that region blurs.
    const early = at(0.5).boxes![0];
    const late = at(1.5).boxes![0];
    expect(late.x).toBeGreaterThan(early.x + 0.05);
    expect(at(0.5)).toMatchObject({ type: "gaussian", intensity: 80, blend: true });
  });

  it("Auto-track off: what the current frame shows is held through the item", () => {
    const { blur, counts } = privacyBlurFrom({ face: walkingFace([1.7]) }, { type: "mosaic", intensity: 50, blend: false, autoTrack: false, newId })!;
    expect(counts).toEqual({ face: 1, body: 0 });
    expect(blur.regions).toEqual([{ t: 1.7, boxes: [expect.objectContaining({ w: expect.closeTo(0.15) as number })] }]);
    const doc = setItemBlur(docWith(video()), { itemId: "v1", blur });
    for (const t of [0, 1.9]) expect((framePlan(doc, t)[0] as MediaLayer).blur!.boxes).toHaveLength(1);
  });

  it("nothing found is null (the project's whole-picture blur stays)", () => {
    expect(privacyBlurFrom({ face: [{ t: 1, detections: [] }] }, { type: "gaussian", intensity: 50, blend: false, autoTrack: true, newId })).toBeNull();
    expect(privacyBlurFrom({ face: [{ t: 1, detections: [] }] }, { type: "gaussian", intensity: 50, blend: false, autoTrack: false, newId })).toBeNull();
  });

  it("people become tracks of the body target", () => {
    const body: FrameDetections[] = [0, 0.15, 0.3].map((t) => ({ t, detections: [{ box: { x: 0.3, y: 0.1, w: 0.4, h: 0.9 }, score: 0.9 }] }));
    const found = privacyBlurFrom({ face: [], body }, { type: "gaussian", intensity: 50, blend: false, autoTrack: true, newId })!;
    expect(found.blur.tracks!.map((t) => t.target)).toEqual(["body"]);
    expect(found.counts).toEqual({ face: 0, body: 1 });
    const held = privacyBlurFrom({ body: body.slice(0, 1) }, { type: "gaussian", intensity: 50, blend: false, autoTrack: false, newId })!;
    expect(held.counts).toEqual({ face: 0, body: 1 });
  });

  it("retunes and clears privacy blurs, leaving other items alone", () => {
    const { blur } = privacyBlurFrom({ face: walkingFace([1, 1.15, 1.3]) }, { type: "gaussian", intensity: 50, blend: true, autoTrack: true, newId })!;
    const plain = video({ id: "v2", start: 2, blur: { type: "motion", intensity: 40 } });
    const doc = setItemBlur(docWith(video(), plain), { itemId: "v1", blur });
    const retuned = retunePrivacyBlurs(doc, { type: "mosaic", intensity: 90, blend: false });
    const first = retuned.tracks.find((t) => t.id === defaultTrackIds.video)!.items[0] as MediaItem;
    expect(first.blur).toMatchObject({ type: "mosaic", intensity: 90, tracks: blur.tracks });
    expect(first.blur!.blend).toBeUndefined();
    expect(retuned.tracks.find((t) => t.id === defaultTrackIds.video)!.items[1]).toBe(plain);

    const cleared = clearPrivacyBlurs(retuned);
    expect((cleared.tracks.find((t) => t.id === defaultTrackIds.video)!.items[0] as MediaItem).blur).toBeUndefined();
    expect(clearPrivacyBlurs(cleared)).toBe(cleared);
    expect(clearPrivacyBlurs(retuned, "v2")).toBe(retuned);
  });

  it("works on the selected video or image item only", () => {
    const doc = docWith(video(), video({ id: "v2", start: 2 }));
    expect(privacyBlurItem(doc, "v2")?.id).toBe("v2");
    expect(privacyBlurItem(doc, null)).toBeNull();
    expect(privacyBlurItem(doc, "gone")).toBeNull();
  });
});

describe("stored privacy blur", () => {
  it("a document with followed faces saves and loads; a bad target is refused; older items load without one", () => {
    const { blur } = privacyBlurFrom({ face: walkingFace([1, 1.15, 1.3]) }, { type: "gaussian", intensity: 50, blend: true, autoTrack: true, newId })!;
    const doc = setItemBlur(docWith(video()), { itemId: "v1", blur });
    const loaded = migrateProject(JSON.parse(JSON.stringify(doc)))!;
    expect((loaded.tracks.find((t) => t.id === defaultTrackIds.video)!.items[0] as MediaItem).blur).toEqual(blur);
    const bad = JSON.parse(JSON.stringify(doc));
    bad.tracks.find((t: { id: string }) => t.id === defaultTrackIds.video).items[0].blur.tracks[0].target = "plate";
    expect(migrateProject(bad)).toBeNull();
    const older = migrateProject(JSON.parse(JSON.stringify(docWith(video({ blur: { type: "mosaic", intensity: 30 } })))))!;
    expect((older.tracks.find((t) => t.id === defaultTrackIds.video)!.items[0] as MediaItem).blur).toEqual({ type: "mosaic", intensity: 30 });
  });
});

describe("personBox (the body target's region from the selfie mask)", () => {
  it("boxes the person pixels, ignores specks, and finds nobody in an empty mask", () => {
    const size = 16;
    const mask = new Float32Array(size * size);
    for (let y = 4; y < 16; y++) for (let x = 6; x < 10; x++) mask[y * size + x] = 0.9;
    mask[0] = 1; // a speck
    const found = personBox(mask, size)!;
    expect(found.box).toEqual({ x: 6 / 16, y: 4 / 16, w: 4 / 16, h: 12 / 16 });
    expect(found.score).toBeCloseTo(0.9, 1);
    expect(personBox(new Float32Array(size * size), size)).toBeNull();
  });
});
