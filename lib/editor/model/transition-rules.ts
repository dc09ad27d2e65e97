/**
 * The rules of transitions, shared by the edits, the frame plan, the preview and the export. Pure; imports only the
 * document's types, so the edit helpers can keep every track's transitions valid after any edit.
 *
 * A transition sits centred on a cut between two touching items of one picture track (Main Video or Overlay): it
 * runs from cut - duration / 2 to cut + duration / 2, showing the outgoing item past its out point and the incoming
 * one before its in point (their handles). Its duration is at most:
 * - twice the handle on each side (a video's source ends; a picture's handles are unlimited, as are a template
 *   slot's, which holds its clip's first and last frames),
 * - the length of each of the two items (so two transitions on one item never overlap).
 */
import { itemDuration, itemEnd, type ProjectDoc, type TimelineItem, type Track, type Transition, type TrackKind } from "./document";

/** Slack for "the two items touch": sums of floating-point seconds drift by a few ulps. */
const TOUCH_EPSILON = 1e-6;

/** Track kinds whose cuts can hold a transition. */
export const transitionTrackKinds: readonly TrackKind[] = ["video", "overlay"];

/** A new transition's duration, seconds, when there is room for it. */
export const DEFAULT_TRANSITION_SECONDS = 1;

/** The shortest transition: two frames. */
export function minTransition(doc: Pick<ProjectDoc, "settings">): number {
  return 2 / doc.settings.frameRate;
}

const speedOf = (item: TimelineItem): number => ("speed" in item && item.speed ? item.speed : 1);
const reversed = (item: TimelineItem): boolean => "reverse" in item && item.reverse === true;

/**
 * Timeline seconds of source an item has beyond one edge: its handle. A video's source is its asset (unknown
 * length: unlimited); a picture is its own source, with unlimited handles; a reversed clip reads the other side.
 */
export function handle(doc: Pick<ProjectDoc, "assets">, item: TimelineItem, edge: "end" | "start"): number {
  if (item.kind !== "video" && item.kind !== "audio") return Infinity;
  // A template's slot holds its media's first and last frames beyond its ends, so its transitions survive any fill.
  if (item.slot) return Infinity;
  const limit = doc.assets.find((a) => a.id === item.assetId)?.duration ?? null;
  const afterOut = limit === null ? Infinity : Math.max(0, limit - item.out);
  const beforeIn = Math.max(0, item.in);
  // Playing forwards, the end's handle is after `out`; reversed, it is before `in`.
  const source = (edge === "end") !== reversed(item) ? afterOut : beforeIn;
  return source / speedOf(item);
}

/** The longest a transition between `from` and `to` may be (before the two-frame minimum), and what limits it. */
export function maxTransition(
  doc: Pick<ProjectDoc, "assets">,
  from: TimelineItem,
  to: TimelineItem,
): { seconds: number; limitedBy: "from-handle" | "to-handle" | "length" } {
  const out = 2 * handle(doc, from, "end");
  const inn = 2 * handle(doc, to, "start");
  const length = Math.min(itemDuration(from), itemDuration(to));
  if (out <= inn && out < length) return { seconds: out, limitedBy: "from-handle" };
  if (inn < out && inn < length) return { seconds: inn, limitedBy: "to-handle" };
  return { seconds: length, limitedBy: "length" };
}

/** Whether `from` directly precedes `to` on the track and they touch (a cut). */
export function isCut(track: Track, fromId: string, toId: string): boolean {
  const i = track.items.findIndex((item) => item.id === fromId);
  const next = i >= 0 ? track.items[i + 1] : undefined;
  return Boolean(next && next.id === toId && Math.abs(itemEnd(track.items[i]) - next.start) <= TOUCH_EPSILON);
}

/** The cut's time: where the outgoing item ends. */
export function cutTime(track: Track, transition: Pick<Transition, "fromId">): number {
  const from = track.items.find((i) => i.id === transition.fromId);
  return from ? itemEnd(from) : 0;
}

/** The timeline span a transition covers. */
export function transitionWindow(track: Track, transition: Transition): { start: number; end: number; cut: number } {
  const cut = cutTime(track, transition);
  return { start: cut - transition.duration / 2, end: cut + transition.duration / 2, cut };
}

/**
 * The track's transitions made valid for its items now: one per cut, only between touching items of a picture
 * track, each no longer than its handles and items allow (dropped when that is under two frames). The same track
 * object when nothing changes; without the field when none remain.
 */
export function fitTrackTransitions(doc: Pick<ProjectDoc, "assets" | "settings">, track: Track): Track {
  const list = track.transitions;
  if (!list) return track;
  const min = minTransition(doc);
  const seen = new Set<string>();
  let changed = false;
  const kept: Transition[] = [];
  for (const tr of list) {
    const from = track.items.find((i) => i.id === tr.fromId);
    const to = track.items.find((i) => i.id === tr.toId);
    const ok = transitionTrackKinds.includes(track.kind) && from && to && !seen.has(tr.fromId) && isCut(track, tr.fromId, tr.toId);
    const max = ok ? maxTransition(doc, from, to).seconds : 0;
    if (!ok || max < min - TOUCH_EPSILON) {
      changed = true;
      continue;
    }
    seen.add(tr.fromId);
    if (tr.duration > max) {
      changed = true;
      kept.push({ ...tr, duration: max });
    } else kept.push(tr);
  }
  if (!changed) return track;
  if (kept.length > 0) return { ...track, transitions: kept };
  const rest = { ...track };
  delete rest.transitions;
  return rest;
}

/** What is wrong with the document's transitions, one sentence each (for the document's invariants). */
export function transitionIssues(doc: ProjectDoc): string[] {
  const issues: string[] = [];
  const ids = new Set<string>();
  for (const track of doc.tracks) {
    for (const tr of track.transitions ?? []) {
      if (ids.has(tr.id)) issues.push(`Transition id ${tr.id} is used twice`);
      ids.add(tr.id);
    }
    if (fitTrackTransitions(doc, track) !== track) issues.push(`Track ${track.id} has a transition that does not fit its cut`);
  }
  return issues;
}

/** The transition showing on a track at timeline time t, with its progress 0..1, if any. */
export function transitionAt(track: Track, t: number): { transition: Transition; progress: number; from: TimelineItem; to: TimelineItem } | null {
  for (const transition of track.transitions ?? []) {
    const { start, end } = transitionWindow(track, transition);
    if (t < start || t >= end) continue;
    const from = track.items.find((i) => i.id === transition.fromId);
    const to = track.items.find((i) => i.id === transition.toId);
    if (!from || !to) continue;
    return { transition, progress: Math.min(1, Math.max(0, (t - start) / transition.duration)), from, to };
  }
  return null;
}

/**
 * The stretch of the timeline an item plays across, its transitions' halves included: it starts `lead` seconds
 * early (incoming) and ends `tail` seconds late (outgoing). Its sound crossfades over those stretches.
 */
export function itemReach(track: Track | undefined, item: TimelineItem): { start: number; end: number; lead: number; tail: number } {
  let lead = 0;
  let tail = 0;
  for (const tr of track?.transitions ?? []) {
    if (tr.toId === item.id) lead = tr.duration / 2;
    if (tr.fromId === item.id) tail = tr.duration / 2;
  }
  return { start: item.start - lead, end: itemEnd(item) + tail, lead, tail };
}

