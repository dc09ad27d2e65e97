import { describe, expect, it } from "vitest";

import { mixForSpeech } from "../captions/transcribe";
import { mixWindow, soundReader } from "./readers";
import { joinChunks, retimedChunks, retimedSegment, retimeSound, ReversePicker } from "./retime";

const RATE = 48_000;

function sine(freq: number, seconds: number, rate = RATE): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * freq * i) / rate));
}

/** Frequency from upward zero crossings over the middle half of the signal. */
function frequency(samples: Float32Array, rate = RATE): number {
  const from = Math.floor(samples.length / 4);
  const to = Math.floor((samples.length * 3) / 4);
  let crossings = 0;
  for (let i = from + 1; i < to; i++) if (samples[i - 1] < 0 && samples[i] >= 0) crossings++;
  return crossings / ((to - from) / rate);
}

describe("ReversePicker", () => {
  it("shows, for decreasing times, the last frame at or before each, loading a block at a time and closing the last", async () => {
    const frameTimes = Array.from({ length: 30 }, (_, i) => i / 10);
    const closed: number[] = [];
    const loads: [number, number][] = [];
    const load = (from: number, to: number) => {
      loads.push([from, to]);
      // As a decoder does: from the frame showing at `from` up to `to`.
      const first = frameTimes.findLastIndex((t) => t <= from);
      return (async function* () {
        for (const timestamp of frameTimes.slice(Math.max(0, first))) {
          if (timestamp > to) return;
          yield { timestamp, close: () => closed.push(timestamp) };
        }
      })();
    };
    const picker = new ReversePicker(load, 0.5, 1);
    const shown: number[] = [];
    for (let t = 2.95; t >= 0.5; t -= 0.1) shown.push((await picker.at(t))!.timestamp);
    expect(shown.map((s) => Math.round(s * 10))).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    // About one block per second of source, not one seek per frame.
    expect(loads.length).toBeLessThanOrEqual(4);
    expect(loads.every(([from]) => from >= 0.5)).toBe(true);
    picker.close();
    // Every frame decoded was closed.
    expect(closed.length).toBe(loads.reduce((n, [from, to]) => n + frameTimes.filter((t) => t >= Math.floor(from * 10) / 10 - 1e-9 && t <= to).length, 0));
  });
});

describe("retimed sound", () => {
  it("joins decoded chunks into one source span, cutting what lies outside it", () => {
    const chunks = [
      { channels: [Float32Array.from([1, 2, 3, 4])], sampleRate: 4, timestamp: 0 },
      { channels: [Float32Array.from([5, 6, 7, 8])], sampleRate: 4, timestamp: 1 },
    ];
    expect(Array.from(joinChunks(chunks, 0.5, 1.75).channels[0])).toEqual([3, 4, 5, 6, 7]);
  });

  it("reverses a clip's sound", () => {
    const [out] = retimeSound([Float32Array.from([1, 2, 3, 4])], 4, RATE, { reverse: true, mode: "stretch" });
    expect(Array.from(out)).toEqual([4, 3, 2, 1]);
  });

  it("at 2× keeps the pitch when stretched, and doubles it when resampled", () => {
    const source = sine(440, 2);
    const [stretched] = retimeSound([source], RATE, RATE, { reverse: false, mode: "stretch" });
    expect(stretched.length).toBe(RATE);
    expect(frequency(stretched)).toBeGreaterThan(430);
    expect(frequency(stretched)).toBeLessThan(450);
    const [resampled] = retimeSound([source], RATE, RATE, { reverse: false, mode: "resample" });
    expect(frequency(resampled)).toBeGreaterThan(860);
    expect(frequency(resampled)).toBeLessThan(900);
  });

  it("at 0.5× keeps the pitch and the loudness", () => {
    const [slow] = retimeSound([sine(300, 1)], 2 * RATE, RATE, { reverse: false, mode: "stretch" });
    expect(frequency(slow)).toBeGreaterThan(290);
    expect(frequency(slow)).toBeLessThan(310);
    const peak = slow.slice(RATE / 2, RATE * 1.5).reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.4);
    expect(peak).toBeLessThan(0.6);
  });

  it("mixes a 2× clip's sound into half its source length on the timeline", async () => {
    // A clip at 3 s on the timeline, source 1..3 s of a 1 s-per-unit ramp, at 2×: it sounds from 3 s to 4 s.
    const source = { channels: [new Float32Array(4 * RATE).fill(0.25)], sampleRate: RATE, timestamp: 0, duration: 4 };
    async function* decoded() {
      yield source;
    }
    const segment = { start: 3, end: 4, in: 1, out: 3, volume: 1, fadeIn: 0, fadeOut: 0, speed: 2 };
    const reader = soundReader(retimedSegment(segment), retimedChunks(decoded(), { in: 1, out: 3, speed: 2, reverse: false }, "resample"));
    const [before] = await mixWindow([reader], 2, RATE, RATE, 1);
    const [during] = await mixWindow([reader], 3, RATE, RATE, 1);
    const [after] = await mixWindow([reader], 4, RATE, RATE, 1);
    expect(before.every((v) => v === 0)).toBe(true);
    expect(during.every((v) => Math.abs(v - 0.25) < 1e-6)).toBe(true);
    expect(after.every((v) => v === 0)).toBe(true);
  });

  it("the speech mix hears a reversed 2× clip backwards, in half its source time, at its place", () => {
    // Source: 0.25 for the first second, 0.75 for the second; the clip plays 0..2 s reversed at 2×, from 1 s.
    const rate = 1000;
    const source = Float32Array.from({ length: 2 * rate }, (_, i) => (i < rate ? 0.25 : 0.75));
    const segment = { start: 1, end: 2, in: 0, out: 2, volume: 1, fadeIn: 0, fadeOut: 0, speed: 2, reverse: true };
    const mix = mixForSpeech([{ segment, channels: [source], sampleRate: rate }], 2, rate);
    expect(mix[500]).toBe(0);
    expect(mix[1200]).toBeCloseTo(0.75, 2);
    expect(mix[1800]).toBeCloseTo(0.25, 2);
  });
});
