"use client";

import { useEffect, useRef } from "react";

/** One slow on-device run at a time: `cancel` stops its worker; leaving the editor cancels it and drops its result. */
export interface CancellableRun {
  cancelled: boolean;
  cancel?: () => void;
}

/** Stops the run in `runRef`, if any; answers whether there was one. */
export function stopRun(runRef: { current: CancellableRun | null }): boolean {
  const run = runRef.current;
  if (!run) return false;
  run.cancelled = true;
  run.cancel?.();
  runRef.current = null;
  return true;
}

export function useCancellableRun() {
  const runRef = useRef<CancellableRun | null>(null);
  useEffect(
    () => () => {
      stopRun(runRef);
    },
    [],
  );
  return runRef;
}
