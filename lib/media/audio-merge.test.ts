import { describe, expect, it } from "vitest";

import { decodeWav, encodeWav, joinClips, joinedLength, readWavInfo, transitionSamples } from "@/lib/media/audio-merge";

const constant = (length: number, value: number) => new Float32Array(length).fill(value);

describe("joinClips", () => {
  const a = [constant(10, 0.5)];
  const b = [constant(6, 0.25)];

  it("cuts: concatenation", () => {
    const [out] = joinClips([a, b], "cut", 4, 1);
    expect(out.length).toBe(16);
    expect(out[9]).toBe(0.5);
    expect(out[10]).toBe(0.25);
  });

  it("crossfades: overlapping by the transition with linear gains", () => {
    // 1 s at 4 Hz = 4 samples of overlap
    const [out] = joinClips([a, [constant(8, 0.25)]], "crossfade", 4, 1);
    expect(out.length).toBe(14);
    expect(out[5]).toBeCloseTo(0.5);
    // overlap region: a fades out, b fades in
    expect(out[6]).toBeCloseTo(0.5 * (3.5 / 4) + 0.25 * (0.5 / 4));
    expect(out[9]).toBeCloseTo(0.5 * (0.5 / 4) + 0.25 * (3.5 / 4));
    expect(out[13]).toBeCloseTo(0.25);
  });

  it("fades out then in without overlap", () => {
    const [out] = joinClips([a, b], "fade", 2, 1);
    expect(out.length).toBe(16);
    expect(out[0]).toBe(0.5); // the first clip does not fade in
    expect(out[9]).toBeCloseTo(0.5 * (0.5 / 2));
    expect(out[10]).toBeCloseTo(0.25 * (0.5 / 2));
    expect(out[15]).toBe(0.25); // the last clip does not fade out
  });

  it("spreads mono clips to stereo and limits the transition to half the shortest clip", () => {
    const stereo = [constant(8, 0.1), constant(8, -0.1)];
    const out = joinClips([stereo, [constant(4, 0.3)]], "crossfade", 100, 1);
    expect(out).toHaveLength(2);
    expect(transitionSamples([stereo, [constant(4, 0)]], 100, 1)).toBe(2);
    expect(out[0].length).toBe(10);
    expect(out[1][9]).toBeCloseTo(0.3);
    expect(joinedLength([a, b, a], "crossfade", 2)).toBe(22);
    expect(joinClips([], "cut", 10)[0].length).toBe(0);
  });
});

describe("WAV", () => {
  it("writes a header that reads back with the right duration and clamps samples", () => {
    const left = new Float32Array(44100 * 2).fill(2);
    const right = new Float32Array(44100 * 2).fill(-2);
    const wav = encodeWav([left, right], 44100);
    expect(wav.byteLength).toBe(44 + 44100 * 2 * 2 * 2);
    const info = readWavInfo(wav);
    expect(info).toEqual({ sampleRate: 44100, channels: 2, bitsPerSample: 16, dataBytes: 44100 * 8, dataOffset: 44, durationSeconds: 2 });
    const view = new DataView(wav);
    expect(view.getInt16(44, true)).toBe(32767);
    expect(view.getInt16(46, true)).toBe(-32768);
  });

  it("decodes what it encodes, averaging channels to mono", () => {
    const left = Float32Array.from([0.5, -0.25, 0]);
    const right = Float32Array.from([0.5, 0.25, -1]);
    const { samples, sampleRate } = decodeWav(new Uint8Array(encodeWav([left, right], 16000)));
    expect(sampleRate).toBe(16000);
    expect(Array.from(samples).map((v) => Math.round(v * 1000) / 1000)).toEqual([0.5, 0, -0.5]);
  });

  it("rejects other files", () => {
    expect(() => readWavInfo(new Uint8Array([1, 2, 3]))).toThrow("not a WAV file");
  });
});
