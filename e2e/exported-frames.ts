/** Reading frames of an exported video in end-to-end tests: the browser decodes the file and draws each frame small. */
import type { Page } from "@playwright/test";

/** RGBA pixels (row by row, `width` x `height`) of the exported WebM's frames at `times` seconds. */
export function exportedFrames(page: Page, bytes: Buffer, times: number[], size = { width: 128, height: 72 }): Promise<number[][]> {
  return page.evaluate(
    async ({ base64, times, W, H }) => {
      const video = document.createElement("video");
      video.muted = true;
      video.preload = "auto";
      video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "video/webm" }));
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error("unreadable export"));
      });
      const out: number[][] = [];
      for (const t of times) {
        await new Promise<void>((resolve) => {
          video.onseeked = () => resolve();
          video.currentTime = t;
        });
        // One more frame so the decoded picture is the seeked one.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const canvas = document.createElement("canvas");
        canvas.width = W;
        canvas.height = H;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        ctx.drawImage(video, 0, 0, W, H);
        out.push(Array.from(ctx.getImageData(0, 0, W, H).data));
      }
      return out;
    },
    { base64: bytes.toString("base64"), times, W: size.width, H: size.height },
  );
}

/** The mean colour of a frame's pixels. */
export function meanColour(rgba: readonly number[]): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < rgba.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += rgba[i + c];
  const n = rgba.length / 4;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}
