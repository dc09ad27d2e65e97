import { z } from "zod";

/** POST /api/s3/multipart: what Uppy's S3 plugin sends to start a multipart upload. */
export const createMultipartSchema = z.object({
  filename: z.string().min(1).max(255),
  type: z.string().max(255),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type CreateMultipartBody = z.infer<typeof createMultipartSchema>;

export const createMultipartResponseSchema = z.object({ uploadId: z.string(), key: z.string() });
export type CreateMultipartResponse = z.infer<typeof createMultipartResponseSchema>;
