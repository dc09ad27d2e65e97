"use client";

import { useSyncExternalStore } from "react";

import type { WalletSummary } from "@/lib/account-client";
import { getServerWallet, getWallet, subscribeWallet } from "@/lib/wallet-store";

/** The wallet summary from the server (null while it loads). */
export function useWallet(): WalletSummary | null {
  return useSyncExternalStore(subscribeWallet, getWallet, getServerWallet);
}
