import { describe, expect, it } from "vitest";

import { audio, docWith, tracks } from "../edits/edit-fixtures";
import { setFades, setTrackMuted, setVolume } from "../edits/index";
import { audioSegments } from "../render/frame-plan";

import {
  chooseCodecs,
  clampMix,
  describeChoice,
  type EncodeCapabilities,
  exportFileName,
  MASK_LEAD_FRAMES,
  maskSlotOf,
  maskSlotToAsk,
  formatEta,
  frameCount,
  mixChunk,
  mp4Availability,
  progressOf,
  toPlanar,
} from "./plan";

const all: EncodeCapabilities = { vp9: true, vp8: true, avc: true, opus: true, aac: true };
// The headless Chromium these tests run in encodes everything but AAC.
const chromiumLinux: EncodeCapabilities = { ...all, aac: false };

describe("chooseCodecs", () => {
  it("WebM is VP9 with Opus, VP8 when VP9 is missing", () => {
    expect(chooseCodecs("webm", all)).toMatchObject({ video: "vp9", audio: "opus", notice: null });
    expect(chooseCodecs("webm", { ...all, vp9: false })).toMatchObject({ video: "vp8", audio: "opus" });
  });

  it("WebM without any encoder fails with a reason; without Opus it is silent and says so", () => {
    expect(() => chooseCodecs("webm", { ...all, vp9: false, vp8: false })).toThrow(/VP9 or VP8/);
    const silent = chooseCodecs("webm", { ...all, opus: false });
    expect(silent.audio).toBeNull();
    expect(silent.notice).toMatch(/no sound/);
  });

  it("MP4 is H.264 with AAC; without AAC the audio is Opus and the notice names both codecs", () => {
    expect(chooseCodecs("mp4", all)).toMatchObject({ video: "avc", audio: "aac", notice: null });
    const fallback = chooseCodecs("mp4", chromiumLinux);
    expect(fallback).toMatchObject({ video: "avc", audio: "opus" });
    expect(fallback.notice).toMatch(/AAC/);
    expect(fallback.notice).toMatch(/Opus/);
    expect(describeChoice(fallback)).toBe("MP4 (H.264 video, Opus audio)");
  });

  it("MP4 is offered only with an H.264 encoder", () => {
    expect(mp4Availability(all)).toEqual({ offered: true });
    const none = mp4Availability({ ...all, avc: false });
    expect(none.offered).toBe(false);
    expect(() => chooseCodecs("mp4", { ...all, avc: false })).toThrow(/H\.264/);
  });
});

describe("progress", () => {
  it("has no ETA until work and half a second have passed, then extrapolates", () => {
    expect(progressOf(0, 100, 5000)).toEqual({ fraction: 0, etaSeconds: null });
    expect(progressOf(10, 100, 200)).toEqual({ fraction: 0.1, etaSeconds: null });
    expect(progressOf(25, 100, 10_000)).toEqual({ fraction: 0.25, etaSeconds: 30 });
    expect(progressOf(100, 100, 10_000)).toEqual({ fraction: 1, etaSeconds: 0 });
    expect(progressOf(0, 0, 0)).toEqual({ fraction: 1, etaSeconds: 0 });
  });

  it("formats the time left", () => {
    expect(formatEta(null)).toBe("Estimating time left…");
    expect(formatEta(12.4)).toBe("12 s left");
    expect(formatEta(185)).toBe("3 min 5 s left");
  });

  it("counts frames over the timeline", () => {
    expect(frameCount(6, 30)).toBe(180);
    expect(frameCount(10.01, 24)).toBe(240);
    expect(frameCount(0, 30)).toBe(0);
  });
});

describe("exportFileName", () => {
  it("slugs the title and names size, rate and format", () => {
    expect(exportFileName("Untitled Project", { width: 1280, height: 720 }, 24, "webm")).toBe("untitled-project-1280x720-24fps.webm");
    expect(exportFileName("  ", { width: 1080, height: 1920 }, 30, "mp4")).toBe("video-1080x1920-30fps.mp4");
  });
});

describe("mixChunk", () => {
  const seg = { start: 1, end: 3, in: 0, volume: 1, fadeIn: 0, fadeOut: 0 };
  const rate = 10;

  it("places a chunk at its timeline time with the segment's volume", () => {
    const out = [new Float32Array(10), new Float32Array(10)];
    // Window [1, 2); source chunk at source time 0.5 = timeline 1.5, five samples of 0.5.
    mixChunk(out, 1, rate, { channels: [new Float32Array(5).fill(0.5)], sampleRate: rate, timestamp: 0.5 }, { ...seg, volume: 2 });
    expect(Array.from(out[0])).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    // Mono goes to both channels.
    expect(Array.from(out[1])).toEqual(Array.from(out[0]));
  });

  it("only touches the overlap of the window and the segment, and adds to what is there", () => {
    const out = [new Float32Array(10).fill(0.25)];
    // Window [2.5, 3.5): the segment ends at 3, so only samples for 2.5..2.9 get sound.
    mixChunk(out, 2.5, rate, { channels: [new Float32Array(30).fill(0.5)], sampleRate: rate, timestamp: 0 }, seg);
    expect(Array.from(out[0]).map((v) => Math.round(v * 100) / 100)).toEqual([0.75, 0.75, 0.75, 0.75, 0.75, 0.25, 0.25, 0.25, 0.25, 0.25]);
  });

  it("applies fades", () => {
    const out = [new Float32Array(10)];
    mixChunk(out, 1, rate, { channels: [new Float32Array(20).fill(1)], sampleRate: rate, timestamp: 0 }, { ...seg, fadeIn: 1 });
    expect(Array.from(out[0]).map((v) => Math.round(v * 10) / 10)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
  });

  it("mixes a document's volume, fades and mute as the audio panel set them", () => {
    // A 2 s song at 150% with a 1 s fade-in and a 0.5 s fade-out, heard over a source of constant 0.5.
    let doc = docWith({ audio: [audio("song", 1, 0, 2)] });
    doc = setVolume(doc, { itemId: "song", volume: 1.5 });
    doc = setFades(doc, { itemId: "song", fadeIn: 1 });
    doc = setFades(doc, { itemId: "song", fadeOut: 0.5 });
    const mix = (d: typeof doc) => {
      const out = [new Float32Array(30)];
      for (const s of audioSegments(d)) mixChunk(out, 0, rate, { channels: [new Float32Array(40).fill(0.5)], sampleRate: rate, timestamp: 0 }, s);
      return Array.from(out[0]).map((v) => Math.round(v * 1000) / 1000);
    };
    const heard = mix(doc);
    expect(heard.slice(0, 10).every((v) => v === 0)).toBe(true);
    // Fade in over [1, 2): 0.75 × 0, 0.1, … 0.9.
    expect(heard.slice(10, 13)).toEqual([0, 0.075, 0.15]);
    // Full 150% after the fade-in, then the fade-out over [2.5, 3).
    expect(heard.slice(20, 25)).toEqual([0.75, 0.75, 0.75, 0.75, 0.75]);
    expect(heard.slice(25, 30)).toEqual([0.75, 0.6, 0.45, 0.3, 0.15]);
    // A muted track is left out of the mix.
    expect(mix(setTrackMuted(doc, { trackId: tracks.audio, muted: true })).every((v) => v === 0)).toBe(true);
  });

  it("resamples linearly", () => {
    const out = [new Float32Array(4)];
    // A 5 Hz ramp 0, 1, 2 read at 10 Hz: 0, 0.5, 1, 1.5.
    mixChunk(out, 1, rate, { channels: [Float32Array.from([0, 1, 2])], sampleRate: 5, timestamp: 0 }, seg);
    expect(Array.from(out[0])).toEqual([0, 0.5, 1, 1.5]);
  });

  it("clamps and packs planar", () => {
    const out = [Float32Array.from([2, -3, 0.5]), Float32Array.from([0, 1, -1])];
    clampMix(out);
    expect(Array.from(toPlanar(out))).toEqual([1, -1, 0.5, 0, 1, -1]);
  });
});

describe("when the export asks for each tenth of a second's person mask", () => {
  it.each([24, 25, 30, 50, 60])("at %s fps: once per tenth, MASK_LEAD_FRAMES frames before its first frame", (fps) => {
    const frames = fps * 3;
    const asked = new Map<number, number>();
    for (let i = 0; i < frames; i++) {
      const slot = maskSlotToAsk(i, fps);
      if (slot === null) continue;
      expect(asked.has(slot), `slot ${slot} asked twice`).toBe(false);
      asked.set(slot, i);
    }
    // Every tenth after the first (which is asked on its own first frame, when the loop reaches it).
    for (let slot = 1; slot < maskSlotOf(frames - 1, fps); slot++) {
      let first = 0;
      while (maskSlotOf(first, fps) < slot) first++;
      expect(asked.get(slot), `slot ${slot} at ${fps} fps`).toBe(first - MASK_LEAD_FRAMES);
    }
  });
});

