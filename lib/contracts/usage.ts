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

/**
 * POST /api/usage/exports (no body): the export ticket, asked for before encoding. The server counts the export
 * here (402 quota_exceeded when the month's exports are used up: nothing is encoded) and answers the ticket that
 * finishing needs, with what the account's plan allows the export: `premiumEffects` (premium effects without a
 * watermark: Pro and Enterprise; never a guest).
 */
export const exportTicketResponseSchema = z.object({
  exports: z.object({ used: z.number().int(), total: z.number().int().nullable() }),
  ticket: z.string(),
  expiresAt: z.string(),
  premiumEffects: z.boolean(),
});
export type ExportTicketResponse = z.infer<typeof exportTicketResponseSchema>;

/** POST /api/usage/exports/finish: the ticket of the export that finished. */
export const exportFinishSchema = z.object({ ticket: z.string().min(1).max(300) });
export const exportFinishResponseSchema = z.object({ finished: z.literal(true), premiumEffects: z.boolean() });
export type ExportFinishResponse = z.infer<typeof exportFinishResponseSchema>;
