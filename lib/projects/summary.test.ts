import { describe, expect, it } from "vitest";

import { addAsset, addItem, defaultTrackIds } from "@/lib/editor/edits/index";
import { emptyDoc } from "@/lib/editor/model/empty-doc";
import { itemForAsset } from "@/lib/editor/model/sample-doc";
import type { MediaAsset } from "@/lib/editor/model/document";
import { projectRecordSchema, type SavedProject } from "@/lib/projects/saved-project";
import { toProject } from "@/lib/projects/summary";
import { savedProjectRecord } from "@/lib/projects/test-fixtures";

const a: MediaAsset = { id: "a", name: "a.webm", mime: "video/webm", kind: "video", duration: 6, size: 3 * 1024 * 1024, source: "local", url: null };
const b: MediaAsset = { id: "b", name: "b.mp4", mime: "video/mp4", kind: "video", duration: 66.5, url: "https://bucket/b.mp4", key: "k", source: "upload" };

function twoClips() {
  let doc = emptyDoc({ title: "Beach Day", visibility: "public", resolution: "1280x720", frameRate: 24, durationText: "00:02:30" });
  doc = addAsset(addAsset(doc, { asset: a }), { asset: b });
  doc = addItem(doc, { item: itemForAsset(a, "i-a", 0, 5), trackId: defaultTrackIds.video });
  return addItem(doc, { item: itemForAsset(b, "i-b", 6, 5), trackId: defaultTrackIds.video });
}

const record: SavedProject = savedProjectRecord({
  id: "p-1",
  doc: twoClips(),
  thumbnail: "data:image/jpeg;base64,AAAA",
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 2),
});

describe("saved projects", () => {
  it("parse with their schema: the document, thumbnail and times (older records' effect names as a list)", () => {
    expect(projectRecordSchema.parse(record)).toEqual(record);
    expect(projectRecordSchema.safeParse({ ...record, appliedEffects: ["Neon Glow"] }).success).toBe(true);
    expect(projectRecordSchema.safeParse({ ...record, appliedEffects: "Neon Glow" }).success).toBe(false);
  });

  it("map to My Projects' Project as drafts, from the document", () => {
    expect(toProject(record)).toEqual({
      id: "p-1",
      title: "Beach Day",
      description: "2 clips: a.webm, b.mp4",
      thumbnail: "data:image/jpeg;base64,AAAA",
      duration: "1:12",
      resolution: "1280x720",
      status: "draft",
      visibility: "public",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
      size: "3 MB",
      saved: true,
    });
  });

  it("fall back to the duration text, a placeholder size and a sample thumbnail", () => {
    const p = toProject({ ...record, doc: emptyDoc({ durationText: "00:02:30" }), thumbnail: "" });
    expect(p).toMatchObject({ duration: "00:02:30", size: "—", description: "No clips yet", thumbnail: "/media/thumbs/thumb-1.jpg" });
  });
});
