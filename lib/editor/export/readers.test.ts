import { describe, expect, it } from "vitest";

import { FramePicker, mixWindow, type SourceChunk, soundReader } from "./readers";

function frames(times: number[]) {
  const closed: number[] = [];
  async function* gen() {
    for (const timestamp of times) yield { timestamp, close: () => closed.push(timestamp) };
  }
  return { iterator: gen(), closed };
}

describe("FramePicker", () => {
  it("shows the last frame at or before each time, reading forward only and closing frames passed by", async () => {
    const { iterator, closed } = frames([0, 0.1, 0.2, 0.3]);
    const picker = new FramePicker(iterator);
    expect((await picker.at(0))?.timestamp).toBe(0);
    // 24 fps output from 10 fps frames: a frame repeats while it is current.
    expect((await picker.at(0.0417))?.timestamp).toBe(0);
    expect((await picker.at(0.125))?.timestamp).toBe(0.1);
    expect((await picker.at(0.25))?.timestamp).toBe(0.2);
    expect(closed).toEqual([0, 0.1]);
    expect((await picker.at(9))?.timestamp).toBe(0.3);
    picker.close();
    expect(closed).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("shows every frame of a source whose container rounds frame times to the millisecond (WebM), none twice", async () => {
    // 24 fps in WebM: frame 25 starts at 1.042 s, a third of a millisecond after 25/24 s; the export asks for 25/24.
    const fps = 24;
    const { iterator } = frames(Array.from({ length: 72 }, (_, i) => Math.round((i / fps) * 1000) / 1000));
    const picker = new FramePicker(iterator);
    const shown: number[] = [];
    for (let i = 0; i < 72; i++) shown.push(Math.round((await picker.at(i / fps))!.timestamp * fps));
    expect(shown).toEqual(Array.from({ length: 72 }, (_, i) => i));
  });

  it("shows the first frame before a late-starting source", async () => {
    const picker = new FramePicker(frames([0.5, 0.6]).iterator);
    expect((await picker.at(0.2))?.timestamp).toBe(0.5);
    expect(await new FramePicker(frames([]).iterator).at(0)).toBeNull();
  });
});

/** Source chunks of `size` samples at `rate` Hz whose values are their source time in seconds. */
async function* ramp(from: number, to: number, size: number, rate: number): AsyncGenerator<SourceChunk, void, unknown> {
  for (let s = Math.round(from * rate); s < to * rate; s += size) {
    const data = Float32Array.from({ length: size }, (_, i) => (s + i) / rate / 10);
    yield { channels: [data], sampleRate: rate, timestamp: s / rate, duration: size / rate };
  }
}

describe("mixWindow", () => {
  const rate = 10;
  it("carries a chunk over window boundaries, so every sample lands once at its place", async () => {
    // A segment from timeline 1 s showing source 2..5 s; chunks of 7 samples straddle the 1-second windows.
    const segment = { start: 1, end: 4, in: 2, volume: 1, fadeIn: 0, fadeOut: 0 };
    const reader = soundReader(segment, ramp(2, 5, 7, rate));
    const windows: number[][] = [];
    for (let w = 0; w < 5; w++) windows.push(Array.from((await mixWindow([reader], w, rate, rate, 1))[0]).map((v) => Math.round(v * 1000) / 100));
    expect(windows[0]).toEqual(Array(10).fill(0));
    // Timeline 1.0..1.9 plays source 2.0..2.9 (values are source time / 10, shown back in seconds).
    expect(windows[1]).toEqual([2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9]);
    expect(windows[2]).toEqual([3, 3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7, 3.8, 3.9]);
    expect(windows[3]).toEqual([4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7, 4.8, 4.9]);
    expect(windows[4]).toEqual(Array(10).fill(0));
  });

  it("adds overlapping segments and clamps the sum", async () => {
    const loud = (start: number) => ({ start, end: start + 1, in: 0, volume: 1, fadeIn: 0, fadeOut: 0 });
    async function* ones(): AsyncGenerator<SourceChunk, void, unknown> {
      yield { channels: [new Float32Array(10).fill(0.6)], sampleRate: rate, timestamp: 0, duration: 1 };
    }
    const out = await mixWindow([soundReader(loud(0), ones()), soundReader(loud(0.5), ones())], 0, rate, rate, 2);
    expect(Array.from(out[1]).map((v) => Math.round(v * 10) / 10)).toEqual([0.6, 0.6, 0.6, 0.6, 0.6, 1, 1, 1, 1, 1]);
  });
});
