"use client";

import { ThemeProvider } from "next-themes";
import dynamic from "next/dynamic";
import type * as React from "react";

import { AuthProvider } from "@/components/shell/auth-provider";
import type { AccountUser } from "@/lib/user";
import { WelcomeDialog } from "@/components/shell/welcome-dialog";

// The toaster (sonner) mounts right after hydration, outside the first-load bundle.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** The client layout: theme, session, the welcome dialog and the toaster. */
export function Providers({ user, children }: { user: AccountUser | null; children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange>
      <AuthProvider initialUser={user}>
        {children}
        <WelcomeDialog />
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
