/**
 * The compositor: draws a timeline frame (framePlan) onto a 2D canvas. One renderer for the preview and the
 * export, so they cannot drift apart. No React, no mediabunny: the caller resolves each media layer to something
 * drawable (a <video>, an <img>, an ImageBitmap, a VideoFrame, a decoded canvas).
 */
import type { ProjectDoc } from "../document";
import { type CaptionLayer, framePlan, LABEL_FONT, LABEL_PAD, type Layer, type LayerBlur, type MediaLayer, type TextLayer } from "../frame-plan";
import { blurRadius, canvasFilter, previewFilter } from "../preview";
import type { ColorSettings } from "../state";

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Resolves a media layer to the picture to draw (null: not available, the layer is skipped). */
export type SourceResolver = (layer: MediaLayer) => CanvasImageSource | null;

export interface Size {
  width: number;
  height: number;
}

/** Intrinsic size of anything drawImage accepts. */
export function sourceSize(source: CanvasImageSource): Size {
  const s = source as Partial<{
    displayWidth: number;
    displayHeight: number;
    videoWidth: number;
    videoHeight: number;
    naturalWidth: number;
    naturalHeight: number;
    width: number | SVGAnimatedLength;
    height: number | SVGAnimatedLength;
  }>;
  if (s.displayWidth && s.displayHeight) return { width: s.displayWidth, height: s.displayHeight };
  if (s.videoWidth && s.videoHeight) return { width: s.videoWidth, height: s.videoHeight };
  if (s.naturalWidth && s.naturalHeight) return { width: s.naturalWidth, height: s.naturalHeight };
  const w = typeof s.width === "number" ? s.width : (s.width?.baseVal.value ?? 0);
  const h = typeof s.height === "number" ? s.height : (s.height?.baseVal.value ?? 0);
  return { width: w, height: h };
}

/** Where a source of `src` size lands: fitted "contain" into the output, then scaled and moved by the transform. */
export function placeRect(src: Size, out: Size, transform: { x: number; y: number; scale: number }): { x: number; y: number; w: number; h: number } {
  if (src.width <= 0 || src.height <= 0) return { x: 0, y: 0, w: 0, h: 0 };
  const fit = Math.min(out.width / src.width, out.height / src.height) * transform.scale;
  const w = src.width * fit;
  const h = src.height * fit;
  return { x: transform.x * out.width - w / 2, y: transform.y * out.height - h / 2, w, h };
}

/** Where a picture lands on the canvas. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

let scratch: OffscreenCanvas | null = null;

/** A small canvas for the mosaic's cells (null where OffscreenCanvas is missing, e.g. in Node tests). */
function scratchCanvas(width: number, height: number): OffscreenCanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  scratch ??= new OffscreenCanvas(1, 1);
  if (scratch.width < width) scratch.width = width;
  if (scratch.height < height) scratch.height = height;
  return scratch.getContext("2d");
}

/**
 * The privacy regions of a picture drawn at `rect`: each box (0..1 of the picture) blurred with the layer's blur,
 * or pixelated for Mosaic, inside a rectangle, or a soft-edged oval with smart blending. The preview's overlay and
 * the export both draw regions through this, so they blur the same pixels.
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
  const src = sourceSize(source);
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
  const cell = Math.max(2, radius * 2);
  const mosaic = blur.type === "mosaic" ? scratchCanvas(Math.ceil(rect.w / cell) + 2, Math.ceil(rect.h / cell) + 2) : null;
  if (mosaic && src.width > 0 && src.height > 0) {
    // Mosaic: each box shrunk to cells of about `cell` output pixels, then drawn back without smoothing.
    ctx.filter = canvasFilter(color, { type: null, intensity: 0 }, outputWidth);
    ctx.imageSmoothingEnabled = false;
    for (const box of boxes) {
      const cols = Math.max(1, Math.round((box.w * rect.w) / cell));
      const rows = Math.max(1, Math.round((box.h * rect.h) / cell));
      mosaic.clearRect(0, 0, cols, rows);
      mosaic.imageSmoothingEnabled = true;
      mosaic.drawImage(source, box.x * src.width, box.y * src.height, box.w * src.width, box.h * src.height, 0, 0, cols, rows);
      ctx.drawImage(mosaic.canvas, 0, 0, cols, rows, rect.x + box.x * rect.w, rect.y + box.y * rect.h, box.w * rect.w, box.h * rect.h);
    }
  } else {
    ctx.filter = canvasFilter(color, blur, outputWidth);
    ctx.drawImage(source, rect.x, rect.y, rect.w, rect.h);
  }
  ctx.restore();
}

function drawMedia(ctx: Ctx2D, layer: MediaLayer, source: CanvasImageSource, size: Size) {
  const rect = placeRect(sourceSize(source), size, layer.transform);
  if (rect.w <= 0 || rect.h <= 0) return;
  const noBlur = { type: null, intensity: 0 } as const;
  const regions = layer.blur?.boxes;
  // Blur radius follows the output width, as the preview's follows its 640-pixel reference.
  const whole = layer.blur && !regions ? layer.blur : noBlur;
  ctx.save();
  ctx.globalAlpha = Math.max(0, Math.min(1, layer.opacity));
  ctx.filter = canvasFilter(layer.color, whole, size.width);
  ctx.drawImage(source, rect.x, rect.y, rect.w, rect.h);
  // Only the regions: the picture again, blurred, clipped to the boxes (in the picture's coordinates).
  if (layer.blur && regions) drawBlurRegions(ctx, source, rect, layer.blur, layer.color, size.width);
  ctx.restore();
}

function drawLabel(
  ctx: Ctx2D,
  text: string,
  opts: { fontSize: number; bold: boolean; color: string; background: string | null; x: number; y: number },
  size: Size,
) {
  if (!text.trim()) return;
  const lines = text.split("\n");
  const lineHeight = opts.fontSize * 1.25;
  ctx.save();
  ctx.filter = "none";
  ctx.globalAlpha = 1;
  ctx.font = `${opts.bold ? "bold " : ""}${Math.max(1, Math.round(opts.fontSize))}px ${LABEL_FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const cx = opts.x * size.width;
  const cy = opts.y * size.height;
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
  drawLabel(ctx, layer.text, { ...layer, bold: false, color: CAPTION_COLOR, background: CAPTION_BACKGROUND }, size);
}

/** Draws already-planned layers (the export plans once per frame and resolves sources from the same plan). */
export function drawLayers(ctx: Ctx2D, layers: readonly Layer[], sources: SourceResolver, size: Size): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = "none";
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.restore();
  for (const layer of layers) {
    if (layer.type === "media") {
      const source = sources(layer);
      if (source) drawMedia(ctx, layer, source, size);
    } else if (layer.type === "text") drawText(ctx, layer, size);
    else drawCaption(ctx, layer, size);
  }
}

/** Draws the frame at timeline time t: black, then media, text and captions bottom to top. */
export function drawFrame(ctx: Ctx2D, doc: ProjectDoc, t: number, sources: SourceResolver, size: Size): void {
  drawLayers(ctx, framePlan(doc, t), sources, size);
}


/**
 * Layers planned for the output size, for a canvas `factor` times as tall (the preview draws at its own size, up to
 * the output's): text and captions scale with it; media fit the canvas and blur follows its width by themselves.
 */
export function resizeLayers(layers: readonly Layer[], factor: number): Layer[] {
  if (factor === 1) return [...layers];
  return layers.map((layer) => (layer.type === "media" ? layer : { ...layer, fontSize: layer.fontSize * factor }));
}

/** The filter a media layer's whole picture is drawn with on a canvas `width` pixels wide (regions add their own). */
export function layerFilter(layer: MediaLayer, width: number): string {
  const whole = layer.blur && !layer.blur.boxes ? layer.blur : { type: null, intensity: 0 };
  return previewFilter(layer.color, whole, width);
}
