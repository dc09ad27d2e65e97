"use client";

import { useSyncExternalStore } from "react";

let now = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 15_000);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The wall clock, refreshed every 15 s (0 during server rendering). `touch` refreshes it at once. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => 0);
}

export function touchNow() {
  now = Date.now();
  listeners.forEach((l) => l());
}
