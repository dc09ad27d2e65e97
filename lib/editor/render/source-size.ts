/** The intrinsic size of a picture the compositor draws (a video, an image, a canvas or a decoded frame). */
import type { Size } from "./frame-plan";

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
