import { describe, expect, it } from "vitest";

import { captioned, tightened } from "./clean-up";
import type { CaptionItem, MediaItem } from "../model/document";
import { counterIds, deepFreeze, docWith, itemById, tracks, video } from "./edit-fixtures";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";

describe("Clean up speech", () => {
  it("denoises the clip, sets the loudness, cuts the silences and captions the rest in the style, as one undo step", () => {
    const doc = deepFreeze(docWith({ video: [video("v", 0, 0, 10)] }));
    const ids = counterIds();
    const tight = tightened(doc, { clipIds: ["v"], loudness: -16, silences: [{ start: 0, end: 1 }, { start: 4, end: 6 }], newId: ids });
    const clips = tight.tracks.find((t) => t.id === tracks.video)!.items as MediaItem[];
    expect(clips.map((c) => [c.start, c.in, c.out])).toEqual([
      [0, 1, 4],
      [3, 6, 10],
    ]);
    expect(clips.every((c) => c.denoise)).toBe(true);
    expect(tight.settings.loudnessTarget).toBe(-16);

    const rate = 1000;
    const samples = new Float32Array(7 * rate).map((_, i) => (i > 500 && i < 2500 ? Math.sin(i) * 0.5 : 0));
    const done = captioned(tight, { cues: [{ start: 0.5, end: 2.5, text: "hello there" }], samples, sampleRate: rate, style: { preset: "karaoke", animation: "karaoke" }, newId: ids });
    expect(docIssues(done)).toEqual([]);
    const captionTrack = done.tracks.find((t) => t.id === tracks.caption)!;
    expect(captionTrack.captionStyle).toEqual({ preset: "karaoke", animation: "karaoke" });
    const cue = captionTrack.items[0] as CaptionItem;
    expect(cue.text).toBe("hello there");
    expect(cue.words?.map((w) => w.text)).toEqual(["hello", "there"]);
    expect(itemById(done, cue.id)).toBeDefined();

    // The whole clean-up is one step: one undo gives back the document from before.
    expect(undo(commit(createHistory(doc), done)).present).toBe(doc);
  });
});
