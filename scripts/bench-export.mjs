#!/usr/bin/env node
// Benchmark, not a test: whole-timeline export speed in headless Chromium. Starts `next start` on 127.0.0.1
// (a fresh embedded database in a temporary folder), opens /editor, builds a 720p30 timeline of BENCH_SECONDS
// (default 60) from the sample clip repeated through the file chooser plus a music track (a generated WAV), exports
// it to WebM and prints frames per second and the ratio to real time. Builds first when there is no build.
// BENCH_APP_DIR: run the built app from another folder (e.g. a copy whose node_modules is not a symlink, which
// Turbopack needs).
//
// The title layer of the brief is not in this timeline: the editor's current store has no text items (the
// adapter in components/editor/use-export-doc.ts builds clips, audio and captions only).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 3313);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");
const CLIP = path.join(APP_DIR, "public", "media", "sample-clip.webm");
const CLIP_SECONDS = 6;

if (!existsSync(path.join(APP_DIR, ".next", "BUILD_ID"))) {
  console.log("No build found: running next build ...");
  execSync("npx next build", { stdio: "inherit", cwd: APP_DIR });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "msx-bench-export-"));
const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
  cwd: APP_DIR,
  env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: path.join(dataDir, "db"), NEXT_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let browser;
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/editor`, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("next start did not answer within 120 s");
}

/** A mono sine WAV (the "music"). */
function wav(seconds, frequency = 330, rate = 44_100) {
  const n = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + n * 2);
  buf.write("RIFF", 0, "latin1");
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write("WAVEfmt ", 8, "latin1");
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write("data", 36, "latin1");
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / rate)), 44 + i * 2);
  return buf;
}

async function main() {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem("msx.welcomeSeen", "1"));
  const page = await context.newPage();
  await page.goto(`${BASE}/editor`);
  await page.getByTestId("preview-time").filter({ hasText: "/ 0:06" }).waitFor({ timeout: 60_000 });
  await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
  await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "30 fps" });

  // Local files replace the stand-in sample clip: add it as local copies until the timeline is long enough, then music.
  const clip = readFileSync(CLIP);
  const copies = Math.max(1, Math.ceil(SECONDS / CLIP_SECONDS));
  const files = Array.from({ length: copies }, (_, i) => ({ name: `clip-${i + 1}.webm`, mimeType: "video/webm", buffer: clip }));
  files.push({ name: "music.wav", mimeType: "audio/wav", buffer: wav(SECONDS) });
  for (let i = 0; i < files.length; i += 5) {
    await page.getByLabel("Choose local media files").setInputFiles(files.slice(i, i + 5));
    await page.waitForTimeout(300);
  }
  const clipCount = files.length;
  await page.getByTestId("timeline-total").filter({ hasText: `${clipCount} clips` }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="timeline-clip"]')].some((el) => el.textContent?.includes("…")));

  const timelineSeconds = copies * CLIP_SECONDS;
  const frames = timelineSeconds * 30;
  console.log(`Timeline: ${copies} clips (${timelineSeconds} s of video) + ${SECONDS} s music, 1280x720 @ 30 fps = ${frames} frames`);
  const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
  const started = Date.now();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const file = await download;
  const seconds = (Date.now() - started) / 1000;
  const size = readFileSync(await file.path()).length;
  const label = await page.getByRole("dialog", { name: "Export Video" }).getByText(/Your video is ready/).textContent();
  console.log(label?.trim());
  console.log(`Export: ${seconds.toFixed(1)} s wall clock, ${(frames / seconds).toFixed(1)} frames/s, ${(timelineSeconds / seconds).toFixed(2)}x real time, ${(size / 1024 / 1024).toFixed(1)} MB`);
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
