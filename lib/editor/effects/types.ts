/**
 * What an effect is: a registered definition (id, the catalogue's strings, typed parameters with ranges and
 * defaults, the inputs it needs) and, loaded on demand, one renderer that the compositor calls for the preview and
 * the export alike. Plain types, no code: the editor's first load reads the definitions, never the renderers.
 */
import type { EffectCategory } from "@/lib/catalog/schemas";

import type { EffectLayer } from "../render/frame-plan";

/** A number the creator sets with a slider; it can be keyframed. */
export interface NumberParam {
  kind: "number";
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  default: number;
}

/** A colour (#rrggbb). */
export interface ColorParam {
  kind: "color";
  key: string;
  label: string;
  default: string;
}

export type EffectParam = NumberParam | ColorParam;

export type EffectParamValue = number | string;
export type EffectParams = Record<string, EffectParamValue>;

/**
 * What a renderer reads besides the picture below it and the time:
 * - subject: the person mask (selfie segmentation), shared by every effect of a frame and by the privacy blur;
 * - motion: a mask of what moved since the previous frame (frame differences);
 * - beats: beat and onset times detected from the timeline's audio.
 */
export const effectInputs = ["subject", "motion", "beats"] as const;
export type EffectInput = (typeof effectInputs)[number];

/** How an effect is built; the gallery's families. */
export const effectFamilies = ["grade", "particles", "camera", "frame", "subject", "motion", "beat", "editor"] as const;
export type EffectFamily = (typeof effectFamilies)[number];

/** Where an effect is offered: the /effects gallery (with its catalogue strings) or the editor's Effects card. */
export type EffectPlace = "gallery" | "editor";

export interface EffectDefinition {
  id: string;
  name: string;
  /** The catalogue's emoji (product data; the gallery shows the rendered effect instead). */
  emoji: string;
  category: EffectCategory | "editor";
  description: string;
  premium: boolean;
  family: EffectFamily;
  place: EffectPlace;
  params: readonly EffectParam[];
  inputs: readonly EffectInput[];
}

/** A mask over the whole frame, values 0..1, at a small size of its own (it is stretched over the frame). */
export interface EffectMask {
  width: number;
  height: number;
  data: Float32Array;
}

/** Everything one renderer call gets. */
export interface EffectFrame {
  /** The canvas size being drawn (the preview's or the export's). */
  width: number;
  height: number;
  /** Timeline seconds, and seconds since the effect item began. */
  t: number;
  local: number;
  /** The effect item's length, seconds. */
  duration: number;
  /** Parameter values at this time (keyframes applied), complete: every parameter of the definition. */
  params: Readonly<Record<string, EffectParamValue>>;
  /** The item's random seed: particles and noise are a pure function of (seed, time). */
  seed: number;
  subject: EffectMask | null;
  motion: EffectMask | null;
  /** Beat and onset times on the timeline, seconds, sorted. */
  beats: readonly number[];
  /** Where the effect applies: the whole frame, or the rectangle of the one clip it sits on. */
  area: { x: number; y: number; w: number; h: number };
}

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws the effect over what the context holds (the frame below the effect), in place. */
export type EffectRenderer = (ctx: Ctx2D, frame: EffectFrame) => void;

/** What a frame's effects read besides the picture. */
export interface EffectInputs {
  /** The person mask of the frame's pictures (null: nobody found, or not known yet). */
  subject: EffectMask | null;
  /** Beat and onset times of the timeline's audio, seconds, sorted. */
  beats: readonly number[];
}

export interface EffectEngine {
  /** Draws the effect layer over what `ctx` holds in `area` (the whole frame, or the clip's rectangle). */
  draw: (ctx: Ctx2D, layer: EffectLayer, inputs: EffectInputs, size: { width: number; height: number }, area?: { x: number; y: number; w: number; h: number }) => void;
  /** A transparent canvas of the frame's size for a clip with effects of its own (drawn, then its effects, then composed). */
  clipCanvas: (width: number, height: number) => { canvas: CanvasImageSource; ctx: Ctx2D };
}
