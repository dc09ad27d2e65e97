import { z } from "zod";

/** The file route's path: the object key's segments (`uploads`, `<accountId>`, `<uuid>-<name>`). */
export const fileKeyParamsSchema = z.object({ key: z.array(z.string().min(1).max(200)).min(3).max(3) });
export type FileKeyParams = z.infer<typeof fileKeyParamsSchema>;
