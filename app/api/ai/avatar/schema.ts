import { z } from "zod";

import { userIdSchema } from "@/app/api/ai/captions/schema";
import { AVATAR_PROMPT_MAX, avatarStyles, DEFAULT_AVATAR_STYLE } from "@/lib/ai-tools";

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
