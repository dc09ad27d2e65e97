"use client";

import * as React from "react";
import { useEffect } from "react";

import { AuthProvider } from "@/components/shell/auth-provider";
import { InitialWalletContext } from "@/components/shell/use-wallet";
import { whenLazyPartsHydrated } from "@/components/ui/lazy-parts";
import type { WalletSummary } from "@/lib/account-client";
import { isToasterWanted, subscribeToaster } from "@/lib/toast";
import { primeWallet } from "@/lib/wallet/store";
import type { AccountUser } from "@/lib/account/user";

// The toaster (sonner) mounts on the page's first toast (lib/toast.ts), outside the first-load bundle.
const Toaster = React.lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));
const onServer = () => false;

/**
 * The client layout: session, wallet and the toaster. The theme is dark only: the root layout sets it on <html>, so
 * no theme script runs (an inline script at the top of <body> would wait for the stylesheet and hold the parser, and
 * with it the first paint).
 */
export function Providers({
  user,
  wallet,
  warmFont,
  children,
}: {
  user: AccountUser | null;
  wallet: WalletSummary | null;
  /** Geist Sans is not cached yet: its family and the cookie to set once it is (lib/fonts). */
  warmFont?: { family: string; cookie: string };
  children: React.ReactNode;
}) {
  primeWallet(wallet);
  // The toaster is browser-only, and drawn from the first toast on: no page load pays for it.
  const mounted = React.useSyncExternalStore(subscribeToaster, isToasterWanted, onServer);
  // Effects run child first, so this one marks the whole page as hydrated: its controls now act. The page is
  // painted from the server's HTML before that; the end-to-end tests wait for the mark before they click.
  // Parts drawn by the server whose code loads on demand (components/ui/lazy-parts) are waited for: their controls
  // act only once they have hydrated too.
  useEffect(() => {
    whenLazyPartsHydrated(() => {
      document.documentElement.dataset.hydrated = "true";
      // A click or submit made before now was held (lib/shell/early-input): it acts now.
      window.msxHydrated?.();
    });
  }, []);
  // Without the font in the cache: once the page has loaded and the browser is idle, fetch it in the background and
  // set the cookie that makes the next page load use it. The page in view keeps its fallback, so nothing shifts.
  const { family, cookie } = warmFont ?? {};
  useEffect(() => {
    if (!family) return;
    const warm = () =>
      requestIdleCallback(() =>
        // A failed fetch leaves the fallback in use; the next page tries again.
        document.fonts.load(`1em ${family}`).then(() => {
          document.cookie = `${cookie}=1;path=/;max-age=31536000;samesite=lax`;
        }, Boolean),
      );
    if (document.readyState === "complete") warm();
    else addEventListener("load", warm);
    return () => removeEventListener("load", warm);
  }, [family, cookie]);
  return (
    <InitialWalletContext value={wallet}>
      <AuthProvider initialUser={user}>
        {children}
        {mounted ? (
          <React.Suspense fallback={null}>
            <Toaster />
          </React.Suspense>
        ) : null}
      </AuthProvider>
    </InitialWalletContext>
  );
}
