"use client";

import { useCallback, useSyncExternalStore } from "react";

import type { PlaybackClock } from "@/lib/editor/playback";

/** The clock's current time, re-rendering on every change (playhead, preview time). */
export function useClockTime(clock: PlaybackClock): number {
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(onChange), [clock]);
  return useSyncExternalStore(subscribe, () => clock.time, () => 0);
}

/** Whether the clock is playing, re-rendering only when that changes. */
export function useClockPlaying(clock: PlaybackClock): boolean {
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(onChange), [clock]);
  return useSyncExternalStore(subscribe, () => clock.playing, () => false);
}
