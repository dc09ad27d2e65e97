import { z } from "zod";

/** Temporary storage credentials, limited to the upload prefix. */
export const stsResponseSchema = z.object({
  credentials: z.object({
    AccessKeyId: z.string(),
    SecretAccessKey: z.string(),
    SessionToken: z.string(),
    Expiration: z.string(),
  }),
  bucket: z.string(),
  region: z.string(),
});
export type StsResponse = z.infer<typeof stsResponseSchema>;
