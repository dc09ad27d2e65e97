#!/usr/bin/env node
// Benchmark, not a test: effects in the preview and the export, each beside a plain timeline in the same run, in
// headless Chromium against `next start` on 127.0.0.1 (fresh embedded database).
// - Preview: a 720p30 timeline of the sample clip with one effect of each family (a grade, particles, a camera
//   effect, a frame, a subject-aware effect, a motion effect, a beat effect), played BENCH_PLAY_SECONDS (default 8)
//   each with the preview canvas drawing at 1280x720: the share of dropped frames (window.msxPreviewFrames).
// - Export: a BENCH_SECONDS (default 60) 1280x720 30 fps timeline with three stacked effects over it (Coffee Vibes, a
//   grade; Hearts Rain, particles; Love Glow, aware of the subject), against the same timeline without them: wall
//   clock and the ratio to real time.
// BENCH_ONLY=preview or BENCH_ONLY=export runs one half. Builds first when there is no build.
import path from "node:path";

import { chromium } from "@playwright/test";

import { startApp } from "./bench-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3316);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 8);
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");
const ONLY = process.env.BENCH_ONLY ?? "";
const FAMILIES = [
  ["grade", "coffee-vibes"],
  ["particles", "hearts-rain"],
  ["camera", "speed-lines"],
  ["frame", "vhs-retro"],
  ["subject", "love-glow"],
  ["motion", "ghost-echo"],
  ["beat", "beat-pulse"],
];
let browser;

/** The editor's saved record: the sample clip end to end for `seconds`, at 1280x720 30 fps, with `effects` over it all. */
function record(seconds, effects) {
  const clip = { id: "a-clip", name: "sample-clip.webm", mime: "video/webm", kind: "video", duration: 6, source: "sample", url: "/media/sample-clip.webm" };
  const count = Math.ceil(seconds / 6);
  const items = Array.from({ length: count }, (_, i) => ({
    id: `clip-${i}`,
    kind: "video",
    name: clip.name,
    assetId: clip.id,
    start: i * 6,
    in: 0,
    out: 6,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  }));
  const length = count * 6;
  const track = (id, kind, name, its = []) => ({ id, kind, name, muted: false, hidden: false, items: its });
  const effectTracks = effects.map((effectId, i) =>
    track(`track-fx-${i}`, "effect", `Effects ${i + 1}`, [{ id: `fx-${i}`, kind: "effect", name: effectId, effectId, start: 0, in: 0, out: length, params: {}, seed: 1000 + i }]),
  );
  return {
    id: "new",
    thumbnail: "",
    createdAt: Date.now(),
    updatedAt: Date.now(),
    doc: {
      version: 2,
      settings: {
        title: "Effects bench",
        visibility: "private",
        allowComments: true,
        allowDownloads: false,
        aspectRatio: "16:9",
        resolution: "1280x720",
        frameRate: 30,
        durationText: "00:01:00",
        color: { brightness: 50, contrast: 50, saturation: 50 },
        blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
        lipSync: 85,
        voice: null,
      },
      assets: [clip],
      tracks: [
        track("track-video", "video", "Main video", items),
        track("track-overlay", "overlay", "Overlay"),
        ...effectTracks,
        track("track-text", "text", "Text"),
        track("track-audio", "audio", "Audio"),
        track("track-captions", "caption", "Captions"),
      ],
    },
  };
}

async function newPage(base, scale = 1) {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1600, height: 1000 }, deviceScaleFactor: scale });
  await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const signup = await page.request.post(`${base}/api/auth/signup`, {
    headers: { origin: base },
    data: { firstName: "Bench", lastName: "Effects", email: `fx-${id}@example.com`, username: `fx_${id}`, password: "effects-42-secret" },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  return page;
}

async function open(page, base, rec) {
  const res = await page.request.post(`${base}/api/projects`, { headers: { origin: base }, data: { record: rec } });
  if (res.status() !== 201) throw new Error(`storing the project failed: ${res.status()} ${await res.text()}`);
  const { project } = await res.json();
  await page.goto(`${base}/editor?project=${encodeURIComponent(project.id)}`);
  await page.getByTestId("preview-time").filter({ hasText: /^0:00 \/ / }).waitFor({ timeout: 60_000 });
}

const stats = (page) => page.evaluate(() => ({ ...(window.msxPreviewFrames ?? { frames: 0, lastFrame: -1, incomplete: 0 }), now: performance.now() }));

/** Plays the opened timeline for PLAY_SECONDS and answers the share of dropped frames. */
async function dropped(page) {
  const canvas = page.getByTestId("preview-canvas");
  await canvas.and(page.locator('[data-complete="true"]')).waitFor({ timeout: 60_000 });
  // Time for the effect engine (and the models of the subject-aware ones) to load.
  await page.waitForTimeout(3000);
  const before = await stats(page);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForTimeout(PLAY_SECONDS * 1000);
  const after = await stats(page);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  const passed = after.lastFrame - before.lastFrame;
  const drawn = after.frames - before.frames;
  return { share: passed > 0 ? Math.max(0, 1 - drawn / passed) : 1, size: await canvas.evaluate((el) => `${el.width}x${el.height}`) };
}

async function benchPreview(base) {
  console.log(`Preview: the sample clip at 1280x720 30 fps, ${PLAY_SECONDS} s of play each (goal: at most 5% dropped)`);
  const rows = [];
  for (const [family, effectId] of [["(none)", null], ...FAMILIES]) {
    const page = await newPage(base, 2);
    await open(page, base, record(12, effectId ? [effectId] : []));
    const { share, size } = await dropped(page);
    rows.push([family, effectId ?? "plain timeline", share]);
    console.log(`  ${family.padEnd(10)} ${String(effectId ?? "plain timeline").padEnd(16)} ${size}  dropped ${(share * 100).toFixed(1)}%`);
    await page.context().close();
  }
  return rows;
}

async function timeExport(page, seconds) {
  const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
  const started = Date.now();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await download;
  const wall = (Date.now() - started) / 1000;
  return { wall, realTime: seconds / wall };
}

async function benchExport(base) {
  const stacked = ["coffee-vibes", "hearts-rain", "love-glow"];
  console.log(`Export: ${SECONDS} s at 1280x720 30 fps (goal: at least 1x real time with ${stacked.join(" + ")})`);
  const results = [];
  for (const effects of [[], stacked]) {
    const page = await newPage(base);
    await open(page, base, record(SECONDS, effects));
    const r = await timeExport(page, Math.ceil(SECONDS / 6) * 6);
    const name = effects.length ? effects.join(" + ") : "plain timeline";
    console.log(`  ${name.padEnd(36)} ${r.wall.toFixed(1)} s wall clock, ${r.realTime.toFixed(2)}x real time`);
    results.push(r);
    await page.context().close();
  }
  return results;
}

async function main() {
  const { base } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--autoplay-policy=no-user-gesture-required"],
  });
  if (ONLY !== "export") await benchPreview(base);
  if (ONLY !== "preview") await benchExport(base);
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
