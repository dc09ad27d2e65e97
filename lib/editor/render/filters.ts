/** How colour and blur settings look: one CSS/canvas filter string for the preview and the export. */
import type { BlurSettings, BlurType, ColorSettings } from "../model/choices";

/** Pixels of blur at full intensity, per blur type, on a 640 px wide picture. */
const blurStrength: Record<BlurType, number> = {
  gaussian: 12,
  motion: 10,
  radial: 8,
  mosaic: 14,
  triangle: 9,
  dot: 7,
  glass: 5,
};

/** 50 is neutral (factor 1); 0 gives 0 and 100 doubles. */
export function colorFactor(value: number): number {
  return Math.round((value / 50) * 100) / 100;
}

export function blurRadius(blur: Pick<BlurSettings, "type" | "intensity">, width = 640): number {
  if (!blur.type || blur.intensity <= 0) return 0;
  const px = (blurStrength[blur.type] * blur.intensity * width) / (100 * 640);
  return Math.round(px * 10) / 10;
}

export function previewFilter(color: ColorSettings, blur: Pick<BlurSettings, "type" | "intensity">, width = 640): string {
  const parts = [
    `brightness(${colorFactor(color.brightness)})`,
    `contrast(${colorFactor(color.contrast)})`,
    `saturate(${colorFactor(color.saturation)})`,
  ];
  const radius = blurRadius(blur, width);
  if (radius > 0) parts.push(`blur(${radius}px)`);
  // Glass also frosts the picture a little.
  if (blur.type === "glass" && radius > 0) parts.push("opacity(0.9)");
  return parts.join(" ");
}

/** CSS aspect-ratio value for the preview frame. */
export function aspectRatioCss(ratio: string): string {
  const [w, h] = ratio.split(":").map(Number);
  return w > 0 && h > 0 ? `${w} / ${h}` : "16 / 9";
}

/** The filter for drawing export frames: "none" when nothing changes the picture (drawing is faster). */
export function canvasFilter(color: ColorSettings, blur: Pick<BlurSettings, "type" | "intensity">, width: number): string {
  const neutral = color.brightness === 50 && color.contrast === 50 && color.saturation === 50 && blurRadius(blur, width) === 0;
  return neutral ? "none" : previewFilter(color, blur, width);
}
