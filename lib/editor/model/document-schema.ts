/**
 * The zod schema of the project document (lib/editor/model/document.ts). Everything that reads a stored document (the
 * editor's open, the server's projects API) parses it here. Loaded on demand, so zod stays out of first loads.
 */
import { z } from "zod";

import { projectVisibilities } from "@/lib/projects/project";

import {
  animatableProperties,
  assetKinds,
  easings,
  assetSources,
  blurTrackTargets,
  captionAnimations,
  DOC_VERSION,
  type ProjectDoc,
  loudnessTargets,
  textPlacements,
  trackKinds,
  transitionKinds,
} from "./document";
import { aspectRatios, blurTypeIds, frameRates, resolutions } from "./choices";

const seconds = z.number().finite().min(0);
const unit = z.number().finite();
const percent = z.number().min(0).max(100);
const cropEdge = z.number().min(0).max(0.9);
const eqGain = z.number().min(-24).max(24);

const grade = z.number().min(-100).max(100).optional();
const colorSchema = z.object({
  brightness: z.number(),
  contrast: z.number(),
  saturation: z.number(),
  temperature: grade,
  tint: grade,
  exposure: grade,
  highlights: grade,
  shadows: grade,
});

export const boxSchema = z.object({ x: unit, y: unit, w: z.number().min(0), h: z.number().min(0) });

export const assetSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  mime: z.string(),
  kind: z.enum(assetKinds),
  duration: z.number().positive().nullable(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  size: z.number().min(0).optional(),
  source: z.enum(assetSources),
  url: z.string().nullable(),
  key: z.string().optional(),
  localId: z.string().optional(),
});

const keyframeSchema = z.object({
  t: z.number().finite(),
  value: z.number().finite(),
  easing: z.enum(easings),
  bezier: z.tuple([z.number().min(0).max(1), z.number().finite(), z.number().min(0).max(1), z.number().finite()]).optional(),
});

export const keyframesSchema = z.partialRecord(z.enum(animatableProperties), z.array(keyframeSchema));

const itemBase = {
  id: z.string().min(1),
  name: z.string(),
  start: seconds,
  in: seconds,
  out: seconds,
};

const mediaItemSchema = z.object({
  ...itemBase,
  kind: z.enum(["video", "image", "audio"]),
  assetId: z.string().min(1),
  volume: z.number().min(0).max(2),
  fadeIn: seconds,
  fadeOut: seconds,
  transform: z.object({
    x: unit,
    y: unit,
    scale: z.number().positive(),
    opacity: z.number().min(0).max(1),
    rotation: z.number().finite().optional(),
  }),
  keyframes: keyframesSchema.optional(),
  color: colorSchema.optional(),
  blur: z
    .object({
      type: z.enum(blurTypeIds),
      intensity: z.number().min(0).max(100),
      regions: z.array(z.object({ t: seconds, boxes: z.array(boxSchema) })).optional(),
      tracks: z
        .array(
          z.object({
            id: z.string().min(1),
            target: z.enum(blurTrackTargets),
            keys: z.array(z.object({ t: seconds, box: boxSchema })),
          }),
        )
        .optional(),
      hold: seconds.optional(),
      blend: z.boolean().optional(),
      searched: z.object({ from: seconds, to: seconds }).optional(),
    })
    .optional(),
  speed: z.number().min(0.25).max(4).optional(),
  reverse: z.boolean().optional(),
  crop: z.object({ left: cropEdge, right: cropEdge, top: cropEdge, bottom: cropEdge }).optional(),
  flipH: z.boolean().optional(),
  flipV: z.boolean().optional(),
  chromaKey: z
    .object({
      color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      tolerance: percent,
      softness: percent,
      spill: percent,
    })
    .optional(),
  lut: z
    .object({
      id: z.string().min(1),
      name: z.string(),
      source: z.enum(["builtin", "local"]),
      localId: z.string().optional(),
      intensity: z.number().min(0).max(1),
    })
    .optional(),
  eq: z.object({ low: eqGain, mid: eqGain, high: eqGain }).optional(),
  denoise: z.boolean().optional(),
  duck: z.object({ depth: z.number().min(0).max(60), attack: seconds, release: seconds }).optional(),
  slot: z.object({ label: z.string().max(80), tint: z.string().regex(/^#[0-9a-fA-F]{6}$/) }).optional(),
});

const textItemSchema = z.object({
  ...itemBase,
  kind: z.literal("text"),
  text: z.string(),
  fontSize: z.number().positive(),
  color: z.string(),
  placement: z.enum(textPlacements),
  x: unit,
  y: unit,
  bold: z.boolean(),
  background: z.string().nullable(),
  keyframes: keyframesSchema.optional(),
});

const captionWordSchema = z.object({ text: z.string(), start: z.number().finite(), end: z.number().finite() });

const captionItemSchema = z.object({
  ...itemBase,
  kind: z.literal("caption"),
  text: z.string(),
  words: z.array(captionWordSchema).max(2000).optional(),
});

const effectItemSchema = z.object({
  ...itemBase,
  kind: z.literal("effect"),
  effectId: z.string().regex(/^[a-z0-9-]+$/),
  params: z.record(z.string(), z.union([z.number().finite(), z.string().regex(/^#[0-9a-fA-F]{6}$/)])),
  paramKeys: z.record(z.string(), z.array(keyframeSchema)).optional(),
  seed: z.number().int(),
  targetId: z.string().min(1).optional(),
});

export const itemSchema = z
  .discriminatedUnion("kind", [mediaItemSchema, textItemSchema, captionItemSchema, effectItemSchema])
  .refine((item) => item.out > item.in, { message: "An item's out point must come after its in point" });

export const trackSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(trackKinds),
  name: z.string(),
  muted: z.boolean(),
  hidden: z.boolean(),
  items: z.array(itemSchema),
  transitions: z
    .array(
      z.object({
        id: z.string().min(1),
        kind: z.enum(transitionKinds),
        fromId: z.string().min(1),
        toId: z.string().min(1),
        duration: z.number().finite().positive(),
      }),
    )
    .optional(),
  captionStyle: z.object({ preset: z.string().min(1).max(40), animation: z.enum(captionAnimations) }).optional(),
});

export const settingsSchema = z.object({
  title: z.string(),
  visibility: z.enum(projectVisibilities),
  allowComments: z.boolean(),
  allowDownloads: z.boolean(),
  aspectRatio: z.enum(aspectRatios),
  resolution: z.enum(resolutions),
  frameRate: z.literal(frameRates),
  durationText: z.string(),
  color: colorSchema,
  blur: z.object({
    type: z.enum(blurTypeIds).nullable(),
    intensity: z.number(),
    targets: z.array(z.string()),
    autoTrack: z.boolean(),
    smartBlending: z.boolean(),
  }),
  lipSync: z.number(),
  /** Older documents' effect switches: read once by the migration (./migrate.ts), never written. */
  effects: z.array(z.string()).optional(),
  voice: z.string().nullable(),
  loudnessTarget: z.literal(loudnessTargets).optional(),
  bitrate: z.number().int().min(100_000).max(100_000_000).optional(),
});

export const projectDocSchema = z.object({
  version: z.literal(DOC_VERSION),
  settings: settingsSchema,
  assets: z.array(assetSchema),
  tracks: z.array(trackSchema),
  length: z.number().finite().positive().optional(),
}) satisfies z.ZodType<ProjectDoc>;
