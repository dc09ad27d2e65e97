/** Claiming a Daily Rewards reward (loaded on demand by the claim button). */
import { canClaim, readLastClaim, writeLastClaim, type ClaimKind } from "@/lib/daily-rewards";
import { addAmounts } from "@/lib/money";
import type { KeyValueStorage } from "@/lib/session";
import { recordTransaction } from "@/lib/transactions";

/**
 * Records the claim time and a reward transaction and answers the new balance, or null when the
 * claim is not available yet (already claimed this day / week).
 */
export function claimReward(
  storage: KeyValueStorage,
  { kind, amount, title, balance, now }: { kind: ClaimKind; amount: number; title: string; balance: string; now: Date },
): string | null {
  if (!canClaim(kind, readLastClaim(storage, kind), now)) return null;
  writeLastClaim(storage, kind, now);
  recordTransaction(storage, { type: "reward", amount: `+${addAmounts(amount, 0)}`, description: `${title} reward`, date: now.toISOString() });
  console.info(`Claimed ${kind} reward: +${amount} MSXT`);
  return addAmounts(balance, amount);
}
