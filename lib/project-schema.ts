/** The shape of a project saved from the editor (IndexedDB record), validated on every read and write. */
import * as z from "zod/mini";

import { aspectRatios, blurTypeIds, effectIds, frameRates, resolutions } from "@/lib/editor/state";

export const savedClipSchema = z.object({
  name: z.string(),
  type: z.string(),
  duration: z.nullable(z.number()),
  size: z.optional(z.number()),
  /** Kept for media that still plays after a reload (sample clip, uploads); local files are not stored. */
  url: z.nullable(z.string()),
  key: z.optional(z.string()),
  source: z.enum(["sample", "local", "upload", "saved"]),
});

export const savedProjectSchema = z.object({
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
  effects: z.array(z.enum(effectIds)),
  appliedEffects: z.array(z.string()),
  voice: z.nullable(z.string()),
  clips: z.array(savedClipSchema),
  /** The version-2 project document (lib/editor/document.ts), validated when the editor opens it (migrateProject). */
  doc: z.optional(z.unknown()),
  /** A frame of the preview as a data: URL, or "" when none could be captured. */
  thumbnail: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export type SavedProject = z.infer<typeof savedProjectSchema>;
