/**
 * The Blur dialog's preview thumbnail: a captured frame drawn with the chosen blur type and intensity through the
 * compositor's whole-picture path (blur-effects.ts), as the preview and the export would draw that picture at this
 * width. Loaded on demand (Preview Effect), with the compositor.
 */
import type { MediaItem } from "../model/document";
import type { MediaLayer } from "./frame-plan";
import type { BlurType, ColorSettings } from "../model/choices";
import { type Ctx2D, drawLayers } from "./compositor";

const placement = { x: 0.5, y: 0.5, scale: 1, opacity: 1 };

/** The frame as one full-size media layer with the whole-picture blur. */
function thumbnailLayer(blur: { type: BlurType; intensity: number }, color: ColorSettings): MediaLayer {
  const item: MediaItem = {
    id: "blur-thumbnail",
    kind: "image",
    name: "",
    assetId: "",
    start: 0,
    in: 0,
    out: 1,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: placement,
  };
  return {
    type: "media",
    trackId: "blur-thumbnail",
    item,
    asset: null,
    sourceTime: 0,
    transform: placement,
    color,
    blur: blur.intensity > 0 ? { type: blur.type, intensity: blur.intensity } : null,
    opacity: 1,
  };
}

/** Draws `frame` filling `ctx`'s canvas with the blur. */
export function drawBlurThumbnail(ctx: Ctx2D, frame: CanvasImageSource, blur: { type: BlurType; intensity: number }, color: ColorSettings): void {
  const size = { width: ctx.canvas.width, height: ctx.canvas.height };
  drawLayers(ctx, [thumbnailLayer(blur, color)], () => frame, size);
}
