/**
 * The AI privacy blur, between the Blur dialog and the document: which targets the device can find, which frames
 * of an item to look at, how the detector's findings become the item's blur (followed tracks with Auto-track on,
 * regions held from the current frame with it off), and the edits that put it on, retune it and take it off.
 * Pure: no model, no DOM. The finding itself is lib/ai/face (a worker, loaded on demand); searching every clip at
 * once is planned in privacy-blur-run.ts.
 */
import { clampBox, privacyBox } from "@/lib/ai/face/blazeface";
import { type FrameDetections, trackDetections } from "@/lib/ai/face/tracker";

import type { BlurTrack, BlurTrackTarget, Box, ItemBlur, MediaItem, ProjectDoc, TimelineItem } from "../model/document";
import { findItem, isMediaItem, withItem } from "../edits/edit-helpers";
import { type ClipFinding, detectableTargets, SAMPLE_STEP } from "./privacy-blur-run";
import type { BlurType } from "../model/choices";


export function isDetectable(target: string): target is BlurTrackTarget {
  return (detectableTargets as readonly string[]).includes(target);
}

/** At most this many looks per item; longer items are sampled more sparsely. */
export const MAX_SAMPLES = 1200;

/** Source times to look at in a video item, from its in point to just before its out point. */
export function sampleTimes(item: Pick<MediaItem, "in" | "out">, step = SAMPLE_STEP): number[] {
  const length = item.out - item.in;
  if (!(length > 0)) return [];
  const count = Math.min(MAX_SAMPLES, Math.max(1, Math.ceil(length / step)));
  const spacing = length / count;
  return Array.from({ length: count }, (_, i) => Math.round((item.in + i * spacing) * 1000) / 1000);
}

/** What a found box must cover for its target: a face grows to the whole head; a person's box gets a margin. */
export function coverBox(target: BlurTrackTarget, box: Box): Box {
  if (target === "face") return privacyBox(box);
  const mx = box.w * 0.04;
  const my = box.h * 0.03;
  return clampBox({ x: box.x - mx, y: box.y - my, w: box.w + 2 * mx, h: box.h + 2 * my });
}

export interface PrivacyBlurOptions {
  type: BlurType;
  intensity: number;
  /** Smart blending: soft ovals. */
  blend: boolean;
  /** On: follow subjects through the sampled frames. Off: hold what was found at `at`. */
  autoTrack: boolean;
  /** Seconds between samples (the hold at a track's ends). */
  step?: number;
  /** The source span the samples covered (Auto-track): stored, so a clip lengthened later shows what is not covered. */
  searched?: { from: number; to: number };
  newId: () => string;
}

export interface FoundBlur {
  blur: ItemBlur;
  /** How many of each target it follows (Auto-track) or holds. */
  counts: Record<BlurTrackTarget, number>;
}

/** The item blur made from the detector's findings, or null when nothing was found. */
export function privacyBlurFrom(frames: Partial<Record<BlurTrackTarget, FrameDetections[]>>, options: PrivacyBlurOptions): FoundBlur | null {
  const base = { type: options.type, intensity: options.intensity, ...(options.blend ? { blend: true } : {}) };
  const targets = detectableTargets.filter((t) => frames[t]?.length);
  const counts: Record<BlurTrackTarget, number> = { face: 0, body: 0 };
  if (!options.autoTrack) {
    let at = 0;
    const boxes: Box[] = [];
    for (const target of targets) {
      const frame = frames[target]![0];
      at = frame.t;
      boxes.push(...frame.detections.map((d) => coverBox(target, d.box)));
      counts[target] += frame.detections.length;
    }
    return boxes.length > 0 ? { blur: { ...base, regions: [{ t: at, boxes }] }, counts } : null;
  }
  const tracks: BlurTrack[] = [];
  for (const target of targets) {
    for (const subject of trackDetections(frames[target]!)) {
      tracks.push({ id: options.newId(), target, keys: subject.keys.map((k) => ({ t: k.t, box: coverBox(target, k.box) })) });
      counts[target]++;
    }
  }
  if (tracks.length === 0) return null;
  const searched = options.searched ? { searched: { from: options.searched.from, to: options.searched.to } } : {};
  return { blur: { ...base, tracks, hold: Math.round((options.step ?? SAMPLE_STEP) * 1000) / 1000, ...searched }, counts };
}

/** Puts a privacy blur on one video or image item (replacing its earlier one). */
export function setItemBlur(doc: ProjectDoc, args: { itemId: string; blur: ItemBlur }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isMediaItem(loc.item) || loc.item.kind === "audio") return doc;
  return withItem(doc, loc, { ...loc.item, blur: args.blur });
}

const hasPrivacyRegions = (item: MediaItem) => Boolean(item.blur && (item.blur.tracks || item.blur.regions));

/** Gives every item's privacy blur the dialog's type, intensity and blending (their regions stay). */
export function retunePrivacyBlurs(doc: ProjectDoc, args: { type: BlurType; intensity: number; blend: boolean }): ProjectDoc {
  let changed = false;
  const tracks = doc.tracks.map((track) => {
    if (!track.items.some((i) => isMediaItem(i) && hasPrivacyRegions(i))) return track;
    changed = true;
    return {
      ...track,
      items: track.items.map((item) => {
        if (!isMediaItem(item) || !item.blur || !hasPrivacyRegions(item)) return item;
        const { blend: _drop, ...rest } = item.blur;
        void _drop;
        return { ...item, blur: { ...rest, type: args.type, intensity: args.intensity, ...(args.blend ? { blend: true } : {}) } };
      }),
    };
  });
  return changed ? { ...doc, tracks } : doc;
}

/** Takes every privacy blur off (Remove Blur), or only the one of `itemId`. */
export function clearPrivacyBlurs(doc: ProjectDoc, itemId?: string): ProjectDoc {
  const clears = (item: TimelineItem): item is MediaItem => isMediaItem(item) && hasPrivacyRegions(item) && (itemId === undefined || item.id === itemId);
  let changed = false;
  const tracks = doc.tracks.map((track) => {
    if (!track.items.some(clears)) return track;
    changed = true;
    return {
      ...track,
      items: track.items.map((item) => {
        if (!clears(item)) return item;
        const { blur: _drop, ...rest } = item;
        void _drop;
        return rest;
      }),
    };
  });
  return changed ? { ...doc, tracks } : doc;
}

/** The item a privacy blur is for: the selected video or image item (null when none is selected). */
export function privacyBlurItem(doc: ProjectDoc, selectedId: string | null): MediaItem | null {
  const item = selectedId ? findItem(doc, selectedId)?.item : undefined;
  return item && (item.kind === "video" || item.kind === "image") ? item : null;
}

/**
 * The whole run as one edit (one undo step): each clip where something was found gets its region blur, each clip
 * searched in vain loses an earlier one, and every privacy blur takes the dialog's type, intensity and blending.
 */
export function applyPrivacyFindings(doc: ProjectDoc, findings: readonly ClipFinding[], tune: { type: BlurType; intensity: number; blend: boolean }): ProjectDoc {
  let next = doc;
  for (const finding of findings) {
    next = finding.blur ? setItemBlur(next, { itemId: finding.itemId, blur: finding.blur }) : clearPrivacyBlurs(next, finding.itemId);
  }
  return retunePrivacyBlurs(next, tune);
}

/** "Find again": each refound clip's new tracks keep its own type, intensity and blending (one undo step). */
export function refreshPrivacyFindings(doc: ProjectDoc, findings: readonly ClipFinding[]): ProjectDoc {
  let next = doc;
  for (const finding of findings) {
    const loc = findItem(next, finding.itemId);
    if (!loc || !isMediaItem(loc.item) || !loc.item.blur) continue;
    const { type, intensity, blend } = loc.item.blur;
    if (!finding.blur) {
      next = clearPrivacyBlurs(next, finding.itemId);
      continue;
    }
    const { blend: _found, ...fresh } = finding.blur;
    void _found;
    next = setItemBlur(next, { itemId: finding.itemId, blur: { ...fresh, type, intensity, ...(blend ? { blend: true } : {}) } });
  }
  return next;
}
