"use client";

import type * as React from "react";
import { useCallback, useLayoutEffect, useState } from "react";

import { drawWindow, type TimeWindow } from "@/lib/editor/timeline/timeline-window";

/**
 * The seconds of the timeline to draw (lib/editor/timeline/timeline-window.ts) for the scroll container's position and
 * width, following scrolls, resizes and zoom. The window moves in steps of half a view, so most scrolls draw nothing
 * anew. `labelWidth`: the track names stuck over the left of the view.
 */
export function useDrawWindow(scrollRef: React.RefObject<HTMLElement | null>, pxPerSecond: number, labelWidth: number): TimeWindow {
  const [drawn, setDrawn] = useState<TimeWindow>(() => drawWindow({ scrollLeft: 0, viewWidth: 0, pxPerSecond }));
  const measure = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const next = drawWindow({ scrollLeft: el.scrollLeft, viewWidth: Math.max(0, el.clientWidth - labelWidth), pxPerSecond });
    setDrawn((w) => (w.start === next.start && w.end === next.end ? w : next));
  }, [scrollRef, pxPerSecond, labelWidth]);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    el.addEventListener("scroll", measure, { passive: true });
    // The observer's first call (once observing starts) is the first measure: it comes after the browser's layout,
    // where reading the width costs nothing. Measuring here, in the commit, made the browser lay the page out at once.
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [scrollRef, measure]);
  return drawn;
}
