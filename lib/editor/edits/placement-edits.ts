/**
 * Edits that put items on tracks or take them off: add, move, duplicate, delete, ripple delete. Each returns a new
 * document, or the very same one when the edit is invalid or changes nothing.
 *
 * Overlaps are resolved, never refused, with one rule (freeStart): an item lands at the requested start when it
 * fits, otherwise at the first gap after that start that is long enough (at worst after the track's last item).
 */
import { itemDuration, itemEnd, type ProjectDoc, type TimelineItem } from "../model/document";
import {
  at,
  findItem,
  freeStart,
  hasItemId,
  type IdFactory,
  insertSorted,
  isMediaItem,
  retargetEffects,
  isTime,
  sourceLimit,
  TIME_EPSILON,
  trackTakes,
  withTrackItems,
} from "./edit-helpers";

function hasValidTiming(doc: ProjectDoc, item: TimelineItem): boolean {
  if (!isTime(item.start) || !isTime(item.in) || !isTime(item.out)) return false;
  if (item.in < 0 || item.out <= item.in) return false;
  const limit = sourceLimit(doc, item);
  return limit === null || item.out <= limit + TIME_EPSILON;
}

/**
 * Adds `item` to the track `trackId`, or without one to the first track (in document order) that accepts its kind.
 * Refused when its id is taken, its timing is invalid, its asset is missing or the track does not take its kind.
 */
export function addItem(doc: ProjectDoc, args: { item: TimelineItem; trackId?: string }): ProjectDoc {
  const { item, trackId } = args;
  if (hasItemId(doc, item.id) || !hasValidTiming(doc, item)) return doc;
  if (isMediaItem(item) && !doc.assets.some((a) => a.id === item.assetId)) return doc;
  const trackIndex =
    trackId === undefined ? doc.tracks.findIndex((t) => trackTakes(t, item)) : doc.tracks.findIndex((t) => t.id === trackId);
  const track = doc.tracks[trackIndex];
  if (!track || !trackTakes(track, item)) return doc;
  const placed = at(item, freeStart(track.items, item.start, item));
  return withTrackItems(doc, trackIndex, insertSorted(track.items, placed));
}

/** Moves an item to `start` (placed by the shared rule) on its own track or on `trackId` if that takes its kind. */
export function moveItem(doc: ProjectDoc, args: { itemId: string; start: number; trackId?: string }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isTime(args.start)) return doc;
  const targetIndex = args.trackId === undefined ? loc.trackIndex : doc.tracks.findIndex((t) => t.id === args.trackId);
  const target = doc.tracks[targetIndex];
  if (!target || !trackTakes(target, loc.item)) return doc;
  const start = freeStart(target.items, args.start, loc.item, loc.item.id);
  if (targetIndex === loc.trackIndex && start === loc.item.start) return doc;
  const moved = at(loc.item, start);
  const removed = withTrackItems(
    doc,
    loc.trackIndex,
    loc.track.items.filter((o) => o.id !== loc.item.id),
  );
  return withTrackItems(removed, targetIndex, insertSorted(removed.tracks[targetIndex].items, moved));
}

/** A copy with a fresh id, placed right after the original, or in the first free gap after it. */
export function duplicateItem(doc: ProjectDoc, args: { itemId: string; newId: IdFactory }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc) return doc;
  const id = args.newId();
  if (hasItemId(doc, id)) return doc;
  const copy = { ...loc.item, id };
  const placed = at(copy, freeStart(loc.track.items, itemEnd(loc.item), copy));
  return withTrackItems(doc, loc.trackIndex, insertSorted(loc.track.items, placed));
}

export function deleteItem(doc: ProjectDoc, args: { itemId: string }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc) return doc;
  const removed = withTrackItems(
    doc,
    loc.trackIndex,
    loc.track.items.filter((o) => o.id !== loc.item.id),
  );
  // Effects that sat on the clip go with it.
  return retargetEffects(removed, loc.item.id, [], () => "");
}

/** Deletes an item and pulls every later item of its track left by the item's duration, closing the gap it leaves. */
export function rippleDelete(doc: ProjectDoc, args: { itemId: string }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc) return doc;
  const gap = itemDuration(loc.item);
  const items = loc.track.items.flatMap((o, i) => {
    if (i === loc.index) return [];
    return i > loc.index ? [at(o, Math.max(0, o.start - gap))] : [o];
  });
  return retargetEffects(withTrackItems(doc, loc.trackIndex, items), loc.item.id, [], () => "");
}
