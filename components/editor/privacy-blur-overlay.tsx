"use client";

import { useEffect, useRef } from "react";

import type { MediaItem } from "@/lib/editor/document";
import { regionBlurAt } from "@/lib/editor/frame-plan";
import { drawBlurRegions, placeRect, sourceSize } from "@/lib/editor/render/compositor";
import type { ColorSettings } from "@/lib/editor/state";

/**
 * The privacy blur in the preview: a canvas over the <video> (or <img>) that draws the item's found regions
 * blurred, through the compositor's own region drawing, so the preview blurs what the export will. It redraws when
 * the media's time, the element's size or the regions change.
 */
export function PrivacyBlurOverlay({ media, item, color }: { media: HTMLVideoElement | HTMLImageElement | null; item: MediaItem; color: ColorSettings }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx || !media) return;
    let frame = 0;
    let drawn = "";
    const redraw = () => {
      drawn = "";
    };
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const video = media instanceof HTMLVideoElement ? media : null;
      if (video ? video.readyState < 2 : !(media as HTMLImageElement).complete) return;
      const dpr = window.devicePixelRatio || 1;
      const width = Math.round(media.clientWidth * dpr);
      const height = Math.round(media.clientHeight * dpr);
      const time = video ? video.currentTime : 0;
      const key = `${time}|${width}x${height}`;
      if (key === drawn || width <= 0 || height <= 0) return;
      drawn = key;
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      ctx.clearRect(0, 0, width, height);
      const blur = regionBlurAt(item, time);
      canvas.dataset.regions = String(blur?.boxes?.length ?? 0);
      if (!blur) return;
      // object-fit: contain, as the <video> shows it.
      const rect = placeRect(sourceSize(media), { width, height }, { x: 0.5, y: 0.5, scale: 1 });
      drawBlurRegions(ctx, media, rect, blur, color, rect.w);
    };
    media.addEventListener("seeked", redraw);
    media.addEventListener("loadeddata", redraw);
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener("seeked", redraw);
      media.removeEventListener("loadeddata", redraw);
    };
  }, [media, item, color]);

  return <canvas ref={canvasRef} aria-hidden className="pointer-events-none absolute inset-0 h-full w-full" data-testid="privacy-blur-overlay" />;
}
