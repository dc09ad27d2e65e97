/**
 * What the effect renderers share: seeded randomness (a pure function of seed and index, so the preview and the
 * export draw the same particles), scratch canvases, per-pixel passes with ImageData, masks drawn as alpha, and a
 * few shapes. Every size is a fraction of the frame, so a 640-pixel preview and a 1920-pixel export look alike.
 */
import type { Ctx2D, EffectFrame, EffectMask } from "../types";

/** A float in [0, 1) from integers: the same inputs always give the same number (no state). */
export function hash(seed: number, i: number, k = 0): number {
  let h = Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(i | 0, 0x85ebca77) ^ Math.imul(k | 0, 0xc2b2ae3d);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export type Scratch = OffscreenCanvas | HTMLCanvasElement;
type ScratchFactory = (w: number, h: number) => Scratch;

let factory: ScratchFactory | null = null;

/** Tests outside a browser hand in their own canvas (a Skia canvas in Node). */
export function setScratchFactory(make: ScratchFactory | null): void {
  factory = make;
  pool.clear();
  lastAlphas.clear();
  grainFields.clear();
  vignettes.clear();
}

/** A new canvas of its own (not from the pool), for state an effect keeps between frames. */
export function makeCanvas(w: number, h: number): Scratch {
  if (factory) return factory(w, h);
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(w, h);
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  return canvas;
}

const pool = new Map<string, Scratch>();

/** A scratch canvas of this size for this use, cleared; reused from frame to frame. */
export function scratch(name: string, w: number, h: number): { canvas: Scratch; ctx: Ctx2D } {
  const width = Math.max(1, Math.round(w));
  const height = Math.max(1, Math.round(h));
  let canvas = pool.get(name);
  if (!canvas) {
    canvas = makeCanvas(width, height);
    pool.set(name, canvas);
  }
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  extents.delete(canvas);
  const ctx = canvas.getContext("2d", { willReadFrequently: true }) as Ctx2D;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = "source-over";
  ctx.filter = "none";
  ctx.clearRect(0, 0, width, height);
  return { canvas, ctx };
}

/** A copy of what the context holds now (the frame below the effect). */
export function snapshot(ctx: Ctx2D, f: EffectFrame, name = "snapshot"): Scratch {
  const s = scratch(name, f.width, f.height);
  s.ctx.drawImage(ctx.canvas as CanvasImageSource, 0, 0);
  return s.canvas;
}

/** Runs `fn` with the context's state saved and the draw limited to the effect's area. */
export function within(ctx: Ctx2D, f: EffectFrame, fn: () => void): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = "none";
  ctx.globalCompositeOperation = "source-over";
  ctx.beginPath();
  ctx.rect(f.area.x, f.area.y, f.area.w, f.area.h);
  ctx.clip();
  fn();
  ctx.restore();
}

/** The whole pixels the effect's area covers within the frame, or null when none. */
export function pixelArea(f: EffectFrame): Rect | null {
  const x = Math.max(0, Math.floor(f.area.x));
  const y = Math.max(0, Math.floor(f.area.y));
  const w = Math.min(f.width, Math.ceil(f.area.x + f.area.w)) - x;
  const h = Math.min(f.height, Math.ceil(f.area.y + f.area.h)) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

/** Runs `fn` over every pixel of the area (RGBA, not premultiplied) and writes the result back. */
export function pixels(ctx: Ctx2D, f: EffectFrame, fn: (px: Uint8ClampedArray, w: number, h: number) => void): void {
  const area = pixelArea(f);
  if (!area) return;
  const { x, y, w, h } = area;
  const image = ctx.getImageData(x, y, w, h);
  fn(image.data, w, h);
  ctx.putImageData(image, x, y);
}

export const num = (f: EffectFrame, key: string, fallback = 0): number => {
  const v = f.params[key];
  return typeof v === "number" ? v : fallback;
};

export const colour = (f: EffectFrame, key: string, fallback = "#ffffff"): string => {
  const v = f.params[key];
  return typeof v === "string" ? v : fallback;
};

export function rgbOf(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const rgba = (hex: string, a: number) => {
  const [r, g, b] = rgbOf(hex);
  return `rgba(${r}, ${g}, ${b}, ${Math.max(0, Math.min(1, a))})`;
};

/** The frame's short side: sizes are fractions of it. */
export const unit = (f: EffectFrame) => Math.min(f.area.w, f.area.h);

/** A rectangle in frame pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a scratch canvas made by the mask helpers has anything drawn; the rest is transparent. */
const extents = new WeakMap<object, Rect>();

/** Where scratch `c` has anything drawn (the whole canvas unless a mask helper recorded less). */
export function extentOf(c: Scratch): Rect {
  return extents.get(c) ?? { x: 0, y: 0, w: c.width, h: c.height };
}

/** Records that scratch `c` has nothing drawn outside `r`. */
export function setExtent(c: Scratch, r: Rect): void {
  extents.set(c, r);
}

/**
 * Draws scratch `c` over `ctx` at the origin, only where it has anything drawn: blending a whole frame of mostly
 * transparent pixels costs several ms in software; the subject's rectangle costs a fraction of that.
 */
export function paint(ctx: Ctx2D, c: Scratch): void {
  const r = extentOf(c);
  if (r.w > 0 && r.h > 0) ctx.drawImage(c as CanvasImageSource, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
}

type CellBox = { x0: number; y0: number; x1: number; y1: number } | null;
/** The person masks' boxes: each mask the segmenter hands over is a new object, never changed after. */
const subjectBoxes = new WeakMap<EffectMask, CellBox>();

/**
 * The cells of a mask above nothing (min and max column and row, inclusive), or null when it is empty. Cached for
 * the frame's person mask only: the motion effects fill one mask anew every frame.
 */
function cellBox(mask: EffectMask, f: EffectFrame): CellBox {
  if (mask === f.subject) {
    if (!subjectBoxes.has(mask)) subjectBoxes.set(mask, scanBox(mask));
    return subjectBoxes.get(mask)!;
  }
  return scanBox(mask);
}

function scanBox(mask: EffectMask): CellBox {
  let x0 = mask.width;
  let y0 = mask.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < mask.height; y++) {
    const row = y * mask.width;
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[row + x] < 1 / 255) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/**
 * A mask drawn as alpha (white where the mask is 1) at its own size, with `pad` transparent cells around it, in a
 * scratch canvas. `grow` (frame pixels) softens and widens it: blurred at the mask's small size, so it costs the same
 * at any output size. Null when the mask is empty.
 */
export function maskAlpha(mask: EffectMask, f: EffectFrame, name = "mask", grow = 0): MaskAlpha | null {
  const sigma = grow > 0 ? (grow * mask.width) / Math.max(1, f.area.w) : 0;
  const pad = grow > 0 ? Math.ceil(sigma) * 2 + 2 : 0;
  const box = cellBox(mask, f);
  if (!box) return null;
  const last = lastAlphas.get(name);
  if (last && mask === f.subject && last.mask === mask && last.sigma === sigma) return last.alpha;
  lastAlphas.delete(name);
  const alpha = drawMaskAlpha(mask, name, sigma, pad, box);
  // The person mask is a new object for each segmentation and never changed after (a motion mask is refilled every
  // frame): the frames that share it reuse its drawing.
  if (mask === f.subject) lastAlphas.set(name, { mask, sigma, alpha });
  return alpha;
}

type MaskAlpha = { canvas: Scratch; pad: number; sigma: number; box: NonNullable<CellBox> };

/** The last person mask drawn by maskAlpha under each name, with its softening: its scratch canvases still hold it. */
const lastAlphas = new Map<string, { mask: EffectMask; sigma: number; alpha: MaskAlpha }>();

function drawMaskAlpha(mask: EffectMask, name: string, sigma: number, pad: number, box: NonNullable<CellBox>): MaskAlpha {
  const small = scratch(`${name}-small`, mask.width + pad * 2, mask.height + pad * 2);
  const image = small.ctx.createImageData(mask.width, mask.height);
  const d = image.data;
  for (let i = 0, j = 0; i < mask.data.length; i++, j += 4) {
    d[j] = 255;
    d[j + 1] = 255;
    d[j + 2] = 255;
    d[j + 3] = Math.max(0, Math.min(255, Math.round(mask.data[i] * 255)));
  }
  small.ctx.putImageData(image, pad, pad);
  if (sigma <= 0) return { canvas: small.canvas, pad, sigma, box };
  const soft = scratch(`${name}-soft`, small.canvas.width, small.canvas.height);
  soft.ctx.filter = `blur(${sigma.toFixed(2)}px)`;
  soft.ctx.drawImage(small.canvas as CanvasImageSource, 0, 0);
  soft.ctx.filter = "none";
  return { canvas: soft.canvas, pad, sigma, box };
}

/**
 * A mask drawn as alpha (white where the mask is 1), stretched over the area, in a scratch canvas. `grow` (frame
 * pixels) softens and widens it (see maskAlpha). Only the mask's own rectangle (grown by the blur) is drawn, and
 * recorded as the canvas's extent.
 */
export function maskCanvas(mask: EffectMask, f: EffectFrame, name = "mask", grow = 0): Scratch {
  const big = scratch(name, f.width, f.height);
  const alpha = maskAlpha(mask, f, name, grow);
  if (!alpha) {
    extents.set(big.canvas, { x: 0, y: 0, w: 0, h: 0 });
    return big.canvas;
  }
  const { canvas: source, pad, sigma, box } = alpha;
  // The cells that can hold anything (the box, the blur's reach and one cell for the stretch), in the small canvas.
  const reach = Math.ceil(sigma * 3) + 1;
  const sx = Math.max(0, box.x0 + pad - reach);
  const sy = Math.max(0, box.y0 + pad - reach);
  const sw = Math.min(source.width, box.x1 + pad + reach + 1) - sx;
  const sh = Math.min(source.height, box.y1 + pad + reach + 1) - sy;
  big.ctx.imageSmoothingEnabled = true;
  const kx = f.area.w / mask.width;
  const ky = f.area.h / mask.height;
  const dx = f.area.x + (sx - pad) * kx;
  const dy = f.area.y + (sy - pad) * ky;
  big.ctx.drawImage(source as CanvasImageSource, sx, sy, sw, sh, dx, dy, sw * kx, sh * ky);
  const x = Math.max(0, Math.floor(dx));
  const y = Math.max(0, Math.floor(dy));
  extents.set(big.canvas, { x, y, w: Math.min(f.width, Math.ceil(dx + sw * kx)) - x, h: Math.min(f.height, Math.ceil(dy + sh * ky)) - y });
  return big.canvas;
}

/** The picture below, kept only where the mask is (the subject cut out), in a scratch canvas. */
export function cutOut(below: Scratch, mask: EffectMask, f: EffectFrame, name = "cut"): Scratch {
  const m = maskCanvas(mask, f, `${name}-mask`);
  const s = scratch(name, f.width, f.height);
  const r = extentOf(m);
  extents.set(s.canvas, r);
  if (r.w <= 0 || r.h <= 0) return s.canvas;
  s.ctx.drawImage(below as CanvasImageSource, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  s.ctx.globalCompositeOperation = "destination-in";
  s.ctx.drawImage(m as CanvasImageSource, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  s.ctx.globalCompositeOperation = "source-over";
  return s.canvas;
}

/** The mask's centre of mass and extent in frame pixels, or null when it is (nearly) empty. */
export function maskBounds(mask: EffectMask | null, f: EffectFrame): { cx: number; cy: number; w: number; h: number } | null {
  if (!mask) return null;
  let c = mask === f.subject ? subjectCentres.get(mask) : undefined;
  if (c === undefined) {
    c = centreOf(mask);
    if (mask === f.subject) subjectCentres.set(mask, c);
  }
  if (!c) return null;
  const kx = f.area.w / mask.width;
  const ky = f.area.h / mask.height;
  return { cx: f.area.x + (c.cx + 0.5) * kx, cy: f.area.y + (c.cy + 0.5) * ky, w: c.w * kx, h: c.h * ky };
}

type Centre = { cx: number; cy: number; w: number; h: number } | null;
/** The person masks' centres (in cells), as their boxes are kept. */
const subjectCentres = new WeakMap<EffectMask, Centre>();

/** The centre of mass and extent, in cells, of a mask's cells at 0.5 or more; null when (nearly) empty. */
function centreOf(mask: EffectMask): Centre {
  let sum = 0;
  let sx = 0;
  let sy = 0;
  let minX = mask.width;
  let minY = mask.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      const v = mask.data[y * mask.width + x];
      if (v < 0.5) continue;
      sum += v;
      sx += x * v;
      sy += y * v;
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  if (sum < mask.width * mask.height * 0.002) return null;
  return { cx: sx / sum, cy: sy / sum, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/** 0..1: how strongly a beat at or before t still shows (1 on the beat, falling to 0 over `decay` seconds). */
export function beatEnvelope(beats: readonly number[], t: number, decay: number): number {
  const last = lastBeat(beats, t);
  if (last === null) return 0;
  const since = t - last;
  return since < 0 || since > decay ? 0 : Math.pow(1 - since / decay, 2);
}

/** The latest beat at or before t (null before the first). */
export function lastBeat(beats: readonly number[], t: number): number | null {
  let lo = 0;
  let hi = beats.length - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (beats[mid] <= t + 1e-6) {
      found = beats[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The index of the latest beat at or before t (-1 before the first). */
export function beatIndex(beats: readonly number[], t: number): number {
  let i = -1;
  for (let k = 0; k < beats.length && beats[k] <= t + 1e-6; k++) i = k;
  return i;
}

/** A heart outline centred on (x, y), `s` wide. */
export function heartPath(ctx: Ctx2D, x: number, y: number, s: number): void {
  const h = s * 0.9;
  ctx.moveTo(x, y + h * 0.35);
  ctx.bezierCurveTo(x - s * 0.55, y - h * 0.05, x - s * 0.3, y - h * 0.6, x, y - h * 0.25);
  ctx.bezierCurveTo(x + s * 0.3, y - h * 0.6, x + s * 0.55, y - h * 0.05, x, y + h * 0.35);
}

/** A star of `points` points centred on (x, y). */
export function starPath(ctx: Ctx2D, x: number, y: number, outer: number, inner: number, points = 4, turn = 0): void {
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (i * Math.PI) / points - Math.PI / 2;
    if (i === 0) ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
}

/** A soft radial light (screen blend) at (x, y) of radius r. */
export function glow(ctx: Ctx2D, x: number, y: number, r: number, hex: string, alpha: number, mode: GlobalCompositeOperation = "screen"): void {
  if (r <= 0 || alpha <= 0) return;
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(hex, alpha));
  g.addColorStop(1, rgba(hex, 0));
  ctx.globalCompositeOperation = mode;
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  ctx.globalCompositeOperation = "source-over";
}

const vignettes = new Map<string, Scratch>();

/**
 * A vignette's shape at full strength for an area of this size: the colour, transparent inside 45 % of the half
 * diagonal and opaque at the corners. Drawn once per size and colour; a gradient over the whole frame costs several
 * ms in software, a drawn copy a fraction of one.
 */
function vignetteShape(w: number, h: number, hex: string): Scratch {
  const key = `${w}x${h}|${hex}`;
  let shape = vignettes.get(key);
  if (shape) return shape;
  shape = makeCanvas(w, h);
  const sctx = shape.getContext("2d") as Ctx2D;
  const r = Math.hypot(w, h) / 2;
  const g = sctx.createRadialGradient(w / 2, h / 2, r * 0.45, w / 2, h / 2, r);
  g.addColorStop(0, rgba(hex, 0));
  g.addColorStop(1, rgba(hex, 1));
  sctx.fillStyle = g;
  sctx.fillRect(0, 0, w, h);
  if (vignettes.size >= 4) vignettes.delete(vignettes.keys().next().value!);
  vignettes.set(key, shape);
  return shape;
}

/** A dark vignette: 0 = none, 1 = strong. */
export function vignette(ctx: Ctx2D, f: EffectFrame, strength: number, hex = "#000000"): void {
  if (strength <= 0) return;
  const w = Math.max(1, Math.round(f.area.w));
  const h = Math.max(1, Math.round(f.area.h));
  ctx.save();
  ctx.globalAlpha = Math.min(1, strength * 0.85);
  ctx.drawImage(vignetteShape(w, h, hex) as CanvasImageSource, Math.round(f.area.x), Math.round(f.area.y));
  ctx.restore();
}

/**
 * Takes colour away over the area: 0 leaves it, 1 leaves grey of the same lightness. A "saturation" blend with grey,
 * which costs a fraction of the canvas's saturate() filter.
 */
export function desaturate(ctx: Ctx2D, area: EffectFrame["area"], amount: number): void {
  if (amount <= 0) return;
  ctx.save();
  ctx.globalCompositeOperation = "saturation";
  ctx.globalAlpha = Math.min(1, amount);
  ctx.fillStyle = "#808080";
  ctx.fillRect(area.x, area.y, area.w, area.h);
  ctx.restore();
}

const NOISE_W = 160;
const NOISE_H = 90;
/** The noise field is this much larger than the frame, so a shifted draw still covers it. */
const NOISE_MARGIN = 0.25;

const grainFields = new Map<string, Scratch>();

/**
 * The seed's noise field: (NOISE_W × NOISE_H cells) × (1 + NOISE_MARGIN), grey values, stretched once to the area's
 * size (a stretched draw costs several ms a frame; an unstretched one a fraction of one).
 */
function grainField(seed: number, w: number, h: number): Scratch {
  const key = `${seed}|${w}x${h}`;
  let field = grainFields.get(key);
  if (field) return field;
  const cw = Math.ceil(NOISE_W * (1 + NOISE_MARGIN));
  const ch = Math.ceil(NOISE_H * (1 + NOISE_MARGIN));
  const cells = makeCanvas(cw, ch);
  const cctx = cells.getContext("2d") as Ctx2D;
  const image = cctx.createImageData(cw, ch);
  const d = image.data;
  for (let i = 0, p = 0; p < cw * ch; p++, i += 4) {
    const v = Math.round(hash(seed, p, 0x6a11) * 255);
    d[i] = v;
    d[i + 1] = v;
    d[i + 2] = v;
    d[i + 3] = 255;
  }
  cctx.putImageData(image, 0, 0);
  field = makeCanvas(Math.ceil((w * cw) / NOISE_W), Math.ceil((h * ch) / NOISE_H));
  const fctx = field.getContext("2d") as Ctx2D;
  fctx.imageSmoothingEnabled = true;
  fctx.drawImage(cells as CanvasImageSource, 0, 0, field.width, field.height);
  // A few fields at most (the preview's size and the export's).
  if (grainFields.size >= 4) grainFields.delete(grainFields.keys().next().value!);
  grainFields.set(key, field);
  return field;
}

/**
 * Film grain: a seeded noise field of 160 × 90 cells over the area, moved to a new place 12 times a second of timeline
 * time (a whole number of cells, so every output size shows the same grain), drawn with overlay. Grain that moves on
 * most frames is the costliest thing an effect gives the video encoder; twelve moves a second still reads as moving
 * film grain and costs the export far less (docs/architecture.md, Compositor and export).
 */
export function grain(ctx: Ctx2D, f: EffectFrame, amount: number): void {
  if (amount <= 0) return;
  const w = Math.max(1, Math.round(f.area.w));
  const h = Math.max(1, Math.round(f.area.h));
  const field = grainField(f.seed, w, h);
  const frameNo = Math.floor(f.t * 12);
  const dx = Math.floor(hash(f.seed, frameNo, 1) * NOISE_W * NOISE_MARGIN);
  const dy = Math.floor(hash(f.seed, frameNo, 2) * NOISE_H * NOISE_MARGIN);
  ctx.save();
  ctx.globalAlpha = Math.min(1, amount * 0.6);
  ctx.globalCompositeOperation = "overlay";
  ctx.beginPath();
  ctx.rect(f.area.x, f.area.y, w, h);
  ctx.clip();
  ctx.drawImage(field as CanvasImageSource, Math.round(f.area.x - (dx * w) / NOISE_W), Math.round(f.area.y - (dy * h) / NOISE_H));
  ctx.restore();
}

/** Luma of an RGB triple, 0..255. */
export const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
