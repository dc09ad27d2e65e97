import { z } from "zod";

/** POST /api/usage/exports (no body): one finished export counted; the month's exports after it. */
export const exportCountedResponseSchema = z.object({ exports: z.object({ used: z.number().int(), total: z.number().int().nullable() }) });
export type ExportCountedResponse = z.infer<typeof exportCountedResponseSchema>;
