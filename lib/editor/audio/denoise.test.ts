/**
 * Noise reduction on speech spoken by the embedded Flite voice with white noise added, measured against the clean
 * speech, and read back by the captions engine (Silero VAD + Moonshine tiny, as "Auto captions" runs them).
 */
import { beforeAll, describe, expect, test } from "vitest";

import type { SpeechSessions } from "@/lib/ai/speech/runtime";
import { loadNodeSessions, speakSentences, TEST_GAPS, TEST_SENTENCES } from "@/lib/ai/speech/testing/node";
import { transcribe } from "@/lib/ai/speech/transcribe";
import { wordErrorRate } from "@/lib/ai/speech/wer";

import { denoiseChannels } from "./denoise";
import { resampleChannel } from "./resample";

const RATE = 16_000;
const SENTENCES = TEST_SENTENCES.slice(0, 6);
let speech: Float32Array;
let sessions: SpeechSessions;

/** A repeatable uniform white noise. */
function whiteNoise(length: number, rms: number, seed: number): Float32Array {
  const out = new Float32Array(length);
  const amplitude = rms * Math.sqrt(3);
  let s = seed >>> 0;
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = (s / 2 ** 32) * 2 * amplitude - amplitude;
  }
  return out;
}

const power = (x: Float32Array) => x.reduce((n, v) => n + v * v, 0) / x.length;

/** The speech plus noise `snrDb` below it (powers over the whole recording). */
function withNoise(clean: Float32Array, snrDb: number): Float32Array {
  const noise = whiteNoise(clean.length, Math.sqrt(power(clean) / 10 ** (snrDb / 10)), 7);
  return clean.map((v, i) => v + noise[i]);
}

/** SNR of `y` against the clean speech: the clean power over the power of everything else. */
function snrDb(clean: Float32Array, y: Float32Array): number {
  let signal = 0;
  let error = 0;
  for (let i = 0; i < clean.length; i++) {
    signal += clean[i] * clean[i];
    error += (y[i] - clean[i]) ** 2;
  }
  return 10 * Math.log10(signal / error);
}

async function read(audio: Float32Array): Promise<string> {
  const cues = await transcribe(audio, { sessions });
  return cues.map((c) => c.text.replace("\n", " ")).join(" ");
}

beforeAll(async () => {
  [sessions, { audio: speech }] = await Promise.all([loadNodeSessions(), speakSentences(SENTENCES, TEST_GAPS, "slt")]);
}, 60_000);

describe("noise reduction", () => {
  test("speech in white noise at 0 dB SNR comes out at least 10 dB cleaner", async () => {
    const noisy = withNoise(speech, 0);
    const before = snrDb(speech, noisy);
    const [out] = await denoiseChannels([noisy], RATE);
    const after = snrDb(speech, out);
    console.info(`noise reduction: SNR ${before.toFixed(1)} dB → ${after.toFixed(1)} dB`);
    expect(before).toBeCloseTo(0, 1);
    expect(out.length).toBe(noisy.length);
    expect(after - before).toBeGreaterThanOrEqual(10);
  }, 60_000);

  test("the words are still transcribed: clean speech and speech in light noise read the same after it", async () => {
    const reference = SENTENCES.join(" ");
    const [clean] = await denoiseChannels([speech], RATE);
    const [light] = await denoiseChannels([withNoise(speech, 20)], RATE);
    const werClean = wordErrorRate(reference, await read(clean));
    const werLight = wordErrorRate(reference, await read(light));
    console.info(`noise reduction: WER after it ${(werClean * 100).toFixed(1)}% (clean), ${(werLight * 100).toFixed(1)}% (20 dB SNR)`);
    expect(werClean).toBeLessThanOrEqual(0.15);
    expect(werLight).toBeLessThanOrEqual(0.25);
  }, 120_000);

  test("keeps every channel's length at any rate, and stereo channels stay apart", async () => {
    const rate = 44_100;
    const at441 = resampleChannel(speech.subarray(0, RATE * 3), RATE, rate);
    const silent = new Float32Array(at441.length);
    const [left, right] = await denoiseChannels([at441, silent], rate);
    expect(left.length).toBe(at441.length);
    expect(right.length).toBe(silent.length);
    expect(power(left)).toBeGreaterThan(power(at441) * 0.1);
    expect(right.reduce((m, v) => Math.max(m, Math.abs(v)), 0)).toBeLessThan(1e-3);
  }, 30_000);

  test("stops with an AbortError when cancelled", async () => {
    const controller = new AbortController();
    const run = denoiseChannels([new Float32Array(48_000 * 30)], 48_000, controller.signal);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("resampleChannel", () => {
  test("a 1 kHz tone keeps its level and pitch from 44.1 kHz to 48 kHz and back", () => {
    const tone = Float32Array.from({ length: 44_100 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / 44_100));
    const up = resampleChannel(tone, 44_100, 48_000);
    expect(up.length).toBe(48_000);
    for (const i of [1000, 20_000, 40_000]) expect(up[i]).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 1000 * i) / 48_000), 2);
    const back = resampleChannel(up, 48_000, 44_100);
    expect(back.length).toBe(44_100);
    for (const i of [1000, 20_000, 40_000]) expect(back[i]).toBeCloseTo(tone[i], 2);
  });
});
