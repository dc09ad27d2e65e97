"use client";

import type * as React from "react";

import type { PlaybackClock } from "@/lib/editor/preview/playback";
import { formatClock } from "@/lib/editor/timeline/time";
import { pxToTime, ticks, timeToPx } from "@/lib/editor/timeline/timeline-scale";

import { followPointer } from "../follow-pointer";

/** The time ruler: labelled ticks; press or drag on it to move the playhead. */
export function TimelineRuler({ length, pxPerSecond, clock }: { length: number; pxPerSecond: number; clock: PlaybackClock }) {
  function seekAt(e: React.PointerEvent<HTMLDivElement> | PointerEvent, el: HTMLElement) {
    const rect = el.getBoundingClientRect();
    clock.seek(pxToTime(e.clientX - rect.left, pxPerSecond));
  }

  return (
    <div
      className="relative h-6 cursor-pointer border-b border-border select-none"
      style={{ width: timeToPx(length, pxPerSecond) }}
      data-testid="timeline-ruler"
      aria-hidden
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        const el = e.currentTarget;
        el.setPointerCapture(e.pointerId);
        clock.pause();
        seekAt(e, el);
        const move = (ev: PointerEvent) => seekAt(ev, el);
        followPointer(el, move);
      }}
    >
      {ticks(length, pxPerSecond).map((t) => (
        <span
          key={t}
          className="absolute top-0 h-full border-l border-border pl-1 text-[10px] tabular-nums leading-6 text-muted-foreground"
          style={{ left: timeToPx(t, pxPerSecond) }}
        >
          {formatClock(t)}
        </span>
      ))}
    </div>
  );
}
