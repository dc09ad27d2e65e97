import { z } from "zod";

/** The file route's path: the object key's segments (`uploads`, `<uuid>-<name>`). */
export const fileKeyParamsSchema = z.object({ key: z.array(z.string().min(1).max(200)).min(2).max(2) });
export type FileKeyParams = z.infer<typeof fileKeyParamsSchema>;
