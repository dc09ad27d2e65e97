/**
 * The look engine (loaded on demand through ./look-hook.ts): a picture cropped and flipped, chroma-keyed, graded and
 * passed through its LUT, drawn into a scratch canvas that takes the picture's place. Crop edges are fractions of
 * the picture as shown (after flipping, before rotating); what is cut away is transparent, so the picture does not
 * move as it is cropped. Pixels are processed with ImageData: the key per pixel, and the whole colour function
 * (brightness, contrast, saturation, grading, LUT) as one baked 3D table.
 */
import type { Crop } from "../document";
import type { LayerBlur, MediaLayer } from "../frame-plan";
import { defaultColor } from "../state";
import type { ColorSettings } from "../state";
import type { Rect } from "./blur-effects";
import { despill, type KeyParams, keyAlpha, keyParams } from "./chroma-key";
import { sourceSize } from "./compositor";
import { bakeLook, gradeIsNeutral } from "./grade";
import { loadedLut, type LookedPicture, lutKey } from "./look-hook";
import { type Lut, sampleLut } from "./lut";

/** The part of a w × h picture left by a crop, in whole pixels (at least one each way). */
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
 * Keys and colours RGBA pixels in place (not premultiplied, as ImageData holds them): each pixel's alpha is
 * multiplied by how much the key keeps, spill is taken out, and its colour goes through the baked table.
 */
export function processPixels(data: Uint8ClampedArray, key: KeyParams | null, table: Lut | null): void {
  const rgb: [number, number, number] = [0, 0, 0];
  const inv = 1 / 255;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3];
    if (a === 0) continue;
    rgb[0] = data[i] * inv;
    rgb[1] = data[i + 1] * inv;
    rgb[2] = data[i + 2] * inv;
    let keep = 1;
    if (key) {
      keep = keyAlpha(key, rgb[0], rgb[1], rgb[2]);
      if (keep === 0) {
        data[i + 3] = 0;
        continue;
      }
      despill(key, rgb);
    }
    if (table) sampleLut(table, rgb[0], rgb[1], rgb[2], rgb);
    data[i] = rgb[0] * 255 + 0.5;
    data[i + 1] = rgb[1] * 255 + 0.5;
    data[i + 2] = rgb[2] * 255 + 0.5;
    if (keep < 1) data[i + 3] = a * keep + 0.5;
  }
}

const baked = new Map<string, Lut | null>();
const BAKED_KEPT = 24;

/** The baked colour table of a layer (cached: a keyframed grade bakes once per distinct value). */
function bakedTable(color: ColorSettings, lut: Lut | null, lutId: string, intensity: number): Lut | null {
  const key = JSON.stringify([color.brightness, color.contrast, color.saturation, color.temperature, color.tint, color.exposure, color.highlights, color.shadows, lutId, intensity]);
  if (baked.has(key)) return baked.get(key)!;
  const table = bakeLook(color, lut, intensity);
  if (baked.size >= BAKED_KEPT) baked.delete(baked.keys().next().value!);
  baked.set(key, table);
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
  if (key || table) {
    const pixels = ctx.getImageData(part.x, part.y, part.w, part.h);
    processPixels(pixels.data, key, table);
    ctx.putImageData(pixels, part.x, part.y);
  }
  // The table applied brightness, contrast and saturation too; otherwise the compositor's filter still does.
  const color = table ? { ...defaultColor } : layer.color;
  return { source: s.canvas, layer: { ...layer, color, blur: flipBoxes(layer.blur, item.flipH, item.flipV) } };
}
