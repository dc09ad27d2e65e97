/**
 * Shared lookups and placement rules for the document edits (edits.ts). Pure; every helper returns new arrays and
 * objects and leaves its inputs alone.
 */
import {
  type AnimatableProperty,
  itemDuration,
  itemEnd,
  type Keyframe,
  type Keyframes,
  type MediaItem,
  type ProjectDoc,
  type TimelineItem,
  type Track,
  trackAccepts,
} from "../model/document";
import { fitTrackTransitions } from "../model/transition-rules";

/**
 * Slack for comparing times: sums of floating-point seconds drift by a few ulps, and two items that touch must not
 * be refused as overlapping because of that drift.
 */
export const TIME_EPSILON = 1e-9;

/** Makes fresh item ids; injected so that the edits stay pure and tests can make ids predictable. */
export type IdFactory = () => string;

export interface ItemLocation {
  trackIndex: number;
  track: Track;
  index: number;
  item: TimelineItem;
}

export function findItem(doc: ProjectDoc, itemId: string): ItemLocation | null {
  for (let trackIndex = 0; trackIndex < doc.tracks.length; trackIndex++) {
    const track = doc.tracks[trackIndex];
    const index = track.items.findIndex((i) => i.id === itemId);
    if (index >= 0) return { trackIndex, track, index, item: track.items[index] };
  }
  return null;
}

export function hasItemId(doc: ProjectDoc, itemId: string): boolean {
  return findItem(doc, itemId) !== null;
}

export function isMediaItem(item: TimelineItem): item is MediaItem {
  return item.kind === "video" || item.kind === "image" || item.kind === "audio";
}

export function trackTakes(track: Track, item: TimelineItem): boolean {
  return trackAccepts[track.kind].includes(item.kind);
}

/** Video and audio items cut a window out of a longer asset; images, text and captions are their own source. */
export function hasSourceWindow(item: TimelineItem): boolean {
  return item.kind === "video" || item.kind === "audio";
}

/** How far into its asset an item may reach (the asset's duration), or null when there is no known bound. */
export function sourceLimit(doc: ProjectDoc, item: TimelineItem): number | null {
  if (!hasSourceWindow(item) || !isMediaItem(item)) return null;
  return doc.assets.find((a) => a.id === item.assetId)?.duration ?? null;
}

/** One frame: the shortest an edit may make an item. */
export function minDuration(doc: ProjectDoc): number {
  return 1 / doc.settings.frameRate;
}

export function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The item moved to `start` with the same source window. */
export function at<T extends TimelineItem>(item: T, start: number): T {
  return { ...item, start };
}

/**
 * The placement rule shared by add, move and duplicate: the requested start (never before 0) when the item fits
 * there, otherwise the start of the first gap after it that is long enough. The last item's end always qualifies,
 * so there is always an answer.
 */
export function freeStart(items: readonly TimelineItem[], requested: number, item: TimelineItem, excludeId?: string): number {
  let start = Math.max(0, requested);
  for (const other of items) {
    if (other.id === excludeId) continue;
    if (itemEnd(other) <= start + TIME_EPSILON) continue;
    if (other.start >= itemEnd(at(item, start)) - TIME_EPSILON) break;
    start = itemEnd(other);
  }
  return start;
}

/** Whether [start, end) is clear of every item but `excludeId`. */
export function isFree(items: readonly TimelineItem[], start: number, end: number, excludeId?: string): boolean {
  return items.every((o) => o.id === excludeId || itemEnd(o) <= start + TIME_EPSILON || o.start >= end - TIME_EPSILON);
}

/** Items with `item` inserted at its place by start (after any item that starts at the same time). */
export function insertSorted(items: readonly TimelineItem[], item: TimelineItem): TimelineItem[] {
  const index = items.findIndex((o) => o.start > item.start);
  return index < 0 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
}

/** The document with one track replaced; its transitions are kept valid for its items (transition-rules.ts). */
export function withTrack(doc: ProjectDoc, trackIndex: number, track: Track): ProjectDoc {
  return { ...doc, tracks: doc.tracks.map((t, i) => (i === trackIndex ? fitTrackTransitions(doc, track) : t)) };
}

export function withTrackItems(doc: ProjectDoc, trackIndex: number, items: TimelineItem[]): ProjectDoc {
  return withTrack(doc, trackIndex, { ...doc.tracks[trackIndex], items });
}

/** The document with the item at `loc` replaced, or `doc` itself when `next` is the same object. */
export function withItem(doc: ProjectDoc, loc: ItemLocation, next: TimelineItem): ProjectDoc {
  if (next === loc.item) return doc;
  return withTrackItems(
    doc,
    loc.trackIndex,
    loc.track.items.map((o, i) => (i === loc.index ? next : o)),
  );
}

/** Fades shortened (fade-out first) so that together they fit the item's duration. */
export function fitFades<T extends TimelineItem>(item: T): T {
  if (!isMediaItem(item)) return item;
  const duration = itemDuration(item);
  const fadeIn = Math.min(item.fadeIn, duration);
  const fadeOut = Math.min(item.fadeOut, duration - fadeIn);
  return fadeIn === item.fadeIn && fadeOut === item.fadeOut ? item : { ...item, fadeIn, fadeOut };
}

/**
 * Keyframe times count from the item's start, so when its start moves while its picture stays put (trimming its
 * left edge, the right half of a split) they move the other way, by `shift` seconds earlier: the animation stays
 * where it was on the timeline.
 */
export function shiftKeyframes<T extends TimelineItem>(item: T, shift: number): T {
  if (item.kind === "effect") {
    if (!item.paramKeys || shift === 0) return item;
    const paramKeys = Object.fromEntries(Object.entries(item.paramKeys).map(([key, list]) => [key, list.map((k) => ({ ...k, t: k.t - shift }))]));
    return { ...item, paramKeys };
  }
  if (item.kind === "caption") {
    // A cue's word times count from its start too.
    if (!item.words || shift === 0) return item;
    return { ...item, words: item.words.map((w) => ({ ...w, start: w.start - shift, end: w.end - shift })).filter((w) => w.end > 0) };
  }
  if (!item.keyframes || shift === 0) return item;
  const keyframes: Keyframes = {};
  for (const [prop, list] of Object.entries(item.keyframes) as [AnimatableProperty, Keyframe[]][])
    keyframes[prop] = list.map((k) => ({ ...k, t: k.t - shift }));
  return { ...item, keyframes };
}

/**
 * An item that is its own source counts its source time from its own start, so when its start moves while the
 * picture stays put (trimming its left edge, the right half of a split) its blur keyframes must move the other
 * way: by `shift` seconds earlier. The keyframe in force at the new start is kept, at 0.
 */
export function shiftOwnRegions<T extends TimelineItem>(item: T, shift: number): T {
  if (!isMediaItem(item) || hasSourceWindow(item) || !item.blur?.regions || shift === 0) return item;
  const moved = item.blur.regions.map((k) => ({ ...k, t: k.t - shift }));
  const firstKept = moved.findLastIndex((k) => k.t <= 0);
  const regions = moved.slice(Math.max(0, firstKept)).map((k) => (k.t < 0 ? { ...k, t: 0 } : k));
  return { ...item, blur: { ...item.blur, regions } };
}

/**
 * Effects that sit on one clip follow it: after the clip `from` became `parts` (a split: left, then right at `time`),
 * each effect on it goes to the part it lies over, and one that crosses `time` is split there too; when the clip is
 * gone (`parts` empty), its effects go with it.
 */
export function retargetEffects(doc: ProjectDoc, from: string, parts: { id: string; time?: number }[], newId: IdFactory): ProjectDoc {
  let next = doc;
  for (let t = 0; t < next.tracks.length; t++) {
    const track = next.tracks[t];
    if (!track.items.some((i) => i.kind === "effect" && i.targetId === from)) continue;
    const items = track.items.flatMap((item): TimelineItem[] => {
      if (item.kind !== "effect" || item.targetId !== from) return [item];
      if (parts.length === 0) return [];
      const [left, right] = parts;
      const time = right?.time;
      if (!right || time === undefined || itemEnd(item) <= time + TIME_EPSILON) return [{ ...item, targetId: left.id }];
      if (item.start >= time - TIME_EPSILON) return [{ ...item, targetId: right.id }];
      const offset = time - item.start;
      const a = { ...item, id: newId(), out: item.in + offset, targetId: left.id };
      const b = shiftKeyframes({ ...item, id: newId(), start: time, out: item.out - offset, targetId: right.id }, offset);
      return [a, b];
    });
    next = withTrackItems(next, t, items);
  }
  return next;
}
