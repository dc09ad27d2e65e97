import { describe, expect, it } from "vitest";

import { detectOnsets, toMono } from "./beats";

const RATE = 44_100;

/** A click track: 10 ms bursts of a 2 kHz tone at `times`, over quiet noise and a steady 60 Hz hum. */
function clickTrack(seconds: number, times: number[]): Float32Array {
  const out = new Float32Array(seconds * RATE);
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.01;
  for (let i = 0; i < out.length; i++) out[i] = noise() + 0.2 * Math.sin((2 * Math.PI * 60 * i) / RATE);
  for (const t of times) {
    const start = Math.round(t * RATE);
    for (let i = 0; i < 0.01 * RATE; i++) out[start + i] += 0.8 * Math.sin((2 * Math.PI * 2000 * i) / RATE) * (1 - i / (0.01 * RATE));
  }
  return out;
}

describe("detectOnsets", () => {
  it("finds every click of a 120 BPM click track within 20 ms, and nothing else", () => {
    const times = Array.from({ length: 16 }, (_, i) => 0.25 + i * 0.5);
    const found = detectOnsets(clickTrack(9, times), RATE);
    expect(found).toHaveLength(times.length);
    found.forEach((t, i) => expect(Math.abs(t - times[i])).toBeLessThan(0.02));
  });

  it("finds clicks of uneven spacing and loudness", () => {
    const times = [0.4, 0.7, 1.55, 1.8, 3.1];
    const track = clickTrack(4, times);
    const found = detectOnsets(track, RATE);
    expect(found.map((t) => Math.round(t * 20) / 20)).toEqual(times.map((t) => Math.round(t * 20) / 20));
  });

  it("finds nothing in a steady tone or in silence", () => {
    expect(detectOnsets(clickTrack(3, []), RATE)).toEqual([]);
    expect(detectOnsets(new Float32Array(RATE * 2), RATE)).toEqual([]);
  });

  it("mixes channels to mono", () => {
    expect(Array.from(toMono([new Float32Array([1, 0]), new Float32Array([0, 1])]))).toEqual([0.5, 0.5]);
  });
});
