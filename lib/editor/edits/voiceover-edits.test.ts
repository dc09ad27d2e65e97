import fc from "fast-check";
import { describe, expect, test } from "vitest";

import type { MediaAsset } from "../model/document";
import { audioAsset, audio, tracks, video, videoAsset } from "./edit-fixtures";
import { emptyDoc } from "../model/empty-doc";
import { docIssues } from "../model/invariants";
import { placedItem, placeSound, setDenoise } from "./voiceover-edits";

const take: MediaAsset = { id: "take-1", name: "Voiceover 1.wav", mime: "audio/wav", kind: "audio", duration: 4.5, size: 1000, source: "local", url: null, localId: "take-1" };

function docWithMusic() {
  const d = emptyDoc();
  return {
    ...d,
    assets: [audioAsset, videoAsset],
    tracks: d.tracks.map((t) => (t.id === tracks.audio ? { ...t, items: [audio("music", 0, 0, 3)] } : t.id === tracks.video ? { ...t, items: [video("clip", 0, 0, 10)] } : t)),
  };
}

describe("placeSound", () => {
  test("puts the take on the audio track at the playhead, all of it, as a local audio item", () => {
    const doc = placeSound(emptyDoc(), { asset: take, itemId: "vo", at: 2.25 });
    const item = placedItem(doc, "vo");
    expect(item).toMatchObject({ kind: "audio", assetId: "take-1", start: 2.25, in: 0, out: 4.5, volume: 1, name: "Voiceover 1.wav" });
    expect(doc.tracks.find((t) => t.id === tracks.audio)!.items.map((i) => i.id)).toEqual(["vo"]);
    expect(doc.assets).toContainEqual(take);
    expect(docIssues(doc)).toEqual([]);
  });

  test("lands after the music when the playhead is inside it", () => {
    const doc = placeSound(docWithMusic(), { asset: take, itemId: "vo", at: 1 });
    expect(placedItem(doc, "vo")!.start).toBe(3);
  });

  test("adds an audio track when the project has none", () => {
    const d = emptyDoc();
    const noAudio = { ...d, tracks: d.tracks.filter((t) => t.kind !== "audio") };
    const doc = placeSound(noAudio, { asset: take, itemId: "vo", at: 0 });
    expect(doc.tracks.filter((t) => t.kind === "audio")).toHaveLength(1);
    expect(placedItem(doc, "vo")!.start).toBe(0);
  });

  test("refuses what is not a sound with a length, or a taken id", () => {
    const d = emptyDoc();
    expect(placeSound(d, { asset: { ...take, kind: "video" }, itemId: "vo", at: 0 })).toBe(d);
    expect(placeSound(d, { asset: { ...take, duration: null }, itemId: "vo", at: 0 })).toBe(d);
    expect(placeSound(d, { asset: take, itemId: "vo", at: Number.NaN })).toBe(d);
    const once = placeSound(d, { asset: take, itemId: "vo", at: 0 });
    expect(placeSound(once, { asset: take, itemId: "vo2", at: 9 })).toBe(once);
    expect(placeSound(once, { asset: { ...take, id: "take-2" }, itemId: "vo", at: 9 })).toBe(once);
  });

  test("property: any take at any time gives a valid document with one more asset and one more item, never before 0", () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 60, noNaN: true }), fc.double({ min: 0.01, max: 30, noNaN: true }), (at, duration) => {
        const before = docWithMusic();
        const doc = placeSound(before, { asset: { ...take, duration }, itemId: "vo", at });
        const item = placedItem(doc, "vo")!;
        expect(docIssues(doc)).toEqual([]);
        expect(doc.assets).toHaveLength(before.assets.length + 1);
        expect(item.start).toBeGreaterThanOrEqual(Math.max(0, at) - 1e-9);
        expect(item.out - item.in).toBeCloseTo(duration, 9);
      }),
    );
  });
});

describe("setDenoise", () => {
  test("switches noise reduction on and off for audio and video items only", () => {
    const d = docWithMusic();
    const on = setDenoise(d, { itemId: "music", denoise: true });
    expect(placedItem(on, "music")!.denoise).toBe(true);
    expect(setDenoise(on, { itemId: "music", denoise: true })).toBe(on);
    const off = setDenoise(on, { itemId: "music", denoise: false });
    expect("denoise" in placedItem(off, "music")!).toBe(false);
    expect(setDenoise(d, { itemId: "music", denoise: false })).toBe(d);
    const clip = setDenoise(d, { itemId: "clip", denoise: true });
    expect(clip.tracks.find((t) => t.id === tracks.video)!.items[0]).toMatchObject({ denoise: true });
    expect(setDenoise(d, { itemId: "nope", denoise: true })).toBe(d);
  });
});
