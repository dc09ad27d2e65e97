"use client";

import { useEffect, useRef } from "react";

/** Frames already drawn, per source URL and time (seconds, to 0.1), shared by every item of the page. */
const frameCache = new Map<string, ImageBitmap | HTMLCanvasElement>();
const FRAME_HEIGHT = 36;

function seek(video: HTMLVideoElement, time: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener("seeked", done);
      video.removeEventListener("error", fail);
      resolve();
    };
    const fail = () => {
      video.removeEventListener("seeked", done);
      video.removeEventListener("error", fail);
      reject(new Error("seek failed"));
    };
    video.addEventListener("seeked", done);
    video.addEventListener("error", fail);
    video.currentTime = time;
  });
}

async function grabFrames(url: string, times: number[], signal: { cancelled: boolean }): Promise<(HTMLCanvasElement | ImageBitmap)[]> {
  const key = (t: number) => `${url}#${t.toFixed(1)}`;
  if (times.every((t) => frameCache.has(key(t)))) return times.map((t) => frameCache.get(key(t))!);
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = url;
  await new Promise<void>((resolve, reject) => {
    video.onloadeddata = () => resolve();
    video.onerror = () => reject(new Error("unreadable"));
  });
  const frames: HTMLCanvasElement[] = [];
  for (const t of times) {
    if (signal.cancelled) break;
    const cached = frameCache.get(key(t));
    if (cached instanceof HTMLCanvasElement) {
      frames.push(cached);
      continue;
    }
    await seek(video, t);
    const canvas = document.createElement("canvas");
    canvas.height = FRAME_HEIGHT;
    canvas.width = Math.max(1, Math.round((FRAME_HEIGHT * (video.videoWidth || 16)) / (video.videoHeight || 9)));
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    frameCache.set(key(t), canvas);
    frames.push(canvas);
  }
  video.removeAttribute("src");
  video.load();
  return frames;
}

/** A strip of frames from a video item's source window, drawn behind its name (decorative). */
export function ItemThumbnails({ url, inPoint, outPoint, width }: { url: string; inPoint: number; outPoint: number; width: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const px = Math.max(1, Math.round(width));

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const signal = { cancelled: false };
    const timer = setTimeout(() => {
      const count = Math.min(12, Math.max(1, Math.ceil(px / 64)));
      const span = outPoint - inPoint;
      const times = Array.from({ length: count }, (_, i) => Math.round((inPoint + (span * (i + 0.5)) / count) * 10) / 10);
      grabFrames(url, times, signal)
        .then((frames) => {
          if (signal.cancelled) return;
          const ctx = canvas.getContext("2d");
          if (!ctx) return;
          const slot = px / frames.length;
          frames.forEach((frame, i) => {
            const w = frame.width;
            ctx.drawImage(frame, Math.round(i * slot), 0, Math.min(w, Math.ceil(slot)), FRAME_HEIGHT);
          });
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      signal.cancelled = true;
      clearTimeout(timer);
    };
  }, [url, inPoint, outPoint, px]);

  return (
    <canvas
      ref={ref}
      width={px}
      height={FRAME_HEIGHT}
      aria-hidden
      className="pointer-events-none absolute inset-0 h-full w-full opacity-50"
      data-testid="item-thumbnails"
    />
  );
}
