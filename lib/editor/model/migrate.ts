/**
 * Reads any stored project into the current shape: a version-2 document as it is, or a project saved by the
 * clip-list editor, whose clips become items laid end to end from 0. The clip-list shape lives only here, for
 * projects saved before. Loaded on demand with the zod schemas it needs.
 */
import * as z from "zod/mini";

import { projectRecordSchema, type SavedProject } from "@/lib/projects/saved-project";

import {
  type AssetSource,
  docDuration,
  DOC_VERSION,
  type MediaAsset,
  type MediaItem,
  type ProjectDoc,
  type ProjectSettings,
} from "./document";
import { projectDocSchema } from "./document-schema";
import { defaultTrackIds, emptyDoc } from "./empty-doc";
import { mediaKind } from "../media/media-files";
import { docIssues } from "./invariants";
import { aspectRatios, blurTypeIds, frameRates, resolutions } from "./choices";
import { effectDefinitions } from "../effects/definitions";
import { addEffect } from "../effects/effect-edits";

const legacyClipSchema = z.object({
  name: z.string(),
  type: z.string(),
  duration: z.nullable(z.number()),
  size: z.optional(z.number()),
  url: z.nullable(z.string()),
  key: z.optional(z.string()),
  source: z.enum(["sample", "local", "upload", "saved"]),
});

/** A project as the clip-list editor saved it: settings beside a list of clips (and, later, a document too). */
export const legacyProjectSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  visibility: z.enum(["private", "public"]),
  allowComments: z.boolean(),
  allowDownloads: z.boolean(),
  aspectRatio: z.enum(aspectRatios),
  properties: z.object({
    duration: z.string(),
    resolution: z.enum(resolutions),
    frameRate: z.literal(frameRates),
  }),
  color: z.object({ brightness: z.number(), contrast: z.number(), saturation: z.number() }),
  blur: z.object({
    type: z.nullable(z.enum(blurTypeIds)),
    intensity: z.number(),
    targets: z.array(z.string()),
    autoTrack: z.boolean(),
    smartBlending: z.boolean(),
  }),
  lipSync: z.number(),
  effects: z.array(z.string()),
  appliedEffects: z.array(z.string()),
  voice: z.nullable(z.string()),
  clips: z.array(legacyClipSchema),
  doc: z.optional(z.unknown()),
  thumbnail: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export type LegacyProject = z.infer<typeof legacyProjectSchema>;

/**
 * The length given to a clip whose duration was never known (it had not loaded when saved): items need a length,
 * and the asset keeps duration null so the editor can correct it once the media loads.
 */
export const UNKNOWN_CLIP_SECONDS = 5;

type SavedClip = LegacyProject["clips"][number];

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

function settingsOf(saved: LegacyProject): ProjectSettings {
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
    voice: saved.voice,
  };
}

/**
 * The clip list played its clips one after another, so they follow each other from 0 here too: video and image
 * clips on the main video track, audio clips on the audio track at the same place in the sequence.
 */
export function fromClipList(saved: LegacyProject): ProjectDoc {
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

/** A record in the clip-list shape (it lists clips beside its settings). */
export function isLegacyRecord(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && Array.isArray((raw as { clips?: unknown }).clips);
}

/**
 * Effects that older projects named without drawing them, as effect items over the whole timeline: the editor's
 * switches (`settings.effects`: Color Grading, 3D Parallax, Relight; the blur ones are the Blur dialog's own
 * settings) and the effects applied on /effects, saved by name beside the document. Unknown names are dropped.
 */
export function withNamedEffects(doc: ProjectDoc, named: { ids?: readonly string[]; names?: readonly string[] }): ProjectDoc {
  const ids = new Set(named.ids ?? []);
  for (const name of named.names ?? []) {
    const def = effectDefinitions.find((d) => d.name === name || d.id === name);
    if (def) ids.add(def.id);
  }
  const duration = docDuration(doc);
  let next = doc;
  let n = 0;
  for (const effectId of ids) {
    if (duration <= 0) break;
    next = addEffect(next, { effectId, start: 0, duration, id: `effect-${effectId}`, newId: () => `track-effects-${++n}` });
  }
  return next;
}

/** A version-2 document that is valid and keeps the timeline's rules, items in order; null otherwise. */
function validDoc(raw: unknown, appliedNames?: readonly string[]): ProjectDoc | null {
  const parsed = projectDocSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { effects: switches, ...settings } = parsed.data.settings;
  // Order is cheap to restore; overlaps and misplaced items are not, since any fix would be a guess.
  const doc: ProjectDoc = withNamedEffects(
    {
      ...parsed.data,
      settings,
      tracks: parsed.data.tracks.map((t) => ({ ...t, items: [...t.items].sort((a, b) => a.start - b.start) })),
    },
    { ids: switches, names: appliedNames },
  );
  return docIssues(doc).length > 0 ? null : doc;
}

/** A version-2 document from any stored project, or null when it is neither shape or breaks the document's rules. */
export function migrateProject(raw: unknown, appliedNames?: readonly string[]): ProjectDoc | null {
  if (isVersion2(raw)) return validDoc(raw, appliedNames);
  const saved = legacyProjectSchema.safeParse(raw);
  if (!saved.success) return null;
  const doc = fromClipList(saved.data);
  return validDoc({ ...doc, settings: { ...doc.settings, effects: saved.data.effects } }, [...(appliedNames ?? []), ...saved.data.appliedEffects]);
}

/**
 * A clip-list record in the current shape, with `doc` its document (its own, or one made from its clips): the
 * record's title, visibility and sharing choices were kept beside the document and win over the document's.
 */
export function recordFromLegacy(legacy: LegacyProject, doc: ProjectDoc): SavedProject {
  return {
    id: legacy.id,
    doc: {
      ...doc,
      settings: {
        ...doc.settings,
        title: legacy.title,
        visibility: legacy.visibility,
        allowComments: legacy.allowComments,
        allowDownloads: legacy.allowDownloads,
      },
    },
    thumbnail: legacy.thumbnail,
    createdAt: legacy.createdAt,
    updatedAt: legacy.updatedAt,
  };
}

/** Any stored record in the current shape (the document validated), or null when it cannot be read. */
export function migrateRecord(raw: unknown): SavedProject | null {
  if (isLegacyRecord(raw)) {
    const legacy = legacyProjectSchema.safeParse(raw);
    if (!legacy.success) return null;
    const named = { ids: legacy.data.effects, names: legacy.data.appliedEffects };
    const doc =
      (legacy.data.doc !== undefined ? migrateProject(legacy.data.doc) : null) ?? validDoc(fromClipList(legacy.data));
    return doc ? recordFromLegacy(legacy.data, withNamedEffects(doc, named)) : null;
  }
  const parsed = projectRecordSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { appliedEffects, ...record } = parsed.data;
  const doc = migrateProject(record.doc, appliedEffects);
  return doc ? { ...record, doc } : null;
}
