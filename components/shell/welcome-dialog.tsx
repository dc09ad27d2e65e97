"use client";

import * as React from "react";

import { welcomeSeenCookie } from "@/lib/shell/welcome";

// The dialog (and Radix Dialog with it) is its own chunk: the server renders it into a first visit's HTML, and the
// browser loads its code only for that visit; a returning visitor never downloads it. React.lazy, not next/dynamic:
// next/dynamic's loader would be in every page's first-load JavaScript for this one use.
const WelcomeDialogContent = React.lazy(() =>
  import("@/components/shell/welcome-dialog-content").then((m) => ({ default: m.WelcomeDialogContent })),
);

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
  // No Suspense boundary of its own, on purpose: on the server the root waits for it, so the dialog is in the first
  // HTML in place (a boundary would stream it later into a hidden node that only a script reveals). In the browser
  // hydration waits for its chunk, which loads as soon as the page's scripts run, on a first visit only.
  return <WelcomeDialogContent onClose={close} />;
}
