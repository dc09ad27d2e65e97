/**
 * Reads a frame (browser only): the preview's video, or its composed canvas, scaled to `width` pixels wide. Answers
 * null when there is no frame yet or it cannot be read (a cross-origin picture).
 */
export function captureFrame(
  source: HTMLVideoElement | HTMLCanvasElement | null,
  width = 320,
  filter = "none",
): { dataUrl: string; pixels: Uint8ClampedArray } | null {
  if (!source) return null;
  const video = source instanceof HTMLVideoElement ? source : null;
  if (video && (video.readyState < 2 || !video.videoWidth)) return null;
  const sw = video ? video.videoWidth : source.width;
  const sh = video ? video.videoHeight : source.height;
  if (sw <= 0 || sh <= 0) return null;
  const height = Math.max(1, Math.round((width * sh) / sw));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  try {
    ctx.filter = filter;
    ctx.drawImage(source, 0, 0, width, height);
    const pixels = ctx.getImageData(0, 0, width, height).data;
    return { dataUrl: canvas.toDataURL("image/jpeg", 0.7), pixels };
  } catch {
    return null;
  }
}
