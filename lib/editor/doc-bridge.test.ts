import { describe, expect, it } from "vitest";

import { announceTime, clipsFromDoc, docForStorage, itemForAsset, sampleDoc, settingsFromState, stateFromSettings, trackEnd } from "./doc-bridge";
import { docDuration } from "./document";
import { addAsset, addItem, defaultTrackIds } from "./edits";
import { docIssues } from "./invariants";
import { migrateProject } from "./migrate";
import { createInitialState } from "./state";

describe("doc bridge", () => {
  it("starts with the sample clip on the main video track", () => {
    const doc = sampleDoc();
    expect(docIssues(doc)).toEqual([]);
    expect(doc.tracks.find((t) => t.id === defaultTrackIds.video)?.items.map((i) => i.name)).toEqual(["sample-clip.webm"]);
    expect(docDuration(doc)).toBe(6);
    expect(migrateProject(doc)).toEqual(doc);
  });

  it("round-trips settings through the reducer state", () => {
    const state = createInitialState({ title: "Trip", aspectRatio: "9:16" });
    const settings = settingsFromState(state);
    expect(settings).toMatchObject({ title: "Trip", aspectRatio: "9:16", resolution: "1920x1080", frameRate: 30 });
    expect(settingsFromState({ ...state, ...stateFromSettings(settings) })).toEqual(settings);
  });

  it("lists media items as clips and drops blob: URLs for storage", () => {
    let doc = sampleDoc();
    const asset = { id: "a1", name: "song.mp3", mime: "audio/mpeg", kind: "audio" as const, duration: 3, source: "local" as const, url: "blob:x" };
    doc = addAsset(doc, { asset });
    doc = addItem(doc, { item: itemForAsset(asset, "i1", trackEnd(doc, defaultTrackIds.audio), 5), trackId: defaultTrackIds.audio });
    expect(clipsFromDoc(doc).map((c) => [c.name, c.duration])).toEqual([
      ["sample-clip.webm", 6],
      ["song.mp3", 3],
    ]);
    expect(docForStorage(doc).assets.find((a) => a.id === "a1")?.url).toBeNull();
    expect(clipsFromDoc(docForStorage(doc))[1].source).toBe("saved");
  });

  it("gives images the fallback length", () => {
    const img = { id: "p", name: "p.png", mime: "image/png", kind: "image" as const, duration: null, source: "local" as const, url: "blob:p" };
    expect(itemForAsset(img, "x", 6, 5)).toMatchObject({ start: 6, in: 0, out: 5, kind: "image" });
  });

  it("formats announcement times", () => {
    expect(announceTime(3.4)).toBe("00:03");
    expect(announceTime(75)).toBe("01:15");
  });
});
