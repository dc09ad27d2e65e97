import { z } from "zod";

import {
  AVATAR_PROMPT_MAX,
  avatarStyles,
  backgroundEngineNames,
  CAPTIONS_TEXT_MAX,
  DEFAULT_AVATAR_STYLE,
  IMAGE_URL_MAX,
  imageDataTypes,
  VOICE_TEXT_MAX,
} from "@/lib/ai/tools";
import type { Cue } from "@/lib/caption-cues";

export const userIdSchema = z.string({ error: "userId must be a string" }).trim().min(1, "userId is required").max(128);

export const captionsRequestSchema = z.object({
  userId: userIdSchema,
  audioText: z
    .string({ error: "audioText must be a string" })
    .trim()
    .min(1, "audioText must not be empty")
    .max(CAPTIONS_TEXT_MAX, `audioText must be at most ${CAPTIONS_TEXT_MAX} characters`),
});

export type CaptionsRequest = z.infer<typeof captionsRequestSchema>;

export interface CaptionsResponse {
  provider: string;
  cues: Cue[];
  vtt: string;
  srt: string;
}

export type { AvatarResult as AvatarResponse } from "@/lib/server/ai/avatar";

export const avatarRequestSchema = z.object({
  userId: userIdSchema,
  prompt: z
    .string({ error: "prompt must be a string" })
    .trim()
    .min(1, "prompt must not be empty")
    .max(AVATAR_PROMPT_MAX, `prompt must be at most ${AVATAR_PROMPT_MAX} characters`),
  style: z
    .string({ error: "style must be a string" })
    .trim()
    .toLowerCase()
    .pipe(z.enum(avatarStyles, { error: `style must be one of ${avatarStyles.join(", ")}` }))
    .default(DEFAULT_AVATAR_STYLE),
});

export type AvatarRequest = z.infer<typeof avatarRequestSchema>;

export type { BackgroundResult as RemoveBackgroundResponse } from "@/lib/server/ai/background";

/** `data:image/png|jpeg|webp;base64,…` (its size is checked by the route: 413 past IMAGE_DATA_MAX_BYTES decoded). */
const DATA_URL_PREFIX = /^data:(image\/(?:png|jpeg|webp));base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const removeBackgroundRequestSchema = z
  .object({
    userId: userIdSchema,
    imageUrl: z
      .string({ error: "imageUrl must be a string" })
      .trim()
      .min(1, "imageUrl must not be empty")
      .max(IMAGE_URL_MAX, `imageUrl must be at most ${IMAGE_URL_MAX} characters`)
      .optional(),
    /** Instead of imageUrl: the image's bytes, from the browser (a local file or an editor item). */
    imageDataUrl: z
      .string({ error: "imageDataUrl must be a string" })
      .refine((s) => DATA_URL_PREFIX.test(s), `imageDataUrl must be a base64 data URL of type ${imageDataTypes.join(", ")}`)
      .refine((s) => {
        const data = s.slice(s.indexOf(",") + 1);
        return data.length > 0 && data.length % 4 === 0 && BASE64.test(data);
      }, "imageDataUrl must hold valid base64 image data")
      .optional(),
    /** Optional: "auto" (default: the person model when it finds a person, else the flood fill) or one engine by name. */
    engine: z.enum(backgroundEngineNames, { error: `engine must be one of ${backgroundEngineNames.join(", ")}` }).optional(),
  })
  .refine((b) => (b.imageUrl === undefined) !== (b.imageDataUrl === undefined), {
    message: "Give either imageUrl or imageDataUrl (one of them)",
    path: ["imageUrl"],
  });

export type RemoveBackgroundRequest = z.infer<typeof removeBackgroundRequestSchema>;

export type { VoiceResult as VoiceCloneResponse } from "@/lib/server/ai/voice";

/**
 * voiceProfile picks the voice, the speaking rate (1 normal, 0.5 to 2) and the pitch (a factor of
 * the voice's natural pitch, 0.5 to 2). A plain string is a voice name. Embedded voices: slt, rms,
 * awb, kal; other names (presets such as "warm") map to one of them, always the same one.
 */
export const voiceProfileSchema = z.union([
  z.string().trim().max(64),
  z.object({
    voice: z.string().trim().max(64).optional(),
    rate: z.number().min(0.5).max(2).optional(),
    pitch: z.number().min(0.5).max(2).optional(),
  }),
]);

export const voiceCloneRequestSchema = z.object({
  userId: userIdSchema,
  textContent: z
    .string({ error: "textContent must be a string" })
    .trim()
    .min(1, "textContent must not be empty")
    .max(VOICE_TEXT_MAX, `textContent must be at most ${VOICE_TEXT_MAX} characters`),
  voiceProfile: voiceProfileSchema.nullish(),
});

export type VoiceCloneRequest = z.infer<typeof voiceCloneRequestSchema>;
