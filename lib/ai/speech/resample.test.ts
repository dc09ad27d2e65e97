import { describe, expect, test } from "vitest";
import { mixToMono, resample, toMono16k } from "./resample";

const tone = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));

const rms = (a: Float32Array, from = 0, to = a.length) => {
  let s = 0;
  for (let i = from; i < to; i++) s += a[i] * a[i];
  return Math.sqrt(s / (to - from));
};

describe("mixToMono", () => {
  test("averages channels", () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])]))).toEqual([0.5, 0]);
    expect(mixToMono([])).toHaveLength(0);
  });
});

describe("resample", () => {
  test("keeps duration and a 440 Hz tone from 48 kHz and 44.1 kHz", () => {
    for (const rate of [48_000, 44_100, 8_000]) {
      const out = resample(tone(440, rate, 1), rate, 16_000);
      expect(out.length).toBe(16_000);
      const expected = tone(440, 16_000, 1);
      let err = 0;
      for (let i = 200; i < 15_800; i++) err = Math.max(err, Math.abs(out[i] - expected[i]));
      expect(err).toBeLessThan(0.02);
    }
  });
  test("filters out what 16 kHz cannot hold instead of aliasing it", () => {
    // 11 kHz at 48 kHz would fold to 5 kHz without the low-pass.
    const out = resample(tone(11_000, 48_000, 0.5), 48_000, 16_000);
    expect(rms(out, 100, out.length - 100)).toBeLessThan(0.02);
  });
  test("a constant stays constant; same rate copies", () => {
    const out = resample(new Float32Array(4410).fill(0.25), 44_100, 16_000);
    expect(out.length).toBe(1600);
    for (const v of out) expect(v).toBeCloseTo(0.25, 5);
    const same = Float32Array.from([1, 2, 3]);
    expect(Array.from(resample(same, 16_000))).toEqual([1, 2, 3]);
    expect(() => resample(same, 0)).toThrow(RangeError);
  });
  test("toMono16k mixes then resamples", () => {
    const left = tone(300, 32_000, 0.5);
    const out = toMono16k([left, left], 32_000);
    expect(out.length).toBe(8000);
    expect(rms(out, 100, 7900)).toBeCloseTo(Math.SQRT1_2, 2);
  });
});
