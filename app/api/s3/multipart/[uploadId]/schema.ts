import { z } from "zod";

/** ?key= of the multipart calls on one upload. */
export const uploadKeyQuerySchema = z.object({ key: z.string().max(1024).optional() });

export const partSchema = z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() });
export const listPartsResponseSchema = z.array(partSchema);
export type ListPartsResponse = z.infer<typeof listPartsResponseSchema>;
