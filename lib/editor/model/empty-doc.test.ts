import { describe, expect, it } from "vitest";

import { projectDocSchema } from "./document-schema";
import { defaultTrackIds, emptyDoc } from "./empty-doc";

describe("emptyDoc", () => {
  it("has the five standard tracks in drawing order, empty", () => {
    const doc = emptyDoc();
    expect(doc.tracks.map((t) => [t.id, t.kind, t.items.length])).toEqual([
      [defaultTrackIds.video, "video", 0],
      [defaultTrackIds.overlay, "overlay", 0],
      [defaultTrackIds.text, "text", 0],
      [defaultTrackIds.audio, "audio", 0],
      [defaultTrackIds.caption, "caption", 0],
    ]);
    expect(doc.version).toBe(2);
    expect(doc.assets).toEqual([]);
    expect(projectDocSchema.safeParse(doc).success).toBe(true);
  });

  it("takes settings over the defaults", () => {
    const doc = emptyDoc({ title: "Trip", frameRate: 60 });
    expect(doc.settings).toMatchObject({ title: "Trip", frameRate: 60, resolution: "1920x1080", aspectRatio: "16:9" });
    expect(emptyDoc().settings.color).not.toBe(emptyDoc().settings.color);
  });
});
