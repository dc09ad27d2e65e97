/**
 * A project document built from the editor's current (clip-list) state, for export until the editor's own store
 * keeps a ProjectDoc: clips laid end to end on the main video track (images for IMAGE_SECONDS unless their
 * duration is known), audio clips end to end on the audio track from 0, captions on the caption track.
 * blob: URLs are kept, so local files export. Pure.
 */
import { cuesToItems, parseCaptions } from "../captions";
import type { AssetSource, MediaAsset, MediaItem, ProjectDoc, TimelineItem } from "../document";
import { defaultTrackIds, emptyDoc } from "../empty-doc";
import { IMAGE_SECONDS, mediaKind } from "../media-files";
import type { Clip, EditorState } from "../state";

const assetSource: Record<Clip["source"], AssetSource> = { sample: "sample", local: "local", upload: "upload", saved: "local" };

function clipDuration(clip: Clip): number | null {
  if (clip.duration !== null && clip.duration > 0) return clip.duration;
  return mediaKind({ name: clip.name, type: clip.type }) === "image" ? IMAGE_SECONDS : null;
}

export function docFromEditorState(state: EditorState): ProjectDoc {
  const doc = emptyDoc({
    title: state.title,
    visibility: state.visibility,
    allowComments: state.allowComments,
    allowDownloads: state.allowDownloads,
    aspectRatio: state.aspectRatio,
    resolution: state.properties.resolution,
    frameRate: state.properties.frameRate,
    durationText: state.properties.duration,
    color: { ...state.color },
    blur: { ...state.blur, targets: [...state.blur.targets] },
    lipSync: state.lipSync,
    effects: [...state.effects],
    voice: state.voice,
  });
  const track = (id: string) => doc.tracks.find((t) => t.id === id)!;
  const ends = { video: 0, audio: 0 };
  for (const clip of state.clips) {
    const duration = clipDuration(clip);
    if (duration === null || !clip.url) continue;
    const kind = mediaKind({ name: clip.name, type: clip.type });
    const asset: MediaAsset = {
      id: `asset-${clip.id}`,
      name: clip.name,
      mime: clip.type,
      kind,
      duration: kind === "image" ? null : duration,
      size: clip.size,
      source: assetSource[clip.source],
      url: clip.url,
      ...(clip.key ? { key: clip.key } : {}),
    };
    doc.assets.push(asset);
    const lane = kind === "audio" ? "audio" : "video";
    const item: MediaItem = {
      id: `item-${clip.id}`,
      kind,
      name: clip.name,
      assetId: asset.id,
      start: ends[lane],
      in: 0,
      out: duration,
      volume: 1,
      fadeIn: 0,
      fadeOut: 0,
      transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
    };
    track(lane === "audio" ? defaultTrackIds.audio : defaultTrackIds.video).items.push(item);
    ends[lane] += duration;
  }
  if (state.captions) {
    const parsed = parseCaptions(state.captions);
    if (parsed.ok) {
      let n = 0;
      const items: TimelineItem[] = cuesToItems(parsed.cues, () => `caption-${++n}`);
      track(defaultTrackIds.caption).items.push(...items);
    }
  }
  return doc;
}
