/**
 * Styled captions drawn by the compositor on a real 2D canvas (Skia, through @napi-rs/canvas): the karaoke word in
 * its highlight colour while it is spoken, words that pop in only once spoken, the typewriter's letters, the safe
 * area on a vertical frame, and the plain look left as it was for a track without a style.
 */
import { Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { beforeAll, describe, expect, it } from "vitest";

import { captionPreset, captionPresets } from "@/lib/catalog/caption-styles";

import { type CaptionItem, captionAnimations, type ProjectDoc } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { framePlan } from "./frame-plan";
import { safeInsets } from "./safe-area";
import { prepareCaptions } from "./caption-hook";
import { pageAt, wordLook } from "./captions";
import { type Ctx2D, drawFrame } from "./compositor";

const cue: CaptionItem = {
  id: "c1",
  kind: "caption",
  name: "c1",
  start: 1,
  in: 0,
  out: 3,
  text: "alpha beta gamma",
  words: [
    { text: "alpha", start: 0, end: 0.8 },
    { text: "beta", start: 1, end: 1.8 },
    { text: "gamma", start: 2, end: 2.8 },
  ],
};

function styledDoc(preset: string, animation: (typeof captionAnimations)[number], aspectRatio: "16:9" | "9:16" = "16:9"): ProjectDoc {
  const doc = emptyDoc();
  return {
    ...doc,
    settings: { ...doc.settings, aspectRatio, resolution: "1280x720" },
    tracks: doc.tracks.map((t) => (t.id === defaultTrackIds.caption ? { ...t, items: [cue], captionStyle: { preset, animation } } : t)),
  };
}

/** Columns (x) and rows (y) of the pixels near `rgb`, on a frame drawn at timeline time t. */
function pixelsOf(doc: ProjectDoc, t: number, rgb: [number, number, number], width: number, height: number) {
  const canvas = new Canvas(width, height);
  const ctx = canvas.getContext("2d") as SKRSContext2D;
  drawFrame(ctx as unknown as Ctx2D, doc, t, () => null, { width, height });
  const data = ctx.getImageData(0, 0, width, height).data;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - rgb[0]) < 40 && Math.abs(data[i + 1] - rgb[1]) < 40 && Math.abs(data[i + 2] - rgb[2]) < 40) {
      xs.push((i / 4) % width);
      ys.push(Math.floor(i / 4 / width));
    }
  }
  return { count: xs.length, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const YELLOW: [number, number, number] = [0xfa, 0xcc, 0x15];
const WHITE: [number, number, number] = [255, 255, 255];

describe("styled captions", () => {
  beforeAll(() => prepareCaptions(styledDoc("karaoke", "karaoke")));

  it("has at least 8 presets with distinct ids and names, and the four animations", () => {
    expect(captionPresets.length).toBeGreaterThanOrEqual(8);
    expect(new Set(captionPresets.map((p) => p.id)).size).toBe(captionPresets.length);
    expect(new Set(captionPresets.map((p) => p.name)).size).toBe(captionPresets.length);
    for (const a of ["karaoke", "pop", "bounce", "typewriter"]) expect(captionAnimations).toContain(a);
    expect(captionPreset("gone").id).toBe("classic");
  });

  it("karaoke draws the spoken word in the highlight colour, moving along the line as the words are spoken", () => {
    const doc = styledDoc("karaoke", "karaoke");
    // During "beta" (cue time 1.0-1.8 = timeline 2.0-2.8) the middle word is yellow.
    const beta = pixelsOf(doc, 2.4, YELLOW, 640, 360);
    expect(beta.count).toBeGreaterThan(50);
    const alpha = pixelsOf(doc, 1.4, YELLOW, 640, 360);
    const gamma = pixelsOf(doc, 3.4, YELLOW, 640, 360);
    expect(alpha.count).toBeGreaterThan(50);
    expect(alpha.maxX).toBeLessThan(beta.minX);
    expect(beta.maxX).toBeLessThan(gamma.minX);
    // Between two words nothing is highlighted.
    expect(pixelsOf(doc, 2.9, YELLOW, 640, 360).count).toBe(0);
  });

  it("pop shows only the words already spoken; typewriter types a word's letters as it is spoken", () => {
    const pop = styledDoc("classic", "pop");
    const first = pixelsOf(pop, 1.9, WHITE, 640, 360);
    const all = pixelsOf(pop, 3.9, WHITE, 640, 360);
    expect(first.count).toBeGreaterThan(20);
    expect(all.maxX - all.minX).toBeGreaterThan(first.maxX - first.minX + 50);
    const look = wordLook({ text: "gamma", start: 2, end: 2.8 }, 2.3, "typewriter", captionPreset("typewriter"));
    expect(look.chars).toBe(2);
    expect(wordLook({ text: "gamma", start: 2, end: 2.8 }, 1.9, "typewriter", captionPreset("typewriter")).visible).toBe(false);
    expect(wordLook({ text: "gamma", start: 2, end: 2.8 }, 2.1, "bounce", captionPreset("bounce")).lift).toBeGreaterThan(0);
  });

  it("pages the words by the preset's words per line and lines", () => {
    const words = "a b c d e f g".split(" ").map((text, i) => ({ text, start: i, end: i + 0.9 }));
    expect(pageAt(words, 0.5, 3).words.map((w) => w.text)).toEqual(["a", "b", "c"]);
    expect(pageAt(words, 4.2, 3).words.map((w) => w.text)).toEqual(["d", "e", "f"]);
    expect(pageAt(words, 6.5, 3).words.map((w) => w.text)).toEqual(["g"]);
  });

  it("keeps a bottom caption above a vertical video's buttons", () => {
    const doc = styledDoc("classic", "none", "9:16");
    const found = pixelsOf(doc, 1.5, WHITE, 360, 640);
    expect(found.count).toBeGreaterThan(20);
    expect(found.maxY).toBeLessThan(640 * (1 - safeInsets({ width: 360, height: 640 }).bottom));
  });

  it("plans the style and the cue's time into the caption layer, and none for a plain track", () => {
    const layer = framePlan(styledDoc("neon", "karaoke"), 2.5).find((l) => l.type === "caption");
    expect(layer).toMatchObject({ style: { preset: "neon", animation: "karaoke" }, time: 1.5 });
    const plain = { ...styledDoc("neon", "karaoke") };
    plain.tracks = plain.tracks.map(({ captionStyle: _s, ...t }) => t);
    expect(framePlan(plain, 2.5).find((l) => l.type === "caption")).not.toHaveProperty("style");
  });
});
