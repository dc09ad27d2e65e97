import { z } from "zod";

/** One of the account's uploaded files. `url` is where a complete file plays from (null while pending). */
export const accountFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  size: z.number().int(),
  type: z.string(),
  status: z.enum(["pending", "complete"]),
  createdAt: z.string(),
  url: z.string().nullable(),
});
export type AccountFile = z.infer<typeof accountFileSchema>;

/** GET /api/files */
export const filesResponseSchema = z.object({ files: z.array(accountFileSchema) });
export type FilesResponse = z.infer<typeof filesResponseSchema>;
