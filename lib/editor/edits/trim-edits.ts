/**
 * Edits of an item's edges: trim either edge, split in two, set a cue's timing. Trims clamp (to the source, the
 * neighbours and one frame of length) instead of refusing, so that a drag past a limit stops at the limit.
 */
import { itemDuration, itemEnd, type ProjectDoc, type TimelineItem } from "../model/document";
import {
  clamp,
  findItem,
  fitFades,
  hasItemId,
  hasSourceWindow,
  type IdFactory,
  insertSorted,
  isFree,
  isMediaItem,
  isTime,
  minDuration,
  shiftKeyframes,
  retargetEffects,
  shiftOwnRegions,
  sourceLimit,
  TIME_EPSILON,
  withItem,
  withTrack,
  withTrackItems,
} from "./edit-helpers";

const speedOf = (item: TimelineItem): number => (isMediaItem(item) ? (item.speed ?? 1) : 1);
const isReversed = (item: TimelineItem): boolean => isMediaItem(item) && Boolean(item.reverse);

/**
 * How early an item's left edge may go: a window into a source cannot show before the source's start (forwards)
 * or past its end (reversed, when the end is known); an item that is its own source stops at 0.
 */
function sourceStartBound(doc: ProjectDoc, item: TimelineItem): number {
  if (!hasSourceWindow(item)) return 0;
  if (!isReversed(item)) return item.start - item.in / speedOf(item);
  const limit = sourceLimit(doc, item);
  return limit === null ? 0 : item.start - (limit - item.out) / speedOf(item);
}

/** A source window's left edge moved by `shift` timeline seconds: its in point (forwards) or out point (reversed) follows. */
function withSourceEdge(doc: ProjectDoc, item: TimelineItem, start: number, shift: number): TimelineItem {
  const played = shift * speedOf(item);
  if (!isReversed(item)) return { ...item, start, in: Math.max(0, item.in + played) };
  return { ...item, start, out: Math.min(sourceLimit(doc, item) ?? Infinity, item.out - played) };
}

/** The shortest a trim may leave the item: one frame, or its current length if it is already shorter. */
function shortest(doc: ProjectDoc, item: TimelineItem): number {
  return Math.min(minDuration(doc), itemDuration(item));
}

/** Moves the item's left edge to `start`, keeping its right edge where it is. */
export function trimStart(doc: ProjectDoc, args: { itemId: string; start: number }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isTime(args.start)) return doc;
  const { item, track, index } = loc;
  const end = itemEnd(item);
  const previousEnd = index > 0 ? itemEnd(track.items[index - 1]) : 0;
  // A window into a source cannot start before the source does.
  const earliest = Math.min(item.start, Math.max(previousEnd, sourceStartBound(doc, item)));
  const latest = end - shortest(doc, item);
  const start = clamp(args.start, earliest, Math.max(earliest, latest));
  if (start === item.start) return doc;
  const shift = start - item.start;
  const next: TimelineItem = hasSourceWindow(item)
    ? withSourceEdge(doc, item, start, shift)
    : shiftOwnRegions({ ...item, start, out: item.out - shift }, shift);
  return withItem(doc, loc, fitFades(shiftKeyframes(next, shift)));
}

/** Moves the item's right edge to `end`, keeping its left edge where it is. */
export function trimEnd(doc: ProjectDoc, args: { itemId: string; end: number }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isTime(args.end)) return doc;
  const { item, track, index } = loc;
  const nextStart = index + 1 < track.items.length ? track.items[index + 1].start : Infinity;
  const limit = sourceLimit(doc, item);
  const speed = speedOf(item);
  // The right edge shows the out point (forwards) or the in point (reversed), which can reach the source's end or 0.
  const room = isReversed(item) ? item.out : limit === null ? Infinity : limit - item.in;
  const sourceEnd = item.start + room / speed;
  const earliest = item.start + shortest(doc, item);
  const latest = Math.max(itemEnd(item), Math.min(nextStart, sourceEnd));
  const end = clamp(args.end, earliest, Math.max(earliest, latest));
  const span = (end - item.start) * speed;
  if (isReversed(item)) {
    const from = Math.max(0, item.out - span);
    if (from === item.in || from >= item.out) return doc;
    return withItem(doc, loc, fitFades({ ...item, in: from }));
  }
  const out = Math.min(item.in + span, limit ?? Infinity);
  if (out === item.out || out <= item.in) return doc;
  return withItem(doc, loc, fitFades({ ...item, out }));
}

/**
 * Splits an item at timeline `time` into two with fresh ids (left first). A no-op unless `time` is strictly inside
 * the item. The left part keeps the fade-in, the right part the fade-out.
 */
export function splitAt(doc: ProjectDoc, args: { itemId: string; time: number; newId: IdFactory }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isTime(args.time)) return doc;
  const { item } = loc;
  if (args.time <= item.start + TIME_EPSILON || args.time >= itemEnd(item) - TIME_EPSILON) return doc;
  const leftId = args.newId();
  const rightId = args.newId();
  if (leftId === rightId || hasItemId(doc, leftId) || hasItemId(doc, rightId)) return doc;
  const offset = args.time - item.start;
  // Source seconds played before the cut (at the item's speed); a reversed item's left part is its source's end.
  const played = offset * speedOf(item);
  let left: TimelineItem = isReversed(item) ? { ...item, id: leftId, in: item.out - played } : { ...item, id: leftId, out: item.in + played };
  let right: TimelineItem = shiftKeyframes(
    hasSourceWindow(item)
      ? isReversed(item)
        ? { ...item, id: rightId, start: args.time, out: item.out - played }
        : { ...item, id: rightId, start: args.time, in: item.in + played }
      : shiftOwnRegions({ ...item, id: rightId, start: args.time, out: item.out - offset }, offset),
    offset,
  );
  if (isMediaItem(left) && isMediaItem(right)) {
    left = fitFades({ ...left, fadeOut: 0 });
    right = fitFades({ ...right, fadeIn: 0 });
  }
  const items = loc.track.items.flatMap((o, i) => (i === loc.index ? [left, right] : [o]));
  // A transition into the item now leads into its left part; one out of it leaves from its right part.
  const transitions = loc.track.transitions?.map((tr) =>
    tr.toId === item.id ? { ...tr, toId: leftId } : tr.fromId === item.id ? { ...tr, fromId: rightId } : tr,
  );
  const split = withTrack(doc, loc.trackIndex, { ...loc.track, items, ...(transitions ? { transitions } : {}) });
  // Effects on the clip go with its parts.
  return retargetEffects(split, item.id, [{ id: leftId }, { id: rightId, time: args.time }], args.newId);
}

/**
 * Sets the start and end of an item that is its own source (caption cue, text, image), as typed into a cue list.
 * Refused, not clamped, when the new span is shorter than one frame or overlaps another item of the track.
 */
export function setItemTiming(doc: ProjectDoc, args: { itemId: string; start: number; end: number }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || hasSourceWindow(loc.item) || !isTime(args.start) || !isTime(args.end)) return doc;
  const { start, end } = args;
  if (start < 0 || end - start < minDuration(doc) - TIME_EPSILON) return doc;
  if (!isFree(loc.track.items, start, end, loc.item.id)) return doc;
  if (start === loc.item.start && end === itemEnd(loc.item)) return doc;
  const next = fitFades({ ...loc.item, start, in: 0, out: end - start });
  const others = loc.track.items.filter((o) => o.id !== loc.item.id);
  return withTrackItems(doc, loc.trackIndex, insertSorted(others, next));
}
