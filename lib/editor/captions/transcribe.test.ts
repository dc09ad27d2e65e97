import { describe, expect, it } from "vitest";

import { audio, caption, counterIds, deepFreeze, docWith, spans, tracks, video } from "../edits/edit-fixtures";
import { cuesInTimeline, cuesOnTimeline, mixForSpeech, monoSpan, replaceCaptionCues, timelineSpeechPlan } from "./transcribe";

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

describe("timelineSpeechPlan", () => {
  it("takes every audible video and audio item, up to the last one's end", () => {
    const doc = docWith({ video: [video("v", 0, 0, 4)], audio: [audio("a", 6, 2, 9)], caption: [caption("c", 0, 20)] });
    const plan = timelineSpeechPlan(doc);
    expect(plan?.duration).toBe(13);
    expect(plan?.segments.map((s) => [s.item.id, s.start, s.end, s.in])).toEqual([
      ["v", 0, 4, 0],
      ["a", 6, 13, 2],
    ]);
  });

  it("leaves out muted tracks and silent items, and is null when nothing is heard", () => {
    const muted = docWith({ audio: [audio("a", 0, 0, 5)] });
    const mutedDoc = { ...muted, tracks: muted.tracks.map((t) => (t.id === tracks.audio ? { ...t, muted: true } : t)) };
    expect(timelineSpeechPlan(mutedDoc)).toBeNull();
    expect(timelineSpeechPlan(docWith({ video: [video("v", 0, 0, 5, { volume: 0 })] }))).toBeNull();
    expect(timelineSpeechPlan(docWith({ caption: [caption("c", 0, 5)] }))).toBeNull();
    expect(timelineSpeechPlan(docWith({ video: [video("quiet", 0, 0, 9, { volume: 0 }), video("loud", 1, 0, 2)] }))?.duration).toBe(3);
  });
});

describe("mixForSpeech", () => {
  const segment = (start: number, end: number, inPoint: number, extra: Partial<{ volume: number; fadeIn: number; fadeOut: number }> = {}) => ({
    start,
    end,
    in: inPoint,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    ...extra,
  });

  it("lays each source at its place on the timeline, from its in point, with its volume", () => {
    // 4 samples a second; source A is a ramp, shown from 1 s at source 0.5 s; B (stereo, averaged) at 2.5 s at half volume.
    const a = Float32Array.from([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    const left = Float32Array.from([0.8, 0.8]);
    const right = Float32Array.from([0.4, 0.4]);
    const out = mixForSpeech(
      [
        { segment: segment(1, 2, 0.5), channels: [a], sampleRate: 4 },
        { segment: segment(2.5, 3, 0, { volume: 0.5 }), channels: [left, right], sampleRate: 4 },
      ],
      3,
      4,
    );
    expect(Array.from(out).map((v) => Math.round(v * 100) / 100)).toEqual([0, 0, 0, 0, 0.2, 0.3, 0.4, 0.5, 0, 0, 0.3, 0.3]);
  });

  it("resamples to the speech rate, adds overlapping sound, applies fades and clamps", () => {
    const loud = new Float32Array(8).fill(0.8);
    // 8 Hz source mixed at 4 Hz: every other sample; two overlapping copies add up past full scale.
    const out = mixForSpeech(
      [
        { segment: segment(0, 1, 0), channels: [loud], sampleRate: 8 },
        { segment: segment(0, 1, 0, { fadeIn: 0.5 }), channels: [loud], sampleRate: 8 },
      ],
      1,
      4,
    );
    expect(Array.from(out).map((v) => Math.round(v * 100) / 100)).toEqual([0.8, 1, 1, 1]);
    expect(mixForSpeech([], 0.5, 4)).toHaveLength(2);
  });
});

describe("cuesInTimeline", () => {
  it("keeps cues in timeline time, clipped to the timeline, without empty ones", () => {
    expect(
      cuesInTimeline(
        [
          { start: -0.2, end: 1.23456, text: " Hello " },
          { start: 4.5, end: 7, text: "late" },
          { start: 6, end: 7, text: "after" },
          { start: 2, end: 3, text: " " },
        ],
        5,
      ),
    ).toEqual([
      { start: 0, end: 1.235, text: "Hello" },
      { start: 4.5, end: 5, text: "late" },
    ]);
  });
});
