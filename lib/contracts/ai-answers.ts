/**
 * The AI tools' answers, as the browser checks them before showing a result: an answer of another shape is shown
 * as the tool's error. zod/mini keeps these checks small in the AI Tools page's bundle.
 */
import * as z from "zod/mini";

import { avatarStyles } from "@/lib/ai/tools";

const nonEmpty = () => z.string().check(z.minLength(1));
const cueSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });

/** POST /api/ai/captions: the cues, and the same captions as WebVTT and SRT. */
export const captionsResponseSchema = z.object({ provider: z.string(), cues: z.array(cueSchema), vtt: z.string(), srt: z.string() });

/** POST /api/ai/voice-clone: the speech as a base64 WAV. */
export const voiceCloneResponseSchema = z.object({
  provider: z.string(),
  cloned: z.boolean(),
  voice: z.string(),
  mimeType: z.literal("audio/wav"),
  audioBase64: nonEmpty(),
  durationSeconds: z.number(),
});

/** POST /api/ai/remove-background: the cut-out PNG and a small JPEG of the original. */
export const removeBackgroundResponseSchema = z.object({
  provider: z.string(),
  engine: z.string(),
  personCoverage: z.optional(z.number()),
  mimeType: z.literal("image/png"),
  imageBase64: nonEmpty(),
  width: z.number(),
  height: z.number(),
  original: z.object({ mimeType: z.literal("image/jpeg"), imageBase64: nonEmpty(), width: z.number(), height: z.number() }),
});

/** POST /api/ai/avatar: the image as a data URL (and its SVG source when it is one). */
export const avatarResponseSchema = z.object({
  provider: z.string(),
  style: z.enum(avatarStyles),
  engineStyle: z.string(),
  seed: z.string(),
  mimeType: z.enum(["image/svg+xml", "image/png", "image/jpeg", "image/webp"]),
  dataUrl: nonEmpty(),
  svg: z.optional(z.string()),
  attribution: z.string(),
});
