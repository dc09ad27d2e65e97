/**
 * End to end in Node: twelve sentences spoken by Flite with known silences between them, through
 * Silero VAD + Moonshine tiny on onnxruntime-web's WASM backend (one thread).
 */
import { beforeAll, describe, expect, test } from "vitest";
import type { Cue } from "@/lib/caption-cues";
import type { SpeechSessions } from "./runtime";
import { firstSound, loadNodeSessions, speakSentences, TEST_GAPS, TEST_SENTENCES, type SpokenSentence } from "./testing/node";
import { cuesForSpan, transcribe } from "./transcribe";
import { wordErrorRate } from "./wer";

let sessions: SpeechSessions;
let audio: Float32Array;
let sentences: SpokenSentence[];

beforeAll(async () => {
  sessions = await loadNodeSessions();
  ({ audio, sentences } = await speakSentences(TEST_SENTENCES, TEST_GAPS, "slt"));
}, 60_000);

describe("transcribe", () => {
  test("reads twelve spoken sentences with WER ≤ 15% and cue starts within 0.5 s", async () => {
    const progress: number[] = [];
    const cues = await transcribe(audio, { sessions, onProgress: (f) => progress.push(f) });

    const wer = wordErrorRate(sentences.map((s) => s.text).join(" "), cues.map((c) => c.text.replace("\n", " ")).join(" "));
    // Each sentence's true start: its first audible sample after the silence we put before it.
    const errors = sentences.map((s) => {
      const onset = firstSound(audio, s.start, s.end);
      const nearest = cues.reduce((best: Cue | null, c) => (!best || Math.abs(c.start - onset) < Math.abs(best.start - onset) ? c : best), null);
      return nearest ? Math.abs(nearest.start - onset) : Infinity;
    });
    console.info(`speech WER ${(wer * 100).toFixed(1)}%, cue start errors (s): ${errors.map((e) => e.toFixed(2)).join(" ")}`);

    expect(wer).toBeLessThanOrEqual(0.15);
    for (const e of errors) expect(e).toBeLessThanOrEqual(0.5);
    // One sentence, one span: no cue crosses a sentence boundary.
    for (const c of cues) expect(sentences.some((s) => c.start >= s.start - 0.5 && c.end <= s.end + 0.5)).toBe(true);
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]);
  }, 60_000);

  test("stops with an AbortError when cancelled", async () => {
    const controller = new AbortController();
    const run = transcribe(audio, {
      sessions,
      signal: controller.signal,
      onProgress: (f) => {
        if (f > 0.05) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  }, 30_000);

  test("a long reading shares its span among two-line cues by length", () => {
    const text = "This is a rather long sentence that will not fit on two caption lines of forty two characters each, so it is split.";
    const cues = cuesForSpan({ start: 10, end: 16 }, text);
    expect(cues.length).toBe(2);
    expect(cues[0].start).toBe(10);
    expect(cues[cues.length - 1].end).toBe(16);
    expect(cues[0].end).toBe(cues[1].start);
    for (const c of cues) for (const line of c.text.split("\n")) expect(line.length).toBeLessThanOrEqual(42);
  });
});
