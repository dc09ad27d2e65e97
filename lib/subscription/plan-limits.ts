/**
 * What each plan allows, enforced by the server (lib/server/quotas) and shown by the usage meters.
 * null: unlimited. AI generations and exports are counted per UTC month; storage is the bytes of the account's files.
 */
import type { PlanId } from "@/lib/catalog/plans";

export interface PlanLimits {
  aiGenerationsPerMonth: number | null;
  storageBytes: number | null;
  exportsPerMonth: number | null;
  premiumTemplates: boolean;
}

const GB = 1024 ** 3;

export const planLimits: Record<PlanId, PlanLimits> = {
  free: { aiGenerationsPerMonth: 5, storageBytes: 1 * GB, exportsPerMonth: 10, premiumTemplates: false },
  starter: { aiGenerationsPerMonth: 50, storageBytes: 25 * GB, exportsPerMonth: 50, premiumTemplates: false },
  pro: { aiGenerationsPerMonth: null, storageBytes: 100 * GB, exportsPerMonth: null, premiumTemplates: true },
  enterprise: { aiGenerationsPerMonth: null, storageBytes: null, exportsPerMonth: null, premiumTemplates: true },
};

export function limitsFor(plan: string): PlanLimits {
  return planLimits[plan as PlanId] ?? planLimits.free;
}

/** The UTC month a use is counted in, YYYY-MM. */
export function usageMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
