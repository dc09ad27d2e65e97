/** Slider ranges of the editor's panels (colour, blur, lip sync, volume) and the clamp-and-snap rule they share. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export const colorRange: SliderRange = { min: 0, max: 100, step: 1 };
/** The grading controls (temperature, tint, exposure, highlights, shadows): 0 is neutral. */
export const gradeRange: SliderRange = { min: -100, max: 100, step: 1 };
export const lipSyncRange: SliderRange = { min: 50, max: 100, step: 5 };
export const blurIntensityRange: SliderRange = { min: 0, max: 100, step: 1 };

/** Clamps a value into [min, max] and snaps it to the nearest step counted from min. Non-numbers become min. */
export function clampSnap(value: number, { min, max, step }: SliderRange): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  // Rounding can overshoot max when (max - min) is not a multiple of step.
  const inRange = snapped > max ? snapped - step : snapped;
  return Number(inRange.toFixed(6));
}
