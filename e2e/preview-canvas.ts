/** Reading the editor's preview canvas in end-to-end tests: colours at a point, and seeking by the keyboard. */
import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

export type RGB = [number, number, number];

/** Mean colour of the preview canvas around a point (fractions of the frame). */
export function canvasColour(page: Page, at: { x: number; y: number }): Promise<RGB> {
  return page.getByTestId("preview-canvas").evaluate((el, p) => {
    const canvas = el as HTMLCanvasElement;
    const x = Math.round(p.x * canvas.width) - 3;
    const y = Math.round(p.y * canvas.height) - 3;
    const px = canvas.getContext("2d")!.getImageData(x, y, 7, 7).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < px.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += px[i + c];
    return sum.map((s) => Math.round(s / (px.length / 4))) as [number, number, number];
  }, at);
}

/** The largest difference of one channel between two colours. */
export const distance = (a: RGB, b: RGB) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

/** Moves the playhead to `seconds` with the Seek slider's keys (0.1 s a step) and waits for the time `label`. */
export async function seekTo(page: Page, label: string, seconds: number) {
  const seek = page.getByRole("slider", { name: "Seek" });
  await seek.focus();
  await page.keyboard.press("Home");
  for (let i = 0; i < Math.round(seconds * 10); i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("preview-time")).toHaveText(label);
  await previewShows(page, seconds);
}

/** Waits until the preview canvas has drawn timeline time `seconds` with every picture at that time's frame. */
export async function previewShows(page: Page, seconds: number) {
  const canvas = page.getByTestId("preview-canvas");
  // Within 50 ms: the playhead may stand on the frame boundary just before the time asked.
  await expect
    .poll(() => canvas.evaluate((el) => ({ time: Number(el.getAttribute("data-time")), complete: el.getAttribute("data-complete") })))
    .toEqual({ time: expect.closeTo(seconds, 1), complete: "true" });
}
