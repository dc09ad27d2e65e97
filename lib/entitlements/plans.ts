/**
 * What each plan allows, enforced by the server (entitlementsOf, quotas.ts) and shown by the usage meters and the gallery.
 * null: unlimited. AI generations and exports are counted per UTC month; storage is the bytes of the account's files.
 */
import type { PlanId } from "@/lib/catalog/plans";

export interface PlanLimits {
  aiGenerationsPerMonth: number | null;
  storageBytes: number | null;
  exportsPerMonth: number | null;
  premiumTemplates: boolean;
  /** Premium effects without a watermark in exports. */
  premiumEffects: boolean;
}

const GB = 1024 ** 3;

export const planLimits: Record<PlanId, PlanLimits> = {
  free: { aiGenerationsPerMonth: 5, storageBytes: 1 * GB, exportsPerMonth: 10, premiumTemplates: false, premiumEffects: false },
  starter: { aiGenerationsPerMonth: 50, storageBytes: 25 * GB, exportsPerMonth: 50, premiumTemplates: false, premiumEffects: false },
  pro: { aiGenerationsPerMonth: null, storageBytes: 100 * GB, exportsPerMonth: null, premiumTemplates: true, premiumEffects: true },
  enterprise: { aiGenerationsPerMonth: null, storageBytes: null, exportsPerMonth: null, premiumTemplates: true, premiumEffects: true },
};

export function limitsFor(plan: string): PlanLimits {
  return planLimits[plan as PlanId] ?? planLimits.free;
}

/**
 * The plan whose rules hold for an account: its own, except that a guest (a visitor who has not signed up) is on the
 * free plan, whatever plan the demo shows it.
 */
export function effectivePlan(account: { plan?: string | null; subscriptionPlan?: string | null; role?: string | null } | null | undefined): PlanId {
  if (!account || account.role === "guest") return "free";
  const plan = account.plan ?? account.subscriptionPlan ?? "free";
  return plan in planLimits ? (plan as PlanId) : "free";
}

/** The UTC month a use is counted in, YYYY-MM. */
export function usageMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
