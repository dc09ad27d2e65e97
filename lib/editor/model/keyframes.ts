/**
 * Keyframes: an item's property changing over time. Each animated property holds its keyframes at item-relative
 * times (seconds from the item's start on the timeline); each keyframe has a value and the easing of the way to the
 * next one. `valueAt` is the one interpolation: the compositor's frame plan and the audio plan (frame-plan.ts) call
 * it, so the preview and the export animate alike. Pure: no DOM. Kept small (the preview loads it with the editor);
 * the editing helpers are in keyframe-edits.ts.
 */
import type { Keyframe, MediaItem, TextItem } from "./document";

export type { Keyframe } from "./document";

/** The control points (x1, y1, x2, y2) of the named easings, as CSS defines them. */
export const easingCurves: Record<"ease-in" | "ease-out" | "ease-in-out", readonly [number, number, number, number]> = {
  "ease-in": [0.42, 0, 1, 1],
  "ease-out": [0, 0, 0.58, 1],
  "ease-in-out": [0.42, 0, 0.58, 1],
};

/** What a new cubic-bezier easing starts from (ease-in-out). */
export const DEFAULT_BEZIER: [number, number, number, number] = [0.42, 0, 0.58, 1];

/**
 * The cubic Bézier from (0,0) to (1,1) through (x1,y1), (x2,y2), as a function of x in 0..1 (x1 and x2 are clamped
 * to 0..1 so that x only grows). y may leave 0..1 when y1 or y2 do: that is an overshoot, on purpose.
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const cx1 = Math.min(1, Math.max(0, x1));
  const cx2 = Math.min(1, Math.max(0, x2));
  const bx = (s: number) => 3 * (1 - s) * (1 - s) * s * cx1 + 3 * (1 - s) * s * s * cx2 + s * s * s;
  const by = (s: number) => 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s;
  // bx grows from 0 to 1 with s: bisection always converges, to well under a millionth here.
  let lo = 0;
  let hi = 1;
  let s = x;
  for (let i = 0; i < 40; i++) {
    const v = bx(s);
    if (Math.abs(v - x) < 1e-9) break;
    if (v < x) lo = s;
    else hi = s;
    s = (lo + hi) / 2;
  }
  return by(s);
}

/** The share (0 at the keyframe, 1 at the next) reached at progress p in 0..1, for the keyframe's easing. */
export function ease(key: Pick<Keyframe, "easing" | "bezier">, p: number): number {
  const q = Math.min(1, Math.max(0, p));
  switch (key.easing) {
    case "linear":
      return q;
    case "hold":
      return q >= 1 ? 1 : 0;
    case "cubic-bezier": {
      const [x1, y1, x2, y2] = key.bezier ?? DEFAULT_BEZIER;
      return cubicBezier(x1, y1, x2, y2, q);
    }
    default: {
      const [x1, y1, x2, y2] = easingCurves[key.easing];
      return cubicBezier(x1, y1, x2, y2, q);
    }
  }
}

/**
 * The value at item-relative time t: `base` without keyframes; the first keyframe's value before it and the last's
 * after it; between two, the first's value eased towards the second's. Keys must be sorted by t (as stored).
 */
export function valueAt(keys: readonly Keyframe[] | undefined, t: number, base: number): number {
  if (!keys || keys.length === 0) return base;
  const first = keys[0];
  if (t <= first.t) return first.value;
  const last = keys[keys.length - 1];
  if (t >= last.t) return last.value;
  let i = 0;
  while (i < keys.length - 2 && keys[i + 1].t <= t) i++;
  const a = keys[i];
  const b = keys[i + 1];
  if (b.t <= a.t) return b.value;
  const share = ease(a, (t - a.t) / (b.t - a.t));
  return a.value + (b.value - a.value) * share;
}

/** The transform of a picture at item-relative time t (rotation in degrees). */
export function transformAt(item: MediaItem, t: number): { x: number; y: number; scale: number; rotation: number; opacity: number } {
  const keys = item.keyframes;
  const base = item.transform;
  return {
    x: valueAt(keys?.x, t, base.x),
    y: valueAt(keys?.y, t, base.y),
    scale: Math.max(0.001, valueAt(keys?.scale, t, base.scale)),
    rotation: valueAt(keys?.rotation, t, base.rotation ?? 0),
    opacity: Math.min(1, Math.max(0, valueAt(keys?.opacity, t, base.opacity))),
  };
}

/** A title's animated placement at item-relative time t: centre, scale of its size, rotation, opacity. */
export function textMotionAt(
  item: TextItem,
  t: number,
  base: { x: number; y: number },
): { x: number; y: number; scale: number; rotation: number; opacity: number } {
  const keys = item.keyframes;
  return {
    x: valueAt(keys?.x, t, base.x),
    y: valueAt(keys?.y, t, base.y),
    scale: Math.max(0.001, valueAt(keys?.scale, t, 1)),
    rotation: valueAt(keys?.rotation, t, 0),
    opacity: Math.min(1, Math.max(0, valueAt(keys?.opacity, t, 1))),
  };
}
