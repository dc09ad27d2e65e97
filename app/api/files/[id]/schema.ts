import { z } from "zod";

export const fileIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** DELETE /api/files/:id answers the id it removed. */
export const deleteFileResponseSchema = z.object({ deleted: z.string() });
export type DeleteFileResponse = z.infer<typeof deleteFileResponseSchema>;
