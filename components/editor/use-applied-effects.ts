"use client";

import { useMemo } from "react";

import { fromRaw, useStoredItem } from "@/components/shell/use-stored-item";
import { APPLIED_EFFECTS_EVENT, APPLIED_EFFECTS_STORAGE_KEY, type AppliedEffect, readAppliedEffects } from "@/lib/editor-bridge";

/** Effects applied on /effects, queued in browser storage for the editor's project. */
export function useAppliedEffects(): AppliedEffect[] {
  const raw = useStoredItem(APPLIED_EFFECTS_STORAGE_KEY, APPLIED_EFFECTS_EVENT);
  return useMemo(() => (raw ? readAppliedEffects(fromRaw(raw)) : []), [raw]);
}
