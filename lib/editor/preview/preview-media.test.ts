import { describe, expect, it } from "vitest";

import type { MediaAsset, ProjectDoc } from "../model/document";
import { mediaItem } from "../edits/edit-fixtures";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { frameNearSeek, onTime, previewSlots, shownTime, sourceTimeAt } from "./preview-media";

const asset = (id: string, kind: "video" | "image", url: string | null = `/media/${id}`): MediaAsset => ({
  id,
  name: id,
  mime: kind === "video" ? "video/webm" : "image/png",
  kind,
  duration: kind === "video" ? 10 : null,
  source: "sample",
  url,
});

const item = (id: string, assetId: string, kind: "video" | "image", start: number, length: number, inPoint = 0) =>
  mediaItem(id, kind, assetId, start, inPoint, inPoint + length);

function doc(): ProjectDoc {
  const d = emptyDoc();
  return {
    ...d,
    assets: [asset("clip", "video"), asset("pic", "image"), asset("gone", "video", null)],
    tracks: d.tracks.map((t) => {
      if (t.id === defaultTrackIds.video) return { ...t, items: [item("m1", "clip", "video", 0, 4, 2), item("m2", "pic", "image", 4, 3)] };
      if (t.id === defaultTrackIds.overlay) return { ...t, muted: true, items: [item("o1", "clip", "video", 1, 2), item("o2", "gone", "video", 5, 1)] };
      return t;
    }),
  };
}

describe("previewSlots", () => {
  it("keeps the showing item of each picture track, at its source time, with its track's mute", () => {
    const slots = previewSlots(doc(), 1.5);
    expect(slots.map((s) => [s.item.id, s.active, s.muted, s.sourceTime])).toEqual([
      ["m1", true, false, 3.5],
      ["o1", true, true, 0.5],
    ]);
  });

  it("loads the next item of a track shortly before it starts, paused at its first frame", () => {
    const slots = previewSlots(doc(), 2.5);
    expect(slots.map((s) => [s.item.id, s.active, s.sourceTime])).toEqual([
      ["m1", true, 4.5],
      ["m2", false, 0],
      ["o1", true, 1.5],
    ]);
    // Too far ahead: not yet.
    expect(previewSlots(doc(), 0.5, 0.3).map((s) => s.item.id)).toEqual(["m1"]);
  });

  it("leaves out items whose file is not in this browser, and a hidden track's images (its videos are still heard)", () => {
    expect(previewSlots(doc(), 5.5).map((s) => s.item.id)).toEqual(["m2"]);
    const hidden = doc();
    hidden.tracks = hidden.tracks.map((t) => (t.kind === "video" || t.kind === "overlay" ? { ...t, hidden: true } : t));
    expect(previewSlots(hidden, 1.5).map((s) => s.item.id)).toEqual(["m1", "o1"]);
    expect(previewSlots(hidden, 5)).toEqual([]);
  });
});

describe("shownTime and sourceTimeAt", () => {
  it("shows the last frame at the very end of the timeline, not black", () => {
    expect(shownTime(2, 7)).toBe(2);
    expect(shownTime(0, 0)).toBe(0);
    expect(shownTime(7, 7)).toBeCloseTo(7 - 1 / 30);
  });

  it("keeps the source time inside the item", () => {
    const m = item("m", "clip", "video", 10, 4, 2);
    expect(sourceTimeAt(m, 11)).toBe(3);
    expect(sourceTimeAt(m, 9)).toBe(2);
    expect(sourceTimeAt(m, 20)).toBeCloseTo(5.999);
  });
});

describe("onTime", () => {
  it("a paused video still at the time it is leaving is not drawn for the new time", () => {
    // The playhead moved from 0 s to 1 s; the seek has not started yet.
    expect(onTime(0, 1, 3)).toBe(false);
    expect(onTime(1, 1, 3)).toBe(true);
    // Within the 40 ms the preview does not seek for.
    expect(onTime(0.96, 1, 3)).toBe(true);
    expect(onTime(0.9, 1, 3)).toBe(false);
  });

  it("past the file's end, the file's last position is the frame", () => {
    expect(onTime(2.98, 3.2, 2.98)).toBe(true);
    expect(onTime(2, 3.2, 2.98)).toBe(false);
    // A file whose length is not known yet (a live recording's WebM) is at the time asked.
    expect(onTime(5, 5, Infinity)).toBe(true);
    expect(onTime(0, 5, NaN)).toBe(false);
  });
});

describe("frameNearSeek", () => {
  it("the frame a seek shows starts at or just before its time", () => {
    // A 30 fps file: seeking to 1 s presents the frame that started at 0.974 s.
    expect(frameNearSeek(0.974, 1)).toBe(true);
    expect(frameNearSeek(1, 1)).toBe(true);
    // Timestamps rounded to the millisecond.
    expect(frameNearSeek(1.004, 1)).toBe(true);
  });

  it("a frame from before the seek, or after its time, is not the seek's", () => {
    expect(frameNearSeek(0.6, 1.8)).toBe(false);
    expect(frameNearSeek(2.5, 1.8)).toBe(false);
    expect(frameNearSeek(1.85, 1.8)).toBe(false);
  });
});
