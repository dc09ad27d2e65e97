/**
 * Which of a track's items the timeline draws: those whose time range meets the scrolled-to seconds plus a margin,
 * so a timeline of hundreds of items keeps only a screenful or three in the page. Pure.
 */
import { itemEnd, type ItemBase } from "../model/document";

/** A range of timeline seconds, start ≤ end. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** The scroll position of the timeline's tracks, in pixels. */
export interface TimelineView {
  /** How far the tracks are scrolled from time 0. */
  scrollLeft: number;
  /** The width of the part of the tracks that shows. */
  viewWidth: number;
  pxPerSecond: number;
}

/** Before the timeline is measured (the server's render, the first paint), it is taken to be this wide. */
export const UNMEASURED_VIEW_PX = 1920;

/**
 * The seconds to draw for a scroll position: the seconds that show, plus half a view width either side (up to a
 * whole one), with its edges on a grid of half a view width, so a small scroll keeps the same window (and draws
 * nothing anew).
 */
export function drawWindow(view: TimelineView): TimeWindow {
  const width = view.viewWidth > 0 && Number.isFinite(view.viewWidth) ? view.viewWidth : UNMEASURED_VIEW_PX;
  const scroll = Number.isFinite(view.scrollLeft) ? Math.max(0, view.scrollLeft) : 0;
  const pps = view.pxPerSecond > 0 && Number.isFinite(view.pxPerSecond) ? view.pxPerSecond : 1;
  const step = width / 2;
  const k = Math.floor(scroll / step);
  const startPx = Math.max(0, (k - 1) * step);
  const endPx = (k + 4) * step;
  return { start: startPx / pps, end: endPx / pps };
}

/** Whether an item's time range [start, end] meets the window. */
export function meetsWindow(item: ItemBase & { speed?: number }, window: TimeWindow): boolean {
  return item.start <= window.end && itemEnd(item) >= window.start;
}

/**
 * The items to draw of one track, in the track's order: every item that meets the window; the track's first and
 * last item; and each kept item (the focused and the selected one) with its neighbours in the track. So Tab and
 * Shift+Tab go from item to item as if all were drawn, and a focused item is never taken out from under the focus.
 * Returns `items` itself when it draws them all.
 */
export function itemsToDraw<T extends ItemBase & { speed?: number }>(items: readonly T[], window: TimeWindow, keep: readonly (string | null | undefined)[] = []): readonly T[] {
  const last = items.length - 1;
  const kept = new Set<number>();
  for (const id of keep) {
    if (!id) continue;
    const i = items.findIndex((item) => item.id === id);
    if (i < 0) continue;
    kept.add(i - 1);
    kept.add(i);
    kept.add(i + 1);
  }
  const out: T[] = [];
  items.forEach((item, i) => {
    if (i === 0 || i === last || kept.has(i) || meetsWindow(item, window)) out.push(item);
  });
  return out.length === items.length ? items : out;
}
