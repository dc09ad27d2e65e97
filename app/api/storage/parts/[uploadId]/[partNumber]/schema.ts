import { z } from "zod";

/** The signed query of a part URL the embedded store handed out. */
export const signedPartQuerySchema = z.object({
  key: z.string().max(1024).default(""),
  expires: z.string().regex(/^\d{1,12}$/).transform(Number).optional(),
  signature: z.string().max(128).default(""),
});
export type SignedPartQuery = z.infer<typeof signedPartQuerySchema>;
