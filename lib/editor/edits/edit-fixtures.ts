/** Documents and items for the edit tests: small, readable, with round numbers. */
import { type CaptionItem, itemEnd, type MediaAsset, type MediaItem, type ProjectDoc, type TextItem, type TimelineItem } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import type { IdFactory } from "./edit-helpers";

export const tracks = defaultTrackIds;

export const videoAsset: MediaAsset = {
  id: "a-video",
  name: "clip.webm",
  mime: "video/webm",
  kind: "video",
  duration: 10,
  source: "sample",
  url: "/media/sample-clip.webm",
};
export const audioAsset: MediaAsset = { ...videoAsset, id: "a-audio", name: "song.mp3", mime: "audio/mpeg", kind: "audio", duration: 30 };
export const imageAsset: MediaAsset = { ...videoAsset, id: "a-image", name: "still.jpg", mime: "image/jpeg", kind: "image", duration: null };

/** Ids n1, n2, … from a fresh counter. */
export function counterIds(prefix = "n"): IdFactory {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** A video, audio or picture item of the asset: full volume, no fades, filling the frame; `extra` overrides any of it. */
export function mediaItem(id: string, kind: MediaItem["kind"], assetId: string, start: number, inPoint: number, out: number, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    kind,
    name: id,
    assetId,
    start,
    in: inPoint,
    out,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
    ...extra,
  };
}

export function video(id: string, start: number, inPoint: number, out: number, extra: Partial<MediaItem> = {}): MediaItem {
  return mediaItem(id, "video", videoAsset.id, start, inPoint, out, extra);
}

export function audio(id: string, start: number, inPoint: number, out: number): MediaItem {
  return { ...video(id, start, inPoint, out), kind: "audio", assetId: audioAsset.id };
}

export function image(id: string, start: number, duration: number): MediaItem {
  return { ...video(id, start, 0, duration), kind: "image", assetId: imageAsset.id };
}

export function text(id: string, start: number, duration: number): TextItem {
  return {
    id,
    kind: "text",
    name: id,
    start,
    in: 0,
    out: duration,
    text: "Hello",
    fontSize: 48,
    color: "#ffffff",
    placement: "center",
    x: 0.5,
    y: 0.5,
    bold: false,
    background: null,
  };
}

export function caption(id: string, start: number, duration: number, words = "Hi"): CaptionItem {
  return { id, kind: "caption", name: id, start, in: 0, out: duration, text: words };
}

/** A document with the three assets and the given items, each on the first track that takes its kind. */
export function docWith(placed: Partial<Record<keyof typeof tracks, TimelineItem[]>> = {}): ProjectDoc {
  const doc = emptyDoc();
  return {
    ...doc,
    assets: [videoAsset, audioAsset, imageAsset],
    tracks: doc.tracks.map((t) => ({ ...t, items: placed[t.kind] ?? [] })),
  };
}

/** [start, end] of each item of a track, in order. */
export function spans(doc: ProjectDoc, trackId: string): [string, number, number][] {
  const track = doc.tracks.find((t) => t.id === trackId);
  return (track?.items ?? []).map((i) => [i.id, i.start, itemEnd(i)]);
}

export function itemById(doc: ProjectDoc, id: string): TimelineItem | undefined {
  return doc.tracks.flatMap((t) => t.items).find((i) => i.id === id);
}

/** Freezes a value and everything in it, so that an edit that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
