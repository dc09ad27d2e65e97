import { describe, expect, it } from "vitest";

import type { FrameDetections } from "@/lib/ai/face/tracker";

import { EMPTY_SLOT_ASSET, type MediaItem, type ProjectDoc } from "../model/document";
import { video } from "../edits/edit-fixtures";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { framePlan, type MediaLayer } from "../render/frame-plan";
import { commit, createHistory, undo } from "../model/history";
import { migrateProject } from "../model/migrate";
import { applyPrivacyFindings, privacyBlurFrom, refreshPrivacyFindings, sampleTimes, setItemBlur } from "./privacy-blur";
import {
  blurTargets,
  type ClipFinding,
  itemsToFindAgain,
  privacyBlurSearchPlan,
  runProgress,
  runProgressLabel,
  runSummary,
  unsearchedSpans,
} from "./privacy-blur-run";
import { trimEnd } from "../edits/trim-edits";

const media = (over: Partial<MediaItem> & Pick<MediaItem, "id">): MediaItem =>
  video(over.id, 0, 0, 3, { name: `${over.id}.webm`, assetId: "a1", ...over });

/** Main video: v1 (0-3 s), v2 (3-6 s); overlay: photo (image); a second overlay track (hidden) with v3; v4's file is not here. */
function timeline(): ProjectDoc {
  const doc = emptyDoc({ resolution: "1280x720" });
  doc.assets.push(
    { id: "a1", name: "clip.webm", mime: "video/webm", kind: "video", duration: 10, source: "local", url: "blob:a1" },
    { id: "img", name: "photo.png", mime: "image/png", kind: "image", duration: null, source: "local", url: "blob:img" },
    { id: "gone", name: "gone.webm", mime: "video/webm", kind: "video", duration: 4, source: "local", url: null },
  );
  const video = doc.tracks.find((t) => t.id === defaultTrackIds.video)!;
  // Out of order on purpose: the plan goes by start.
  video.items.push(media({ id: "v2", start: 3 }), media({ id: "v1" }));
  const overlay = doc.tracks.find((t) => t.kind === "overlay")!;
  overlay.items.push(media({ id: "photo", kind: "image", assetId: "img", start: 1, out: 2 }), media({ id: "v4", assetId: "gone", start: 4 }));
  doc.tracks.push({ id: "overlay-2", kind: "overlay", name: "Overlay 2", muted: false, hidden: true, items: [media({ id: "v3", start: 0 })] });
  return doc;
}

const face = (t: number, x = 0.3): FrameDetections => ({ t, detections: [{ box: { x, y: 0.2, w: 0.1, h: 0.1 }, score: 0.9 }] });
let ids = 0;
const newId = () => `t${++ids}`;
const found = (item: MediaItem): ClipFinding => {
  const times = sampleTimes(item);
  const blur = privacyBlurFrom({ face: times.map((t) => face(t)) }, { type: "gaussian", intensity: 50, blend: false, autoTrack: true, searched: { from: item.in, to: item.out }, newId })!;
  return { itemId: item.id, name: item.name, ...blur };
};
const none = (item: MediaItem): ClipFinding => ({ itemId: item.id, name: item.name, blur: null, counts: { face: 0, body: 0 } });
const itemOf = (doc: ProjectDoc, id: string) => doc.tracks.flatMap((t) => t.items).find((i) => i.id === id) as MediaItem;

describe("searching every clip (nothing selected)", () => {
  it("plans the video and image items of the visual tracks, main video first, and says which it skips and why", () => {
    const plan = privacyBlurSearchPlan(timeline());
    expect(plan.items.map((i) => i.id)).toEqual(["v1", "v2", "photo"]);
    expect(plan.skipped.map((s) => [s.item.id, s.reason])).toEqual([
      ["v4", "unavailable"],
      ["v3", "hidden"],
    ]);
    expect(privacyBlurSearchPlan(emptyDoc()).items).toEqual([]);
  });

  it("leaves a template's empty slots out: no picture to search, and nothing to report as skipped", () => {
    const doc = timeline();
    doc.tracks[0].items.push(media({ id: "slot", kind: "image", assetId: EMPTY_SLOT_ASSET, start: 6, slot: { label: "Clip 1", tint: "#7c3aed" } }));
    const plan = privacyBlurSearchPlan(doc);
    expect(plan.items.map((i) => i.id)).toEqual(["v1", "v2", "photo"]);
    expect(plan.skipped.map((s) => s.item.id)).toEqual(["v4", "v3"]);
  });

  it("one progress bar over the run: each clip is its share, loading counts as its start", () => {
    expect(runProgress(0, 3, "loading", 0.9)).toEqual({ stage: "loading", clip: 1, clips: 3, fraction: 0 });
    const second = runProgress(1, 3, "detecting", 0.2);
    expect(second.clip).toBe(2);
    expect(second.fraction).toBeCloseTo(0.4);
    expect(runProgressLabel(second, ["face"])).toBe("Finding faces: clip 2 of 3 · 40%");
    expect(runProgressLabel(runProgress(0, 2, "loading", 0), ["face", "body"])).toBe("Loading face model…");
    expect(runProgressLabel(runProgress(1, 2, "loading", 0), ["face", "body"])).toBe("Finding faces and people: clip 2 of 2 · 50%");
    expect(runProgress(2, 3, "detecting", 1).fraction).toBe(1);
    // The bar never goes back as the clips go by.
    const fractions = [0, 1, 2].flatMap((i) => [0, 0.5, 1].map((f) => runProgress(i, 3, "detecting", f).fraction));
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it("stores every clip's finds as one undo step; clips with nothing lose an earlier region blur", () => {
    const doc = timeline();
    const [v1, v2, photo] = privacyBlurSearchPlan(doc).items;
    // v2 had faces from an earlier run; this time nothing is found in it.
    const before = setItemBlur(doc, { itemId: "v2", blur: found(v2).blur! });
    const findings = [found(v1), none(v2), found(photo)];
    let history = createHistory(before);
    history = commit(history, applyPrivacyFindings(history.present, findings, { type: "mosaic", intensity: 80, blend: true }));
    const after = history.present;
    expect(itemOf(after, "v1").blur).toMatchObject({ type: "mosaic", intensity: 80, blend: true, searched: { from: 0, to: 3 } });
    expect(itemOf(after, "photo").blur?.tracks).toHaveLength(1);
    expect(itemOf(after, "v2").blur).toBeUndefined();
    // What is drawn: v1 (0-3 s) and v2 (3-6 s) on the main track.
    expect((framePlan(after, 1).find((l) => l.type === "media" && l.item.id === "v1") as MediaLayer).blur?.boxes).toHaveLength(1);
    // One undo takes the whole run back.
    expect(undo(history).present).toBe(before);
    // It saves and loads.
    expect(migrateProject(JSON.parse(JSON.stringify(after)))).not.toBeNull();
  });

  it("says what happened: how many found in how many clips, which came up empty, or nothing anywhere", () => {
    const [v1, v2, photo] = privacyBlurSearchPlan(timeline()).items;
    const two = runSummary([found(v1), none(v2), found(photo)], ["face"]);
    expect(two).toMatchObject({ found: true, text: "Blurring 2 faces in 2 of 3 clips", what: "2 faces", where: "in 2 of 3 clips" });
    expect(two.misses).toBe(" Nothing found in v2.webm, so its whole picture is blurred.");
    expect(runSummary([found(v1)], ["face"]).text).toBe("Blurring 1 face in v1.webm");
    expect(runSummary([none(v1), none(v2)], ["face"])).toMatchObject({ found: false, text: "Found no face in 2 clips" });
    expect(runSummary([none(v1)], ["body"]).text).toBe("Found no person in v1.webm");
  });
});

describe("a clip lengthened after Auto-track searched it", () => {
  it("shows the uncovered part, offers it for Find again, and Find again covers it keeping the blur's look", () => {
    const doc = timeline();
    const v1 = itemOf(doc, "v1");
    const searched = applyPrivacyFindings(doc, [found(v1)], { type: "dot", intensity: 60, blend: true });
    expect(itemsToFindAgain(searched)).toEqual([]);
    // Trimmed inward: still covered.
    const shorter = trimEnd(searched, { itemId: "v1", end: 2 });
    expect(unsearchedSpans(itemOf(shorter, "v1"))).toEqual([]);
    // v2 sits right after v1, so lengthen v1's end by moving v2 away first.
    const moved = { ...searched, tracks: searched.tracks.map((t) => ({ ...t, items: t.items.map((i) => (i.id === "v2" ? { ...i, start: 8 } : i)) })) };
    const longer = trimEnd(moved, { itemId: "v1", end: 4.5 });
    const lengthened = itemOf(longer, "v1");
    expect(lengthened.out).toBeCloseTo(4.5);
    expect(unsearchedSpans(lengthened)).toEqual([{ from: 3, to: 4.5 }]);
    expect(itemsToFindAgain(longer).map((i) => i.id)).toEqual(["v1"]);
    // Past the searched span the followed face is gone after its hold: nothing is blurred at 4 s.
    expect((framePlan(longer, 4).find((l) => l.type === "media" && l.item.id === "v1") as MediaLayer).blur?.boxes).toEqual([]);

    expect(blurTargets(lengthened.blur!)).toEqual(["face"]);
    const again = refreshPrivacyFindings(longer, [found(lengthened)]);
    const refound = itemOf(again, "v1");
    expect(refound.blur).toMatchObject({ type: "dot", intensity: 60, blend: true, searched: { from: 0, to: 4.5 } });
    expect(itemsToFindAgain(again)).toEqual([]);
    expect((framePlan(again, 4).find((l) => l.type === "media" && l.item.id === "v1") as MediaLayer).blur?.boxes).toHaveLength(1);
  });

  it("held regions (Auto-track off) and older blurs without a searched span are never flagged", () => {
    const held = media({ id: "h", out: 9, blur: { type: "gaussian", intensity: 50, regions: [{ t: 1, boxes: [{ x: 0, y: 0, w: 0.1, h: 0.1 }] }] } });
    expect(unsearchedSpans(held)).toEqual([]);
    const older = media({ id: "o", out: 9, blur: { type: "gaussian", intensity: 50, tracks: [{ id: "x", target: "face", keys: [{ t: 0, box: { x: 0, y: 0, w: 0.1, h: 0.1 } }] }] } });
    expect(unsearchedSpans(older)).toEqual([]);
  });
});
