"use client";

import { timeToPx } from "@/lib/editor/timeline-scale";

import { useSpeechView } from "./view-state";

/** The spans Remove silences would cut, drawn across every track of the timeline (nothing when there are none). */
export function CutPreviewOverlay({ pxPerSecond, offset }: { pxPerSecond: number; offset: number }) {
  const { cuts } = useSpeechView();
  if (cuts.length === 0) return null;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-y-0 z-[5]" style={{ left: offset, right: 0 }} data-testid="cut-preview">
      {cuts.map((cut) => (
        <div
          key={`${cut.start}-${cut.end}`}
          data-cut
          className="absolute inset-y-0 border-x border-red-400/80 bg-[repeating-linear-gradient(135deg,rgba(248,113,113,0.45)_0_6px,rgba(248,113,113,0.15)_6px_12px)]"
          style={{ left: timeToPx(cut.start, pxPerSecond), width: Math.max(1, timeToPx(cut.end - cut.start, pxPerSecond)) }}
        />
      ))}
    </div>
  );
}
