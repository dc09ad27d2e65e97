/**
 * The speed edit: a video or audio item's playback rate (0.25× to 4×) and direction. The source span stays as it
 * is, so the item's length on the timeline follows its speed: (out - in) / speed. The items after it on its track
 * ripple by the change in its length, so nothing overlaps and the cuts after it stay where they were relative to
 * each other (a slowed clip pushes the rest of its track later; a faster one pulls it in). Keyframes keep their
 * item-relative times; fades are shortened where the item becomes shorter than they are.
 */
import { itemEnd, type ProjectDoc } from "../model/document";
import { clamp, findItem, fitFades, hasSourceWindow, isMediaItem, isTime, TIME_EPSILON, withTrackItems } from "./edit-helpers";
import { SPEED_MAX, SPEED_MIN } from "../model/speed";

/**
 * Sets the item's speed (clamped to 0.25..4) and/or whether it plays backwards. Refused (same document) for items
 * that are not video or audio, for values that are not numbers, and when nothing changes.
 */
export function setSpeed(doc: ProjectDoc, args: { itemId: string; speed?: number; reverse?: boolean }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isMediaItem(loc.item) || !hasSourceWindow(loc.item)) return doc;
  if (args.speed !== undefined && !isTime(args.speed)) return doc;
  const { item } = loc;
  const speed = args.speed === undefined ? (item.speed ?? 1) : clamp(Math.round(args.speed * 1000) / 1000, SPEED_MIN, SPEED_MAX);
  const reverse = args.reverse ?? Boolean(item.reverse);
  if (speed === (item.speed ?? 1) && reverse === Boolean(item.reverse)) return doc;
  // Plain 1×, forwards, is stored as the absence of both fields.
  const { speed: _speed, reverse: _reverse, ...rest } = item;
  void _speed;
  void _reverse;
  const next = fitFades({ ...rest, ...(speed !== 1 ? { speed } : {}), ...(reverse ? { reverse: true } : {}) });
  const oldEnd = itemEnd(item);
  const shift = itemEnd(next) - oldEnd;
  const items = loc.track.items.map((other, i) => {
    if (i === loc.index) return next;
    // Everything after the item on its track moves with its end.
    return i > loc.index && other.start >= oldEnd - TIME_EPSILON && shift !== 0 ? { ...other, start: Math.max(0, other.start + shift) } : other;
  });
  return withTrackItems(doc, loc.trackIndex, items);
}
