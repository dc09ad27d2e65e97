"use client";

import { useSyncExternalStore } from "react";

import { duckGainAt } from "@/lib/editor/audio/duck";
import { duckCurves, subscribeDuckCurves } from "@/lib/editor/audio/duck-store";

const W = 1000;
const H = 36;
const none = new Map();

/**
 * The ducked gain of a music item drawn over its waveform: a line at the top where the music plays at its own
 * level, dipping by the duck depth where someone speaks. Decorative (the settings are in the item's properties).
 */
export function DuckCurve({ itemId, start, end, depth }: { itemId: string; start: number; end: number; depth: number }) {
  const curves = useSyncExternalStore(subscribeDuckCurves, duckCurves, () => none);
  const points = curves.get(itemId);
  if (!points || end <= start) return null;
  const x = (t: number) => ((t - start) / (end - start)) * W;
  const y = (g: number) => 2 + (Math.min(1, -20 * Math.log10(Math.max(g, 1e-6)) / Math.max(1, depth)) * (H - 6));
  const inside = points.filter((p) => p.t > start && p.t < end);
  const path = [{ t: start, gain: duckGainAt(points, start) }, ...inside, { t: end, gain: duckGainAt(points, end) }]
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.t).toFixed(1)},${y(p.gain).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      aria-hidden
      className="pointer-events-none absolute inset-0 h-full w-full"
      data-testid="duck-curve"
      data-dips={inside.length / 4}
    >
      <path d={path} fill="none" stroke="rgb(250 204 21)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
