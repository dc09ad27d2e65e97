"use client";

import { useWallet } from "@/components/shell/use-wallet";

/** The ids of the challenges this account has claimed (from the server's ledger); null while loading. */
export function useClaimed(): string[] | null {
  return useWallet()?.claims.challenges ?? null;
}
