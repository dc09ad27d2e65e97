import { z } from "zod";

import { userIdSchema } from "@/app/api/ai/captions/schema";
import { backgroundEngineNames, IMAGE_URL_MAX } from "@/lib/ai-tools";

export type { BackgroundResult as RemoveBackgroundResponse } from "@/lib/server/ai/background";

export const removeBackgroundRequestSchema = z.object({
  userId: userIdSchema,
  imageUrl: z
    .string({ error: "imageUrl must be a string" })
    .trim()
    .min(1, "imageUrl must not be empty")
    .max(IMAGE_URL_MAX, `imageUrl must be at most ${IMAGE_URL_MAX} characters`),
  /** Optional: "auto" (default: the person model when it finds a person, else the flood fill) or one engine by name. */
  engine: z.enum(backgroundEngineNames, { error: `engine must be one of ${backgroundEngineNames.join(", ")}` }).optional(),
});

export type RemoveBackgroundRequest = z.infer<typeof removeBackgroundRequestSchema>;
