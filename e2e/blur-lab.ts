/**
 * A bare page with the compositor loaded, for drawing blur effects on a real Chromium canvas (the e2e spec of the
 * blur types and `npm run bench:blur`). The compositor is bundled from its source with esbuild and added to an
 * about:blank page as the global `Compositor`; nothing of the app is served or exposed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import { buildSync } from "esbuild";
import sharp from "sharp";

import type { Box } from "../lib/editor/model/document";
import type { BlurType } from "../lib/editor/model/choices";

const ROOT = path.join(__dirname, "..");
export const ASTRONAUT = path.join(ROOT, "lib", "server", "ai", "testdata", "astronaut-cutout.png");

let bundle: string | null = null;

/** lib/editor/render/compositor.ts as a script that defines `Compositor`. */
function compositorScript(): string {
  bundle ??= buildSync({
    entryPoints: [path.join(ROOT, "lib", "editor", "render", "compositor.ts")],
    bundle: true,
    format: "iife",
    globalName: "Compositor",
    platform: "browser",
    write: false,
    logLevel: "error",
  }).outputFiles[0].text;
  return bundle;
}

export async function openBlurLab(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.addScriptTag({ content: compositorScript() });
  await page.evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    (globalThis as unknown as { astronaut: ImageBitmap }).astronaut = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  }, readFileSync(ASTRONAUT).toString("base64"));
}

/** The pictures: fine noise (detail everywhere), or the astronaut standing on a grey backdrop. */
export type Picture = "noise" | "astronaut";

/** Where the astronaut's face is, as a box of the picture (0..1), in the astronaut picture. */
export const ASTRONAUT_FACE: Box = { x: 0.3, y: 0.2, w: 0.16, h: 0.3 };

export interface LabBlur {
  type: BlurType;
  intensity: number;
  /** Regions (0..1 of the picture); absent: the whole picture. */
  boxes?: Box[];
  blend?: boolean;
}

/** Draws the picture at width x height through the compositor with `blur` (null: none), as PNG bytes. */
export async function drawInPage(page: Page, picture: Picture, width: number, height: number, blur: LabBlur | null): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ picture, width, height, blur }) => {
      const { drawBlurRegions, drawLayers } = (globalThis as unknown as { Compositor: typeof import("../lib/editor/render/compositor") }).Compositor;
      const src = new OffscreenCanvas(width, height);
      const s = src.getContext("2d")!;
      if (picture === "noise") {
        // Three-pixel cells of random grey with a colour tint, so every spot has detail.
        let seed = 7;
        const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
        const cell = 3;
        for (let y = 0; y < height; y += cell) {
          for (let x = 0; x < width; x += cell) {
            const v = Math.round(rand() * 255);
            s.fillStyle = `rgb(${v}, ${Math.round(v * 0.8 + 40 * rand())}, ${255 - v})`;
            s.fillRect(x, y, cell, cell);
          }
        }
      } else {
        const person = (globalThis as unknown as { astronaut: ImageBitmap }).astronaut;
        s.fillStyle = "#606870";
        s.fillRect(0, 0, width, height);
        const h = height * 0.95;
        const w = (person.width * h) / person.height;
        s.drawImage(person, width * 0.3 - w * 0.27, height * 0.05, w, h);
      }
      const out = document.createElement("canvas");
      out.width = width;
      out.height = height;
      const ctx = out.getContext("2d")!;
      const color = { brightness: 50, contrast: 50, saturation: 50 };
      const layer = {
        type: "media" as const,
        trackId: "v",
        item: {} as never,
        asset: null,
        sourceTime: 0,
        transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
        color,
        blur: null,
        opacity: 1,
      };
      if (blur?.boxes) {
        ctx.drawImage(src, 0, 0);
        drawBlurRegions(ctx, src, { x: 0, y: 0, w: width, h: height }, blur, color, width);
      } else drawLayers(ctx, [{ ...layer, blur }], () => src, { width, height });
      return out.toDataURL("image/png");
    },
    { picture, width, height, blur },
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

/** Grey levels (0..255) of a PNG, with its size. */
export async function greyPixels(png: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A picture's box (0..1) in whole pixels, shrunk by `inset` pixels on each side. */
export function pixelRect(box: Box, width: number, height: number, inset = 0): PixelRect {
  const x = Math.ceil(box.x * width) + inset;
  const y = Math.ceil(box.y * height) + inset;
  return { x, y, w: Math.floor((box.x + box.w) * width) - inset - x, h: Math.floor((box.y + box.h) * height) - inset - y };
}

type Grey = { data: Uint8Array; width: number };

/** Mean absolute difference between neighbouring pixels in r. */
export function edgeEnergy(img: Grey, r: PixelRect): number {
  let sum = 0;
  for (let y = r.y; y < r.y + r.h - 1; y++) {
    for (let x = r.x; x < r.x + r.w - 1; x++) {
      const p = img.data[y * img.width + x];
      sum += Math.abs(p - img.data[y * img.width + x + 1]) + Math.abs(p - img.data[(y + 1) * img.width + x]);
    }
  }
  return sum / ((r.w - 1) * (r.h - 1));
}

/** The fine detail of a picture at (x, y): the pixel minus the mean of the 5 x 5 around it. */
function detail(img: Grey, x: number, y: number): number {
  let sum = 0;
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) sum += img.data[(y + dy) * img.width + x + dx];
  return img.data[y * img.width + x] - sum / 25;
}

/**
 * How much of the original's fine detail is still in the picture, inside r: the projection of the picture's detail
 * on the original's (1: all of it, as in the original; 0: none, blurred away or replaced by something unrelated).
 */
export function detailKept(original: Grey, picture: Grey, r: PixelRect): number {
  let dot = 0;
  let norm = 0;
  for (let y = r.y + 2; y < r.y + r.h - 2; y++) {
    for (let x = r.x + 2; x < r.x + r.w - 2; x++) {
      const o = detail(original, x, y);
      dot += o * detail(picture, x, y);
      norm += o * o;
    }
  }
  return norm > 0 ? dot / norm : 0;
}

/** Mean absolute difference of two pictures inside r (or outside r, with `outside`). */
export function meanDifference(a: Grey, b: Grey, r: PixelRect, outside = false): number {
  let sum = 0;
  let n = 0;
  const height = a.data.length / a.width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inside = x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
      if (inside === outside) continue;
      sum += Math.abs(a.data[y * a.width + x] - b.data[y * a.width + x]);
      n++;
    }
  }
  return n > 0 ? sum / n : 0;
}
