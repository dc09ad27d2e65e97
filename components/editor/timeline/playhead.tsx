"use client";

import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { timeToPx } from "@/lib/editor/timeline/timeline-scale";

import { useClockTime } from "../use-clock";

/** The playhead line over the ruler and tracks, following the clock. */
export function Playhead({ clock, pxPerSecond, offset }: { clock: PlaybackClock; pxPerSecond: number; offset: number }) {
  const time = useClockTime(clock);
  return (
    <div
      className="pointer-events-none absolute top-0 bottom-0 z-20 w-0.5 bg-red-500"
      style={{ left: offset + timeToPx(time, pxPerSecond) }}
      data-testid="timeline-playhead"
      data-time={time.toFixed(3)}
      aria-hidden
    />
  );
}
