import { describe, expect, it } from "vitest";

import type { LegacyProject } from "./migrate";

import { docWith, text, tracks, video } from "../edits/edit-fixtures";
import { migrateProject, migrateRecord, UNKNOWN_CLIP_SECONDS, withNamedEffects } from "./migrate";
import { templateDoc } from "@/lib/catalog/template-docs";
import { fillSlot } from "../edits/slot-edits";

function savedProject(clips: LegacyProject["clips"]): LegacyProject {
  return {
    id: "p-1",
    title: "Trip",
    visibility: "public",
    allowComments: false,
    allowDownloads: true,
    aspectRatio: "9:16",
    properties: { duration: "00:01:00", resolution: "1280x720", frameRate: 24 },
    color: { brightness: 60, contrast: 40, saturation: 55 },
    blur: { type: "gaussian", intensity: 30, targets: ["faces"], autoTrack: false, smartBlending: true },
    lipSync: 90,
    effects: ["color-grading"],
    appliedEffects: [],
    voice: "Narration: Calm",
    clips,
    thumbnail: "",
    createdAt: 1000,
    updatedAt: 2000,
  };
}

const clips: LegacyProject["clips"] = [
  { name: "intro.webm", type: "video/webm", duration: 6, url: "/media/sample-clip.webm", source: "sample" },
  { name: "talk.mp4", type: "video/mp4", duration: 12.5, size: 2048, url: "https://cdn.example/talk.mp4", key: "u/talk.mp4", source: "upload" },
  { name: "photo.jpg", type: "image/jpeg", duration: null, url: null, source: "saved" },
  { name: "music.mp3", type: "audio/mpeg", duration: 4, url: "blob:http://localhost/123", source: "local" },
];

describe("migrateProject from the clip-list shape", () => {
  const doc = migrateProject(savedProject(clips));

  it("carries the project settings over", () => {
    expect(doc?.version).toBe(2);
    expect(doc?.settings).toEqual({
      title: "Trip",
      visibility: "public",
      allowComments: false,
      allowDownloads: true,
      aspectRatio: "9:16",
      resolution: "1280x720",
      frameRate: 24,
      durationText: "00:01:00",
      color: { brightness: 60, contrast: 40, saturation: 55 },
      blur: { type: "gaussian", intensity: 30, targets: ["faces"], autoTrack: false, smartBlending: true },
      lipSync: 90,
      voice: "Narration: Calm",
    });
  });

  it("turns the old effect switches into effect items over the whole timeline", () => {
    const effects = doc?.tracks.filter((t) => t.kind === "effect").flatMap((t) => t.items);
    expect(effects?.map((i) => (i.kind === "effect" ? [i.effectId, i.start, i.out, i.targetId] : null))).toEqual([["color-grading", 0, 18.5 + UNKNOWN_CLIP_SECONDS + 4, undefined]]);
  });

  it("lays the clips end to end: pictures on the main video track, sound on the audio track", () => {
    const spansOf = (id: string) => doc?.tracks.find((t) => t.id === id)?.items.map((i) => [i.id, i.kind, i.start, i.in, i.out]);
    expect(spansOf(tracks.video)).toEqual([
      ["item-1", "video", 0, 0, 6],
      ["item-2", "video", 6, 0, 12.5],
      ["item-3", "image", 18.5, 0, UNKNOWN_CLIP_SECONDS],
    ]);
    expect(spansOf(tracks.audio)).toEqual([["item-4", "audio", 18.5 + UNKNOWN_CLIP_SECONDS, 0, 4]]);
    // The five standard tracks and the effect track of the old Color Grading switch.
    expect(doc?.tracks).toHaveLength(6);
  });

  it("turns clips into assets, dropping URLs that cannot play again", () => {
    expect(doc?.assets).toEqual([
      { id: "asset-1", name: "intro.webm", mime: "video/webm", kind: "video", duration: 6, source: "sample", url: "/media/sample-clip.webm" },
      {
        id: "asset-2",
        name: "talk.mp4",
        mime: "video/mp4",
        kind: "video",
        duration: 12.5,
        size: 2048,
        key: "u/talk.mp4",
        source: "upload",
        url: "https://cdn.example/talk.mp4",
      },
      { id: "asset-3", name: "photo.jpg", mime: "image/jpeg", kind: "image", duration: null, source: "local", url: null },
      { id: "asset-4", name: "music.mp3", mime: "audio/mpeg", kind: "audio", duration: 4, source: "local", url: null },
    ]);
  });

  it("gives media items neutral defaults", () => {
    expect(doc?.tracks[0].items[0]).toMatchObject({ assetId: "asset-1", volume: 1, fadeIn: 0, fadeOut: 0, name: "intro.webm" });
  });

  it("makes an empty document from a project without clips", () => {
    const empty = migrateProject(savedProject([]));
    expect(empty?.tracks.every((t) => t.items.length === 0)).toBe(true);
    expect(empty?.assets).toEqual([]);
  });
});

describe("migrateProject from version 2", () => {
  it("returns an equal document, with items put in order", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2), video("b", 3, 0, 2)], text: [text("t", 0, 1)] });
    expect(migrateProject(doc)).toEqual(doc);
    const shuffled = { ...doc, tracks: doc.tracks.map((t) => ({ ...t, items: [...t.items].reverse() })) };
    expect(migrateProject(shuffled)).toEqual(doc);
  });

  it("refuses documents that break the schema or the track rules", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    expect(migrateProject({ ...doc, tracks: [{ ...doc.tracks[0], items: [video("a", 0, 0, 2), video("b", 1, 0, 2)] }] })).toBeNull();
    expect(migrateProject({ ...doc, tracks: [{ ...doc.tracks[0], items: [text("t", 0, 1)] }] })).toBeNull();
    expect(migrateProject({ ...doc, tracks: [{ ...doc.tracks[0], items: [video("a", 0, 2, 2)] }] })).toBeNull();
    expect(migrateProject({ ...doc, settings: { ...doc.settings, frameRate: 25 } })).toBeNull();
  });
});

describe("migrateProject from anything else", () => {
  it("returns null", () => {
    expect(migrateProject(null)).toBeNull();
    expect(migrateProject("project")).toBeNull();
    expect(migrateProject({ version: 3 })).toBeNull();
    expect(migrateProject({ ...savedProject([]), clips: "none" })).toBeNull();
  });
});

describe("migrateRecord", () => {
  it("turns a clip-list record into the document and what is kept beside it; the record's sharing choices win", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    const legacy = { ...savedProject(clips), doc: { ...doc, settings: { ...doc.settings, title: "Old title", visibility: "private" } } };
    const record = migrateRecord(legacy);
    const graded = withNamedEffects(doc, { ids: ["color-grading"] });
    expect(graded.tracks.find((t) => t.kind === "effect")?.items).toMatchObject([{ kind: "effect", effectId: "color-grading", start: 0, in: 0, out: 2 }]);
    expect(record).toEqual({
      id: "p-1",
      doc: { ...graded, settings: { ...doc.settings, title: "Trip", visibility: "public", allowComments: false, allowDownloads: true } },
      thumbnail: "",
      createdAt: 1000,
      updatedAt: 2000,
    });
    // Without a readable document of its own, the clips make one.
    expect(migrateRecord({ ...legacy, doc: { version: 2 } })?.doc.assets.map((a) => a.name)).toEqual(clips.map((c) => c.name));
  });

  it("keeps a current record as it is and refuses what is neither shape", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    const record = { id: "p-2", doc, thumbnail: "", createdAt: 1, updatedAt: 2 };
    expect(migrateRecord(record)).toEqual(record);
    expect(migrateRecord({ ...record, doc: { ...doc, version: 3 } })).toBeNull();
    expect(migrateRecord({ ...record, appliedEffects: "Hearts Rain" })).toBeNull();
    expect(migrateRecord(null)).toBeNull();
  });

  it("puts effects an older record applied on /effects, by name, on the timeline; unknown names are dropped", () => {
    const doc = docWith({ video: [video("a", 0, 0, 2)] });
    const migrated = migrateRecord({ id: "p-3", doc, appliedEffects: ["Hearts Rain", "Neon Glow"], thumbnail: "", createdAt: 1, updatedAt: 2 });
    expect(migrated).not.toHaveProperty("appliedEffects");
    const items = migrated?.doc.tracks.filter((t) => t.kind === "effect").flatMap((t) => t.items);
    expect(items).toMatchObject([{ kind: "effect", effectId: "hearts-rain", start: 0, out: 2 }]);
  });
});

describe("template documents with media slots", () => {
  it("read back as they were stored, empty slots and filled ones alike", () => {
    const doc = templateDoc("tpl-1")!;
    const filled = fillSlot(doc, {
      itemId: "slot-1",
      asset: { id: "a-red", name: "red.webm", mime: "video/webm", kind: "video", duration: 8, source: "sample", url: "/media/sample-clip.webm" },
    });
    for (const stored of [doc, filled]) expect(migrateProject(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    const record = migrateRecord({ id: "p-1", doc: filled, thumbnail: "", createdAt: 1, updatedAt: 2 });
    expect(record?.doc).toEqual(filled);
  });

  it("a stored slot with a malformed tint is refused, not half-read", () => {
    const doc = templateDoc("tpl-1")!;
    const broken = JSON.parse(JSON.stringify(doc).replace('"tint":"#db2777"', '"tint":"pink"'));
    expect(migrateProject(broken)).toBeNull();
  });
});
