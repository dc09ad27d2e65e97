"use client";

import { createContext, use, useSyncExternalStore } from "react";

import type { WalletSummary } from "@/lib/account-client";
import { getWallet, subscribeWallet } from "@/lib/wallet/store";

/** The wallet summary the page was rendered with on the server (root layout). */
export const InitialWalletContext = createContext<WalletSummary | null>(null);

/** The wallet summary from the server: the rendered one first, then live (refreshWallet()). */
export function useWallet(): WalletSummary | null {
  const initial = use(InitialWalletContext);
  const live = useSyncExternalStore(subscribeWallet, getWallet, () => null);
  return live ?? initial;
}
