import { describe, expect, it } from "vitest";

import { announceTime, docForStorage, SAMPLE_ASSET_ID, itemForAsset, sampleDoc, trackEnd } from "./sample-doc";
import { docDuration } from "./document";
import { addAsset, addItem, defaultTrackIds } from "../edits/index";
import { docIssues } from "./invariants";
import { migrateProject } from "./migrate";

describe("sample document", () => {
  it("starts with the sample clip on the main video track", () => {
    const doc = sampleDoc();
    expect(docIssues(doc)).toEqual([]);
    expect(doc.tracks.find((t) => t.id === defaultTrackIds.video)?.items.map((i) => i.name)).toEqual(["sample-clip.webm"]);
    expect(docDuration(doc)).toBe(6);
    expect(migrateProject(doc)).toEqual(doc);
  });

  it("places media at the end of its track and drops blob: URLs for storage", () => {
    let doc = sampleDoc();
    const asset = { id: "a1", name: "song.mp3", mime: "audio/mpeg", kind: "audio" as const, duration: 3, source: "local" as const, url: "blob:x" };
    doc = addAsset(doc, { asset });
    doc = addItem(doc, { item: itemForAsset(asset, "i1", trackEnd(doc, defaultTrackIds.audio), 5), trackId: defaultTrackIds.audio });
    expect(doc.tracks.find((t) => t.id === defaultTrackIds.audio)?.items).toMatchObject([{ name: "song.mp3", start: 0, out: 3 }]);
    expect(docForStorage(doc).assets.find((a) => a.id === "a1")?.url).toBeNull();
    expect(docForStorage(doc).assets.find((a) => a.id === SAMPLE_ASSET_ID)?.url).toBe("/media/sample-clip.webm");
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
