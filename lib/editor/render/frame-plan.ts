/**
 * The pure half of the compositor: what to draw at a timeline time (framePlan) and what to hear (audioSegments,
 * gainAt). The preview and the export both draw from these plans, so they cannot disagree about a frame.
 * Intervals are half-open: an item is active for start <= t < end, so at a cut only the next item shows.
 */
import { trackBoxesAt } from "../tracking/blur-tracks";
import {
  type Box,
  type CaptionItem,
  type CaptionStyle,
  type Crop,
  type EffectItem,
  itemEnd,
  itemSpeed,
  type ItemKind,
  type Keyframe,
  type MediaAsset,
  type MediaItem,
  outputSize,
  type ProjectDoc,
  type RegionKeyframe,
  type TextItem,
  type TextPlacement,
  type TimelineItem,
  type Track,
  type TrackKind,
  type Transform,
  type TransitionKind,
} from "../model/document";
import { valueAt, textMotionAt, transformAt } from "../model/keyframes";
import { cropAt, gradeAt } from "./look";
import { frameSourceTime, mapSourceTime } from "../model/speed";
import { itemReach, transitionAt } from "../model/transition-rules";
import type { BlurType, ColorSettings } from "../model/choices";

/** fontSize and positions are authored for a 1080-pixel-high frame. */
export const REFERENCE_HEIGHT = 1080;
/** The typeface of titles and captions: the compositor draws with it, and the preview's title hit targets use it. */
export const LABEL_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Padding of a title's or caption's box, in ems: each side across, and top plus bottom together. */
export const LABEL_PAD = 0.35;
/** Captions have no style of their own: one look, near the bottom, clear of the lower third. */
export const CAPTION_FONT_SIZE = 48;
export const CAPTION_Y = 0.9;
/** Centre heights of the preset text placements, 0..1 from the top. */
export const placementY: Record<Exclude<TextPlacement, "custom">, number> = { top: 0.12, center: 0.5, "lower-third": 0.78 };

export interface LayerBlur {
  type: BlurType;
  intensity: number;
  /** Only these regions are blurred; absent = the whole picture. */
  boxes?: Box[];
  /** Regions are soft ovals (smart blending) rather than rectangles. */
  blend?: boolean;
}

/** Width and height, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** Where a source of `src` size lands: fitted "contain" into the output, then scaled and moved by the transform. */
export function placeRect(src: Size, out: Size, transform: { x: number; y: number; scale: number }): { x: number; y: number; w: number; h: number } {
  if (src.width <= 0 || src.height <= 0) return { x: 0, y: 0, w: 0, h: 0 };
  const fit = Math.min(out.width / src.width, out.height / src.height) * transform.scale;
  const w = src.width * fit;
  const h = src.height * fit;
  return { x: transform.x * out.width - w / 2, y: transform.y * out.height - h / 2, w, h };
}

export interface MediaLayer {
  type: "media";
  trackId: string;
  item: MediaItem;
  /** null when the document lacks the asset: the compositor can skip or mark it. */
  asset: MediaAsset | null;
  /** Seconds into the source to show. */
  sourceTime: number;
  /** Where it is at this time (keyframes applied; rotation in degrees). */
  transform: Transform;
  color: ColorSettings;
  blur: LayerBlur | null;
  opacity: number;
  /** The crop at this time (keyframed edges); absent or null = the whole source. */
  crop?: Crop | null;
  /** In a transition: which side this layer is, the transition's kind and its progress 0..1 (render/transitions.ts). */
  transition?: LayerTransition;
}

/** The outgoing layer ("out", shown past its out point) comes right before the incoming one ("in"). */
export interface LayerTransition {
  id: string;
  kind: TransitionKind;
  role: "out" | "in";
  progress: number;
}

export interface TextLayer {
  type: "text";
  trackId: string;
  item: TextItem;
  text: string;
  /** Pixels at the output size. */
  fontSize: number;
  color: string;
  bold: boolean;
  background: string | null;
  /** Centre of the text in 0..1 frame coordinates. */
  x: number;
  y: number;
  /** Keyframed: 0..1, and degrees clockwise (fontSize already includes the animated scale). */
  opacity: number;
  rotation: number;
}

export interface CaptionLayer {
  type: "caption";
  trackId: string;
  item: CaptionItem;
  text: string;
  fontSize: number;
  x: number;
  y: number;
  /** Seconds from the cue's start (its words are timed from there). */
  time: number;
  /** The caption track's style (render/captions.ts); absent = the plain look. */
  style?: CaptionStyle;
}

/**
 * An effect item showing at this time: drawn over everything below it (the layers before it in the plan), or with
 * `item.targetId` over that clip's picture only. Its renderer and parameters are the effect engine's
 * (lib/editor/effects/), loaded on demand.
 */
export interface EffectLayer {
  type: "effect";
  trackId: string;
  item: EffectItem;
  /** Timeline seconds, and seconds since the item began. */
  t: number;
  local: number;
}

export type Layer = MediaLayer | TextLayer | CaptionLayer | EffectLayer;

const visualOrder: Partial<Record<TrackKind, number>> = { video: 0, overlay: 1, effect: 2, text: 3, caption: 4 };

export const isActiveAt = (item: TimelineItem, t: number): boolean => item.start <= t && t < itemEnd(item);

/** The item of a track showing at t, if any (tracks hold no overlapping items). */
export function visibleItemAt(track: Track, t: number): TimelineItem | undefined {
  return track.items.find((item) => isActiveAt(item, t));
}

/** Visual tracks in drawing order, bottom first; same-kind tracks keep their document order. */
export function visualTracks(doc: ProjectDoc): Track[] {
  return doc.tracks
    .filter((track) => visualOrder[track.kind] !== undefined && !track.hidden)
    .map((track, index) => ({ track, index }))
    .sort((a, b) => visualOrder[a.track.kind]! - visualOrder[b.track.kind]! || a.index - b.index)
    .map(({ track }) => track);
}

/** Blur regions are held from one keyframe to the next; before the first, the first applies. */
export function regionsAt(regions: readonly RegionKeyframe[], sourceTime: number): Box[] {
  let current: RegionKeyframe | undefined;
  for (const key of [...regions].sort((a, b) => a.t - b.t)) {
    if (!current || key.t <= sourceTime) current = key;
  }
  return current?.boxes ?? [];
}

/** Whether an item's own blur covers only privacy regions (found faces, people) rather than the whole picture. */
export const hasRegionBlur = (item: MediaItem): boolean => Boolean(item.blur && (item.blur.regions || item.blur.tracks));

/** The item's privacy regions at a source time (the compositor draws these in the preview and the export), or null. */
export function regionBlurAt(item: MediaItem, sourceTime: number): LayerBlur | null {
  if (!item.blur || !hasRegionBlur(item) || item.blur.intensity <= 0) return null;
  const { type, intensity, regions, tracks, hold, blend } = item.blur;
  const boxes = [...(regions ? regionsAt(regions, sourceTime) : []), ...(tracks ? trackBoxesAt(tracks, sourceTime, hold) : [])];
  return blend ? { type, intensity, boxes, blend } : { type, intensity, boxes };
}

function layerBlur(item: MediaItem, doc: ProjectDoc, sourceTime: number, local: number): LayerBlur | null {
  const keys = item.keyframes?.blur;
  if (item.blur) {
    const intensity = Math.min(100, Math.max(0, valueAt(keys, local, item.blur.intensity)));
    if (intensity <= 0) return null;
    if (hasRegionBlur(item)) return regionBlurAt({ ...item, blur: { ...item.blur, intensity } }, sourceTime);
    return { type: item.blur.type, intensity };
  }
  const { type } = doc.settings.blur;
  const intensity = Math.min(100, Math.max(0, valueAt(keys, local, doc.settings.blur.intensity)));
  return type && intensity > 0 ? { type, intensity } : null;
}

/** The item's colour at item-relative time `local`: its own or the project's, keyframed where animated. */
function colorAt(item: MediaItem, doc: ProjectDoc, local: number): ColorSettings {
  const base = gradeAt(item.color ?? doc.settings.color, item, local);
  const keys = item.keyframes;
  if (!keys || (!keys.brightness && !keys.contrast && !keys.saturation)) return base;
  const at = (k: "brightness" | "contrast" | "saturation") => Math.min(100, Math.max(0, valueAt(keys[k], local, base[k])));
  return { ...base, brightness: at("brightness"), contrast: at("contrast"), saturation: at("saturation") };
}

function mediaLayer(doc: ProjectDoc, trackId: string, item: MediaItem, t: number): MediaLayer {
  const local = t - item.start;
  const sourceTime = frameSourceTime(item, t);
  const motion = transformAt(item, local);
  return {
    type: "media",
    trackId,
    item,
    asset: doc.assets.find((a) => a.id === item.assetId) ?? null,
    sourceTime,
    transform: motion,
    color: colorAt(item, doc, local),
    blur: layerBlur(item, doc, sourceTime, local),
    opacity: motion.opacity,
    crop: cropAt(item, local),
  };
}

function textLayer(trackId: string, item: TextItem, scale: number, t: number): TextLayer {
  const custom = item.placement === "custom";
  const base = { x: custom ? item.x : 0.5, y: custom ? item.y : placementY[item.placement as Exclude<TextPlacement, "custom">] };
  const motion = item.keyframes ? textMotionAt(item, t - item.start, base) : { ...base, scale: 1, rotation: 0, opacity: 1 };
  return {
    type: "text",
    trackId,
    item,
    text: item.text,
    fontSize: item.fontSize * scale * motion.scale,
    color: item.color,
    bold: item.bold,
    background: item.background,
    x: motion.x,
    y: motion.y,
    opacity: motion.opacity,
    rotation: motion.rotation,
  };
}

/** The layers to draw at timeline time t, bottom first. */
export function framePlan(doc: ProjectDoc, t: number): Layer[] {
  const scale = outputSize(doc.settings).height / REFERENCE_HEIGHT;
  const layers: Layer[] = [];
  for (const track of visualTracks(doc)) {
    const mix = track.transitions ? transitionAt(track, t) : null;
    if (mix && (track.kind === "video" || track.kind === "overlay")) {
      const { transition, progress, from, to } = mix;
      const tag = (role: "out" | "in"): LayerTransition => ({ id: transition.id, kind: transition.kind, role, progress });
      if (from.kind === "video" || from.kind === "image") layers.push({ ...mediaLayer(doc, track.id, from, t), transition: tag("out") });
      if (to.kind === "video" || to.kind === "image") layers.push({ ...mediaLayer(doc, track.id, to, t), transition: tag("in") });
      continue;
    }
    const item = visibleItemAt(track, t);
    if (!item) continue;
    if (track.kind === "video" || track.kind === "overlay") {
      if (item.kind === "video" || item.kind === "image") layers.push(mediaLayer(doc, track.id, item, t));
    } else if (track.kind === "effect" && item.kind === "effect") {
      layers.push({ type: "effect", trackId: track.id, item, t, local: t - item.start });
    } else if (track.kind === "text" && item.kind === "text") {
      layers.push(textLayer(track.id, item, scale, t));
    } else if (track.kind === "caption" && item.kind === "caption") {
      const fontSize = CAPTION_FONT_SIZE * scale;
      const style = track.captionStyle;
      layers.push({ type: "caption", trackId: track.id, item, text: item.text, fontSize, x: 0.5, y: CAPTION_Y, time: t - item.start, ...(style ? { style } : {}) });
    }
  }
  return layers;
}

/** The caption shown at t: of the topmost visible caption track (the one drawn last). */
export function activeCaption(doc: ProjectDoc, t: number): CaptionItem | null {
  let shown: CaptionItem | null = null;
  for (const track of visualTracks(doc)) {
    const item = track.kind === "caption" ? visibleItemAt(track, t) : undefined;
    if (item?.kind === "caption") shown = item;
  }
  return shown;
}

/** One stretch of sound on the timeline. */
export interface AudioSegment {
  trackId: string;
  item: MediaItem;
  asset: MediaAsset | null;
  /** Timeline seconds, half-open. */
  start: number;
  end: number;
  /** Seconds into the source. */
  in: number;
  out: number;
  volume: number;
  /** The item's volume keyframes (item-relative), when its volume is animated. */
  volumeKeys?: Keyframe[];
  fadeIn: number;
  fadeOut: number;
  /** Source seconds per timeline second (the item's speed); absent = 1. */
  speed?: number;
  /** The source plays backwards, from out to in. */
  reverse?: boolean;
}

/** Which item kinds sound on each track kind: a video clip plays its own sound wherever it sits. */
const audibleOn: Partial<Record<TrackKind, readonly ItemKind[]>> = {
  audio: ["audio", "video"],
  video: ["video"],
  overlay: ["video"],
};

/**
 * Everything audible, in document order. Muted tracks and silent items (volume 0) are left out; hidden only
 * hides pictures, so a hidden track's clips are still heard.
 */
export function audioSegments(doc: ProjectDoc): AudioSegment[] {
  const segments: AudioSegment[] = [];
  for (const track of doc.tracks) {
    const kinds = audibleOn[track.kind];
    if (!kinds || track.muted) continue;
    for (const item of track.items) {
      if (!kinds.includes(item.kind) || !("assetId" in item)) continue;
      const volumeKeys = item.keyframes?.volume;
      if (volumeKeys ? volumeKeys.every((k) => k.value <= 0) : item.volume <= 0) continue;
      segments.push({
        trackId: track.id,
        item,
        asset: doc.assets.find((a) => a.id === item.assetId) ?? null,
        ...crossfaded(track, item, volumeKeys),
      });
    }
  }
  return segments;
}

/**
 * An item's sound span: its own, or across a transition a linear crossfade over the transition's span (the outgoing
 * sound plays on past its out point fading to 0, the incoming one starts before its in point fading up from 0).
 */
export function crossfaded(
  track: Track | undefined,
  item: MediaItem,
  volumeKeys = item.keyframes?.volume,
): Pick<AudioSegment, "start" | "end" | "in" | "out" | "volume" | "volumeKeys" | "fadeIn" | "fadeOut" | "speed" | "reverse"> {
  const { start, end, lead, tail } = itemReach(track, item);
  // Volume keyframes count from the item's start: from the earlier segment start they are `lead` later.
  const keys = volumeKeys && lead > 0 ? volumeKeys.map((k) => ({ ...k, t: k.t + lead })) : volumeKeys;
  // lead and tail are timeline seconds: in source seconds they are `speed` times as long, and a reversed clip's
  // lead plays the source past its out point, its tail the source before its in point.
  const speed = itemSpeed(item);
  const before = (item.reverse ? tail : lead) * speed;
  const after = (item.reverse ? lead : tail) * speed;
  return {
    start,
    end,
    in: item.in - before,
    out: item.out + after,
    ...(speed !== 1 ? { speed } : {}),
    ...(item.reverse ? { reverse: true } : {}),
    volume: item.volume,
    ...(keys ? { volumeKeys: keys } : {}),
    fadeIn: lead > 0 ? Math.max(item.fadeIn + lead, 2 * lead) : item.fadeIn,
    fadeOut: tail > 0 ? Math.max(item.fadeOut + tail, 2 * tail) : item.fadeOut,
  };
}

type Gained = Pick<AudioSegment, "start" | "end" | "volume" | "volumeKeys" | "fadeIn" | "fadeOut">;

/**
 * Gain at timeline time t: the volume (keyframed where animated) times linear fades from 0 at the start and to 0 at the end. Where the
 * fades overlap (short clips) the lower of the two wins, so the gain never jumps. 0 outside [start, end).
 */
export function gainAt(segment: Gained, t: number): number {
  if (t < segment.start || t >= segment.end) return 0;
  const fadeIn = segment.fadeIn > 0 ? Math.min(1, (t - segment.start) / segment.fadeIn) : 1;
  const fadeOut = segment.fadeOut > 0 ? Math.min(1, (segment.end - t) / segment.fadeOut) : 1;
  return Math.max(0, valueAt(segment.volumeKeys, t - segment.start, segment.volume)) * Math.min(fadeIn, fadeOut);
}

/** What sounds at t: each active segment with its source time and gain. */
export function audioPlan(doc: ProjectDoc, t: number): { segment: AudioSegment; sourceTime: number; gain: number }[] {
  return audioSegments(doc)
    .filter((s) => s.start <= t && t < s.end)
    .map((segment) => ({ segment, sourceTime: mapSourceTime(segment, t), gain: gainAt(segment, t) }));
}
