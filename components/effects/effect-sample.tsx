"use client";

import { useEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";

type Engine = typeof import("@/lib/editor/effects/sample-scene");
let engine: Promise<Engine> | null = null;
const loadEngine = () => (engine ??= import("@/lib/editor/effects/sample-scene"));

/**
 * An effect drawn by the registry's renderer over the gallery's sample clip (lib/editor/effects/sample-scene.ts):
 * a still frame once the card is on screen, playing while `playing` (hover, focus, or the Preview dialog). The
 * renderers load on demand, with the first card that comes into view.
 */
export function EffectSample({
  effectId,
  name,
  playing,
  width,
  height,
  className,
}: {
  effectId: string;
  name: string;
  playing: boolean;
  width: number;
  height: number;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setVisible(true), { rootMargin: "200px" });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!visible || !canvas || !ctx) return;
    let cancelled = false;
    let frame = 0;
    void loadEngine().then(async (m) => {
      if (cancelled) return;
      // The still: a moment that shows the effect well (the first beat has fired, particles have spread).
      await m.drawEffectSample(ctx, width, height, effectId, 1.1).catch(() => undefined);
      if (cancelled) return;
      setDrawn(true);
      if (!playing) return;
      const began = performance.now();
      let first = true;
      let busy = false;
      const tick = () => {
        if (cancelled) return;
        frame = requestAnimationFrame(tick);
        if (busy) return;
        busy = true;
        const t = 1.1 + (performance.now() - began) / 1000;
        void m
          .drawEffectSample(ctx, width, height, effectId, t, first)
          .catch(() => undefined)
          .finally(() => (busy = false));
        first = false;
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [visible, playing, effectId, width, height]);

  return (
    <canvas
      ref={canvasRef}
      width={width}
      height={height}
      role="img"
      aria-label={`${name} on a sample clip`}
      data-testid="effect-sample"
      data-drawn={drawn ? "true" : "false"}
      className={cn("aspect-video w-full rounded-lg bg-muted", className)}
    />
  );
}
