import { coverCrop, layoutImages, type CombinerSettings } from "@/lib/media/image-combiner";

/**
 * Draws the combined picture for an output of `width` x `height` on a context whose canvas may be
 * smaller (the preview): `scale` maps output pixels to canvas pixels.
 */
export function drawCombined(
  ctx: CanvasRenderingContext2D,
  images: HTMLImageElement[],
  width: number,
  height: number,
  settings: CombinerSettings,
  scale = 1,
) {
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = "source-over";
  ctx.fillStyle = "#111114";
  ctx.fillRect(0, 0, width, height);
  layoutImages(images.length, width, height, settings).forEach((p, i) => {
    const img = images[i];
    const { sx, sy, sw, sh } = coverCrop(img.naturalWidth, img.naturalHeight, p.width, p.height);
    ctx.save();
    if (p.radius > 0) {
      ctx.beginPath();
      ctx.roundRect(p.x, p.y, p.width, p.height, p.radius);
      ctx.clip();
    }
    ctx.globalAlpha = p.alpha;
    ctx.globalCompositeOperation = p.composite;
    ctx.drawImage(img, sx, sy, sw, sh, p.x, p.y, p.width, p.height);
    ctx.restore();
  });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image failed to load"));
    img.src = url;
  });
}
