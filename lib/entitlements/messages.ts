/**
 * What an account is told when a plan or the guest caps refuse it: the error code, the quota and premium template
 * messages, the upgrade path, and the reading of the error answer. Shared by the server (its refusals) and the client
 * (meters, the uploads list, the gallery).
 */
import { formatBytes } from "@/lib/format";

export const QUOTA_EXCEEDED = "quota_exceeded";
export const UPGRADE_PATH = "/subscription";

export const PREMIUM_TEMPLATE_MESSAGE = "This template requires a Pro or Enterprise subscription.";

/** "Free", "Starter", "Pro", "Enterprise". */
export function planLabel(plan: string): string {
  const known: Record<string, string> = { free: "Free", starter: "Starter", pro: "Pro", enterprise: "Enterprise" };
  return known[plan] ?? "Free";
}

export const aiQuotaMessage = (plan: string, total: number) =>
  `You have used all ${total} AI generations of the ${planLabel(plan)} plan this month. Upgrade for more.`;

export const exportQuotaMessage = (plan: string, total: number) =>
  `You have used all ${total} exports of the ${planLabel(plan)} plan this month. Upgrade for more.`;

export const storageQuotaMessage = (plan: string, sizeBytes: number, usedBytes: number, totalBytes: number) =>
  `This file (${formatBytes(sizeBytes)}) does not fit in the ${formatBytes(totalBytes)} of cloud storage of the ${planLabel(plan)} plan: ` +
  `${formatBytes(usedBytes)} is in use. Delete files or upgrade for more.`;

/** A guest's quotas are shared by every guest on one network (client address); signing up gives one's own. */
export const guestAiQuotaMessage = (total: number) =>
  `Guests can run ${total} AI generations a month, shared by everyone on your network. Sign up free for your own.`;

export const guestExportQuotaMessage = (total: number) =>
  `Guests can export ${total} times a month, shared by everyone on your network. Sign up free for your own.`;

export const guestStorageQuotaMessage = (sizeBytes: number, usedBytes: number, totalBytes: number) =>
  `This file (${formatBytes(sizeBytes)}) does not fit in the ${formatBytes(totalBytes)} guests can upload, shared by everyone on your ` +
  `network: ${formatBytes(usedBytes)} is in use. Sign up free for your own storage.`;

/** The code and message of an error answer `{ error: { code, message } }`, from its text; null otherwise. */
export function apiErrorOf(body: string): { code: string; message: string } | null {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = parsed.error ?? {};
    return typeof code === "string" && typeof message === "string" ? { code, message } : null;
  } catch {
    return null;
  }
}
