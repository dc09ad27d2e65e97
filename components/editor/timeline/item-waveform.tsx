"use client";

import { useEffect, useRef, useState } from "react";

import { computePeaks, type Peaks, peaksForWindow } from "@/lib/editor/audio/waveform";
import { fetchFile } from "@/lib/api-request";

/** Peaks per source URL, decoded once for the page and shared by every item (and split part) of that source. */
const peaksCache = new Map<string, Promise<Peaks | null>>();
/** Decoding resamples to this rate: plenty for a drawing, and a tenth of the memory of 48 kHz. */
const DECODE_RATE = 8000;
/** The canvas is at most this wide; wider items stretch it (a waveform has no detail finer than its peaks). */
const MAX_CANVAS_PX = 4096;
const HEIGHT = 36;

function loadPeaks(url: string): Promise<Peaks | null> {
  let peaks = peaksCache.get(url);
  if (!peaks) {
    peaks = (async () => {
      const response = await fetchFile(url);
      if (!response.ok) return null;
      const data = await response.arrayBuffer();
      // decodeAudioData runs off the main thread; the peaks are then computed in chunks.
      const ctx = new OfflineAudioContext(1, 1, DECODE_RATE);
      const buffer = await ctx.decodeAudioData(data);
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c));
      return computePeaks(channels, buffer.sampleRate);
    })().catch(() => null);
    peaksCache.set(url, peaks);
    void peaks.then((p) => {
      if (p === null) peaksCache.delete(url);
    });
  }
  return peaks;
}

/** An audio item's waveform: its source window [in, out) drawn over the item's width (decorative). */
export function ItemWaveform({
  url,
  inPoint,
  outPoint,
  width,
  reverse = false,
}: {
  url: string;
  inPoint: number;
  outPoint: number;
  width: number;
  /** A reversed clip: its sound is drawn from its out point back to its in point. */
  reverse?: boolean;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [peaks, setPeaks] = useState<{ url: string; peaks: Peaks } | null>(null);
  const px = Math.max(1, Math.min(MAX_CANVAS_PX, Math.round(width)));

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadPeaks(url).then((p) => {
        if (!cancelled && p) setPeaks({ url, peaks: p });
      });
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [url]);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx || !peaks || peaks.url !== url) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const forwards = peaksForWindow(peaks.peaks, inPoint, outPoint, px);
    const columns = reverse ? forwards.reverse() : forwards;
    const mid = HEIGHT / 2;
    ctx.fillStyle = "rgba(237, 233, 254, 0.75)";
    for (let x = 0; x < columns.length; x++) {
      const h = Math.max(1, columns[x] * (HEIGHT - 4));
      ctx.fillRect(x, mid - h / 2, 1, h);
    }
    canvas.dataset.drawn = "true";
  }, [peaks, url, inPoint, outPoint, px, reverse]);

  return (
    <canvas
      ref={ref}
      width={px}
      height={HEIGHT}
      aria-hidden
      className="pointer-events-none absolute inset-0 h-full w-full"
      data-testid="item-waveform"
    />
  );
}
