import { z } from "zod";

export const signPartQuerySchema = z.object({ key: z.string().max(1024).optional() });

/** A signed UploadPart URL and its lifetime in seconds. */
export const signPartResponseSchema = z.object({ url: z.string(), expires: z.number() });
export type SignPartResponse = z.infer<typeof signPartResponseSchema>;
