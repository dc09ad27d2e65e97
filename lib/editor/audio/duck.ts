/**
 * Auto-ducking: music dips under speech. Speech is a list of timeline intervals (found by voice activity
 * detection); the duck curve is a continuous, piecewise-linear gain that is 1 away from speech, reaches the depth
 * when speech starts (it goes down over `attack` seconds just before, since the mix knows what is coming) and
 * comes back over `release` seconds after speech ends. It only ever lowers the music.
 */
import type { Ducking } from "../model/document";

export interface Interval {
  start: number;
  end: number;
}

/** A gain breakpoint: linear gain `gain` at timeline second `t`. */
export interface DuckPoint {
  t: number;
  gain: number;
}

export const DUCK_DEFAULT: Ducking = { depth: 12, attack: 0.3, release: 0.6 };
/** Ramps are never shorter than this, so the curve stays continuous (no clicks) whatever the settings. */
export const MIN_RAMP = 0.01;

/** Sorted, merged intervals (touching or overlapping ones become one); empty ones are dropped. */
export function mergeIntervals(intervals: readonly Interval[], joinGap = 0): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start && Number.isFinite(i.start) && Number.isFinite(i.end)).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end + joinGap) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/**
 * The duck curve's breakpoints for speech intervals. Gaps too short for the music to come back up and go down
 * again are bridged (the music stays down), so ramps never overlap.
 */
export function duckCurve(speech: readonly Interval[], duck: Ducking): DuckPoint[] {
  const attack = Math.max(MIN_RAMP, duck.attack);
  const release = Math.max(MIN_RAMP, duck.release);
  const low = 10 ** (-Math.max(0, duck.depth) / 20);
  if (low >= 1) return [];
  const points: DuckPoint[] = [];
  for (const { start, end } of mergeIntervals(speech, attack + release)) {
    points.push({ t: start - attack, gain: 1 }, { t: start, gain: low }, { t: end, gain: low }, { t: end + release, gain: 1 });
  }
  return points;
}

/** The duck gain at timeline time t: 1 where there is no curve, linear between breakpoints. */
export function duckGainAt(points: readonly DuckPoint[], t: number): number {
  if (points.length === 0 || t <= points[0].t || t >= points[points.length - 1].t) return 1;
  // Binary search for the last breakpoint at or before t.
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid].t <= t) lo = mid;
    else hi = mid;
  }
  const a = points[lo];
  const b = points[hi];
  if (b.t <= a.t) return b.gain;
  return a.gain + ((b.gain - a.gain) * (t - a.t)) / (b.t - a.t);
}

/** Moves source-time speech spans of an item onto the timeline, clipped to where the item sounds. */
export function speechOnTimeline(spans: readonly Interval[], item: { start: number; end: number; in: number }): Interval[] {
  const out: Interval[] = [];
  for (const s of spans) {
    const start = Math.max(item.start, item.start + (s.start - item.in));
    const end = Math.min(item.end, item.start + (s.end - item.in));
    if (end > start) out.push({ start, end });
  }
  return out;
}
