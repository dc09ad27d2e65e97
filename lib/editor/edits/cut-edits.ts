/**
 * Cutting spans of time out of the whole timeline: what "Remove silences", "Clean up speech" and Delete in the
 * transcript do. Every track is cut at the same times and everything after a cut moves left by its length (a
 * ripple), so a video clip and the sound, captions, titles and music beside it stay in sync. One call is one edit,
 * so one undo step.
 *
 * Items across a cut are split (lib/editor/edits/trim-edits.ts splitAt keeps their source, speed, keyframes and fades),
 * the parts inside the cut go. A caption cue across a cut is not split: it loses the cut's length and the words
 * spoken inside it (when its word times are known), so the text on screen is what is still heard.
 */
import type { Interval } from "../audio/duck";
import { mergeIntervals } from "../audio/duck";
import { type CaptionItem, type CaptionWord, itemEnd, itemSpeed, type MediaItem, type ProjectDoc, type TimelineItem } from "../model/document";
import { findItem, type IdFactory, TIME_EPSILON, withTrackItems } from "./edit-helpers";
import { splitAt } from "./trim-edits";

/** Pieces of a clip shorter than this (seconds) left beside a cut are dropped rather than kept as slivers. */
const SLIVER = 1e-4;

const overlap = (s: number, e: number, a: number, b: number) => Math.max(0, Math.min(e, b) - Math.max(s, a));

/** A cue with [a, b) cut out of it, or null when nothing of it (or none of its words) is left. */
function cutCaption(cue: CaptionItem, a: number, b: number): CaptionItem | null {
  const s = cue.start;
  const e = itemEnd(cue);
  const gone = overlap(s, e, a, b);
  if (gone <= 0) return s >= b - TIME_EPSILON ? { ...cue, start: Math.max(0, s - (b - a)) } : cue;
  const length = e - s - gone;
  if (length <= SLIVER) return null;
  const start = s < a ? s : a;
  let words: CaptionWord[] | undefined;
  let text = cue.text;
  if (cue.words) {
    const kept: CaptionWord[] = [];
    for (const w of cue.words) {
      const ws = s + w.start;
      const we = s + w.end;
      const mid = (ws + we) / 2;
      if (mid >= a && mid < b) continue;
      const shift = (t: number) => (t >= b ? t - (b - a) : Math.min(t, a));
      kept.push({ text: w.text, start: shift(ws) - start, end: shift(we) - start });
    }
    if (kept.length === 0) return null;
    if (kept.length < cue.words.length) text = kept.map((w) => w.text).join(" ");
    words = kept;
  }
  return { ...cue, start, in: 0, out: length, text, ...(words ? { words } : {}) };
}

/** The document with timeline [a, b) cut out of every track and everything after it moved left. */
function cutOne(doc: ProjectDoc, a: number, b: number, newId: IdFactory): ProjectDoc {
  const length = b - a;
  let next = doc;
  // Split every non-caption item that crosses either edge, so that its parts inside the span can go. Exactly at the
  // edge, however close to the item's own ends: an item left across an edge would overlap what moves left.
  for (const edge of [a, b]) {
    for (const track of next.tracks) {
      if (track.kind === "caption") continue;
      for (const item of track.items) {
        if (item.start < edge - TIME_EPSILON && itemEnd(item) > edge + TIME_EPSILON) next = splitAt(next, { itemId: item.id, time: edge, newId });
      }
    }
  }
  next.tracks.forEach((track, trackIndex) => {
    let changed = false;
    const items: TimelineItem[] = [];
    for (const item of track.items) {
      if (item.kind === "caption") {
        const cut = cutCaption(item, a, b);
        if (cut !== item) changed = true;
        if (cut) items.push(cut);
        continue;
      }
      const s = item.start;
      const e = itemEnd(item);
      // Inside the span, or a sliver the split left beside it: gone (a gap of at most SLIVER, never an overlap).
      if ((s >= a - TIME_EPSILON && e <= b + TIME_EPSILON) || (e - s <= SLIVER && e > a - SLIVER && s < b + SLIVER)) {
        changed = true;
        continue;
      }
      if (s >= b - TIME_EPSILON) {
        changed = true;
        items.push({ ...item, start: Math.max(0, s - length) });
      } else items.push(item);
    }
    if (changed) next = withTrackItems(next, trackIndex, items);
  });
  if (next.length !== undefined) {
    const gone = overlap(0, next.length, a, b);
    if (gone > 0) next = { ...next, length: Math.max(1 / next.settings.frameRate, next.length - gone) };
  }
  return next;
}

/**
 * Cuts the timeline spans `ranges` (seconds; merged, and cut from the last to the first so that the earlier times
 * still mean what they meant) out of every track. The same document when nothing is cut.
 */
export function cutRanges(doc: ProjectDoc, args: { ranges: readonly Interval[]; newId: IdFactory }): ProjectDoc {
  const ranges = mergeIntervals(args.ranges.map((r) => ({ start: Math.max(0, r.start), end: r.end }))).filter((r) => r.end - r.start > SLIVER);
  let next = doc;
  for (let i = ranges.length - 1; i >= 0; i--) next = cutOne(next, ranges[i].start, ranges[i].end, args.newId);
  return next;
}

/**
 * Spans of an item's source (seconds into its media) as timeline spans, clipped to where the item shows: a clip
 * at another speed maps through its speed, a reversed one plays its source from out to in.
 */
export function sourceToTimeline(item: MediaItem, spans: readonly Interval[]): Interval[] {
  const speed = itemSpeed(item);
  const start = item.start;
  const end = itemEnd(item);
  const out: Interval[] = [];
  for (const span of spans) {
    const from = Math.max(item.in, span.start);
    const to = Math.min(item.out, span.end);
    if (to <= from) continue;
    const t1 = item.reverse ? start + (item.out - to) / speed : start + (from - item.in) / speed;
    const t2 = item.reverse ? start + (item.out - from) / speed : start + (to - item.in) / speed;
    const s = Math.max(start, t1);
    const e = Math.min(end, t2);
    if (e > s) out.push({ start: s, end: e });
  }
  return mergeIntervals(out);
}

/** The item `itemId`'s source spans cut from the timeline (see cutRanges); the same document when it is not a clip. */
export function cutSourceSpans(doc: ProjectDoc, args: { itemId: string; spans: readonly Interval[]; newId: IdFactory }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || (loc.item.kind !== "video" && loc.item.kind !== "audio")) return doc;
  return cutRanges(doc, { ranges: sourceToTimeline(loc.item, args.spans), newId: args.newId });
}
