/**
 * Edits of transitions: add one at a cut, set its duration, change its kind, remove it. Pure; each returns a new
 * document, or the same one when the edit is invalid or changes nothing (so each user action is one undo step).
 * Durations clamp to what the clips' handles allow (transition-rules.ts); `transitionFit` says how much and why,
 * for the UI to tell the user.
 */
import { type ProjectDoc, type TimelineItem, type Track, type Transition, type TransitionKind, transitionKinds } from "../model/document";
import { type IdFactory, isTime, withTrack } from "./edit-helpers";
import {
  DEFAULT_TRANSITION_SECONDS,
  isCut,
  maxTransition,
  minTransition,
  transitionTrackKinds,
} from "../model/transition-rules";


/** The names the editor shows. */
export const transitionNames: Record<TransitionKind, string> = {
  dissolve: "Cross-dissolve",
  "dip-black": "Dip to black",
  "dip-white": "Dip to white",
  "wipe-left": "Wipe left",
  "wipe-right": "Wipe right",
  "wipe-up": "Wipe up",
  "wipe-down": "Wipe down",
  slide: "Slide",
  push: "Push",
  zoom: "Zoom",
  iris: "Iris",
  blur: "Blur-through",
};

export interface TransitionLocation {
  trackIndex: number;
  track: Track;
  transition: Transition;
  from: TimelineItem;
  to: TimelineItem;
}

export function findTransition(doc: ProjectDoc, transitionId: string): TransitionLocation | null {
  for (let trackIndex = 0; trackIndex < doc.tracks.length; trackIndex++) {
    const track = doc.tracks[trackIndex];
    const transition = track.transitions?.find((t) => t.id === transitionId);
    if (!transition) continue;
    const from = track.items.find((i) => i.id === transition.fromId);
    const to = track.items.find((i) => i.id === transition.toId);
    return from && to ? { trackIndex, track, transition, from, to } : null;
  }
  return null;
}

export interface Cut {
  trackIndex: number;
  track: Track;
  from: TimelineItem;
  to: TimelineItem;
}

/** The cut beside an item: at its end (`side` "end", the default) or at its start, if it touches a neighbour there. */
export function cutAtItem(doc: ProjectDoc, itemId: string, side: "start" | "end" = "end"): Cut | null {
  for (let trackIndex = 0; trackIndex < doc.tracks.length; trackIndex++) {
    const track = doc.tracks[trackIndex];
    const i = track.items.findIndex((item) => item.id === itemId);
    if (i < 0) continue;
    const [a, b] = side === "end" ? [track.items[i], track.items[i + 1]] : [track.items[i - 1], track.items[i]];
    if (!a || !b || !transitionTrackKinds.includes(track.kind) || !isCut(track, a.id, b.id)) return null;
    return { trackIndex, track, from: a, to: b };
  }
  return null;
}

/** Every cut of the picture tracks that can hold a transition, with the one it holds. */
export function cuts(doc: ProjectDoc): (Cut & { transition?: Transition })[] {
  const found: (Cut & { transition?: Transition })[] = [];
  doc.tracks.forEach((track, trackIndex) => {
    if (!transitionTrackKinds.includes(track.kind)) return;
    track.items.forEach((from, i) => {
      const to = track.items[i + 1];
      if (!to || !isCut(track, from.id, to.id)) return;
      const transition = track.transitions?.find((t) => t.fromId === from.id);
      found.push({ trackIndex, track, from, to, ...(transition ? { transition } : {}) });
    });
  });
  return found;
}

/**
 * How long a transition at a cut can be, and what to tell the user when a wish does not fit: which clip has no
 * more media past its end (or before its start), or that the clips are too short.
 */
export function transitionFit(
  doc: ProjectDoc,
  from: TimelineItem,
  to: TimelineItem,
  wanted: number,
): { seconds: number; max: number; possible: boolean; note: string | null } {
  const min = minTransition(doc);
  const { seconds: max, limitedBy } = maxTransition(doc, from, to);
  const possible = max >= min - 1e-9;
  const seconds = Math.min(Math.max(wanted, min), max);
  const why =
    limitedBy === "from-handle"
      ? `“${from.name}” has ${fmt(max / 2)} s of media after its end`
      : limitedBy === "to-handle"
        ? `“${to.name}” has ${fmt(max / 2)} s of media before its start`
        : `the clips are ${fmt(max)} s long`;
  if (!possible) return { seconds: 0, max, possible, note: `No room for a transition: ${why}. Trim the clips to leave media beyond the cut.` };
  return { seconds, max, possible, note: wanted > max + 1e-9 ? `Shortened to ${fmt(max)} s: ${why}.` : null };
}

const fmt = (s: number) => (Math.round(s * 100) / 100).toString();

/**
 * Adds a transition of `kind` at the cut after item `fromId` (its neighbour must touch it), `duration` seconds long
 * or as long as the handles allow. Refused when there is no cut, the cut already has one, or no room.
 */
export function addTransition(
  doc: ProjectDoc,
  args: { fromId: string; kind: TransitionKind; duration?: number; newId: IdFactory },
): ProjectDoc {
  if (!transitionKinds.includes(args.kind)) return doc;
  const cut = cutAtItem(doc, args.fromId, "end");
  if (!cut || cut.track.transitions?.some((t) => t.fromId === cut.from.id)) return doc;
  const wanted = args.duration ?? DEFAULT_TRANSITION_SECONDS;
  if (!isTime(wanted)) return doc;
  const fit = transitionFit(doc, cut.from, cut.to, wanted);
  if (!fit.possible) return doc;
  const id = args.newId();
  if (doc.tracks.some((t) => t.items.some((i) => i.id === id) || t.transitions?.some((x) => x.id === id))) return doc;
  const transition: Transition = { id, kind: args.kind, fromId: cut.from.id, toId: cut.to.id, duration: fit.seconds };
  return withTrack(doc, cut.trackIndex, { ...cut.track, transitions: [...(cut.track.transitions ?? []), transition] });
}

function withTransition(doc: ProjectDoc, loc: TransitionLocation, next: Transition | null): ProjectDoc {
  const list = (loc.track.transitions ?? []).flatMap((t) => (t.id !== loc.transition.id ? [t] : next ? [next] : []));
  if (list.length > 0) return withTrack(doc, loc.trackIndex, { ...loc.track, transitions: list });
  const rest = { ...loc.track };
  delete rest.transitions;
  return withTrack(doc, loc.trackIndex, rest);
}

/** Sets a transition's duration, clamped to two frames and to what its clips allow. */
export function setTransitionDuration(doc: ProjectDoc, args: { transitionId: string; duration: number }): ProjectDoc {
  const loc = findTransition(doc, args.transitionId);
  if (!loc || !isTime(args.duration)) return doc;
  const { seconds } = transitionFit(doc, loc.from, loc.to, args.duration);
  if (seconds <= 0 || seconds === loc.transition.duration) return doc;
  return withTransition(doc, loc, { ...loc.transition, duration: seconds });
}

export function setTransitionKind(doc: ProjectDoc, args: { transitionId: string; kind: TransitionKind }): ProjectDoc {
  const loc = findTransition(doc, args.transitionId);
  if (!loc || !transitionKinds.includes(args.kind) || loc.transition.kind === args.kind) return doc;
  return withTransition(doc, loc, { ...loc.transition, kind: args.kind });
}

export function removeTransition(doc: ProjectDoc, args: { transitionId: string }): ProjectDoc {
  const loc = findTransition(doc, args.transitionId);
  return loc ? withTransition(doc, loc, null) : doc;
}
