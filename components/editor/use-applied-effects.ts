"use client";

import { useMemo, useSyncExternalStore } from "react";

import { APPLIED_EFFECTS_EVENT, APPLIED_EFFECTS_STORAGE_KEY, type AppliedEffect, readAppliedEffects } from "@/lib/editor-bridge";

function subscribe(onChange: () => void) {
  window.addEventListener(APPLIED_EFFECTS_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(APPLIED_EFFECTS_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Effects applied on /effects, queued in browser storage for the editor's project. */
export function useAppliedEffects(): AppliedEffect[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(APPLIED_EFFECTS_STORAGE_KEY),
    () => null,
  );
  return useMemo(() => (raw ? readAppliedEffects({ getItem: () => raw, setItem: () => {}, removeItem: () => {} }) : []), [raw]);
}
