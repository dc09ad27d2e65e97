/**
 * Plan limits, enforced by the server (lib/plan-limits.ts says what each plan allows). The account's plan is
 * the server's (accounts.plan, read through the session guard); counts live in usage_counters and files.
 * Over a limit: 402 { error: { code: "quota_exceeded", message } }.
 */
import "server-only";

import type { UsageResponse } from "@/app/api/usage/schema";
import { limitsFor, usageMonth } from "@/lib/plan-limits";
import { ApiError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { reserveFile, storageUsedBytes, type FileReservation, type FileRow } from "@/lib/server/db/queries/files";
import { consumeUsage, releaseUsage, usageCounts } from "@/lib/server/db/queries/usage";
import { canUseTemplate, PREMIUM_TEMPLATE_MESSAGE } from "@/lib/templates";
import { aiQuotaMessage, exportQuotaMessage, QUOTA_EXCEEDED, storageQuotaMessage } from "@/lib/usage";

/** What the quota code needs of an account. */
export interface QuotaAccount {
  id: string;
  plan: string;
}

export const quotaExceeded = (message: string) => new ApiError(402, message, QUOTA_EXCEEDED);

const planOf = (account: QuotaAccount): UsageResponse["plan"] =>
  (["free", "starter", "pro", "enterprise"] as const).find((p) => p === account.plan) ?? "free";

/**
 * Spends one AI generation of this month, runs `work`, and gives the generation back when the work fails
 * (the creator got nothing for it). 402 when the month's generations are used up: the work does not run.
 */
export async function withAiGeneration<T>(account: QuotaAccount, work: () => Promise<T>, now = new Date()): Promise<T> {
  const limit = limitsFor(account.plan).aiGenerationsPerMonth;
  const month = usageMonth(now);
  const db = await getDb();
  const spent = await consumeUsage(db, account.id, "ai_generation", limit, month);
  if (!spent.ok) throw quotaExceeded(aiQuotaMessage(account.plan, limit ?? 0));
  try {
    return await work();
  } catch (error) {
    await releaseUsage(db, account.id, "ai_generation", month).catch((e: unknown) =>
      console.error("Could not give an AI generation back:", e instanceof Error ? e.message : String(e)),
    );
    throw error;
  }
}

/** Counts one finished export; 402 when the month's exports are used up. */
export async function countExport(account: QuotaAccount, now = new Date()): Promise<{ used: number; total: number | null }> {
  const total = limitsFor(account.plan).exportsPerMonth;
  const spent = await consumeUsage(await getDb(), account.id, "export", total, usageMonth(now));
  if (!spent.ok) throw quotaExceeded(exportQuotaMessage(account.plan, total ?? 0));
  return { used: spent.used, total };
}

/** Reserves a new upload's declared size against the plan's storage; 402 before any byte is sent when it does not fit. */
export async function reserveUpload(account: QuotaAccount, file: Omit<FileReservation, "accountId">): Promise<FileRow> {
  const totalBytes = limitsFor(account.plan).storageBytes;
  const result = await reserveFile(await getDb(), { ...file, accountId: account.id }, totalBytes);
  if (!result.ok) throw quotaExceeded(storageQuotaMessage(account.plan, file.sizeBytes, result.usedBytes, totalBytes ?? 0));
  return result.file;
}

/** The account's use this month, with its plan's limits (null: unlimited). */
export async function usageOf(account: QuotaAccount, now = new Date()): Promise<UsageResponse> {
  const db = await getDb();
  const month = usageMonth(now);
  const limits = limitsFor(account.plan);
  const [counts, usedBytes] = await Promise.all([usageCounts(db, account.id, month), storageUsedBytes(db, account.id, now)]);
  return {
    plan: planOf(account),
    month,
    aiGenerations: { used: counts.ai_generation, total: limits.aiGenerationsPerMonth },
    storage: { usedBytes, totalBytes: limits.storageBytes },
    exports: { used: counts.export, total: limits.exportsPerMonth },
  };
}

/** Premium templates need Pro or Enterprise: 403 JSON otherwise. */
export function assertTemplateAllowed(account: QuotaAccount, template: { isPremium: boolean }): void {
  if (!canUseTemplate(template, account.plan)) throw new ApiError(403, PREMIUM_TEMPLATE_MESSAGE, "premium_required");
}
