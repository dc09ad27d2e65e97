/**
 * Plan limits, enforced by the server (the limits are entitlementsOf's, index.ts). The account's plan is
 * the server's (accounts.plan, read through the session guard); counts live in usage_counters and files.
 * A guest is held to the guest limits (guest-limits.ts) twice: its own count, and the count of every
 * guest from its client address (guest_usage, files.guest_client), so a new cookie does not buy a new quota.
 * Over a limit: 402 { error: { code: "quota_exceeded", message } }.
 */
import "server-only";

import type { UsageResponse } from "@/lib/contracts/usage";
import { MAX_OPEN_UPLOADS } from "@/lib/media/upload-rules";
import { limitsFor, usageMonth } from "@/lib/entitlements/plans";
import { ApiError, loggableError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { reserveFile, storageUsedBytes, type FileReservation, type FileRow } from "@/lib/server/db/queries/files";
import { consumeGuestUsage, consumeUsage, releaseGuestUsage, releaseUsage, usageCounts, type UsageKind } from "@/lib/server/db/queries/usage";
import { entitlementsOf } from "@/lib/entitlements";
import { guestLimits } from "@/lib/entitlements/guest-limits";
import {
  aiQuotaMessage,
  exportQuotaMessage,
  guestAiQuotaMessage,
  guestExportQuotaMessage,
  guestStorageQuotaMessage,
  PREMIUM_TEMPLATE_MESSAGE,
  QUOTA_EXCEEDED,
  storageQuotaMessage,
} from "@/lib/entitlements/messages";

/** What the quota code needs of an account: its plan, and for a guest its role and client address key. */
export interface QuotaAccount {
  id: string;
  plan: string;
  role?: string;
  /** The client address key (lib/server/client-address); guests without one share the "unknown" count. */
  client?: string;
}

export const quotaExceeded = (message: string) => new ApiError(402, message, QUOTA_EXCEEDED);

const planOf = (account: QuotaAccount): UsageResponse["plan"] =>
  (["free", "starter", "pro", "enterprise"] as const).find((p) => p === account.plan) ?? "free";

const isGuest = (account: QuotaAccount) => account.role === "guest";
const clientOf = (account: QuotaAccount) => account.client ?? "unknown";

/**
 * Spends one use of `kind` this month: for a guest, first from its client address's guest count, then from its
 * own; a refusal of the second gives the first back. Answers the account's count after the use.
 */
async function spend(account: QuotaAccount, kind: UsageKind, limit: number | null, month: string, refuse: (byClient: boolean) => ApiError) {
  const db = await getDb();
  const guest = isGuest(account);
  if (guest) {
    const shared = await consumeGuestUsage(db, clientOf(account), kind, guestLimitOf(kind), month);
    if (!shared.ok) throw refuse(true);
  }
  const own = await consumeUsage(db, account.id, kind, limit, month);
  if (!own.ok) {
    if (guest) await releaseGuestUsage(db, clientOf(account), kind, month);
    throw refuse(false);
  }
  return own;
}

/** Whether a guest's own limit is the guest cap (not its stored plan's, which may be lower, e.g. a guest put on free). */
function guestCapBinds(account: QuotaAccount, planLimit: number | null, guestCap: number): boolean {
  return isGuest(account) && (planLimit === null || guestCap < planLimit);
}

function guestLimitOf(kind: UsageKind): number {
  const limits = guestLimits();
  return kind === "ai_generation" ? limits.aiGenerationsPerMonth : limits.exportsPerMonth;
}

/**
 * Spends one AI generation of this month, runs `work`, and gives the generation back when the work fails
 * (the creator got nothing for it). 402 when the month's generations are used up: the work does not run.
 */
export async function withAiGeneration<T>(account: QuotaAccount, work: () => Promise<T>, now = new Date()): Promise<T> {
  const limit = entitlementsOf(account).aiGenerationsPerMonth;
  const month = usageMonth(now);
  const capped = guestCapBinds(account, limitsFor(account.plan).aiGenerationsPerMonth, guestLimitOf("ai_generation"));
  await spend(account, "ai_generation", limit, month, (byClient) =>
    quotaExceeded(byClient || capped ? guestAiQuotaMessage(guestLimitOf("ai_generation")) : aiQuotaMessage(account.plan, limit ?? 0)),
  );
  try {
    return await work();
  } catch (error) {
    const db = await getDb();
    const giveBack = async () => {
      await releaseUsage(db, account.id, "ai_generation", month);
      if (isGuest(account)) await releaseGuestUsage(db, clientOf(account), "ai_generation", month);
    };
    await giveBack().catch((e: unknown) => console.error("Could not give an AI generation back:", loggableError(e)));
    throw error;
  }
}

/** Counts one finished export; 402 when the month's exports are used up. */
export async function countExport(account: QuotaAccount, now = new Date()): Promise<{ used: number; total: number | null }> {
  const total = entitlementsOf(account).exportsPerMonth;
  const capped = guestCapBinds(account, limitsFor(account.plan).exportsPerMonth, guestLimitOf("export"));
  const spent = await spend(account, "export", total, usageMonth(now), (byClient) =>
    quotaExceeded(byClient || capped ? guestExportQuotaMessage(guestLimitOf("export")) : exportQuotaMessage(account.plan, total ?? 0)),
  );
  return { used: spent.used, total };
}

/** Reserves a new upload's declared size against the plan's storage; 402 before any byte is sent when it does not fit. */
export async function reserveUpload(account: QuotaAccount, file: Omit<FileReservation, "accountId">): Promise<FileRow> {
  const totalBytes = entitlementsOf(account).storageBytes;
  const guest = isGuest(account) ? { client: clientOf(account), limitBytes: guestLimits().storageBytes } : null;
  const result = await reserveFile(await getDb(), { ...file, accountId: account.id }, totalBytes, new Date(), guest, MAX_OPEN_UPLOADS);
  if (!result.ok && result.by === "open_uploads") {
    throw new ApiError(
      429,
      `At most ${MAX_OPEN_UPLOADS} uploads can be in progress at once. Let one finish or cancel it, then try again.`,
      "too_many_open_uploads",
      { "Retry-After": "60" },
    );
  }
  if (!result.ok) {
    const capped = guest !== null && guestCapBinds(account, limitsFor(account.plan).storageBytes, guest.limitBytes);
    throw quotaExceeded(
      guest && (result.by === "client" || capped)
        ? guestStorageQuotaMessage(file.sizeBytes, result.usedBytes, guest.limitBytes)
        : storageQuotaMessage(account.plan, file.sizeBytes, result.usedBytes, totalBytes ?? 0),
    );
  }
  return result.file;
}

/** The account's use this month, with the limits that hold for it (null: unlimited). */
export async function usageOf(account: QuotaAccount, now = new Date()): Promise<UsageResponse> {
  const db = await getDb();
  const month = usageMonth(now);
  const limits = entitlementsOf(account);
  const [counts, usedBytes] = await Promise.all([usageCounts(db, account.id, month), storageUsedBytes(db, account.id, now)]);
  return {
    plan: planOf(account),
    month,
    aiGenerations: { used: counts.ai_generation, total: limits.aiGenerationsPerMonth },
    storage: { usedBytes, totalBytes: limits.storageBytes },
    exports: { used: counts.export, total: limits.exportsPerMonth },
  };
}

/** Premium templates need an effective plan of Pro or Enterprise (never a guest): 403 JSON otherwise. */
export function assertTemplateAllowed(account: QuotaAccount, template: { isPremium: boolean }): void {
  if (template.isPremium && !entitlementsOf(account).premiumTemplates) throw new ApiError(403, PREMIUM_TEMPLATE_MESSAGE, "premium_required");
}
