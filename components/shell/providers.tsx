"use client";

import { ThemeProvider } from "next-themes";
import dynamic from "next/dynamic";
import type * as React from "react";

import { AuthProvider } from "@/components/shell/auth-provider";
import { InitialWalletContext } from "@/components/shell/use-wallet";
import type { WalletSummary } from "@/lib/account-client";
import { primeWallet } from "@/lib/wallet-store";
import type { AccountUser } from "@/lib/user";
import { WelcomeDialog } from "@/components/shell/welcome-dialog";

// The toaster (sonner) mounts right after hydration, outside the first-load bundle.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** The client layout: theme, session, the welcome dialog and the toaster. */
export function Providers({ user, wallet, children }: { user: AccountUser | null; wallet: WalletSummary | null; children: React.ReactNode }) {
  primeWallet(wallet);
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange>
      <InitialWalletContext value={wallet}>
      <AuthProvider initialUser={user}>
        {children}
        <WelcomeDialog />
        <Toaster />
      </AuthProvider>
      </InitialWalletContext>
    </ThemeProvider>
  );
}
