/** The timeline's pixel scale: time ↔ pixels, zoom levels and ruler ticks. Pure. */

export const ZOOM_MIN = 10;
export const ZOOM_MAX = 400;
export const ZOOM_DEFAULT = 60;
export const ZOOM_FACTOR = 1.5;
/** Snapping reaches this many pixels either side. */
export const SNAP_PIXELS = 8;

export function clampZoom(pxPerSecond: number): number {
  if (!Number.isFinite(pxPerSecond)) return ZOOM_DEFAULT;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, pxPerSecond));
}

export function zoomIn(pxPerSecond: number): number {
  return clampZoom(pxPerSecond * ZOOM_FACTOR);
}

export function zoomOut(pxPerSecond: number): number {
  return clampZoom(pxPerSecond / ZOOM_FACTOR);
}

export function timeToPx(time: number, pxPerSecond: number): number {
  return time * pxPerSecond;
}

/** Time at pixel x (never below 0). */
export function pxToTime(x: number, pxPerSecond: number): number {
  return Math.max(0, x / pxPerSecond);
}

/** Ruler tick spacing in seconds: the smallest of the nice steps that keeps labels at least `minPx` apart. */
export function tickStep(pxPerSecond: number, minPx = 60): number {
  const steps = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600];
  return steps.find((s) => s * pxPerSecond >= minPx) ?? steps[steps.length - 1];
}

/** Tick times from 0 through `length` seconds. */
export function ticks(length: number, pxPerSecond: number): number[] {
  const step = tickStep(pxPerSecond);
  const out: number[] = [];
  for (let i = 0; i * step <= length + 1e-9 && out.length < 2000; i++) out.push(Math.round(i * step * 1000) / 1000);
  return out;
}

/** The timeline's drawn length: the document plus some room to drop and drag past the end. */
export function timelineLength(duration: number): number {
  return Math.max(10, Math.ceil(duration + 5));
}
