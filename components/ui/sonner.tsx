"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

import { toastConfig } from "@/lib/config";
import { toasterMounted } from "@/lib/toast";

/**
 * The one toaster: one toast at a time, 5 s, F8 focuses it, swipe right to dismiss, 420 px wide at most. Mounted on a
 * page's first toast (lib/toast.ts); sonner's own effect subscribes before this one runs (child effects run first), so
 * the toast that mounted it is shown.
 */
export function Toaster() {
  useEffect(toasterMounted, []);
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={toastConfig.visibleToasts}
      duration={toastConfig.durationMs}
      hotkey={[...toastConfig.hotkey]}
      swipeDirections={["right"]}
      closeButton
      containerAriaLabel="Notifications"
      style={{ maxWidth: toastConfig.maxWidthPx }}
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border",
          description: "!text-muted-foreground",
          error: "!bg-destructive !text-destructive-foreground !border-destructive [&_[data-description]]:!text-destructive-foreground",
        },
        style: { maxWidth: toastConfig.maxWidthPx },
      }}
    />
  );
}
