"use client";

import { useSyncExternalStore } from "react";

/**
 * The preview's eyedropper: while it is on, a click on the preview picks the chroma key colour of `itemId` there
 * (look-overlay.tsx). A tiny store of its own, so the preview and the item's properties share it without the
 * editor's state.
 */
let picking: string | null = null;
const listeners = new Set<() => void>();

export function setEyedropper(itemId: string | null): void {
  if (picking === itemId) return;
  picking = itemId;
  for (const fn of listeners) fn();
}

/** Stops picking for `itemId` (when its properties close: the item is no longer selected). */
export function stopEyedropper(itemId: string): void {
  if (picking === itemId) setEyedropper(null);
}

export function useEyedropper(): string | null {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => picking,
    () => null,
  );
}
