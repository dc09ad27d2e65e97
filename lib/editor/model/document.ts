/**
 * The editor's project document (version 2): the one object that the timeline edits, the compositor renders,
 * export encodes and the server stores. Plain data, no React, no DOM. Its zod schema is in document-schema.ts
 * (kept apart so that zod stays out of the editor's first load); older saved shapes are read through the
 * migration step beside it.
 *
 * Times are seconds (floating point). An item occupies [start, start + (out - in)) on its track; `in`/`out` are
 * points into its source (for images, text and captions the source is the item itself: in = 0, out = duration).
 */
import type { AspectRatio, BlurType, ColorSettings, FrameRate, Resolution } from "./choices";
import type { ProjectVisibility } from "@/lib/projects/project";

export const DOC_VERSION = 2 as const;

export const trackKinds = ["video", "overlay", "effect", "text", "audio", "caption"] as const;
export type TrackKind = (typeof trackKinds)[number];

export const itemKinds = ["video", "image", "audio", "text", "caption", "effect"] as const;
export type ItemKind = (typeof itemKinds)[number];

/** Which item kinds a track of each kind accepts. */
export const trackAccepts: Record<TrackKind, readonly ItemKind[]> = {
  video: ["video", "image"],
  overlay: ["video", "image"],
  effect: ["effect"],
  text: ["text"],
  audio: ["audio", "video"],
  caption: ["caption"],
};

export const assetKinds = ["video", "audio", "image"] as const;
export type AssetKind = (typeof assetKinds)[number];

/**
 * Where an asset's bytes live:
 * - sample: a file in public/ (url);
 * - upload: uploaded storage (key, url);
 * - local: the browser's own storage (OPFS, or IndexedDB without it) under `localId`; url is a blob: URL while the
 *   page lives and is not saved;
 * - library: the dashboard's Music Library (url).
 */
export const assetSources = ["sample", "upload", "local", "library"] as const;
export type AssetSource = (typeof assetSources)[number];

export interface MediaAsset {
  id: string;
  name: string;
  /** MIME type, e.g. video/webm. */
  mime: string;
  kind: AssetKind;
  /** Seconds; null until known (images: null). */
  duration: number | null;
  width?: number;
  height?: number;
  size?: number;
  source: AssetSource;
  /** Where it plays from; null when a local file is not (yet) available in this browser. */
  url: string | null;
  /** Storage key of an uploaded file. */
  key?: string;
  /** Key in the browser's own storage of a local file. */
  localId?: string;
}

/** A rectangle in 0..1 frame coordinates (x, y = top-left). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Regions to blur, detected at source time `t` (seconds into the item's source). */
export interface RegionKeyframe {
  t: number;
  boxes: Box[];
}

/** What a privacy-blur track follows. */
export const blurTrackTargets = ["face", "body"] as const;
export type BlurTrackTarget = (typeof blurTrackTargets)[number];

/** One tracked subject (a face, a person): its box at sampled source times, interpolated in between. */
export interface BlurTrack {
  id: string;
  target: BlurTrackTarget;
  /** Sorted by t (seconds into the item's source). */
  keys: { t: number; box: Box }[];
}

/**
 * Per-item blur: the preview and export blur the whole picture, or only the privacy regions when `regions` or
 * `tracks` are present (regions are held from keyframe to keyframe; tracks move between their keys).
 */
export interface ItemBlur {
  type: BlurType;
  /** 0..100 as the Blur dialog's slider. */
  intensity: number;
  /** Privacy blur regions over time (faces found by the AI); held between keyframes. */
  regions?: RegionKeyframe[];
  /** Followed subjects (Auto-track): each shows from its first key - hold to its last key + hold. */
  tracks?: BlurTrack[];
  /** Seconds a track's box is held before its first and after its last key (about one sampling step). */
  hold?: number;
  /** Smart blending: soft oval regions instead of hard rectangles. */
  blend?: boolean;
  /** The source span (seconds) Auto-track searched; a clip lengthened past it has parts no track covers. */
  searched?: { from: number; to: number };
}

/** Placement of a visual item on the frame: centre in 0..1 frame coordinates, scale 1 = fit the frame. */
export interface Transform {
  x: number;
  y: number;
  scale: number;
  /** 0..1 */
  opacity: number;
  /** Degrees clockwise about the centre; absent = 0. */
  rotation?: number;
}

/** How a keyframe's value goes to the next keyframe's. */
export const easings = ["linear", "hold", "ease-in", "ease-out", "ease-in-out", "cubic-bezier"] as const;
export type Easing = (typeof easings)[number];

/**
 * What an item can animate: its place (x, y: centre in 0..1 of the frame), scale (1 = fit), rotation (degrees),
 * opacity (0..1), volume (0..2), blur intensity (0..100), colour (brightness, contrast, saturation: 0..100), the crop
 * edges (0..0.9 of the source) and the grading (temperature, tint, exposure, highlights, shadows: -100..100).
 */
export const animatableProperties = [
  "x",
  "y",
  "scale",
  "rotation",
  "opacity",
  "volume",
  "blur",
  "brightness",
  "contrast",
  "saturation",
  "cropLeft",
  "cropRight",
  "cropTop",
  "cropBottom",
  "temperature",
  "tint",
  "exposure",
  "highlights",
  "shadows",
] as const;
export type AnimatableProperty = (typeof animatableProperties)[number];

/** One keyframe: the value at item-relative time t, and the easing from here to the next keyframe. */
export interface Keyframe {
  /** Seconds from the item's start on the timeline. */
  t: number;
  value: number;
  easing: Easing;
  /** Control points x1, y1, x2, y2 of a cubic-bezier easing (x in 0..1; y beyond 0..1 overshoots). */
  bezier?: [number, number, number, number];
}

/** Per animated property, its keyframes sorted by t (no two at one time). A property without keyframes is static. */
export type Keyframes = Partial<Record<AnimatableProperty, Keyframe[]>>;

export interface ItemBase {
  id: string;
  kind: ItemKind;
  name: string;
  /** Seconds on the timeline where the item begins. */
  start: number;
  /** Seconds into the source where the item's shown part begins. */
  in: number;
  /** Seconds into the source where it ends; out > in. */
  out: number;
}

/** Fractions of the source cut away at each edge, 0..0.9 (left + right and top + bottom stay under 1). */
export interface Crop {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Chroma key: pixels near `color` become transparent. */
export interface ChromaKey {
  /** The key colour, #rrggbb. */
  color: string;
  /** 0..100: how far from the key colour a pixel still counts as key. */
  tolerance: number;
  /** 0..100: the width of the soft edge between keyed and kept. */
  softness: number;
  /** 0..100: how much of the key colour's cast is taken out of the kept pixels' edges. */
  spill: number;
}

/** A 3D LUT applied after the colour adjustments: one we ship (public/luts/<id>.cube) or one imported in this browser. */
export interface LutRef {
  /** The shipped LUT's id, or the imported file's id. */
  id: string;
  name: string;
  source: "builtin" | "local";
  /** Key in the browser's own storage of an imported .cube file. */
  localId?: string;
  /** 0..1: 0 = the original colour, 1 = the LUT's. */
  intensity: number;
}

/** Three-band EQ gains in dB (-12..12): low shelf, peaking mid, high shelf. */
export interface ItemEq {
  low: number;
  mid: number;
  high: number;
}

/** Auto-ducking of a music item under speech. */
export interface Ducking {
  /** How far the music goes down while someone speaks, dB (positive). */
  depth: number;
  /** Seconds to go down, and to come back up. */
  attack: number;
  release: number;
}

export interface MediaItem extends ItemBase {
  kind: "video" | "image" | "audio";
  assetId: string;
  /** 0..2 (0–200%). */
  volume: number;
  /** Seconds. */
  fadeIn: number;
  fadeOut: number;
  transform: Transform;
  /** Overrides the project's colour when set. */
  color?: ColorSettings;
  blur?: ItemBlur;
  /** Animated properties (lib/editor/model/keyframes.ts); absent = nothing moves. */
  keyframes?: Keyframes;
  /** Playback rate, 0.25..4; absent = 1. The item lasts (out - in) / speed on the timeline. */
  speed?: number;
  /** Plays its source backwards (from out to in). */
  reverse?: boolean;
  crop?: Crop;
  flipH?: boolean;
  flipV?: boolean;
  chromaKey?: ChromaKey;
  lut?: LutRef;
  eq?: ItemEq;
  /** Noise reduction of the item's sound, on the device. */
  denoise?: boolean;
  /** Music only: dips under speech found on the other tracks. */
  duck?: Ducking;
  /** A template's media slot: a placeholder the creator fills with a clip or picture (lib/editor/edits/slot-edits.ts). */
  slot?: MediaSlot;
}

/**
 * A media slot of a template. Until filled, its item's `assetId` is EMPTY_SLOT_ASSET (no asset has that id) and the
 * compositor draws the slot's stand-in: a card in its tint with its label. Filling it swaps the media and keeps the
 * item's time range, transform, keyframes, crop and effects; the item stays a slot, so it can be replaced again.
 */
export interface MediaSlot {
  /** What the template asks for here, e.g. "Opening shot". */
  label: string;
  /** The stand-in card's colour, #rrggbb. */
  tint: string;
}

/** What an empty slot asks for, on the timeline and in the preview. */
export const SLOT_PROMPT = "Drop a clip or picture";

/** The asset id of an unfilled slot: no asset of a document has it. */
export const EMPTY_SLOT_ASSET = "slot-empty";

/** An item that is a slot not filled yet. */
export function isEmptySlot(item: TimelineItem): item is MediaItem & { slot: MediaSlot } {
  return (item.kind === "video" || item.kind === "image") && item.slot !== undefined && item.assetId === EMPTY_SLOT_ASSET;
}

/** The unfilled slots of a document, in timeline order. */
export function emptySlots(doc: ProjectDoc): (MediaItem & { slot: MediaSlot })[] {
  return doc.tracks
    .flatMap((t) => t.items)
    .filter(isEmptySlot)
    .sort((a, b) => a.start - b.start);
}

export const textPlacements = ["top", "center", "lower-third", "custom"] as const;
export type TextPlacement = (typeof textPlacements)[number];

export interface TextItem extends ItemBase {
  kind: "text";
  text: string;
  /** Pixels at 1080p height; scaled with the output. */
  fontSize: number;
  /** CSS colour, e.g. #ffffff. */
  color: string;
  placement: TextPlacement;
  /** Centre of the text in 0..1 frame coordinates. */
  x: number;
  y: number;
  bold: boolean;
  /** Background box colour, or null for none. */
  background: string | null;
  /** Animated place, scale, rotation and opacity (lib/editor/model/keyframes.ts); absent = static. */
  keyframes?: Keyframes;
}

/** One spoken word of a caption cue: seconds from the cue's start on the timeline. */
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
}

export interface CaptionItem extends ItemBase {
  kind: "caption";
  text: string;
  /** The cue's words with their times (from the model, or estimated: lib/editor/captions/word-timing.ts); absent = unknown. */
  words?: CaptionWord[];
}

/**
 * An effect of the registry (lib/editor/effects/) over a time range: an adjustment layer over everything drawn below
 * its track, or, with `targetId`, over that one clip's picture. Its source is itself (in = 0, out = its length).
 */
export interface EffectItem extends ItemBase {
  kind: "effect";
  /** The registry's effect id. */
  effectId: string;
  /** Parameter values by key (numbers, or #rrggbb colours); a missing one is the definition's default. */
  params: Record<string, number | string>;
  /** Keyframes of numeric parameters, by key (item-relative times, as every item's keyframes). */
  paramKeys?: Record<string, Keyframe[]>;
  /** Particles and noise are a pure function of this seed and the time. */
  seed: number;
  /** The clip the effect sits on; absent = everything below it. */
  targetId?: string;
}

export type TimelineItem = MediaItem | TextItem | CaptionItem | EffectItem;

export const transitionKinds = [
  "dissolve",
  "dip-black",
  "dip-white",
  "wipe-left",
  "wipe-right",
  "wipe-up",
  "wipe-down",
  "slide",
  "push",
  "zoom",
  "iris",
  "blur",
] as const;
export type TransitionKind = (typeof transitionKinds)[number];

/**
 * A transition between two adjacent items of a track, centred on their cut: it runs from cut - duration / 2 to
 * cut + duration / 2, showing the outgoing item past its out point and the incoming one before its in point.
 */
export interface Transition {
  id: string;
  kind: TransitionKind;
  /** The outgoing item (the one that ends at the cut). */
  fromId: string;
  /** The incoming item (the one that starts at the cut). */
  toId: string;
  /** Seconds. */
  duration: number;
}

export interface Track {
  id: string;
  kind: TrackKind;
  name: string;
  muted: boolean;
  hidden: boolean;
  /** Items sorted by start; no two overlap. */
  items: TimelineItem[];
  /** Transitions at this track's cuts; absent = every cut is hard. */
  transitions?: Transition[];
  /** A caption track's look: a named preset and an animation (lib/catalog/caption-styles.ts); absent = the plain one. */
  captionStyle?: CaptionStyle;
}

/** How captions move: karaoke highlights the spoken word, pop and bounce bring each word in, typewriter types it. */
export const captionAnimations = ["none", "karaoke", "pop", "bounce", "typewriter"] as const;
export type CaptionAnimation = (typeof captionAnimations)[number];

export interface CaptionStyle {
  /** A preset's id from lib/catalog/caption-styles.ts. */
  preset: string;
  animation: CaptionAnimation;
}

/** Project-wide settings: what the project's dialogs and properties panel set. */
export interface ProjectSettings {
  title: string;
  visibility: ProjectVisibility;
  allowComments: boolean;
  allowDownloads: boolean;
  aspectRatio: AspectRatio;
  resolution: Resolution;
  frameRate: FrameRate;
  /** The duration text of a template or an older project, e.g. "00:02:30"; Video Properties shows docDuration. */
  durationText: string;
  color: ColorSettings;
  blur: {
    type: BlurType | null;
    intensity: number;
    targets: string[];
    autoTrack: boolean;
    smartBlending: boolean;
  };
  lipSync: number;
  voice: string | null;
  /** The export's video bitrate, bits per second (a platform preset's); absent = the encoder's high quality. */
  bitrate?: number;
  /** The export's integrated loudness target, LUFS; absent = -14. */
  loudnessTarget?: LoudnessTarget;
}

export const loudnessTargets = [-14, -16, -23] as const;
export type LoudnessTarget = (typeof loudnessTargets)[number];

export interface ProjectDoc {
  version: typeof DOC_VERSION;
  settings: ProjectSettings;
  assets: MediaAsset[];
  /** Drawn bottom to top in this order for visual tracks: video, overlay, effect, text, caption. */
  tracks: Track[];
  /**
   * The project's length in seconds when set in Video Properties; absent = the end of the last item. The timeline
   * is never shorter than its items: a longer length is a gap at the end (exported as black and silence).
   */
  length?: number;
}

/** The playback rate of an item: its speed, or 1. */
export function itemSpeed(item: ItemBase & { speed?: number }): number {
  return item.speed ?? 1;
}

/** Length of an item on the timeline, seconds: its source span over its speed. */
export function itemDuration(item: ItemBase & { speed?: number }): number {
  return (item.out - item.in) / itemSpeed(item);
}

export function itemEnd(item: ItemBase & { speed?: number }): number {
  return item.start + itemDuration(item);
}

/** The end of the timeline's last item, seconds (0 for an empty timeline). */
export function itemsEnd(doc: ProjectDoc): number {
  let end = 0;
  for (const track of doc.tracks) for (const item of track.items) end = Math.max(end, itemEnd(item));
  return end;
}

/** The timeline's length, seconds: the project's length when set, never shorter than its items. */
export function docDuration(doc: ProjectDoc): number {
  return Math.max(itemsEnd(doc), doc.length ?? 0);
}

/** Output size in pixels for the settings' resolution and aspect ratio, both even. */
export function outputSize(settings: Pick<ProjectSettings, "resolution" | "aspectRatio">): { width: number; height: number } {
  const [w, h] = settings.resolution.split("x").map(Number);
  const [aw, ah] = settings.aspectRatio.split(":").map(Number);
  // The resolution's short side is kept; the long side follows the aspect ratio.
  const short = Math.min(w, h);
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return aw >= ah ? { width: even((short * aw) / ah), height: even(short) } : { width: even(short), height: even((short * ah) / aw) };
}
