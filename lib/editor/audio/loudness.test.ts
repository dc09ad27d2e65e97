import { describe, expect, it } from "vitest";

import { normaliseAndLimit, normalisationGainDb } from "./limiter";
import { fromDb, integratedLoudness, LoudnessMeter, toDb, truePeak } from "./loudness";

const SR = 48_000;

/** A sine of `freq` Hz at `dbfs` peak level for `seconds`, the same in every channel. */
function sine(seconds: number, dbfs: number, freq = 1000, channels = 2, sampleRate = SR, phase = 0): Float32Array[] {
  const n = Math.round(seconds * sampleRate);
  const amp = fromDb(dbfs);
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = amp * Math.sin((2 * Math.PI * freq * i) / sampleRate + phase);
  return Array.from({ length: channels }, () => x.slice());
}

const join = (...parts: Float32Array[][]): Float32Array[] =>
  parts[0].map((_, c) => {
    const out = new Float32Array(parts.reduce((n, p) => n + p[c].length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p[c], at);
      at += p[c].length;
    }
    return out;
  });

describe("integrated loudness (EBU Tech 3341 signals)", () => {
  it("reads a stereo 1 kHz sine at -23 dBFS as -23.0 LUFS", () => {
    expect(integratedLoudness(sine(20, -23), SR)).toBeCloseTo(-23, 1);
    expect(Math.abs(integratedLoudness(sine(20, -23), SR) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("reads -33 dBFS as -33.0 LUFS (case 2)", () => {
    expect(Math.abs(integratedLoudness(sine(20, -33), SR) + 33)).toBeLessThanOrEqual(0.1);
  });

  it("gates out the quiet part: 10 s at -36, 60 s at -23, 10 s at -36 dBFS reads -23 (case 3)", () => {
    const signal = join(sine(10, -36), sine(60, -23), sine(10, -36));
    expect(Math.abs(integratedLoudness(signal, SR) + 23)).toBeLessThanOrEqual(0.1);
  }, 60_000);

  it("absolute gate: 10 s at -72, -36, -23, -36, -72 dBFS reads -23 (case 4)", () => {
    const signal = join(sine(10, -72), sine(10, -36), sine(60, -23), sine(10, -36), sine(10, -72));
    expect(Math.abs(integratedLoudness(signal, SR) + 23)).toBeLessThanOrEqual(0.1);
  }, 60_000);

  it("-20 dBFS then -70 dBFS: the -70 part is gated away and the result is the -20 part's loudness", () => {
    const loud = integratedLoudness(sine(10, -20), SR);
    expect(Math.abs(loud + 20)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(integratedLoudness(join(sine(10, -20), sine(10, -70)), SR) - loud)).toBeLessThanOrEqual(0.1);
  });

  it("is the same fed in odd chunk sizes, and at 44.1 kHz", () => {
    const signal = sine(12, -23);
    const meter = new LoudnessMeter(SR);
    for (let at = 0; at < signal[0].length; at += 1237) meter.push(signal.map((x) => x.subarray(at, at + 1237)));
    expect(meter.integrated()).toBeCloseTo(integratedLoudness(signal, SR), 6);
    expect(Math.abs(integratedLoudness(sine(12, -23, 1000, 2, 44_100), 44_100) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("weights a 100 Hz tone below a 1 kHz one (K-weighting's high-pass) and silence is -Infinity", () => {
    expect(integratedLoudness(sine(5, -23, 100), SR)).toBeLessThan(-23.5);
    expect(integratedLoudness([new Float32Array(SR * 2), new Float32Array(SR * 2)], SR)).toBe(-Infinity);
  });
});

describe("true peak", () => {
  it("finds the inter-sample peak of a sine at a quarter of the sample rate sampled off its crests", () => {
    // 12 kHz at 48 kHz with a 45° phase: every sample is at 0.707 of the crest, the true peak is the crest.
    const x = sine(1, -6, 12_000, 1, SR, Math.PI / 4);
    const samplePeak = Math.max(...x[0].map(Math.abs));
    expect(toDb(samplePeak)).toBeLessThan(-8.5);
    expect(Math.abs(toDb(truePeak(x)) + 6)).toBeLessThan(0.6);
  });
});

describe("normalise and limit", () => {
  it("brings a mix to the target and keeps its true peak at or under -1 dBTP", () => {
    const signal = sine(10, -30, 997);
    const before = integratedLoudness(signal, SR);
    const gain = normalisationGainDb(before, -14);
    normaliseAndLimit(signal, SR, gain);
    expect(Math.abs(integratedLoudness(signal, SR) + 14)).toBeLessThan(0.3);
    expect(toDb(truePeak(signal))).toBeLessThanOrEqual(-1);
  });

  it("limits a mix whose peaks would pass the ceiling, without touching quiet stretches", () => {
    const signal = join(sine(2, -20, 440), sine(1, 0, 3000), sine(2, -20, 440));
    normaliseAndLimit(signal, SR, 0);
    expect(toDb(truePeak(signal))).toBeLessThanOrEqual(-1);
    // Well after the loud part the gain is back to 1.
    const tail = signal[0].subarray(SR * 4.5);
    expect(toDb(Math.max(...tail.map(Math.abs)))).toBeCloseTo(-20, 1);
  });

  it("does not raise silence", () => {
    expect(normalisationGainDb(-Infinity, -14)).toBe(0);
  });
});
