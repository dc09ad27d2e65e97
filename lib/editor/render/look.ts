/**
 * A picture's look at a time, as the frame plan needs it: its crop edges (keyframed) and its grading controls
 * (keyframed). Pure and small (the frame plan loads with the editor); the pixel work is in ./layer-look.ts.
 */
import type { AnimatableProperty, Crop, MediaItem } from "../model/document";
import { valueAt } from "../model/keyframes";
import type { ColorSettings } from "../model/choices";

export const cropProperties = ["cropLeft", "cropRight", "cropTop", "cropBottom"] as const;
export type CropProperty = (typeof cropProperties)[number];
export const gradeProperties = ["temperature", "tint", "exposure", "highlights", "shadows"] as const;
export type GradeProperty = (typeof gradeProperties)[number];

export const isCropProperty = (p: AnimatableProperty): p is CropProperty => (cropProperties as readonly string[]).includes(p);
export const isGradeProperty = (p: AnimatableProperty): p is GradeProperty => (gradeProperties as readonly string[]).includes(p);

/** Each crop edge at most cuts this much of the source; opposite edges together leave at least 5 % of it. */
export const CROP_MAX = 0.9;
export const CROP_KEEP = 0.05;

const edgeKey = { cropLeft: "left", cropRight: "right", cropTop: "top", cropBottom: "bottom" } as const satisfies Record<CropProperty, keyof Crop>;
const opposite = { left: "right", right: "left", top: "bottom", bottom: "top" } as const satisfies Record<keyof Crop, keyof Crop>;
export const cropEdgeName = (p: CropProperty): keyof Crop => edgeKey[p];

/** An item's static crop edge (no keyframes), 0 when it is not cropped. */
export function cropEdgeOf(item: MediaItem, p: CropProperty): number {
  return item.crop?.[edgeKey[p]] ?? 0;
}

/** A crop with every edge in 0..CROP_MAX and opposite edges leaving at least CROP_KEEP of the source. */
export function clampCrop(crop: Crop): Crop {
  const edge = (v: number) => (Number.isFinite(v) ? Math.min(CROP_MAX, Math.max(0, v)) : 0);
  const out = { left: edge(crop.left), right: edge(crop.right), top: edge(crop.top), bottom: edge(crop.bottom) };
  for (const side of ["left", "top"] as const) {
    const other = opposite[side];
    const over = out[side] + out[other] - (1 - CROP_KEEP);
    if (over > 0) out[other] = Math.max(0, out[other] - over);
  }
  return out;
}

/** The crop at item-relative time t (keyframed edges), or null when nothing is cut away. */
export function cropAt(item: MediaItem, t: number): Crop | null {
  const keys = item.keyframes;
  const base = item.crop;
  if (!base && !keys?.cropLeft && !keys?.cropRight && !keys?.cropTop && !keys?.cropBottom) return null;
  const crop = clampCrop({
    left: valueAt(keys?.cropLeft, t, base?.left ?? 0),
    right: valueAt(keys?.cropRight, t, base?.right ?? 0),
    top: valueAt(keys?.cropTop, t, base?.top ?? 0),
    bottom: valueAt(keys?.cropBottom, t, base?.bottom ?? 0),
  });
  return crop.left || crop.right || crop.top || crop.bottom ? crop : null;
}

/** The grading controls at item-relative time t, keyframed where animated (each -100..100; absent stays absent). */
export function gradeAt(color: ColorSettings, item: MediaItem, t: number): ColorSettings {
  const keys = item.keyframes;
  if (!keys || gradeProperties.every((p) => !keys[p])) return color;
  const next = { ...color };
  for (const p of gradeProperties) if (keys[p]) next[p] = Math.min(100, Math.max(-100, valueAt(keys[p], t, color[p] ?? 0)));
  return next;
}
