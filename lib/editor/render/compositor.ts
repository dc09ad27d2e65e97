/**
 * The compositor: draws a timeline frame (framePlan) onto a 2D canvas. One renderer for the preview and the
 * export, so they cannot drift apart. No React, no mediabunny: the caller resolves each media layer to something
 * drawable (a <video>, an <img>, an ImageBitmap, a VideoFrame, a decoded canvas).
 */
import { isEmptySlot, type ProjectDoc } from "../model/document";
import { effectEngine, NO_INPUTS } from "../effects/effect-hook";
import type { EffectInputs } from "../effects/types";
import {
  type CaptionLayer,
  type EffectLayer,
  framePlan,
  LABEL_FONT,
  LABEL_PAD,
  type Layer,
  type LayerBlur,
  type MediaLayer,
  placeRect,
  type Size,
  type TextLayer,
} from "./frame-plan";
import { blurRadius, canvasFilter, previewFilter } from "./filters";
import type { ColorSettings } from "../model/choices";
import { captionEngine } from "./caption-hook";
import { drawTransition } from "./transitions";
import { canDrawEffects, type Ctx2D, drawEffectAreas, type EffectArea, effectParams, featherOval, pixelArea, type Rect } from "./blur-effects";

import { layerNeedsLook, lookEngine } from "./look-hook";
import { sourceSize } from "./source-size";

export type { Ctx2D, Rect } from "./blur-effects";

/** Resolves a media layer to the picture to draw (null: not available, the layer is skipped). */
export type SourceResolver = (layer: MediaLayer) => CanvasImageSource | null;

/** The canvas's own rectangle (everything, for a context without one, as in tests). */
function canvasBounds(ctx: Ctx2D): Rect {
  const canvas = (ctx as Partial<Pick<Ctx2D, "canvas">>).canvas;
  return canvas ? { x: 0, y: 0, w: canvas.width, h: canvas.height } : { x: -1e6, y: -1e6, w: 2e6, h: 2e6 };
}

function intersect(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x), h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y) };
}

const NO_BLUR = { type: null, intensity: 0 } as const;

/**
 * The privacy regions of a picture drawn at `rect`: each box (0..1 of the picture) drawn with the layer's blur
 * type and intensity (lib/editor/render/blur-effects.ts), inside a rectangle, or with smart blending in an oval
 * that fades out towards its edge. The preview's overlay and the export both draw regions through this, so they
 * blur the same pixels the same way.
 */
export function drawBlurRegions(
  ctx: Ctx2D,
  source: CanvasImageSource,
  rect: Rect,
  blur: LayerBlur,
  color: ColorSettings,
  outputWidth: number,
): void {
  const boxes = blur.boxes ?? [];
  const radius = blurRadius(blur, outputWidth);
  if (boxes.length === 0 || radius <= 0) return;
  const bounds = intersect(rect, canvasBounds(ctx));
  const areas: EffectArea[] = [];
  for (const box of boxes) {
    const b = { x: rect.x + box.x * rect.w, y: rect.y + box.y * rect.h, w: box.w * rect.w, h: box.h * rect.h };
    const oval = blur.blend ? featherOval(b) : undefined;
    const area = pixelArea(oval ? { x: oval.cx - oval.rx, y: oval.cy - oval.ry, w: oval.rx * 2, h: oval.ry * 2 } : b, bounds);
    if (area) areas.push(oval ? { area, oval } : { area });
  }
  ctx.save();
  ctx.filter = "none";
  const drawn = drawEffectAreas(ctx, source, sourceSize(source), rect, areas, effectParams(blur.type, radius, blur.intensity), canvasFilter(color, NO_BLUR, outputWidth));
  ctx.restore();
  if (drawn) return;
  // No scratch canvases (OffscreenCanvas missing): the picture blurred by the canvas filter, clipped to the regions.
  ctx.save();
  ctx.beginPath();
  for (const box of boxes) {
    const x = rect.x + box.x * rect.w;
    const y = rect.y + box.y * rect.h;
    const w = box.w * rect.w;
    const h = box.h * rect.h;
    if (blur.blend && "ellipse" in ctx) {
      ctx.moveTo(x + w, y + h / 2);
      ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    } else ctx.rect(x, y, w, h);
  }
  ctx.clip();
  ctx.filter = canvasFilter(color, blur, outputWidth);
  ctx.drawImage(source, rect.x, rect.y, rect.w, rect.h);
  ctx.restore();
}

/**
 * The whole picture blurred: the type's effect over the picture's visible part, as for a region (radial zooms from
 * the picture's centre). False where the effects cannot draw (no OffscreenCanvas): the caller then blurs with the
 * canvas filter.
 */
function drawWholeBlur(ctx: Ctx2D, source: CanvasImageSource, rect: Rect, blur: LayerBlur, color: ColorSettings, size: Size): boolean {
  const radius = blurRadius(blur, size.width);
  if (radius <= 0 || !canDrawEffects()) return false;
  const area = pixelArea(rect, intersect(rect, { x: 0, y: 0, w: size.width, h: size.height }));
  if (!area) return true;
  const centre = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
  ctx.filter = "none";
  return drawEffectAreas(ctx, source, sourceSize(source), rect, [{ area, centre }], effectParams(blur.type, radius, blur.intensity), canvasFilter(color, NO_BLUR, size.width));
}

function drawMedia(ctx: Ctx2D, plain: MediaLayer, original: CanvasImageSource, size: Size) {
  const rect = placeRect(sourceSize(original), size, plain.transform);
  if (rect.w <= 0 || rect.h <= 0) return;
  // Crop, flip, key, grading and LUT (./layer-look.ts, once loaded): a processed picture in the same place.
  const looked = layerNeedsLook(plain) ? lookEngine()?.(plain, original, rect) : null;
  const layer = looked?.layer ?? plain;
  const source = looked?.source ?? original;
  const regions = layer.blur?.boxes;
  // Blur radius follows the output width, as the preview's follows its 640-pixel reference.
  const whole = layer.blur && !regions ? layer.blur : null;
  ctx.save();
  ctx.globalAlpha = Math.max(0, Math.min(1, layer.opacity));
  rotateAbout(ctx, layer.transform.rotation, rect.x + rect.w / 2, rect.y + rect.h / 2);
  if (!whole || !drawWholeBlur(ctx, source, rect, whole, layer.color, size)) {
    ctx.filter = canvasFilter(layer.color, whole ?? NO_BLUR, size.width);
    ctx.drawImage(source, rect.x, rect.y, rect.w, rect.h);
  }
  // Only the regions: the picture again, with the effect, in the boxes (in the picture's coordinates).
  if (layer.blur && regions) drawBlurRegions(ctx, source, rect, layer.blur, layer.color, size.width);
  ctx.restore();
}

/**
 * An unfilled template slot's stand-in: a card in the slot's tint where the clip would be (its transform, crop and
 * opacity), with the slot's label, so an export with empty slots shows where each one is instead of black.
 */
function drawStandIn(ctx: Ctx2D, layer: MediaLayer, size: Size): void {
  const slot = layer.item.slot;
  if (!slot) return;
  const full = placeRect(size, size, layer.transform);
  const crop = layer.crop ?? { left: 0, right: 0, top: 0, bottom: 0 };
  const rect = {
    x: full.x + full.w * crop.left,
    y: full.y + full.h * crop.top,
    w: full.w * Math.max(0, 1 - crop.left - crop.right),
    h: full.h * Math.max(0, 1 - crop.top - crop.bottom),
  };
  if (rect.w <= 0 || rect.h <= 0) return;
  ctx.save();
  ctx.filter = "none";
  ctx.globalAlpha = Math.max(0, Math.min(1, layer.opacity));
  rotateAbout(ctx, layer.transform.rotation, rect.x + rect.w / 2, rect.y + rect.h / 2);
  ctx.fillStyle = slot.tint;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  // A darker band across the lower half: the card reads as a card, not a flat colour field.
  ctx.fillStyle = "rgba(0, 0, 0, 0.25)";
  ctx.fillRect(rect.x, rect.y + rect.h / 2, rect.w, rect.h / 2);
  const fontSize = Math.max(10, Math.round(Math.min(rect.w, rect.h) * 0.07));
  ctx.font = `bold ${fontSize}px ${LABEL_FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "rgba(255, 255, 255, 0.92)";
  // In the lower band, clear of the titles templates centre on the frame.
  ctx.fillText(slot.label, rect.x + rect.w / 2, rect.y + rect.h * 0.68, rect.w * 0.9);
  ctx.restore();
}

/** Turns what is drawn next by `degrees` clockwise about (cx, cy); nothing for 0. */
function rotateAbout(ctx: Ctx2D, degrees: number | undefined, cx: number, cy: number): void {
  if (!degrees) return;
  ctx.translate(cx, cy);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.translate(-cx, -cy);
}

function drawLabel(
  ctx: Ctx2D,
  text: string,
  opts: { fontSize: number; bold: boolean; color: string; background: string | null; x: number; y: number; opacity?: number; rotation?: number },
  size: Size,
) {
  if (!text.trim()) return;
  const lines = text.split("\n");
  const lineHeight = opts.fontSize * 1.25;
  ctx.save();
  ctx.filter = "none";
  ctx.globalAlpha = Math.max(0, Math.min(1, opts.opacity ?? 1));
  ctx.font = `${opts.bold ? "bold " : ""}${Math.max(1, Math.round(opts.fontSize))}px ${LABEL_FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const cx = opts.x * size.width;
  const cy = opts.y * size.height;
  rotateAbout(ctx, opts.rotation, cx, cy);
  const top = cy - (lineHeight * lines.length) / 2;
  if (opts.background) {
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    const pad = opts.fontSize * LABEL_PAD;
    ctx.fillStyle = opts.background;
    ctx.fillRect(cx - widest / 2 - pad, top - pad / 2, widest + pad * 2, lineHeight * lines.length + pad);
  }
  ctx.fillStyle = opts.color;
  lines.forEach((line, i) => ctx.fillText(line, cx, top + lineHeight * (i + 0.5)));
  ctx.restore();
}

/** Captions' one look: white on a dark box. */
export const CAPTION_COLOR = "#ffffff";
export const CAPTION_BACKGROUND = "rgba(0, 0, 0, 0.7)";

function drawText(ctx: Ctx2D, layer: TextLayer, size: Size) {
  drawLabel(ctx, layer.text, layer, size);
}

function drawCaption(ctx: Ctx2D, layer: CaptionLayer, size: Size) {
  // A styled caption track: its preset and animation (./captions.ts, once loaded).
  const styled = layer.style ? captionEngine() : null;
  if (styled) return styled(ctx, layer, size);
  drawLabel(ctx, layer.text, { ...layer, bold: false, color: CAPTION_COLOR, background: CAPTION_BACKGROUND }, size);
}

/**
 * Draws already-planned layers (the export plans once per frame and resolves sources from the same plan). Effect
 * layers draw over what is below them, or over their clip's picture; until the effect engine has loaded
 * (prepareEffects) they are left out.
 */
export function drawLayers(ctx: Ctx2D, layers: readonly Layer[], sources: SourceResolver, size: Size, inputs: EffectInputs = NO_INPUTS): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = "none";
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.restore();
  const engine = effectEngine();
  // Effects that sit on one clip, by the clip's id.
  const onClip = new Map<string, EffectLayer[]>();
  if (engine)
    for (const layer of layers)
      if (layer.type === "effect" && layer.item.targetId) onClip.set(layer.item.targetId, [...(onClip.get(layer.item.targetId) ?? []), layer]);
  // A picture (or an empty slot's stand-in, which has no source), with the effects that sit on its clip.
  const drawPicture = (c: Ctx2D, layer: MediaLayer, source: CanvasImageSource | null) => {
    const draw = (target: Ctx2D) => (source ? drawMedia(target, layer, source, size) : drawStandIn(target, layer, size));
    const own = engine ? onClip.get(layer.item.id) : undefined;
    if (!own || !engine) return draw(c);
    const clip = engine.clipCanvas(size.width, size.height);
    draw(clip.ctx);
    const rect = placeRect(source ? sourceSize(source) : size, size, layer.transform);
    for (const effect of own) engine.draw(clip.ctx, effect, inputs, size, rect);
    c.drawImage(clip.canvas, 0, 0);
  };
  const side = (l: MediaLayer) => {
    if (isEmptySlot(l.item)) return (c: Ctx2D) => drawPicture(c, l, null);
    const s = sources(l);
    return s ? (c: Ctx2D) => drawPicture(c, l, s) : null;
  };
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i];
    if (layer.type === "media") {
      const next = layers[i + 1];
      // A transition's outgoing layer and its incoming one (next) are drawn together (render/transitions.ts).
      if (layer.transition?.role === "out" && next?.type === "media" && next.transition?.id === layer.transition.id) {
        drawTransition(ctx, layer.transition.kind, layer.transition.progress, side(layer), side(next), size);
        i++;
      } else side(layer)?.(ctx);
    } else if (layer.type === "effect") {
      if (engine && !layer.item.targetId) engine.draw(ctx, layer, inputs, size);
    } else if (layer.type === "text") drawText(ctx, layer, size);
    else drawCaption(ctx, layer, size);
  }
}

/** Draws the frame at timeline time t: black, then media, effects, text and captions bottom to top. */
export function drawFrame(ctx: Ctx2D, doc: ProjectDoc, t: number, sources: SourceResolver, size: Size, inputs?: EffectInputs): void {
  drawLayers(ctx, framePlan(doc, t), sources, size, inputs);
}

/** The studio's mark, bottom right: on exports that use premium effects without a plan that includes them. */
export const WATERMARK_TEXT = "MSX Studio";

export function drawWatermark(ctx: Ctx2D, size: Size): void {
  const h = Math.max(12, Math.round(size.height * 0.045));
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = "none";
  ctx.globalAlpha = 1;
  ctx.font = `bold ${h}px ${LABEL_FONT}`;
  ctx.textAlign = "right";
  ctx.textBaseline = "bottom";
  const x = size.width - h * 0.8;
  const y = size.height - h * 0.6;
  const w = ctx.measureText(WATERMARK_TEXT).width;
  ctx.fillStyle = "rgba(0, 0, 0, 0.55)";
  ctx.fillRect(x - w - h * 0.4, y - h * 1.15, w + h * 0.8, h * 1.4);
  ctx.fillStyle = "rgba(255, 255, 255, 0.92)";
  ctx.fillText(WATERMARK_TEXT, x, y);
  ctx.restore();
}

/**
 * Layers planned for the output size, for a canvas `factor` times as tall (the preview draws at its own size, up to
 * the output's): text and captions scale with it; media fit the canvas and blur follows its width by themselves.
 */
export function resizeLayers(layers: readonly Layer[], factor: number): Layer[] {
  if (factor === 1) return [...layers];
  return layers.map((layer) => (layer.type === "media" || layer.type === "effect" ? layer : { ...layer, fontSize: layer.fontSize * factor }));
}

/** The filter a media layer's whole picture is drawn with on a canvas `width` pixels wide (regions add their own). */
export function layerFilter(layer: MediaLayer, width: number): string {
  const whole = layer.blur && !layer.blur.boxes ? layer.blur : { type: null, intensity: 0 };
  return previewFilter(layer.color, whole, width);
}
