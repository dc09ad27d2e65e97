#!/usr/bin/env node
// Benchmark, not a test: opening a template into the editor, to its first preview frame, beside opening an empty
// project, in the same run. Starts `next start` on 127.0.0.1 (fresh embedded database; builds first when there is
// no build), then in headless Chromium, BENCH_RUNS times (default 5) each, alternating: makes the project on the
// server (POST /api/templates/tpl-1/project, "Viral TikTok Intro"; or POST /api/projects with an empty document),
// opens /editor?project=<id> and times from navigation start to the preview canvas's first complete frame (the
// compositor's drawing with nothing missing: the canvas's data-complete). Prints each run and the medians.
import path from "node:path";

import { chromium } from "@playwright/test";

import { startApp } from "./bench-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3316);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TEMPLATE = process.env.BENCH_TEMPLATE ?? "tpl-1";
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ".");
let browser;

/** An empty version-2 document, as a new project's (lib/editor/model/empty-doc.ts), with the editor's five tracks. */
function emptyRecord() {
  const track = (id, kind, name) => ({ id, kind, name, muted: false, hidden: false, items: [] });
  const now = Date.now();
  return {
    id: `bench-${now}`,
    thumbnail: "",
    createdAt: now,
    updatedAt: now,
    doc: {
      version: 2,
      settings: {
        title: "Empty project",
        visibility: "private",
        allowComments: true,
        allowDownloads: false,
        aspectRatio: "16:9",
        resolution: "1920x1080",
        frameRate: 30,
        durationText: "00:00:05",
        color: { brightness: 50, contrast: 50, saturation: 50 },
        blur: { type: null, intensity: 50, targets: [], autoTrack: true, smartBlending: true },
        lipSync: 85,
        voice: null,
      },
      assets: [],
      tracks: [
        track("track-video", "video", "Main video"),
        track("track-overlay", "overlay", "Overlay"),
        track("track-text", "text", "Text"),
        track("track-audio", "audio", "Audio"),
        track("track-captions", "caption", "Captions"),
      ],
      length: 5,
    },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { base } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
  // The first complete preview frame, in ms from navigation start.
  await context.addInitScript(() => {
    const watch = () => {
      const canvas = document.querySelector('[data-testid="preview-canvas"]');
      if (canvas?.getAttribute("data-complete") === "true" && window.msxFirstFrame === undefined) window.msxFirstFrame = performance.now();
    };
    new MutationObserver(watch).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-complete"], childList: true });
  });
  const page = await context.newPage();
  const headers = { origin: base, "content-type": "application/json" };
  await page.goto(`${base}/dashboard`);
  // One visit of each first: the server's first render of a route and the browser's cache are not what is measured.
  const created = async (res) => {
    if (res.status() !== 201) throw new Error(`Could not make the project: ${res.status()} ${await res.text()}`);
    return (await res.json()).project.id;
  };
  const make = {
    template: async () => created(await page.request.post(`${base}/api/templates/${TEMPLATE}/project`, { headers, data: {} })),
    empty: async () => created(await page.request.post(`${base}/api/projects`, { headers, data: { record: emptyRecord() } })),
  };
  const open = async (kind) => {
    const id = await make[kind]();
    await page.goto(`${base}/editor?project=${encodeURIComponent(id)}`);
    await page.waitForFunction(() => window.msxFirstFrame !== undefined, undefined, { timeout: 60_000 });
    return page.evaluate(() => window.msxFirstFrame);
  };
  await open("empty");
  await open("template");
  const times = { empty: [], template: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const kind of i % 2 === 0 ? ["empty", "template"] : ["template", "empty"]) {
      const ms = await open(kind);
      times[kind].push(ms);
      console.log(`run ${i + 1} ${kind.padEnd(8)} first preview frame after ${(ms / 1000).toFixed(2)} s`);
    }
  }
  const t = median(times.template);
  const e = median(times.empty);
  console.log(`Median over ${RUNS} runs: template "${TEMPLATE}" ${(t / 1000).toFixed(2)} s, empty project ${(e / 1000).toFixed(2)} s, difference ${((t - e) / 1000).toFixed(2)} s (goal: template at most 1.5 s)`);
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
