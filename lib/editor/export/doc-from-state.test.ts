import { describe, expect, it } from "vitest";

import { docDuration } from "../document";
import { defaultTrackIds } from "../empty-doc";
import { audioSegments, framePlan } from "../frame-plan";
import { createInitialState } from "../state";
import { docFromEditorState } from "./doc-from-state";

const vtt = "WEBVTT\n\n00:00.000 --> 00:01.500\nHello\n";

describe("docFromEditorState", () => {
  it("lays clips end to end, audio on its own track, and keeps settings and blob URLs", () => {
    const state = createInitialState({
      title: "Launch",
      aspectRatio: "9:16",
      properties: { duration: "00:00:30", resolution: "1280x720", frameRate: 24 },
      clips: [
        { ...createInitialState().clips[0] },
        { id: "img", name: "still.png", type: "image/png", url: "blob:http://x/1", duration: 5, source: "local" },
        { id: "song", name: "song.mp3", type: "audio/mpeg", url: "blob:http://x/2", duration: 8, source: "local" },
        { id: "gone", name: "lost.webm", type: "video/webm", url: null, duration: 3, source: "saved" },
      ],
      captions: vtt,
    });
    const doc = docFromEditorState(state);
    expect(doc.settings).toMatchObject({ title: "Launch", aspectRatio: "9:16", resolution: "1280x720", frameRate: 24 });
    const video = doc.tracks.find((t) => t.id === defaultTrackIds.video)!;
    expect(video.items.map((i) => [i.kind, i.start, i.out])).toEqual([
      ["video", 0, 6],
      ["image", 6, 5],
    ]);
    const audio = doc.tracks.find((t) => t.id === defaultTrackIds.audio)!;
    expect(audio.items.map((i) => [i.kind, i.start, i.out])).toEqual([["audio", 0, 8]]);
    expect(doc.assets.find((a) => a.name === "still.png")).toMatchObject({ kind: "image", url: "blob:http://x/1", source: "local" });
    expect(docDuration(doc)).toBe(11);
    expect(framePlan(doc, 7).map((l) => l.type)).toEqual(["media"]);
    expect(framePlan(doc, 1).map((l) => l.type)).toEqual(["media", "caption"]);
    // The sample clip's own sound and the song.
    expect(audioSegments(doc).map((s) => s.item.name)).toEqual(["sample-clip.webm", "song.mp3"]);
  });
});
