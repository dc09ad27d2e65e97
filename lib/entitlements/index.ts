/**
 * The one answer to "what may this account use": templates, premium effects, exports, AI generations, storage. It is
 * a function of the account's effective plan (plans.ts: a guest is on the free plan, whatever the demo shows), and for
 * a guest the guest limits (guest-limits.ts, by default the free plan's, which a staging deployment may raise).
 * Quotas (quotas.ts), the template check, the editor and the export ticket all read it.
 *
 * This folder is the one home of what an account may use: the plans' limits (plans.ts) and the guest caps
 * (guest-limits.ts), this function, the counting and refusals (quotas.ts, over the usage_counters and guest_usage
 * queries in lib/server/db/queries/usage.ts), the messages and error code both sides show (messages.ts) and the
 * browser's export ticket (export-quota.ts). plans.ts, messages.ts and export-quota.ts are shared with the browser;
 * the rest is server-only.
 */
import "server-only";

import type { PlanId } from "@/lib/catalog/plans";
import { type GuestLimits, guestLimits } from "@/lib/entitlements/guest-limits";
import { effectivePlan, limitsFor, type PlanLimits } from "@/lib/entitlements/plans";

export interface Entitlements extends PlanLimits {
  /** The plan whose rules hold. */
  plan: PlanId;
  /** A guest: its limits are the guest limits, counted per guest and per client address. */
  guest: boolean;
}

/** What an account (null: a visitor without a guest account yet) may use. */
export function entitlementsOf(
  account: { plan?: string | null; role?: string | null } | null | undefined,
  guest: GuestLimits = guestLimits(),
): Entitlements {
  const plan = effectivePlan(account);
  const limits = limitsFor(plan);
  if (account?.role !== "guest") return { ...limits, plan, guest: false };
  // The guest limits (by default the free plan's), never above the plan the guest is stored on (a test harness may
  // seed a guest on Free while raising the guest limits for its many runs).
  const stored = limitsFor(account.plan ?? "free");
  return {
    ...limits,
    plan,
    guest: true,
    aiGenerationsPerMonth: lower(stored.aiGenerationsPerMonth, guest.aiGenerationsPerMonth),
    exportsPerMonth: lower(stored.exportsPerMonth, guest.exportsPerMonth),
    storageBytes: lower(stored.storageBytes, guest.storageBytes),
  };
}

const lower = (plan: number | null, guest: number) => (plan === null ? guest : Math.min(plan, guest));
