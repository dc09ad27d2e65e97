"use client";

import dynamic from "next/dynamic";
import * as React from "react";

import { welcomeSeenCookie } from "@/lib/welcome";

// The dialog (and Radix Dialog with it) is its own chunk: the server renders it into a first visit's HTML, and the
// browser loads its code only for that visit; a returning visitor never downloads it.
const WelcomeDialogContent = dynamic(() => import("@/components/shell/welcome-dialog-content").then((m) => m.WelcomeDialogContent));

/**
 * Shown on the first visit only: `open` comes from the welcome cookie, read by the server (app/layout.tsx), so a
 * first visit's HTML already has the dialog open. Start Creating (or Escape) closes it for good: it sets the cookie.
 */
export function WelcomeDialog({ open }: { open: boolean }) {
  const [dismissed, setDismissed] = React.useState(false);
  const close = React.useCallback(() => {
    document.cookie = welcomeSeenCookie(window.location.protocol === "https:");
    setDismissed(true);
  }, []);
  if (!open || dismissed) return null;
  // Its own boundary: the rest of the page hydrates without waiting for the dialog's code, and the dialog keeps its
  // server-rendered markup on screen until its code arrives.
  return (
    <React.Suspense fallback={null}>
      <WelcomeDialogContent onClose={close} />
    </React.Suspense>
  );
}
