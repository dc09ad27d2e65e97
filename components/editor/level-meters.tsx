"use client";

import { useEffect, useState } from "react";

import { METER_FLOOR_DB, meterFill, meterLevel } from "@/lib/editor/audio/meter";

import { loadGraph, setRouteAll } from "@/lib/editor/preview/preview-audio";

/**
 * Stereo peak meters of the preview's sound while it plays (Web Audio analysers on the preview's master bus).
 * Each is a labelled meter (role meter) in dBFS. Loaded with the first playback.
 */
export function LevelMeters() {
  const [levels, setLevels] = useState<[number, number]>([METER_FLOOR_DB, METER_FLOOR_DB]);
  useEffect(() => {
    setRouteAll(true);
    let frame = 0;
    let shown: [number, number] = [METER_FLOOR_DB, METER_FLOOR_DB];
    let last = performance.now();
    let cancelled = false;
    void loadGraph().then((graph) => {
      const tick = (now: number) => {
        if (cancelled) return;
        const peaks = graph.peakLevels();
        const elapsed = now - last;
        last = now;
        if (peaks) {
          const next = peaks.map((p, c) => meterLevel(shown[c], p, elapsed)) as [number, number];
          if (next[0] !== shown[0] || next[1] !== shown[1]) {
            shown = next;
            setLevels(next);
          }
        }
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      setRouteAll(false);
    };
  }, []);

  return (
    <div className="flex w-28 flex-col gap-0.5" data-testid="level-meters">
      {(["Left", "Right"] as const).map((side, c) => (
        <div key={side} className="flex items-center gap-1">
          {/* L and R: which bar is which, for the eye (the meter's own label says it to a screen reader). */}
          <span aria-hidden className="w-2 text-[10px] leading-none font-medium text-muted-foreground">
            {side[0]}
          </span>
          <div
            role="meter"
            aria-label={`${side} level`}
            aria-valuemin={METER_FLOOR_DB}
            aria-valuemax={0}
            aria-valuenow={Math.round(levels[c])}
            aria-valuetext={levels[c] <= METER_FLOOR_DB ? "silent" : `${Math.round(levels[c])} dB`}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={levels[c] > -1 ? "h-full bg-destructive" : levels[c] > -9 ? "h-full bg-yellow-500" : "h-full bg-emerald-500"}
              style={{ width: `${meterFill(levels[c])}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
