"use client";

import * as React from "react";

import { CLAIMED_EVENT, CLAIMED_STORAGE_KEY, readClaimed } from "@/lib/rewards";

const subscribe = (listener: () => void) => {
  window.addEventListener(CLAIMED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CLAIMED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
};

/** The ids of the challenges this user has claimed (browser storage; survives reloads). */
export function useClaimed(userId: string | undefined): string[] {
  const raw = React.useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(CLAIMED_STORAGE_KEY),
    () => null,
  );
  return React.useMemo(() => (userId ? readClaimed(raw, userId) : []), [raw, userId]);
}
