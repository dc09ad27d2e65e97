import { z } from "zod";

import { CAPTIONS_TEXT_MAX } from "@/lib/ai-tools";
import type { Cue } from "@/lib/captions";

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
