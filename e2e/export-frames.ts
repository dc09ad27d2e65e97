/** Reading an exported video in end-to-end tests: the download's bytes, and its frames at chosen times. */
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { expect, toastRegion } from "./fixtures";
import type { RGB } from "./preview-canvas";

/** Clicks Export (the editor's header) and resolves with the exported file's bytes. */
export async function exportFile(page: Page, timeout = 240_000): Promise<Buffer> {
  const download = page.waitForEvent("download", { timeout });
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await expect(toastRegion(page)).toContainText("Exporting Video");
  return readFileSync(await (await download).path());
}

/** One decoded frame, scaled to width × height, as RGBA bytes. */
export interface Frame {
  t: number;
  width: number;
  height: number;
  data: number[];
}

/** The exported WebM's frames at `times` (seconds), decoded by the page's own <video> and scaled down. */
export function exportedFrames(page: Page, bytes: Buffer, times: number[], size = { width: 128, height: 72 }): Promise<Frame[]> {
  return page.evaluate(
    async ({ base64, times, size }) => {
      const video = document.createElement("video");
      video.muted = true;
      video.preload = "auto";
      video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "video/webm" }));
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error("unreadable export"));
      });
      const frames: { t: number; width: number; height: number; data: number[] }[] = [];
      for (const t of times) {
        await new Promise<void>((resolve) => {
          video.onseeked = () => resolve();
          video.currentTime = t;
        });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const canvas = document.createElement("canvas");
        canvas.width = size.width;
        canvas.height = size.height;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        ctx.drawImage(video, 0, 0, size.width, size.height);
        frames.push({ t, ...size, data: Array.from(ctx.getImageData(0, 0, size.width, size.height).data) });
      }
      URL.revokeObjectURL(video.src);
      return frames;
    },
    { base64: bytes.toString("base64"), times, size },
  );
}

/** Mean colour of a frame in a small square around a point (fractions of the frame). */
export function frameColour(frame: Frame, at: { x: number; y: number }, radius = 2): RGB {
  const cx = Math.round(at.x * frame.width);
  const cy = Math.round(at.y * frame.height);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.max(0, cy - radius); y <= Math.min(frame.height - 1, cy + radius); y++)
    for (let x = Math.max(0, cx - radius); x <= Math.min(frame.width - 1, cx + radius); x++) {
      const i = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += frame.data[i + c];
      n++;
    }
  return sum.map((s) => Math.round(s / n)) as RGB;
}
