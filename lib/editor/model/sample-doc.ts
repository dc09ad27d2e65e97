/** The document a new editor starts with, and small helpers for placing media on it and storing it. Pure. */
import { sampleClip } from "./choices";
import {
  type MediaAsset,
  type MediaItem,
  type ProjectDoc,
  type ProjectSettings,
  itemDuration,
} from "./document";
import { defaultTrackIds, emptyDoc } from "./empty-doc";

export const SAMPLE_ASSET_ID = "asset-sample";

/** A media item showing the whole of `asset` from `start` (images and unknown lengths get `fallbackSeconds`). */
export function itemForAsset(asset: MediaAsset, id: string, start: number, fallbackSeconds: number): MediaItem {
  const length = asset.kind !== "image" && asset.duration !== null && asset.duration > 0 ? asset.duration : fallbackSeconds;
  return {
    id,
    kind: asset.kind,
    name: asset.name,
    assetId: asset.id,
    start,
    in: 0,
    out: length,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  };
}


/** The document a new editor starts with: the sample clip on the main video track. */
export function sampleDoc(settings: Partial<ProjectSettings> = {}): ProjectDoc {
  const doc = emptyDoc(settings);
  const asset: MediaAsset = {
    id: SAMPLE_ASSET_ID,
    name: sampleClip.name,
    mime: sampleClip.type,
    kind: "video",
    duration: sampleClip.duration,
    source: "sample",
    url: sampleClip.url,
  };
  const item = itemForAsset(asset, sampleClip.id, 0, sampleClip.duration ?? 5);
  return {
    ...doc,
    assets: [asset],
    tracks: doc.tracks.map((t) => (t.id === defaultTrackIds.video ? { ...t, items: [item] } : t)),
  };
}

/** End of the last item on a track (0 when empty). */
export function trackEnd(doc: ProjectDoc, trackId: string): number {
  const track = doc.tracks.find((t) => t.id === trackId);
  return track ? track.items.reduce((end, i) => Math.max(end, i.start + itemDuration(i)), 0) : 0;
}

/** The document as it is stored: blob: URLs die with the page, so local assets are saved without one. */
export function docForStorage(doc: ProjectDoc): ProjectDoc {
  if (!doc.assets.some((a) => a.url?.startsWith("blob:"))) return doc;
  return { ...doc, assets: doc.assets.map((a) => (a.url?.startsWith("blob:") ? { ...a, url: null } : a)) };
}

/** Times in announcements: "00:03", "01:15". */
export function announceTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds + 1e-6));
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
