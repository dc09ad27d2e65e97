/**
 * Edits that layer a picture: which track an item is on (Main video, Overlay…) and where it sits on the frame
 * (its transform: centre x/y in 0..1, scale 1 = fitted, opacity 0..1), for picture-in-picture. Pure.
 */
import type { MediaItem, ProjectDoc, TimelineItem, Track, Transform } from "../model/document";
import { clamp, findItem, isTime, trackTakes, withItem } from "./edit-helpers";

/** Tracks that draw pictures; the others only sound or carry text. */
const isPictureTrack = (track: Track) => track.kind === "video" || track.kind === "overlay";

/**
 * The tracks, in document (row) order, that the item may move to: those that take its kind and play the same role
 * as its own (a picture track for a clip on Main video or Overlay, a sound track for one on Audio). Its own track
 * is among them; an unknown item has none.
 */
export function compatibleTracks(doc: ProjectDoc, itemId: string): Track[] {
  const loc = findItem(doc, itemId);
  if (!loc) return [];
  const picture = isPictureTrack(loc.track);
  return doc.tracks.filter((t) => trackTakes(t, loc.item) && isPictureTrack(t) === picture);
}

/** The id of the compatible track before (-1) or after (1) the item's own in row order, or null at either end. */
export function adjacentTrackId(doc: ProjectDoc, itemId: string, direction: -1 | 1): string | null {
  const loc = findItem(doc, itemId);
  if (!loc) return null;
  const tracks = compatibleTracks(doc, itemId);
  const index = tracks.findIndex((t) => t.id === loc.track.id);
  return tracks[index + direction]?.id ?? null;
}

export const SCALE_MIN = 0.1;
export const SCALE_MAX = 2;

export const FULL_FRAME: Transform = { x: 0.5, y: 0.5, scale: 1, opacity: 1 };

function isPicture(item: TimelineItem): item is MediaItem {
  return item.kind === "video" || item.kind === "image";
}

/**
 * Sets part of a video or image item's transform: x and y clamped into the frame (0..1), scale to 10–200 %,
 * opacity to 0..1. A value that is not a number refuses the edit; a change to nothing returns the same document.
 */
export function setItemTransform(doc: ProjectDoc, args: { itemId: string; transform: Partial<Transform> }): ProjectDoc {
  const loc = findItem(doc, args.itemId);
  if (!loc || !isPicture(loc.item)) return doc;
  const t = args.transform;
  if (Object.values(t).some((v) => v !== undefined && !isTime(v))) return doc;
  const now = loc.item.transform;
  const next: Transform = {
    x: clamp(t.x ?? now.x, 0, 1),
    y: clamp(t.y ?? now.y, 0, 1),
    scale: clamp(t.scale ?? now.scale, SCALE_MIN, SCALE_MAX),
    opacity: clamp(t.opacity ?? now.opacity, 0, 1),
    ...(now.rotation !== undefined ? { rotation: now.rotation } : {}),
  };
  if (next.x === now.x && next.y === now.y && next.scale === now.scale && next.opacity === now.opacity) return doc;
  return withItem(doc, loc, { ...loc.item, transform: next });
}

export const transformPresets = ["Full frame", "Top-left", "Top-right", "Bottom-left", "Bottom-right"] as const;
export type TransformPreset = (typeof transformPresets)[number];

/** A corner picture's scale, and its gap to the frame's edges (a share of the frame). */
export const CORNER_SCALE = 0.35;
export const CORNER_MARGIN = 0.03;

/**
 * A preset placement, keeping the item's opacity. A corner puts a picture fitted at 35 % with its centre so that a
 * picture of the frame's shape sits 3 % in from both edges (a narrower one sits further in, never out).
 */
export function presetTransform(preset: TransformPreset, opacity = 1): Transform {
  if (preset === "Full frame") return { ...FULL_FRAME, opacity };
  const near = CORNER_MARGIN + CORNER_SCALE / 2;
  const left = preset.endsWith("left");
  const top = preset.startsWith("Top");
  return { x: left ? near : 1 - near, y: top ? near : 1 - near, scale: CORNER_SCALE, opacity };
}
