import { z } from "zod";

/** The fields of a signed POST to the embedded store (what /api/s3/params handed out), plus the file. */
export const signedPostSchema = z.object({
  key: z.string().min(1).max(1024),
  "Content-Type": z.string().min(1).max(255),
  "x-msx-expires": z.string().regex(/^\d{1,12}$/).transform(Number),
  "x-msx-signature": z.string().max(128),
  file: z.instanceof(Blob),
});
export type SignedPost = z.infer<typeof signedPostSchema>;
