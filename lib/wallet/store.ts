/**
 * The wallet's transactions and claim states, read from the server (GET /api/wallet) and shared by every screen
 * that shows them. Screens subscribe with useSyncExternalStore; any change on the server is followed by
 * refreshWallet().
 */
import type { WalletSummary } from "@/lib/account-client";
import { api } from "@/lib/api-request";

let current: WalletSummary | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The summary the server rendered the page with (so lists do not move when the browser takes over). */
export function primeWallet(summary: WalletSummary | null): void {
  if (typeof window === "undefined" || !summary || current) return;
  current = summary;
}

export function refreshWallet(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  loading = api<WalletSummary>("GET", "/api/wallet").then((result) => {
    if (result.ok) {
      const { ok: _ok, ...summary } = result;
      current = summary;
      listeners.forEach((l) => l());
    }
    loading = null;
  });
  return loading;
}

export function subscribeWallet(listener: () => void): () => void {
  listeners.add(listener);
  if (!current && !loading) void refreshWallet();
  return () => listeners.delete(listener);
}

export const getWallet = () => current;
