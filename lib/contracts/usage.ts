import { z } from "zod";

const counted = z.object({ used: z.number().int().min(0), total: z.number().int().nullable() });

/** GET /api/usage: the account's use this month (UTC); total null = unlimited. */
export const usageResponseSchema = z.object({
  plan: z.enum(["free", "starter", "pro", "enterprise"]),
  month: z.string(),
  aiGenerations: counted,
  storage: z.object({ usedBytes: z.number().int().min(0), totalBytes: z.number().int().nullable() }),
  exports: counted,
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** POST /api/usage/exports (no body): one finished export counted; the month's exports after it. */
export const exportCountedResponseSchema = z.object({ exports: z.object({ used: z.number().int(), total: z.number().int().nullable() }) });
export type ExportCountedResponse = z.infer<typeof exportCountedResponseSchema>;
