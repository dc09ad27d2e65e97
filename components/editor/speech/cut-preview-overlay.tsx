"use client";

import { timeToPx } from "@/lib/editor/timeline/timeline-scale";

import { useSpeechView } from "./view-state";

/** Red stripes: what goes. */
const HATCH = "repeating-linear-gradient(135deg, rgba(248, 113, 113, 0.45) 0 6px, rgba(248, 113, 113, 0.15) 6px 12px)";

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
          className="absolute inset-y-0 border-r border-l border-red-400/80"
          style={{ left: timeToPx(cut.start, pxPerSecond), width: Math.max(1, timeToPx(cut.end - cut.start, pxPerSecond)), backgroundImage: HATCH }}
        />
      ))}
    </div>
  );
}
