"use client";

import * as React from "react";

import { useStoredItem } from "@/components/shell/use-stored-item";
import { CLAIMED_EVENT, CLAIMED_STORAGE_KEY, readClaimed } from "@/lib/rewards";

/** The ids of the challenges this user has claimed (browser storage; survives reloads). */
export function useClaimed(userId: string | undefined): string[] {
  const raw = useStoredItem(CLAIMED_STORAGE_KEY, CLAIMED_EVENT);
  return React.useMemo(() => (userId ? readClaimed(raw, userId) : []), [raw, userId]);
}
