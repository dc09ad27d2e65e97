import { describe, expect, it } from "vitest";

import { audio, caption, counterIds, deepFreeze, docWith, spans, tracks, video } from "./edit-fixtures";
import { cuesOnTimeline, monoSpan, replaceCaptionCues } from "./transcribe";

describe("monoSpan", () => {
  it("takes the samples between two times and averages the channels", () => {
    const left = Float32Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
    const right = Float32Array.from([0, -1, 0, -3, 0, -5, 0, -7]);
    // 2 samples a second: 1 s to 3 s is samples 2..5.
    expect(Array.from(monoSpan([left, right], 2, 1, 3))).toEqual([1, 0, 2, 0]);
    expect(Array.from(monoSpan([left], 2, 1, 3))).toEqual([2, 3, 4, 5]);
  });

  it("clamps the span to the audio", () => {
    const one = Float32Array.from([1, 2, 3]);
    expect(Array.from(monoSpan([one], 1, -5, 99))).toEqual([1, 2, 3]);
    expect(monoSpan([one], 1, 5, 9)).toHaveLength(0);
    expect(monoSpan([], 1, 0, 2)).toHaveLength(0);
  });
});

describe("cuesOnTimeline", () => {
  it("moves cues from the item's in point to its place on the timeline", () => {
    // Source 4 s..10 s shown at timeline 20 s..26 s; cue times count from the in point.
    const item = audio("a", 20, 4, 10);
    expect(cuesOnTimeline([{ start: 0.5, end: 2, text: " Hello " }], item)).toEqual([{ start: 20.5, end: 22, text: "Hello" }]);
  });

  it("clips cues to the item's span and drops what is left empty", () => {
    const item = video("v", 2, 1, 4);
    const out = cuesOnTimeline(
      [
        { start: 2.5, end: 3.5, text: "past the end" },
        { start: 3.5, end: 4, text: "outside" },
        { start: 0, end: 1, text: "   " },
      ],
      item,
    );
    expect(out).toEqual([{ start: 4.5, end: 5, text: "past the end" }]);
  });
});

describe("replaceCaptionCues", () => {
  it("puts exactly the cues on the Captions track and leaves the rest alone", () => {
    const doc = deepFreeze(docWith({ audio: [audio("a", 0, 0, 10)], caption: [caption("old", 0, 2)] }));
    const next = replaceCaptionCues(
      doc,
      [
        { start: 1, end: 2, text: "one" },
        { start: 3, end: 4.5, text: "two" },
      ],
      counterIds("c"),
    );
    expect(spans(next, tracks.caption)).toEqual([
      ["c1", 1, 2],
      ["c2", 3, 4.5],
    ]);
    expect(next.tracks.find((t) => t.id === tracks.audio)).toBe(doc.tracks.find((t) => t.id === tracks.audio));
  });

  it("changes nothing without a caption track", () => {
    const doc = docWith();
    const noCaptions = { ...doc, tracks: doc.tracks.filter((t) => t.kind !== "caption") };
    expect(replaceCaptionCues(noCaptions, [{ start: 0, end: 1, text: "x" }], counterIds())).toBe(noCaptions);
  });
});
