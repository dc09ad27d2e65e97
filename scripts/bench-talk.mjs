#!/usr/bin/env node
// Benchmark, not a test: the talking-head fast path in headless Chromium against `next start` on 127.0.0.1 (fresh
// embedded database), each figure beside the clip's own length, in one run:
// - Clean up speech on a BENCH_TAKE_SECONDS (default 180) take of Flite sentences with pauses (./bench-speech.mjs),
//   on the timeline beside the sample video: noise reduction, the loudness target, the silences cut and the captions
//   transcribed in the Karaoke style, from the click to the "Speech cleaned up" message. Goal: 60 s or less for 3 min.
// - Preview: the cleaned-up timeline played for BENCH_PLAY_SECONDS (default 10) at 1280x720 30 fps with the
//   animated captions on it, beside the same timeline without captions: the share of dropped frames (goal: at most
//   5%), and the share drawn below full resolution (lib/editor/preview/playback-quality.ts).
import path from "node:path";

import { chromium } from "@playwright/test";

import { pcmWav, startApp } from "./bench-app.mjs";
import { SPEECH_RATE, speechTake } from "./bench-speech.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3318);
const TAKE = Number(process.env.BENCH_TAKE_SECONDS ?? 180);
const PLAY = Number(process.env.BENCH_PLAY_SECONDS ?? 10);
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");

const stats = (page) => page.evaluate(() => ({ ...(window.msxPreviewFrames ?? { frames: 0, lastFrame: -1, incomplete: 0, reduced: 0 }) }));

/** Plays from the start for PLAY seconds: dropped share and reduced share. */
async function play(page) {
  await page.keyboard.press("Home");
  await page.getByTestId("preview-canvas").and(page.locator('[data-complete="true"]')).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const before = await stats(page);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForTimeout(PLAY * 1000);
  const after = await stats(page);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  const passed = after.lastFrame - before.lastFrame;
  const drawn = after.frames - before.frames;
  return { dropped: passed > 0 ? Math.max(0, 1 - drawn / passed) : 1, reduced: drawn > 0 ? (after.reduced - before.reduced) / drawn : 0 };
}

const percent = (x) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const take = speechTake(TAKE);
  const seconds = take.length / SPEECH_RATE;
  console.log(`Take: ${seconds.toFixed(1)} s of Flite sentences with pauses`);
  const { base } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 2 });
    await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
    const page = await context.newPage();
    await page.goto(`${base}/editor`);
    await page.getByTestId("preview-time").filter({ hasText: /^0:00 \/ / }).waitFor({ timeout: 60_000 });
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "30 fps" });
    await page.getByLabel("Choose local media files").setInputFiles({ name: "take.wav", mimeType: "audio/wav", buffer: pcmWav(take, SPEECH_RATE) });
    const clip = page.getByRole("listitem", { name: "Audio" }).getByRole("button", { name: /^take\.wav, 0:00 to/ });
    await clip.waitFor({ timeout: 60_000 });
    await clip.click();
    await page.getByRole("button", { name: "Remove silences" }).click();
    const panel = page.getByRole("region", { name: "Remove silences" });
    await panel.getByLabel("Caption style").selectOption({ label: "Karaoke" });
    const started = Date.now();
    await panel.getByRole("button", { name: "Clean up speech" }).click();
    await page.getByText("Speech cleaned up").first().waitFor({ timeout: 30 * 60_000 });
    const took = (Date.now() - started) / 1000;
    const cues = await page.getByRole("list", { name: "Captions on the timeline" }).getByTestId("caption-cue").count();
    console.log(`Clean up speech: ${took.toFixed(1)} s for ${seconds.toFixed(1)} s of take (${(took / seconds).toFixed(2)}x its length; goal: 60 s for 180 s), ${cues} captions`);
    // The preview plays noise-reduced sound from a buffer it prepares once per clip (on this page's main thread): the
    // playback is measured once that is done, as the Reduce noise switch shows.
    const prepStarted = Date.now();
    await page.getByRole("listitem", { name: "Audio" }).getByTestId("timeline-clip").first().click();
    await page.getByTestId("denoise-switch").waitFor({ timeout: 60_000 });
    await page.getByTestId("denoise-preparing").waitFor({ state: "detached", timeout: 10 * 60_000 });
    console.log(`The preview's noise-reduced sound prepared ${((Date.now() - prepStarted) / 1000).toFixed(1)} s after the clean-up`);

    console.log(`Preview at 1280x720 30 fps, ${PLAY} s of play each (goal: at most 5% dropped)`);
    const captioned = await play(page);
    console.log(`  with Karaoke captions   dropped ${percent(captioned.dropped)}, drawn below full resolution ${percent(captioned.reduced)}`);
    // One undo: the take as it was, without captions.
    await page.getByRole("button", { name: "Undo" }).click();
    const plain = await play(page);
    console.log(`  the take before clean-up dropped ${percent(plain.dropped)}, drawn below full resolution ${percent(plain.reduced)}`);
  } finally {
    await browser.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
