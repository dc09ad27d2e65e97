import { z } from "zod";

import { MAX_PART_NUMBER } from "@/lib/upload-rules";

/** The parts the browser uploaded, in order: [{ETag, PartNumber}]. */
export const completeMultipartSchema = z.object({
  parts: z
    .array(
      z.object({
        ETag: z.string().min(1).max(200),
        PartNumber: z.number().int().min(1).max(MAX_PART_NUMBER),
      }),
    )
    .min(1)
    .max(MAX_PART_NUMBER)
    .refine((parts) => parts.every((p, i) => i === 0 || p.PartNumber > parts[i - 1].PartNumber), {
      message: "Parts must be in ascending PartNumber order, each once",
    }),
});
export type CompleteMultipartBody = z.infer<typeof completeMultipartSchema>;

export const completeMultipartResponseSchema = z.object({ location: z.string(), key: z.string() });
export type CompleteMultipartResponse = z.infer<typeof completeMultipartResponseSchema>;
