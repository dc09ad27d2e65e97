"use client";

import dynamic from "next/dynamic";
import * as React from "react";

import { WELCOME_SEEN_STORAGE_KEY } from "@/lib/session";

// The dialog itself (and Radix Dialog with it) loads only for a visitor who has not seen it.
const WelcomeDialogContent = dynamic(
  () => import("@/components/shell/welcome-dialog-content").then((m) => m.WelcomeDialogContent),
  { ssr: false },
);

const noop = () => () => {};

/** Shown on the first visit only (welcome-seen flag in browser storage); Start Creating closes it for good. */
export function WelcomeDialog() {
  const unseen = React.useSyncExternalStore(
    noop,
    () => window.localStorage.getItem(WELCOME_SEEN_STORAGE_KEY) === null,
    () => false,
  );
  const [dismissed, setDismissed] = React.useState(false);
  if (!unseen || dismissed) return null;

  const close = () => {
    window.localStorage.setItem(WELCOME_SEEN_STORAGE_KEY, "1");
    setDismissed(true);
  };
  return <WelcomeDialogContent onClose={close} />;
}
