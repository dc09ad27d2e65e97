import { z } from "zod";

import { userIdSchema } from "@/app/api/ai/captions/schema";
import { VOICE_TEXT_MAX } from "@/lib/ai-tools";

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
