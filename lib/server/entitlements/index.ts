/**
 * The one answer to "what may this account use": templates, premium effects, exports, AI generations, storage. It is
 * a function of the account's effective plan (lib/subscription/plan-limits.ts: a guest is on the free plan, whatever
 * the demo shows), and for a guest the guest limits (lib/server/guest-limits.ts, by default the free plan's, which a
 * staging deployment may raise). Quotas, the template check, the editor and the export ticket all read it.
 */
import "server-only";

import type { PlanId } from "@/lib/catalog/plans";
import { type GuestLimits, guestLimits } from "@/lib/server/guest-limits";
import { effectivePlan, limitsFor, type PlanLimits } from "@/lib/subscription/plan-limits";

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
