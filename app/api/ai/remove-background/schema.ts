import { z } from "zod";

import { userIdSchema } from "@/app/api/ai/captions/schema";
import { backgroundEngineNames, IMAGE_URL_MAX, imageDataTypes } from "@/lib/ai-tools";

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

/** The bytes of a data URL that passed the schema. */
export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
