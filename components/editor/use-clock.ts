"use client";

import { useCallback, useSyncExternalStore } from "react";

import type { PlaybackClock } from "@/lib/editor/preview/playback";

/**
 * While playing, the time the editor's panels show moves in steps of a 30th of a second: the clock ticks at the
 * display's rate (60 a second and more), and re-rendering the preview panel, the playhead and the transcript at each
 * tick is work the eye does not see. Paused, the time is exact.
 */
const STEPS_PER_SECOND = 30;

/** The clock's current time, re-rendering when it changes (in steps of a 30th of a second while playing). */
export function useClockTime(clock: PlaybackClock): number {
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(onChange), [clock]);
  return useSyncExternalStore(subscribe, () => (clock.playing ? Math.floor(clock.time * STEPS_PER_SECOND + 1e-6) / STEPS_PER_SECOND : clock.time), () => 0);
}

/** Whether the clock is playing, re-rendering only when that changes. */
export function useClockPlaying(clock: PlaybackClock): boolean {
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(onChange), [clock]);
  return useSyncExternalStore(subscribe, () => clock.playing, () => false);
}
