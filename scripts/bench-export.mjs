#!/usr/bin/env node
// Benchmark, not a test: whole-timeline export speed in headless Chromium. Starts `next start` on 127.0.0.1
// (a fresh embedded database in a temporary folder), opens /editor, builds a 720p30 timeline of BENCH_SECONDS
// (default 60): the sample clip repeated through the file chooser, a title and a music track (a generated WAV),
// exports it in the Export dialog's format (MP4 where the browser encodes H.264; BENCH_FORMAT=webm or mp4 picks one)
// and prints frames per second and the ratio to real time. Builds first when there is no build.
// In the same run, the "full" timeline (scripts/motion-timeline.mjs: 10 transitions, keyframed titles and pictures,
// a chroma-keyed overlay, a LUT, 2x clips), stored through the projects API and opened in the editor, is exported
// the same way. BENCH_ONLY=plain or BENCH_ONLY=full runs one of the two. BENCH_APP_DIR: run the built app from
// another folder.
import { readFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { pcmWav, startApp, startExport } from "./bench-app.mjs";
import { describeRecord, motionTimelineRecord, openMotionTimeline } from "./motion-timeline.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3313);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");
const CLIP = path.join(APP_DIR, "public", "media", "sample-clip.webm");
const CLIP_SECONDS = 6;
const ONLY = process.env.BENCH_ONLY ?? "";
if (ONLY && ONLY !== "plain" && ONLY !== "full") throw new Error(`BENCH_ONLY is "plain" or "full", not "${ONLY}"`);
let browser;

/** A mono sine WAV (the "music"). */
function wav(seconds, frequency = 330, rate = 44_100) {
  const samples = Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => (8000 / 32767) * Math.sin((2 * Math.PI * frequency * i) / rate));
  return pcmWav(samples, rate);
}

/** A fresh browser context (its own account or guest) with the welcome dialog closed before (lib/shell/welcome.ts). */
async function newPage() {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
  return context.newPage();
}

/** Clicks Export and measures until the download: prints the figures and returns them. */
async function timeExport(page, name, timelineSeconds) {
  const frames = Math.round(timelineSeconds * 30);
  const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
  const started = await startExport(page);
  const file = await download;
  const seconds = (Date.now() - started) / 1000;
  const size = readFileSync(await file.path()).length;
  const label = await page.getByRole("dialog", { name: "Export Video" }).getByText(/Your video is ready/).textContent();
  console.log(label?.trim());
  const result = { name, seconds, fps: frames / seconds, realTime: timelineSeconds / seconds, mb: size / 1024 / 1024 };
  console.log(`Export (${name}): ${seconds.toFixed(1)} s wall clock, ${result.fps.toFixed(1)} frames/s, ${result.realTime.toFixed(2)}x real time, ${result.mb.toFixed(1)} MB`);
  await page.context().close();
  return result;
}

/** The full timeline: stored through the projects API, opened in the editor, exported. */
async function runFull(base) {
  const record = motionTimelineRecord(SECONDS);
  console.log(`Full timeline: ${describeRecord(record)}`);
  const page = await newPage();
  const seconds = await openMotionTimeline(page, base, record);
  return timeExport(page, "full", seconds);
}

async function main() {
  const { base: BASE } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results = [];
  if (ONLY !== "full") results.push(await runPlain(BASE));
  if (ONLY !== "plain") results.push(await runFull(BASE));
  if (results.length > 1) {
    console.log("\nTimeline  wall clock  frames/s  x real time");
    for (const r of results) console.log(`${r.name.padEnd(8)}  ${`${r.seconds.toFixed(1)} s`.padStart(10)}  ${r.fps.toFixed(1).padStart(8)}  ${r.realTime.toFixed(2).padStart(11)}`);
  }
  await browser.close();
}

/** Today's plain timeline: the sample clip repeated, music and a title, built through the editor's own controls. */
async function runPlain(BASE) {
  const page = await newPage();
  await page.goto(`${BASE}/editor`);
  await page.getByTestId("preview-time").filter({ hasText: "/ 0:06" }).waitFor({ timeout: 60_000 });
  await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
  await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "30 fps" });

  // An empty main track (the stand-in sample removed), the clip as local copies until the timeline is long enough,
  // music, and a title at the start.
  await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
  await page.keyboard.press("Delete");
  const clip = readFileSync(CLIP);
  const copies = Math.max(1, Math.ceil(SECONDS / CLIP_SECONDS));
  const files = Array.from({ length: copies }, (_, i) => ({ name: `clip-${i + 1}.webm`, mimeType: "video/webm", buffer: clip }));
  files.push({ name: "music.wav", mimeType: "audio/wav", buffer: wav(SECONDS) });
  for (let i = 0; i < files.length; i += 5) {
    await page.getByLabel("Choose local media files").setInputFiles(files.slice(i, i + 5));
    await page.waitForTimeout(300);
  }
  await page.getByTestId("timeline-total").filter({ hasText: `${files.length} items` }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="timeline-clip"]')].some((el) => el.textContent?.includes("…")));
  // The playhead follows the last added item: click the ruler's left edge to bring it back to 0.
  await page.getByTestId("timeline-ruler").click({ position: { x: 1, y: 5 } });
  await page.getByRole("button", { name: "Add Text" }).click();
  await page.getByTestId("timeline-total").filter({ hasText: `${files.length + 1} items` }).waitFor({ timeout: 10_000 });

  const timelineSeconds = copies * CLIP_SECONDS;
  console.log(`Plain timeline: ${copies} clips (${timelineSeconds} s of video), a title and ${SECONDS} s of music, 1280x720 @ 30 fps = ${timelineSeconds * 30} frames`);
  return timeExport(page, "plain", timelineSeconds);
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await browser?.close().catch(() => undefined);
    process.exit(1);
  },
);
