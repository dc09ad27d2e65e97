"use client";

import { useWallet } from "@/components/shell/use-wallet";

/** The ids of the challenges this account has claimed in their current period (from the server's ledger); null while loading. */
export function useClaimed(): string[] | null {
  return useWallet()?.claims.challenges ?? null;
}

/**
 * The challenges with the progress and days left the server counted (uploads, shares, log-ins, AI runs), or
 * null while the wallet is not loaded. Titles, targets and rewards are the catalogue's.
 */
export function useChallengeProgress<C extends { id: string; progress: number; daysLeft: number }>(challenges: C[]): C[] | null {
  const wallet = useWallet();
  if (!wallet) return null;
  const byId = new Map((wallet.challenges ?? []).map((c) => [c.id, c]));
  return challenges.map((c) => {
    const counted = byId.get(c.id);
    return { ...c, progress: counted?.progress ?? 0, daysLeft: counted?.daysLeft ?? c.daysLeft };
  });
}
