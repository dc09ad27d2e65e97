/**
 * The look engine (loaded on demand through ./look-hook.ts): a picture cropped and flipped, chroma-keyed, graded and
 * passed through its LUT, drawn into a scratch canvas that takes the picture's place. Crop edges are fractions of
 * the picture as shown (after flipping, before rotating); what is cut away is transparent, so the picture does not
 * move as it is cropped. Pixels are processed with ImageData: the key per pixel, and the whole colour function
 * (brightness, contrast, saturation, grading, LUT) as one baked 3D table.
 */
import type { Crop } from "../model/document";
import type { LayerBlur, MediaLayer } from "./frame-plan";
import { defaultColor } from "../model/choices";
import type { ColorSettings } from "../model/choices";
import type { Rect } from "./blur-effects";
import { type KeyParams, keyParams } from "./chroma-key";
import { bakeLook, gradeIsNeutral } from "./grade";
import { loadedLut, lutKey } from "./lut-cache";
import type { Lut } from "./lut";
import { sourceSize } from "./source-size";

/** The part of a w × h picture left by a crop, in whole pixels (at least one each way). */
/** A picture made ready to draw: the processed source (same placement) and the layer to draw it with. */
export interface LookedPicture {
  source: CanvasImageSource;
  layer: MediaLayer;
}

export type LookEngine = (layer: MediaLayer, source: CanvasImageSource, rect: Rect) => LookedPicture | null;

export function cropRegion(crop: Crop | null | undefined, w: number, h: number): { x: number; y: number; w: number; h: number } {
  if (!crop) return { x: 0, y: 0, w, h };
  const x = Math.min(w - 1, Math.round(crop.left * w));
  const y = Math.min(h - 1, Math.round(crop.top * h));
  const right = Math.max(x + 1, Math.round((1 - crop.right) * w));
  const bottom = Math.max(y + 1, Math.round((1 - crop.bottom) * h));
  return { x, y, w: right - x, h: bottom - y };
}

/** Where a point of the picture as shown (0..1) comes from in its source (0..1), undoing the flips. */
export function sourcePoint(p: { x: number; y: number }, flipH?: boolean, flipV?: boolean): { x: number; y: number } {
  return { x: flipH ? 1 - p.x : p.x, y: flipV ? 1 - p.y : p.y };
}

/** Privacy regions (found on the source) where the flipped picture shows them. */
export function flipBoxes(blur: LayerBlur | null, flipH?: boolean, flipV?: boolean): LayerBlur | null {
  if (!blur?.boxes || (!flipH && !flipV)) return blur;
  return { ...blur, boxes: blur.boxes.map((b) => ({ x: flipH ? 1 - b.x - b.w : b.x, y: flipV ? 1 - b.y - b.h : b.y, w: b.w, h: b.h })) };
}

/**
 * Keys and colours RGBA pixels in place (not premultiplied, as ImageData holds them): the key's kept share from the
 * pixel's chroma distance (alpha multiplied by it) and its spill taken out, then the colour through the baked table
 * (tetrahedral interpolation: four lattice points, not eight). One tight loop: no calls, no allocation; a
 * Uint8ClampedArray rounds what is stored.
 */
export function processPixels(px: Uint8ClampedArray, key: KeyParams | null, table: Lut | null): void {
  const inner2 = key ? key.inner * key.inner : 0;
  const outer2 = key ? key.outer * key.outer : 0;
  const ramp = key ? 1 / (key.outer - key.inner) : 0;
  const kcb = key ? key.cb * 255 : 0;
  const kcr = key ? key.cr * 255 : 0;
  const spill = key ? key.spill : 0;
  const channel = key ? key.channel : 1;
  const n = table ? table.size : 0;
  const max = n - 1;
  const d = table ? table.data : new Float32Array(0);
  const sy = n * 3;
  const sz = n * n * 3;
  const scale = max / 255;
  const inv255 = 1 / 255;
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3];
    if (a === 0) continue;
    let r = px[i];
    let g = px[i + 1];
    let b = px[i + 2];
    let kept = 1;
    if (key) {
      const dcb = (-0.168736 * r - 0.331264 * g + 0.5 * b - kcb) * inv255;
      const dcr = (0.5 * r - 0.418688 * g - 0.081312 * b - kcr) * inv255;
      const d2 = dcb * dcb + dcr * dcr;
      if (d2 <= inner2) {
        px[i + 3] = 0;
        continue;
      }
      if (d2 < outer2) {
        const x = (Math.sqrt(d2) - key.inner) * ramp;
        kept = x * x * (3 - 2 * x);
      }
      if (spill > 0) {
        if (channel === 1) {
          const limit = (r + b) / 2;
          if (g > limit) g -= (g - limit) * spill;
        } else if (channel === 2) {
          const limit = (r + g) / 2;
          if (b > limit) b -= (b - limit) * spill;
        } else {
          const limit = (g + b) / 2;
          if (r > limit) r -= (r - limit) * spill;
        }
      }
    }
    if (table) {
      const x = r * scale;
      const y = g * scale;
      const z = b * scale;
      let x0 = x | 0;
      let y0 = y | 0;
      let z0 = z | 0;
      if (x0 >= max) x0 = max - 1;
      if (y0 >= max) y0 = max - 1;
      if (z0 >= max) z0 = max - 1;
      const fx = x - x0;
      const fy = y - y0;
      const fz = z - z0;
      const j = z0 * sz + y0 * sy + x0 * 3;
      // The tetrahedron of the unit cube that holds (fx, fy, fz): its corners' offsets and weights.
      let o1: number, o2: number, w0: number, w1: number, w2: number, w3: number;
      if (fx >= fy) {
        if (fy >= fz) {
          o1 = 3;
          o2 = 3 + sy;
          w0 = 1 - fx;
          w1 = fx - fy;
          w2 = fy - fz;
          w3 = fz;
        } else if (fx >= fz) {
          o1 = 3;
          o2 = 3 + sz;
          w0 = 1 - fx;
          w1 = fx - fz;
          w2 = fz - fy;
          w3 = fy;
        } else {
          o1 = sz;
          o2 = 3 + sz;
          w0 = 1 - fz;
          w1 = fz - fx;
          w2 = fx - fy;
          w3 = fy;
        }
      } else if (fz >= fy) {
        o1 = sz;
        o2 = sy + sz;
        w0 = 1 - fz;
        w1 = fz - fy;
        w2 = fy - fx;
        w3 = fx;
      } else if (fz >= fx) {
        o1 = sy;
        o2 = sy + sz;
        w0 = 1 - fy;
        w1 = fy - fz;
        w2 = fz - fx;
        w3 = fx;
      } else {
        o1 = sy;
        o2 = 3 + sy;
        w0 = 1 - fy;
        w1 = fy - fx;
        w2 = fx - fz;
        w3 = fz;
      }
      const o3 = 3 + sy + sz;
      px[i] = (d[j] * w0 + d[j + o1] * w1 + d[j + o2] * w2 + d[j + o3] * w3) * 255;
      px[i + 1] = (d[j + 1] * w0 + d[j + o1 + 1] * w1 + d[j + o2 + 1] * w2 + d[j + o3 + 1] * w3) * 255;
      px[i + 2] = (d[j + 2] * w0 + d[j + o1 + 2] * w1 + d[j + o2 + 2] * w2 + d[j + o3 + 2] * w3) * 255;
    } else if (key && spill > 0) {
      px[i] = r;
      px[i + 1] = g;
      px[i + 2] = b;
    }
    if (kept < 1) px[i + 3] = a * kept;
  }
}

const baked = new Map<string, Lut | null>();
const BAKED_KEPT = 24;

/** The baked colour table of a layer (cached: a keyframed grade bakes once per distinct value). */
function bakedTable(color: ColorSettings, lut: Lut | null, lutId: string, intensity: number): Lut | null {
  const id = JSON.stringify([color.brightness, color.contrast, color.saturation, color.temperature, color.tint, color.exposure, color.highlights, color.shadows, lutId, intensity]);
  if (baked.has(id)) return baked.get(id)!;
  const table = bakeLook(color, lut, intensity);
  if (baked.size >= BAKED_KEPT) baked.delete(baked.keys().next().value!);
  baked.set(id, table);
  return table;
}

type Scratch = OffscreenCanvas | HTMLCanvasElement;
let scratch: { canvas: Scratch; ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D } | null = null;

function scratchCanvas(w: number, h: number) {
  if (!scratch) {
    const canvas: Scratch | null =
      typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(w, h) : typeof document !== "undefined" ? document.createElement("canvas") : null;
    const ctx = canvas?.getContext("2d", { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!canvas || !ctx) return null;
    scratch = { canvas, ctx };
  }
  if (scratch.canvas.width !== w || scratch.canvas.height !== h) {
    scratch.canvas.width = w;
    scratch.canvas.height = h;
  } else scratch.ctx.clearRect(0, 0, w, h);
  return scratch;
}

/**
 * The layer's picture with its look, at the size it is drawn (never above the source's own): null when it has
 * none. The compositor draws the result in the picture's place with the returned layer (its colour already applied
 * when the table did it, its privacy regions flipped with the picture).
 */
export function lookPicture(layer: MediaLayer, source: CanvasImageSource, rect: Rect): LookedPicture | null {
  const { item } = layer;
  const lutRef = item.lut && item.lut.intensity > 0 ? item.lut : null;
  const lut = lutRef ? (loadedLut(lutRef) ?? null) : null;
  // The colour goes into the table when grading or a LUT needs it (with brightness, contrast and saturation, which
  // the compositor's filter does otherwise).
  const colour = !gradeIsNeutral(layer.color) || lut ? layer.color : null;
  const table = colour ? bakedTable(colour, lut, lut && lutRef ? lutKey(lutRef) : "", lut && lutRef ? lutRef.intensity : 0) : null;
  const key = item.chromaKey ? keyParams(item.chromaKey) : null;
  const crop = layer.crop ?? null;
  if (!table && !key && !crop && !item.flipH && !item.flipV) return null;
  const src = sourceSize(source);
  if (src.width <= 0 || src.height <= 0) return null;
  const w = Math.max(1, Math.round(Math.min(src.width, Math.abs(rect.w))));
  const h = Math.max(1, Math.round(Math.min(src.height, Math.abs(rect.h))));
  const s = scratchCanvas(w, h);
  if (!s) return null;
  const part = cropRegion(crop, w, h);
  const { ctx } = s;
  ctx.save();
  ctx.beginPath();
  ctx.rect(part.x, part.y, part.w, part.h);
  ctx.clip();
  ctx.setTransform(item.flipH ? -1 : 1, 0, 0, item.flipV ? -1 : 1, item.flipH ? w : 0, item.flipV ? h : 0);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source, 0, 0, w, h);
  ctx.restore();
  if (table || key) {
    const pixels = ctx.getImageData(part.x, part.y, part.w, part.h);
    processPixels(pixels.data, key, table);
    ctx.putImageData(pixels, part.x, part.y);
  }
  // The table applied brightness, contrast and saturation too; otherwise the compositor's filter still does.
  const color = colour ? { ...defaultColor } : layer.color;
  return { source: s.canvas, layer: { ...layer, color, blur: flipBoxes(layer.blur, item.flipH, item.flipV) } };
}
