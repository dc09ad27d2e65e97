import { describe, expect, test } from "vitest";
import { cueSegments, DEFAULT_SEGMENT_OPTIONS, rawSpeechSpans, VAD_FRAME_SECONDS } from "./vad";

/** Frame probabilities from [seconds, probability] runs. */
function probs(...runs: [number, number][]): Float32Array {
  const out: number[] = [];
  for (const [seconds, p] of runs) for (let i = 0; i < Math.round(seconds / VAD_FRAME_SECONDS); i++) out.push(p);
  return Float32Array.from(out);
}
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(VAD_FRAME_SECONDS + 1e-9);

describe("speech spans", () => {
  test("a short dip does not end speech, a long enough silence does", () => {
    const p = probs([1, 0.05], [2, 0.9], [0.2, 0.1], [1, 0.9], [1, 0.05], [1.5, 0.8], [0.5, 0.02]);
    const spans = rawSpeechSpans(p);
    expect(spans).toHaveLength(2);
    close(spans[0].start, 1);
    close(spans[0].end, 4.2);
    close(spans[1].start, 5.2);
    close(spans[1].end, 6.7);
  });
  test("hysteresis: scores between the two thresholds keep speech going but do not start it", () => {
    expect(rawSpeechSpans(probs([2, 0.4]))).toHaveLength(0);
    const spans = rawSpeechSpans(probs([0.5, 0.9], [1, 0.4], [1, 0]));
    close(spans[0].end, 1.5);
  });
  test("blips shorter than minSpeech are dropped", () => {
    expect(rawSpeechSpans(probs([1, 0], [0.1, 0.95], [1, 0]))).toHaveLength(0);
  });
});

describe("cue segments", () => {
  const p = new Float32Array(Math.ceil(60 / VAD_FRAME_SECONDS)).fill(0.9);
  test("pads each span without crossing its neighbours or the audio", () => {
    const out = cueSegments([{ start: 0.05, end: 2 }, { start: 3, end: 4 }, { start: 4.15, end: 5.95 }], p, 6);
    expect(out[0]).toEqual({ start: 0, end: 2.1 });
    // 3–4 and 4.15–5.95 touch once padded (gap < mergeGap) and are joined.
    expect(out[1]).toEqual({ start: 2.9, end: 6 });
    expect(out).toHaveLength(2);
  });
  test("joins close neighbours only while the result fits in maxSeconds", () => {
    const out = cueSegments([{ start: 1, end: 5 }, { start: 5.3, end: 9 }], p, 20);
    expect(out).toHaveLength(2);
  });
  test("cuts long speech at its quietest frame, keeping every piece between 1 s and 7 s", () => {
    const q = probs([20, 0.9]);
    q[Math.round(5 / VAD_FRAME_SECONDS)] = 0.3;
    q[Math.round(13.5 / VAD_FRAME_SECONDS)] = 0.2;
    const out = cueSegments([{ start: 1, end: 19 }], q, 20);
    for (const s of out) {
      expect(s.end - s.start).toBeLessThanOrEqual(DEFAULT_SEGMENT_OPTIONS.maxSeconds + 1e-9);
      expect(s.end - s.start).toBeGreaterThanOrEqual(DEFAULT_SEGMENT_OPTIONS.minSeconds - 1e-9);
    }
    close(out[0].end, 5);
    // No dip within 7 s of 5 s: the piece runs to its full length, then the 13.5 s dip is used.
    close(out[1].end, 12);
    close(out[2].end, 13.5);
    expect(out).toHaveLength(4);
    expect(out[out.length - 1].end).toBe(19.1);
    for (let i = 1; i < out.length; i++) expect(out[i].start).toBe(out[i - 1].end);
  });
});
