#!/usr/bin/env node
// Benchmark, not a test: preview playback of the full timeline (scripts/motion-timeline.mjs: 10 transitions,
// keyframed titles and pictures, a chroma-keyed overlay, a LUT, 2x clips) in headless Chromium. Starts `next start`
// on 127.0.0.1 (fresh embedded database), stores the timeline through the projects API, opens it in the editor with
// the preview canvas drawing at 1280x720, plays BENCH_PLAY_SECONDS (default 20) from BENCH_FROM (default 0) and
// prints the share of dropped frames: the timeline frames (30 fps) the clock passed that the compositor never drew,
// read from the preview's own count (window.msxPreviewFrames, components/editor/preview-stage.tsx). Builds first
// when there is no build. BENCH_APP_DIR: run the built app from another folder.
import path from "node:path";

import { chromium } from "@playwright/test";

import { startApp } from "./bench-app.mjs";
import { describeRecord, motionTimelineRecord, openMotionTimeline } from "./motion-timeline.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3314);
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 20);
const FROM = Number(process.env.BENCH_FROM ?? 0);
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");
let browser;

const stats = (page) => page.evaluate(() => ({ ...(window.msxPreviewFrames ?? { frames: 0, lastFrame: -1, incomplete: 0, reduced: 0 }), now: performance.now() }));

async function main() {
  const { base } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  // Device pixels: the preview canvas draws at min(project width, its CSS width x the pixel ratio), so a ratio of 2
  // makes it draw at the project's 1280x720.
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 2 });
  await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
  const page = await context.newPage();
  const record = motionTimelineRecord(Number(process.env.BENCH_SECONDS ?? 60));
  console.log(`Timeline: ${describeRecord(record)}`);
  const length = await openMotionTimeline(page, base, record);
  const canvas = page.getByTestId("preview-canvas");
  await canvas.and(page.locator('[data-complete="true"]')).waitFor({ timeout: 60_000 });

  if (FROM > 0) {
    const seek = page.getByRole("slider", { name: "Seek" });
    await seek.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < Math.round(FROM); i++) await page.keyboard.press("Shift+ArrowRight");
  }
  const play = Math.min(PLAY_SECONDS, length - FROM - 0.5);
  await page.waitForTimeout(1000);
  const size = await canvas.evaluate((el) => `${el.width}x${el.height}`);
  const before = await stats(page);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForTimeout(play * 1000);
  const after = await stats(page);
  await page.getByRole("button", { name: "Pause", exact: true }).click();

  const passed = after.lastFrame - before.lastFrame;
  const drawn = after.frames - before.frames;
  const wall = (after.now - before.now) / 1000;
  const dropped = passed > 0 ? Math.max(0, 1 - drawn / passed) : 1;
  console.log(`Preview canvas: ${size} px; played ${wall.toFixed(1)} s of wall clock from ${FROM} s`);
  console.log(`Clock passed ${passed} timeline frames (${(passed / 30).toFixed(1)} s at 30 fps, ${((passed / 30 / wall) * 100).toFixed(0)}% of wall clock)`);
  console.log(`Compositor drew ${drawn} of them (${after.incomplete - before.incomplete} with a picture still loading)`);
  console.log(`Dropped: ${passed - Math.min(drawn, passed)} frames = ${(dropped * 100).toFixed(1)}% (goal: at most 5%)`);
  console.log(`Drawn below full resolution (the preview's automatic playback resolution): ${drawn > 0 ? (((after.reduced - before.reduced) / drawn) * 100).toFixed(1) : "0.0"}%`);
  await browser.close();
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await browser?.close().catch(() => undefined);
    process.exit(1);
  },
);
