/**
 * The seven blur types drawn on a 2D canvas (CanvasRenderingContext2D or OffscreenCanvasRenderingContext2D), for
 * the compositor's privacy regions and whole-picture blur, so the preview and the export draw the same effect.
 *
 * Every effect works on an area of the output canvas. The picture under the area (plus a margin the effect reads
 * from) is first drawn, with the colour filter, into a scratch canvas at output resolution; the effect draws from
 * that copy back into the area, only with drawImage, clips and fills (no pixel reads, so a GPU canvas never waits
 * for a read-back). All sizes are in output pixels and follow `blurRadius`, which grows with the output width: a
 * 640 px preview and a 1920 px export draw the same effect at their own scale.
 *
 * - gaussian: the canvas blur filter.
 * - mosaic: square cells of the area's average colour.
 * - motion: a horizontal smear, the picture averaged over copies shifted left and right.
 * - radial: a zoom blur, copies scaled up from the area's centre averaged.
 * - triangle: each cell cut along its diagonal into two triangles, each of the colour around its centroid.
 * - dot: a dot screen, each cell a disc of its average colour on a dark ground.
 * - glass: frosted glass, the picture scattered in thin strips by a fixed pseudo-random pattern, then softened.
 *
 * Smart blending fades the effect out towards the edge of an oval (`featherAlpha`), drawn as a radial gradient.
 */
import type { BlurType } from "../model/choices";

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Everything an effect needs, in output pixels (from the type, the radius of `blurRadius` and the intensity). */
export interface EffectParams {
  type: BlurType;
  /** blurRadius: pixels of blur for this type and intensity at this output width. */
  radius: number;
  /** Cell size of mosaic, triangle and dot. */
  cell: number;
  /** Motion: the smear reaches this far left and right. */
  reach: number;
  /** Radial: the largest copy's extra scale (0.3 = 130 %). */
  zoom: number;
  /** Motion: how many copies are averaged (radial's follow the area's size: `radialTaps`). */
  taps: number;
  /** Glass: strip thickness and the largest shift of a strip. */
  strip: number;
  shift: number;
  /** A last gaussian blur over motion, radial and glass (0: none). */
  soften: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The effect's sizes. `radius` is blurRadius (type, intensity and output width); `intensity` is 0..100. */
export function effectParams(type: BlurType, radius: number, intensity: number): EffectParams {
  const r = Math.max(0, radius);
  const p: EffectParams = { type, radius: r, cell: 0, reach: 0, zoom: 0, taps: 1, strip: 0, shift: 0, soften: 0 };
  switch (type) {
    case "gaussian":
      p.soften = r;
      break;
    case "mosaic":
      p.cell = Math.max(2, r * 2);
      break;
    case "triangle":
      p.cell = Math.max(3, r * 3);
      break;
    case "dot":
      p.cell = Math.max(3, r * 4);
      break;
    case "motion":
      p.reach = r * 4;
      p.soften = r * 0.5;
      // Copies about one soften-radius apart, so they merge into a smear rather than show as ghosts.
      p.taps = clamp(Math.ceil((2 * p.reach) / Math.max(1, p.soften)) + 1, 4, 24);
      break;
    case "radial":
      p.zoom = clamp(intensity, 0, 100) / 100;
      p.soften = r * 0.5;
      break;
    case "glass":
      p.strip = Math.max(2, r * 1.5);
      p.shift = r * 4;
      p.soften = r * 0.4;
      break;
  }
  return p;
}

/** Radial: copies enough that, at the area's corners, neighbouring copies are about a soften-radius apart. */
export function radialTaps(p: EffectParams, w: number, h: number): number {
  const corner = Math.hypot(w, h) / 2;
  return clamp(Math.ceil((p.zoom * corner) / Math.max(1, p.soften)) + 1, 6, 32);
}

/** Columns and rows of cells about `cell` pixels across that exactly tile a w x h area. */
export function cellGrid(w: number, h: number, cell: number): { cols: number; rows: number; cw: number; ch: number } {
  const cols = Math.max(1, Math.round(w / cell));
  const rows = Math.max(1, Math.round(h / cell));
  return { cols, rows, cw: w / cols, ch: h / rows };
}

/**
 * The triangle mosaic: every cell is cut along its rising diagonal. The upper-left triangle's centroid lies a sixth
 * of a cell up and left of the cell's centre, the lower-right's a sixth down and right: each triangle takes the
 * average of a cell-sized square around its centroid (a grid sampled that far off), so it is one flat colour.
 */
export function triangleShift(cw: number, ch: number): { dx: number; dy: number } {
  return { dx: cw / 6, dy: ch / 6 };
}

/** The lower-right triangles of a cols x rows grid of cw x ch cells (three corners each). */
export function lowerTriangles(cols: number, rows: number, cw: number, ch: number): [number, number][][] {
  const out: [number, number][][] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x0 = i * cw;
      const y0 = j * ch;
      out.push([
        [x0 + cw, y0],
        [x0 + cw, y0 + ch],
        [x0, y0 + ch],
      ]);
    }
  }
  return out;
}

/** The dot screen's discs: one per cell, at its centre, of radius 0.46 of the cell's smaller side. */
export function dotDiscs(cols: number, rows: number, cw: number, ch: number): { x: number; y: number; r: number }[] {
  const r = Math.min(cw, ch) * 0.46;
  const out: { x: number; y: number; r: number }[] = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out.push({ x: (i + 0.5) * cw, y: (j + 0.5) * ch, r });
  return out;
}

/** The ground between the dots. */
export const DOT_GROUND = "#101014";

/** A fixed pseudo-random number in [0, 1) for an integer and a seed (the same on every frame and machine). */
export function hash01(i: number, seed: number): number {
  let x = (Math.imul(i | 0, 0x9e3779b1) ^ Math.imul(seed | 0, 0x85ebca77)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
}

/** Glass: how far strip `i` moves (rows seed 1 move sideways, columns seed 2 up or down), in [-shift, shift]. */
export function glassShift(i: number, seed: number, shift: number): number {
  return (hash01(i, seed) * 2 - 1) * shift;
}

/** The frost over the glass. */
export const GLASS_VEIL = "rgba(255, 255, 255, 0.08)";

/**
 * Smart blending: the oval is FEATHER_OUTER times the region's box; the effect is full inside FEATHER_INNER of the
 * oval's radius and fades to nothing at its edge.
 */
export const FEATHER_OUTER = 1.15;
export const FEATHER_INNER = 0.7;

/** Opacity of the effect at normalised oval radius d (0 at the centre, 1 on the oval). */
export function featherAlpha(d: number): number {
  if (d <= FEATHER_INNER) return 1;
  if (d >= 1) return 0;
  return (1 - d) / (1 - FEATHER_INNER);
}

/** The oval of a region box (output pixels) under smart blending. */
export function featherOval(box: Rect): { cx: number; cy: number; rx: number; ry: number } {
  return { cx: box.x + box.w / 2, cy: box.y + box.h / 2, rx: (box.w / 2) * FEATHER_OUTER, ry: (box.h / 2) * FEATHER_OUTER };
}

/** The smallest whole-pixel rectangle around r, cut to `bounds`, or null when nothing is left. */
export function pixelArea(r: Rect, bounds: Rect): Rect | null {
  const x0 = Math.max(Math.floor(r.x), Math.floor(bounds.x));
  const y0 = Math.max(Math.floor(r.y), Math.floor(bounds.y));
  const x1 = Math.min(Math.ceil(r.x + r.w), Math.ceil(bounds.x + bounds.w));
  const y1 = Math.min(Math.ceil(r.y + r.h), Math.ceil(bounds.y + bounds.h));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** How many pixels around an area the effect reads. */
export function effectMargin(p: EffectParams): number {
  const soft = Math.ceil(p.soften * 3);
  switch (p.type) {
    case "gaussian":
      return soft;
    case "motion":
      return Math.ceil(soft + p.reach) + 1;
    case "glass":
      return Math.ceil(soft + p.shift) + 1;
    case "radial":
      return soft + 1;
    case "triangle":
      return Math.ceil(p.cell / 6) + 1;
    default:
      return 0;
  }
}

// ---- Drawing ----

type Scratch = OffscreenCanvasRenderingContext2D;
const pool = new Map<string, OffscreenCanvas>();

/** A reusable scratch canvas at least w x h, cleared there and reset (null where OffscreenCanvas is missing). */
function scratch(name: string, w: number, h: number): Scratch | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  const width = Math.max(1, Math.ceil(w));
  const height = Math.max(1, Math.ceil(h));
  let canvas = pool.get(name);
  if (!canvas) {
    canvas = new OffscreenCanvas(width, height);
    pool.set(name, canvas);
  } else if (canvas.width < width || canvas.height < height) {
    canvas.width = Math.max(canvas.width, width);
    canvas.height = Math.max(canvas.height, height);
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = "source-over";
  ctx.filter = "none";
  ctx.imageSmoothingEnabled = true;
  ctx.clearRect(0, 0, width, height);
  return ctx;
}

/** Whether the effects can draw here (they need OffscreenCanvas for their scratch canvases). */
export function canDrawEffects(): boolean {
  return typeof OffscreenCanvas !== "undefined";
}

/** The picture around an area, `m` pixels beyond it on each side: a canvas whose (m, m) is the area's corner. */
interface Copy {
  canvas: OffscreenCanvas;
  m: number;
  w: number;
  h: number;
  /** The canvas holds the picture at 1/q of the output's size (blurry effects work on fewer pixels). */
  q: number;
}

/**
 * The scale the blurry effects (gaussian, motion, radial, glass) work at: 1/q of the output, q about half their
 * last blur, so that blur is still a pixel and a half or more there (and the upscale back cannot show). 1 for the
 * cell effects, whose cells are drawn sharp.
 */
export function workScale(p: EffectParams): number {
  if (p.type === "gaussian" || p.type === "motion" || p.type === "radial") return clamp(p.soften / 2, 1, 8);
  // Glass keeps its strips' edges a little crisper.
  return p.type === "glass" ? clamp(p.soften / 1.5, 1, 4) : 1;
}

/** Draws the copy (its area plus margin) with its area's corner at local (dx, dy). */
function drawCopy(t: Ctx2D, a: Copy, dx = 0, dy = 0): void {
  const W = a.w + 2 * a.m;
  const H = a.h + 2 * a.m;
  t.drawImage(a.canvas, 0, 0, W / a.q, H / a.q, dx - a.m, dy - a.m, W, H);
}

/** The copy's area, shifted by (dx, dy), shrunk to a cols x rows picture (one pixel a cell) in a scratch canvas. */
function cells(name: string, a: Copy, cols: number, rows: number, dx = 0, dy = 0): OffscreenCanvas | null {
  const s = scratch(name, cols, rows);
  if (!s) return null;
  s.imageSmoothingQuality = "medium";
  s.drawImage(a.canvas, (a.m + dx) / a.q, (a.m + dy) / a.q, a.w / a.q, a.h / a.q, 0, 0, cols, rows);
  return s.canvas;
}

/** Draws a cols x rows picture over the local area without smoothing: square cells. */
function drawCells(t: Ctx2D, canvas: OffscreenCanvas, cols: number, rows: number, w: number, h: number): void {
  const smoothing = t.imageSmoothingEnabled;
  t.imageSmoothingEnabled = false;
  t.drawImage(canvas, 0, 0, cols, rows, 0, 0, w, h);
  t.imageSmoothingEnabled = smoothing;
}

/**
 * Averages 2^passes moved copies of the picture in `passes` steps (32 copies in 5 steps of two draws): each step
 * draws the result so far, then the same moved again at half strength over it (`step`), into the other of two
 * scratch canvases that cover the copy's area and margin at its scale. A step that moves by half of d both ways
 * shrinks the valid part by d / 2 on each side, which the margin allows for.
 */
function doubled(a: Copy, passes: number, step: (t: Scratch, from: Copy, k: number) => void): Copy | null {
  let from = a;
  for (let k = 0; k < passes; k++) {
    const s = scratch(k % 2 ? "avg2" : "avg", (a.w + 2 * a.m) / a.q, (a.h + 2 * a.m) / a.q);
    if (!s) return null;
    s.setTransform(1 / a.q, 0, 0, 1 / a.q, a.m / a.q, a.m / a.q);
    step(s, from, k);
    from = { canvas: s.canvas, m: a.m, w: a.w, h: a.h, q: a.q };
  }
  return from;
}

/** Steps of `doubled` for at least `taps` copies. */
export const doublings = (taps: number) => Math.max(1, Math.ceil(Math.log2(Math.max(2, taps))));

const blurFilter = (px: number) => (px > 0 ? `blur(${Math.round(px * 100) / 100}px)` : "none");

/** Draws a layer (area plus margin, at its scale) over the local area, blurred by `soften` output pixels. */
function drawSoftened(t: Ctx2D, layer: Copy, soften: number): void {
  const W = layer.w + 2 * layer.m;
  const H = layer.h + 2 * layer.m;
  const cw = W / layer.q;
  const ch = H / layer.q;
  const filter = t.filter;
  if (layer.q > 1 && soften > 0) {
    // Blurred at the small scale, then drawn up (smoothly: the blur hides the upscale).
    const s = scratch("soft", cw, ch);
    if (!s) return;
    s.filter = blurFilter(soften / layer.q);
    s.drawImage(layer.canvas, 0, 0, cw, ch, 0, 0, cw, ch);
    t.filter = "none";
    t.drawImage(s.canvas, 0, 0, cw, ch, -layer.m, -layer.m, W, H);
  } else {
    t.filter = blurFilter(soften);
    t.drawImage(layer.canvas, 0, 0, cw, ch, -layer.m, -layer.m, W, H);
  }
  t.filter = filter;
}

/** Draws the effect over the local area (0, 0, a.w, a.h) of `t` from the copy. `centre`: radial's, local. */
function drawEffect(t: Ctx2D, a: Copy, p: EffectParams, centre: { x: number; y: number }): void {
  const { w, h } = a;
  const soft = Math.ceil(p.soften * 3);
  switch (p.type) {
    case "gaussian": {
      drawSoftened(t, a, p.soften);
      return;
    }
    case "mosaic": {
      const g = cellGrid(w, h, p.cell);
      const c = cells("cells", a, g.cols, g.rows);
      if (c) drawCells(t, c, g.cols, g.rows, w, h);
      return;
    }
    case "triangle": {
      const g = cellGrid(w, h, p.cell);
      const { dx, dy } = triangleShift(g.cw, g.ch);
      const upper = cells("cells", a, g.cols, g.rows, -dx, -dy);
      if (upper) drawCells(t, upper, g.cols, g.rows, w, h);
      const lower = cells("cells2", a, g.cols, g.rows, dx, dy);
      if (!lower) return;
      t.save();
      t.beginPath();
      for (const [p0, p1, p2] of lowerTriangles(g.cols, g.rows, g.cw, g.ch)) {
        t.moveTo(p0[0], p0[1]);
        t.lineTo(p1[0], p1[1]);
        t.lineTo(p2[0], p2[1]);
        t.closePath();
      }
      t.clip();
      drawCells(t, lower, g.cols, g.rows, w, h);
      t.restore();
      return;
    }
    case "dot": {
      const g = cellGrid(w, h, p.cell);
      const c = cells("cells", a, g.cols, g.rows);
      if (!c) return;
      t.save();
      t.fillStyle = DOT_GROUND;
      t.fillRect(0, 0, w, h);
      t.beginPath();
      for (const d of dotDiscs(g.cols, g.rows, g.cw, g.ch)) {
        t.moveTo(d.x + d.r, d.y);
        t.arc(d.x, d.y, d.r, 0, Math.PI * 2);
      }
      t.clip();
      drawCells(t, c, g.cols, g.rows, w, h);
      t.restore();
      return;
    }
    case "motion": {
      // 2^n copies evenly spread from -reach to +reach: step k moves the result so far by 2^k steps (half each way).
      const passes = doublings(p.taps);
      const spacing = (2 * p.reach) / (2 ** passes - 1);
      const avg = doubled(a, passes, (s, from, k) => {
        const d = (spacing * 2 ** k) / 2;
        drawCopy(s, from, -d, 0);
        s.globalAlpha = 0.5;
        drawCopy(s, from, d, 0);
      });
      if (avg) drawSoftened(t, avg, p.soften);
      return;
    }
    case "radial": {
      // 2^n copies zoomed from 1 to 1 + zoom about the centre, evenly in ratio: step k zooms by ratio^(2^k).
      const W = w + 2 * a.m;
      const H = h + 2 * a.m;
      const passes = doublings(radialTaps(p, w, h));
      const ratio = (1 + p.zoom) ** (1 / (2 ** passes - 1));
      const avg = doubled(a, passes, (s, from, k) => {
        const z = ratio ** (2 ** k);
        drawCopy(s, from);
        s.globalAlpha = 0.5;
        s.drawImage(from.canvas, 0, 0, W / a.q, H / a.q, centre.x + (-a.m - centre.x) * z, centre.y + (-a.m - centre.y) * z, W * z, H * z);
      });
      if (avg) drawSoftened(t, avg, p.soften);
      return;
    }
    case "glass": {
      // Rows of strips slide sideways, then columns of strips slide up or down, each by its own fixed amount.
      const q = a.q;
      const reach = Math.ceil(p.shift) + 1;
      const top = -(soft + reach);
      const W = w + 2 * soft;
      const rows = scratch("glass", W / q, (h + 2 * (soft + reach)) / q);
      if (!rows) return;
      rows.setTransform(1 / q, 0, 0, 1 / q, 0, 0);
      for (let j = Math.floor(top / p.strip); j * p.strip < h + soft + reach; j++) {
        const y = j * p.strip;
        const dx = glassShift(j, 1, p.shift);
        rows.drawImage(a.canvas, (a.m - soft - dx) / q, (a.m + y) / q, W / q, p.strip / q, 0, y - top, W, p.strip);
      }
      const H = h + 2 * soft;
      const cols = scratch("avg", W / q, H / q);
      if (!cols) return;
      cols.setTransform(1 / q, 0, 0, 1 / q, 0, 0);
      for (let i = Math.floor(-soft / p.strip); i * p.strip < w + soft; i++) {
        const x = i * p.strip;
        const dy = glassShift(i, 2, p.shift);
        cols.drawImage(rows.canvas, (x + soft) / q, (-soft - dy - top) / q, p.strip / q, H / q, x + soft, 0, p.strip, H);
      }
      drawSoftened(t, { canvas: cols.canvas, m: soft, w, h, q }, p.soften);
      t.save();
      t.fillStyle = GLASS_VEIL;
      t.fillRect(0, 0, w, h);
      t.restore();
      return;
    }
  }
}

/**
 * Draws the source at `at` and, where the canvas (width x height) reaches past the picture, the picture's edge
 * pixels stretched out to it: the effects read beyond the picture's edge as if it went on, not into transparency.
 */
function drawClamped(t: Scratch, source: CanvasImageSource, src: Size, at: Rect, width: number, height: number): void {
  if (src.width <= 0 || src.height <= 0) return;
  t.drawImage(source, at.x, at.y, at.w, at.h);
  const left = Math.max(0, at.x);
  const top = Math.max(0, at.y);
  const right = Math.max(0, width - (at.x + at.w));
  const bottom = Math.max(0, height - (at.y + at.h));
  if (left + top + right + bottom === 0) return;
  // Columns and rows of the source (sx, sw) against where they go (dx, dw): its first pixel, all, its last pixel.
  const xs: [number, number, number, number][] = [
    [0, 1, at.x - left, left],
    [0, src.width, at.x, at.w],
    [src.width - 1, 1, at.x + at.w, right],
  ];
  const ys: [number, number, number, number][] = [
    [0, 1, at.y - top, top],
    [0, src.height, at.y, at.h],
    [src.height - 1, 1, at.y + at.h, bottom],
  ];
  for (const [i, [sx, sw, dx, dw]] of xs.entries()) {
    for (const [j, [sy, sh, dy, dh]] of ys.entries()) {
      if ((i === 1 && j === 1) || dw <= 0 || dh <= 0) continue;
      t.drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh);
    }
  }
}

export interface EffectArea {
  /** Where the effect goes, in output pixels (whole pixels, inside the canvas). */
  area: Rect;
  /** Smart blending: the oval it fades out in (output pixels), or none for a hard rectangle. */
  oval?: { cx: number; cy: number; rx: number; ry: number };
  /** Radial's centre (output pixels); the area's centre when absent. */
  centre?: { x: number; y: number };
}

/**
 * Draws the effect `p` over each area of `ctx` from `source` (of intrinsic size `sourceSize`), which lands at
 * `picture` (output pixels), drawn with the colour filter `colorFilter` first. Returns false (and draws nothing)
 * where the scratch canvases are missing.
 */
export function drawEffectAreas(
  ctx: Ctx2D,
  source: CanvasImageSource,
  sourceSize: Size,
  picture: Rect,
  areas: readonly EffectArea[],
  p: EffectParams,
  colorFilter: string,
): boolean {
  if (!canDrawEffects()) return false;
  const margin = effectMargin(p);
  for (const { area, oval, centre } of areas) {
    const q = workScale(p);
    const copy = scratch("copy", (area.w + 2 * margin) / q, (area.h + 2 * margin) / q);
    if (!copy) return false;
    copy.setTransform(1 / q, 0, 0, 1 / q, 0, 0);
    copy.filter = colorFilter;
    drawClamped(copy, source, sourceSize, { x: picture.x - area.x + margin, y: picture.y - area.y + margin, w: picture.w, h: picture.h }, area.w + 2 * margin, area.h + 2 * margin);
    copy.filter = "none";
    const a: Copy = { canvas: copy.canvas, m: margin, w: area.w, h: area.h, q };
    const c = centre ? { x: centre.x - area.x, y: centre.y - area.y } : { x: area.w / 2, y: area.h / 2 };
    if (oval) {
      const out = scratch("blend", area.w, area.h);
      if (!out) return false;
      drawEffect(out, a, p, c);
      // Keep the effect only inside the feathered oval.
      out.globalCompositeOperation = "destination-in";
      out.setTransform(oval.rx, 0, 0, oval.ry, oval.cx - area.x, oval.cy - area.y);
      const g = out.createRadialGradient(0, 0, 0, 0, 0, 1);
      g.addColorStop(0, "rgba(0, 0, 0, 1)");
      g.addColorStop(FEATHER_INNER, "rgba(0, 0, 0, 1)");
      g.addColorStop(1, "rgba(0, 0, 0, 0)");
      out.fillStyle = g;
      out.fillRect(-1, -1, 2, 2);
      out.setTransform(1, 0, 0, 1, 0, 0);
      out.globalCompositeOperation = "source-over";
      ctx.drawImage(out.canvas, 0, 0, area.w, area.h, area.x, area.y, area.w, area.h);
    } else {
      ctx.save();
      ctx.beginPath();
      ctx.rect(area.x, area.y, area.w, area.h);
      ctx.clip();
      ctx.translate(area.x, area.y);
      drawEffect(ctx, a, p, c);
      ctx.restore();
    }
  }
  return true;
}
