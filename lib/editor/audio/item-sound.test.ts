/**
 * The preview's prepared sound of a reversed or denoised item: made by the export's own reading path, so it is the
 * export's sound sample for sample (reversal exact; the denoised samples the export mixes).
 */
import { describe, expect, it } from "vitest";

import { audioAsset, mediaItem } from "../edits/edit-fixtures";
import type { SoundSink } from "../export/export-audio";
import { retimeSound } from "../export/retime";
import { timeStretchChannels, timeStretchChannelsAsync } from "../export/time-stretch";
import { denoiseChannels } from "./denoise";
import { denoisedAudio } from "./denoise-cache";
import { itemSource, preparedOffset, prepareSound } from "./item-sound";

const RATE = 48_000;
/** The decoder's chunk length, seconds. */
const CHUNK = 0.25;

/** A repeatable noisy tone: every sample distinct enough that an off-by-one would show. */
function signal(seconds: number, seed: number): Float32Array {
  let s = seed >>> 0;
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return 0.3 * Math.sin((2 * Math.PI * 220 * i) / RATE) + 0.1 * ((s / 2 ** 32) * 2 - 1);
  });
}

/** Stands in for mediabunny's AudioBufferSink over whole decoded channels: the chunks that meet [start, end). */
function sinkOf(channels: Float32Array[]): SoundSink {
  const total = channels[0].length;
  const size = Math.round(CHUNK * RATE);
  return {
    async *buffers(start = 0, end = Infinity) {
      for (let at = 0; at < total; at += size) {
        const length = Math.min(size, total - at);
        const timestamp = at / RATE;
        if (timestamp + length / RATE <= start || timestamp >= end) continue;
        const parts = channels.map((c) => c.slice(at, at + length));
        yield {
          buffer: { numberOfChannels: parts.length, sampleRate: RATE, length, getChannelData: (c: number) => parts[c] },
          timestamp,
          duration: length / RATE,
        };
      }
    },
  };
}

describe("the preview's prepared sound", { timeout: 60_000 }, () => {
  it("of a reversed clip is its source span backwards, sample for sample, counting from the item's start", async () => {
    const left = signal(4, 1);
    const right = signal(4, 2);
    const asset = { ...audioAsset, id: "reverse-asset" };
    const item = mediaItem("r", "audio", asset.id, 2, 0.5, 3.25, { reverse: true });
    const sound = await prepareSound(itemSource(item, asset), sinkOf([left, right]));
    expect(sound.sampleRate).toBe(RATE);
    const from = 0.5 * RATE;
    const to = 3.25 * RATE;
    expect(sound.channels).toHaveLength(2);
    expect(Array.from(sound.channels[0])).toEqual(Array.from(left.slice(from, to).reverse()));
    expect(Array.from(sound.channels[1])).toEqual(Array.from(right.slice(from, to).reverse()));
    // Timeline second 2 (the item's start) plays its first sample; 1 s later, the source's 2.25 s.
    expect(preparedOffset(sound, 2)).toBeCloseTo(0, 9);
    expect(preparedOffset(sound, 3)).toBeCloseTo(1, 9);
    expect(sound.channels[0][Math.round(preparedOffset(sound, 3) * RATE)]).toBe(left[Math.round(2.25 * RATE) - 1]);
  });

  it("of a reversed clip at 2x is the export's retimed sound, stretched to its timeline length", async () => {
    const mono = signal(6, 3);
    const asset = { ...audioAsset, id: "fast-reverse-asset" };
    const item = mediaItem("f", "audio", asset.id, 0, 0, 6, { reverse: true, speed: 2 });
    const sound = await prepareSound(itemSource(item, asset), sinkOf([mono]));
    const expected = retimeSound([mono], 3 * RATE, RATE, { reverse: true, mode: "stretch" });
    expect(sound.channels[0].length).toBe(3 * RATE);
    expect(Array.from(sound.channels[0])).toEqual(Array.from(expected[0]));
  });

  it("of a denoised item is the noise reduction's output on the asset's whole sound, the samples the export mixes", async () => {
    const mono = signal(3, 4);
    const asset = { ...audioAsset, id: "denoise-asset" };
    const item = mediaItem("d", "audio", asset.id, 1, 0.5, 2.5, { denoise: true });
    const sound = await prepareSound(itemSource(item, asset), sinkOf([mono]));
    const [clean] = await denoiseChannels([mono], RATE);
    expect(Array.from(sound.channels[0])).toEqual(Array.from(clean));
    // The noise is taken out: the output differs from the input.
    expect(sound.channels[0].some((v, i) => Math.abs(v - mono[i]) > 1e-3)).toBe(true);
    // The very result the export reads for this asset (cached once per asset).
    const exported = await denoisedAudio(asset.id, () => Promise.reject(new Error("decoded again")));
    expect(exported.channels[0]).toBe(sound.channels[0]);
    // Forwards at 1x: timeline second t plays source second in + (t - start).
    expect(preparedOffset(sound, 1.5)).toBeCloseTo(1, 9);
  });

  it("of a reversed, denoised clip is the denoised sound's span backwards", async () => {
    const mono = signal(2, 5);
    const asset = { ...audioAsset, id: "both-asset" };
    const item = mediaItem("b", "audio", asset.id, 0, 0.25, 1.75, { denoise: true, reverse: true });
    const sound = await prepareSound(itemSource(item, asset), sinkOf([mono]));
    const [clean] = await denoiseChannels([mono], RATE);
    expect(Array.from(sound.channels[0])).toEqual(Array.from(clean.slice(0.25 * RATE, 1.75 * RATE).reverse()));
  });
});

describe("the stepped time-stretch", () => {
  it("gives the very samples of the one-go stretch, pausing between steps", async () => {
    const left = signal(8, 6);
    const right = signal(8, 7);
    let pauses = 0;
    const stepped = await timeStretchChannelsAsync([left, right], 6 * RATE, RATE, async () => void pauses++);
    const whole = timeStretchChannels([left, right], 6 * RATE, RATE);
    expect(pauses).toBeGreaterThan(0);
    expect(Array.from(stepped[0])).toEqual(Array.from(whole[0]));
    expect(Array.from(stepped[1])).toEqual(Array.from(whole[1]));
  }, 60_000);
});
