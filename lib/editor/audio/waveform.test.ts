import { describe, expect, it } from "vitest";

import { computePeaks, peaksForWindow } from "./waveform";

const now = () => Promise.resolve();

describe("computePeaks", () => {
  it("keeps the loudest sample of each slice, over every channel", async () => {
    // 1 s at 10 Hz, 5 peaks per second: slices of two samples.
    const left = Float32Array.from([0.1, -0.2, 0, 0, 0.5, 0.1, 0, 0, 0, 0]);
    const right = Float32Array.from([0, 0, 0.3, 0, 0, 0, 0, 0, 0, -0.9]);
    const peaks = await computePeaks([left, right], 10, 5, now);
    expect(Array.from(peaks.values).map((v) => Number(v.toFixed(2)))).toEqual([0.2, 0.3, 0.5, 0, 0.9]);
    expect(peaks.duration).toBe(1);
  });

  it("covers a long source in chunks, yielding between them", async () => {
    const rate = 48_000;
    const data = new Float32Array(rate * 20);
    data[rate * 15 + 7] = 0.75;
    let pauses = 0;
    const peaks = await computePeaks([data], rate, 100, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(peaks.values.length).toBe(2000);
    expect(peaks.values[1500]).toBeCloseTo(0.75);
    expect(peaks.values[1499]).toBe(0);
    expect(pauses).toBeGreaterThan(1);
  });

  it("clips to 1 and answers no peaks for no sound", async () => {
    expect(Array.from((await computePeaks([Float32Array.from([3, -2])], 2, 1, now)).values)).toEqual([1]);
    expect((await computePeaks([], 48_000, 100, now)).values.length).toBe(0);
  });
});

describe("peaksForWindow", () => {
  const peaks = { values: Float32Array.from([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]), perSecond: 10, duration: 1 };

  it("takes the loudest peak of each column's stretch", () => {
    expect(Array.from(peaksForWindow(peaks, 0, 1, 5)).map((v) => Number(v.toFixed(2)))).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it("draws only the item's window of the source", () => {
    expect(Array.from(peaksForWindow(peaks, 0.5, 0.7, 2)).map((v) => Number(v.toFixed(2)))).toEqual([0.6, 0.7]);
  });

  it("stretches peaks over more columns when zoomed in", () => {
    const cols = peaksForWindow(peaks, 0, 0.2, 8);
    expect(Array.from(cols).map((v) => Number(v.toFixed(2)))).toEqual([0.1, 0.1, 0.1, 0.1, 0.2, 0.2, 0.2, 0.2]);
  });

  it("is silent past the source's end and empty for an empty window", () => {
    expect(Array.from(peaksForWindow(peaks, 1, 2, 2))).toEqual([0, 0]);
    expect(peaksForWindow(peaks, 0.5, 0.5, 4).every((v) => v === 0)).toBe(true);
    expect(peaksForWindow(peaks, 0, 1, 0).length).toBe(0);
  });
});
