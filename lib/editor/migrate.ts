/**
 * Reads any stored project into a version-2 document: a version-2 document as it is, or a project saved by the
 * clip-list editor (lib/project-schema.ts), whose clips become items laid end to end from 0. Loaded on demand
 * with the zod schemas it needs.
 */
import { type SavedProject, savedProjectSchema } from "@/lib/project-schema";

import {
  type AssetSource,
  DOC_VERSION,
  type MediaAsset,
  type MediaItem,
  type ProjectDoc,
  type ProjectSettings,
} from "./document";
import { projectDocSchema } from "./document-schema";
import { defaultTrackIds, emptyDoc } from "./empty-doc";
import { mediaKind } from "./media-files";
import { docIssues } from "./invariants";

/**
 * The length given to a clip whose duration was never known (it had not loaded when saved): items need a length,
 * and the asset keeps duration null so the editor can correct it once the media loads.
 */
export const UNKNOWN_CLIP_SECONDS = 5;

type SavedClip = SavedProject["clips"][number];

/** "saved" marked a local file that was gone after a reload: in version 2 that is a local asset without a url. */
function assetSource(source: SavedClip["source"]): AssetSource {
  return source === "saved" ? "local" : source;
}

function knownDuration(clip: SavedClip): number | null {
  return clip.duration !== null && Number.isFinite(clip.duration) && clip.duration > 0 ? clip.duration : null;
}

function toAsset(clip: SavedClip, id: string): MediaAsset {
  const kind = mediaKind({ type: clip.type, name: clip.name });
  // A blob: URL dies with the page that made it, so a stored one never plays again.
  const url = clip.url && !clip.url.startsWith("blob:") ? clip.url : null;
  const asset: MediaAsset = {
    id,
    name: clip.name,
    mime: clip.type,
    kind,
    duration: kind === "image" ? null : knownDuration(clip),
    source: assetSource(clip.source),
    url,
  };
  if (clip.size !== undefined) asset.size = clip.size;
  if (clip.key !== undefined) asset.key = clip.key;
  return asset;
}

function toItem(clip: SavedClip, asset: MediaAsset, id: string, start: number): MediaItem {
  return {
    id,
    kind: asset.kind,
    name: clip.name,
    assetId: asset.id,
    start,
    in: 0,
    out: knownDuration(clip) ?? UNKNOWN_CLIP_SECONDS,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  };
}

function settingsOf(saved: SavedProject): ProjectSettings {
  return {
    title: saved.title,
    visibility: saved.visibility,
    allowComments: saved.allowComments,
    allowDownloads: saved.allowDownloads,
    aspectRatio: saved.aspectRatio,
    resolution: saved.properties.resolution,
    frameRate: saved.properties.frameRate,
    durationText: saved.properties.duration,
    color: { ...saved.color },
    blur: { ...saved.blur, targets: [...saved.blur.targets] },
    lipSync: saved.lipSync,
    effects: [...saved.effects],
    voice: saved.voice,
  };
}

/**
 * The clip list played its clips one after another, so they follow each other from 0 here too: video and image
 * clips on the main video track, audio clips on the audio track at the same place in the sequence.
 */
function fromClipList(saved: SavedProject): ProjectDoc {
  const doc = emptyDoc(settingsOf(saved));
  const assets: MediaAsset[] = [];
  const items: Record<"video" | "audio", MediaItem[]> = { video: [], audio: [] };
  let cursor = 0;
  saved.clips.forEach((clip, i) => {
    const asset = toAsset(clip, `asset-${i + 1}`);
    const item = toItem(clip, asset, `item-${i + 1}`, cursor);
    assets.push(asset);
    items[asset.kind === "audio" ? "audio" : "video"].push(item);
    cursor += item.out - item.in;
  });
  const tracks = doc.tracks.map((track) => {
    if (track.id === defaultTrackIds.video) return { ...track, items: items.video };
    if (track.id === defaultTrackIds.audio) return { ...track, items: items.audio };
    return track;
  });
  return { ...doc, assets, tracks };
}

function isVersion2(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && (raw as { version?: unknown }).version === DOC_VERSION;
}

/** A version-2 document from any stored project, or null when it is neither shape or breaks the document's rules. */
export function migrateProject(raw: unknown): ProjectDoc | null {
  let candidate: unknown = raw;
  if (!isVersion2(raw)) {
    const saved = savedProjectSchema.safeParse(raw);
    if (!saved.success) return null;
    candidate = fromClipList(saved.data);
  }
  const parsed = projectDocSchema.safeParse(candidate);
  if (!parsed.success) return null;
  // Order is cheap to restore; overlaps and misplaced items are not, since any fix would be a guess.
  const doc: ProjectDoc = {
    ...parsed.data,
    tracks: parsed.data.tracks.map((t) => ({ ...t, items: [...t.items].sort((a, b) => a.start - b.start) })),
  };
  return docIssues(doc).length > 0 ? null : doc;
}
