/**
 * Clip speed and reverse: how a video or audio item's timeline time maps to its source time. An item at speed s
 * lasts (out - in) / s on the timeline; forwards, timeline time t shows source time in + (t - start) * s;
 * reversed, it shows out - (t - start) * s (the source played backwards, from its out point to its in point).
 * Keyframe times stay item-relative timeline seconds; blur regions and tracks stay in source seconds.
 */
import type { TimelineItem } from "./document";

export const SPEED_MIN = 0.25;
export const SPEED_MAX = 4;
/** The speeds offered as one-click choices. */
export const speedPresets = [0.25, 0.5, 1, 1.5, 2, 4] as const;

/** How far inside its out point a reversed item's first frame is read (its out point is the end of the span). */
export const REVERSE_EDGE = 0.001;

type Timed = Pick<TimelineItem, "start" | "in" | "out"> & { speed?: number; reverse?: boolean };

/** The item's speed: as document.ts's itemSpeed, for anything with a span. */
const speedOf = (item: Timed): number => item.speed ?? 1;

/** Whether the item plays at another rate than 1 or backwards. */
export function isRetimed(item: Timed): boolean {
  return speedOf(item) !== 1 || Boolean(item.reverse);
}

/** Source seconds passed per timeline second at t (negative when reversed). */
export function sourceRate(item: Timed): number {
  return item.reverse ? -speedOf(item) : speedOf(item);
}

/** The source time at timeline time t (not clamped: outside the item it runs on past its in or out point). */
export function mapSourceTime(item: Timed, t: number): number {
  const played = (t - item.start) * speedOf(item);
  return item.reverse ? item.out - played : item.in + played;
}

/** The timeline time at which source time `sourceTime` shows (the inverse of mapSourceTime). */
export function mapTimelineTime(item: Timed, sourceTime: number): number {
  const played = item.reverse ? item.out - sourceTime : sourceTime - item.in;
  return item.start + played / speedOf(item);
}

/**
 * The source time whose frame shows at timeline time t, kept inside the item's span: a reversed item's first frame
 * is the one just before its out point.
 */
export function frameSourceTime(item: Timed, t: number): number {
  const s = mapSourceTime(item, t);
  return item.reverse ? Math.max(item.in, Math.min(item.out - REVERSE_EDGE, s)) : s;
}

/** Source seconds covered by timeline seconds `from`..`to` of the item, as an increasing span. */
export function sourceSpan(item: Timed, from: number, to: number): { from: number; to: number } {
  const a = mapSourceTime(item, from);
  const b = mapSourceTime(item, to);
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** "2×", "0.25×", "1.5×"; with " reversed" when it plays backwards. Empty for a plain 1× item. */
export function speedLabel(item: Timed): string {
  if (!isRetimed(item)) return "";
  const speed = `${Math.round(speedOf(item) * 100) / 100}×`;
  return item.reverse ? `${speed} reversed` : speed;
}

/** The item cut to `length` timeline seconds from its start: its out point (forwards) or in point (reversed) moves. */
export function withTimelineLength<T extends Timed>(item: T, length: number): T {
  const span = length * speedOf(item);
  return item.reverse ? { ...item, in: item.out - span } : { ...item, out: item.in + span };
}

/** Timeline seconds `from`..`to` of a span of the item's source, as an increasing span. */
export function timelineSpan(item: Timed, from: number, to: number): { from: number; to: number } {
  const a = mapTimelineTime(item, from);
  const b = mapTimelineTime(item, to);
  return { from: Math.min(a, b), to: Math.max(a, b) };
}
