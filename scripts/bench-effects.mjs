#!/usr/bin/env node
// Benchmark, not a test: effects in the preview and the export, each beside a plain timeline in the same run, in
// headless Chromium against `next start` on 127.0.0.1 (fresh embedded database).
// - Preview: a 720p30 timeline of the sample clip with one effect of each family (a grade, particles, a camera
//   effect, a frame, a subject-aware effect, a motion effect, a beat effect), played BENCH_PLAY_SECONDS (default 8)
//   each with the preview canvas drawing at 1280x720 (BENCH_PREVIEW_SCALE=1: at its size on a 1600x1000 window):
//   the share of dropped frames (window.msxPreviewFrames), the share drawn below full resolution (the preview
//   lowers its playback resolution while frames are skipped: lib/editor/preview/playback-quality.ts), and the CPU time of
//   the page's main thread and renderer process per drawn frame (which other work on the machine does not inflate).
// - Export: a BENCH_SECONDS (default 60) 1280x720 30 fps timeline with three stacked effects over it (Coffee Vibes, a
//   grade; Hearts Rain, particles; Love Glow, aware of the subject), against the same timeline without them: wall
//   clock, the ratio to real time and the CPU time of each of the browser's threads (Linux), in the Export dialog's
//   format (MP4 where the browser encodes H.264; BENCH_FORMAT=webm or mp4 picks one).
// - Per-pixel pass: one colour grade on a 1280x720 frame, as the renderers do it (ImageData and 256-entry curves)
//   and as a WebGL2 fragment shader (the frame uploaded, drawn, and read back into the 2D canvas the encoder reads),
//   in ms per frame: the figure behind the choice of Canvas 2D.
// BENCH_ONLY=preview, export or pixels runs one part; BENCH_EFFECTS=id,id limits the preview to those effects (beside
// the plain timeline). Builds first when there is no build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { build } from "esbuild";

import { startApp, startExport } from "./bench-app.mjs";
import { root } from "./bench-bundle.mjs";

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

/** One signed-up account per device scale (sign-ups are rate-limited per address); each run gets a page of it. */
const contexts = new Map();
async function newPage(base, scale = 1) {
  let context = contexts.get(scale);
  if (!context) {
    context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1600, height: 1000 }, deviceScaleFactor: scale });
    await context.addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]);
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const signup = await page.request.post(`${base}/api/auth/signup`, {
      headers: { origin: base },
      data: { firstName: "Bench", lastName: "Effects", email: `fx-${id}@example.com`, username: `fx_${id}`, password: "effects-42-secret" },
    });
    if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
    await page.close();
    contexts.set(scale, context);
  }
  return context.newPage();
}

async function open(page, base, rec) {
  const res = await page.request.post(`${base}/api/projects`, { headers: { origin: base }, data: { record: rec } });
  if (res.status() !== 201) throw new Error(`storing the project failed: ${res.status()} ${await res.text()}`);
  const { project } = await res.json();
  await page.goto(`${base}/editor?project=${encodeURIComponent(project.id)}`);
  await page.getByTestId("preview-time").filter({ hasText: /^0:00 \/ / }).waitFor({ timeout: 60_000 });
}

const stats = (page) => page.evaluate(() => ({ ...(window.msxPreviewFrames ?? { frames: 0, lastFrame: -1, incomplete: 0, reduced: 0 }), now: performance.now() }));

/** Plays the opened timeline for PLAY_SECONDS and answers the share of dropped frames. */
async function dropped(page) {
  const canvas = page.getByTestId("preview-canvas");
  await canvas.and(page.locator('[data-complete="true"]')).waitFor({ timeout: 60_000 });
  // Time for the effect engine (and the models of the subject-aware ones) to load.
  await page.waitForTimeout(3000);
  // CPU time of the page's main thread (ThreadTime) and of its renderer process: figures that other work on the
  // machine does not inflate, unlike the dropped share.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const cpu = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  const before = await stats(page);
  const cpuBefore = await cpu();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForTimeout(PLAY_SECONDS * 1000);
  const after = await stats(page);
  const cpuAfter = await cpu();
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  const passed = after.lastFrame - before.lastFrame;
  const drawn = after.frames - before.frames;
  return {
    share: passed > 0 ? Math.max(0, 1 - drawn / passed) : 1,
    reduced: drawn > 0 ? (after.reduced - before.reduced) / drawn : 0,
    mainMs: drawn > 0 ? ((cpuAfter.ThreadTime - cpuBefore.ThreadTime) * 1000) / drawn : 0,
    rendererMs: drawn > 0 ? ((cpuAfter.ProcessTime - cpuBefore.ProcessTime) * 1000) / drawn : 0,
    size: await canvas.evaluate((el) => `${el.width}x${el.height}`),
  };
}

async function benchPreview(base) {
  console.log(`Preview: the sample clip at 1280x720 30 fps, ${PLAY_SECONDS} s of play each (goal: at most 5% dropped)`);
  const rows = [];
  const only = process.env.BENCH_EFFECTS ? process.env.BENCH_EFFECTS.split(",") : null;
  for (const [family, effectId] of [["(none)", null], ...FAMILIES.filter(([, id]) => !only || only.includes(id))]) {
    const page = await newPage(base, Number(process.env.BENCH_PREVIEW_SCALE ?? 2));
    await open(page, base, record(12, effectId ? [effectId] : []));
    const { share, reduced, mainMs, rendererMs, size } = await dropped(page);
    rows.push([family, effectId ?? "plain timeline", share]);
    console.log(
      `  ${family.padEnd(10)} ${String(effectId ?? "plain timeline").padEnd(16)} ${size}  dropped ${(share * 100).toFixed(1)}%, drawn below full resolution ${(reduced * 100).toFixed(1)}%, CPU per drawn frame: main thread ${mainMs.toFixed(1)} ms, renderer ${rendererMs.toFixed(1)} ms`,
    );
    await page.close();
  }
  return rows;
}

async function timeExport(page, seconds) {
  const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
  const started = await startExport(page);
  await download;
  const wall = (Date.now() - started) / 1000;
  return { wall, realTime: seconds / wall };
}

/** CPU seconds so far of every Chromium thread on the machine, by thread id, with its process type and name (Linux /proc). */
function threadTimes() {
  const byThread = new Map();
  let pids = [];
  try {
    pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  } catch {
    return byThread;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmdline.includes("chrom")) continue;
      const type = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? "browser";
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const name = `${type}:${stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).replace(/\d+$/, "")}`;
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        byThread.set(`${pid}/${tid}`, { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
      }
    } catch {
      // The process or thread ended meanwhile.
    }
  }
  return byThread;
}

/**
 * Watches the CPU time of every Chromium thread while `run` runs, read every half second so that threads that end
 * before it does (the segmentation worker, closed with the export) are counted too: by thread name, in seconds.
 * Empty where /proc is missing.
 */
async function threadCpuDuring(run) {
  const first = threadTimes();
  const last = new Map(first);
  const read = () => {
    for (const [id, t] of threadTimes()) last.set(id, t);
  };
  const timer = setInterval(read, 500);
  try {
    const result = await run();
    read();
    const byName = new Map();
    for (const [id, t] of last) byName.set(t.name, (byName.get(t.name) ?? 0) + t.seconds - (first.get(id)?.seconds ?? 0));
    return { result, cpu: byName };
  } finally {
    clearInterval(timer);
  }
}

/** Prints the threads that used at least 0.2 s: where an export's time goes, which the wall clock alone cannot say. */
function printThreadCpu(byName, seconds) {
  const rows = [...byName].filter(([, t]) => t >= 0.2).sort((a, b) => b[1] - a[1]);
  if (rows.length === 0) return;
  const total = rows.reduce((sum, [, t]) => sum + t, 0);
  console.log(`    CPU per thread (s per ${seconds} s of video, all Chromium processes; ${total.toFixed(1)} s in all):`);
  console.log(`      ${rows.map(([name, t]) => `${name} ${t.toFixed(1)}`).join(", ")}`);
}

async function benchExport(base) {
  const stacked = ["coffee-vibes", "hearts-rain", "love-glow"];
  console.log(`Export: ${SECONDS} s at 1280x720 30 fps (goal: at least 1x real time with ${stacked.join(" + ")})`);
  const results = [];
  for (const effects of [[], stacked]) {
    const page = await newPage(base);
    await open(page, base, record(SECONDS, effects));
    const { result: r, cpu } = await threadCpuDuring(() => timeExport(page, Math.ceil(SECONDS / 6) * 6));
    const name = effects.length ? effects.join(" + ") : "plain timeline";
    console.log(`  ${name.padEnd(36)} ${r.wall.toFixed(1)} s wall clock, ${r.realTime.toFixed(2)}x real time`);
    printThreadCpu(cpu, Math.ceil(SECONDS / 6) * 6);
    results.push(r);
    await page.close();
  }
  return results;
}

/**
 * The grade's pass in this browser, bundled from lib/editor/effects/render (esbuild): applyGrade and, to measure the
 * JavaScript loop, the WebAssembly module's reset.
 */
async function gradeBundle() {
  const entry = `import { applyGrade } from "@/lib/editor/effects/render/grades";
import { resetGradePass } from "@/lib/editor/effects/render/grade-pass";
globalThis.msxGrade = { applyGrade, resetGradePass };`;
  const out = await build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, platform: "browser", format: "iife", write: false, alias: { "@": root }, logLevel: "error" });
  return out.outputFiles[0].text;
}

/**
 * ms per frame of the grade on a 1280x720 frame as the renderers do it (applyGrade, Coffee Vibes' grade): in
 * JavaScript with getImageData, in WebAssembly with getImageData, and in WebAssembly reading the frame as a VideoFrame
 * (the export's opaque canvas); and a comparable grade as a WebGL2 fragment shader with its upload and read-back.
 */
async function benchPixels(base) {
  const page = await browser.newPage();
  // A page of our origin (a secure context, where VideoFrame is).
  await page.goto(`${base}/login`);
  await page.addScriptTag({ content: await gradeBundle() });
  const result = await page.evaluate(() => {
    const w = 1280;
    const h = 720;
    const { applyGrade, resetGradePass } = globalThis.msxGrade;
    const coffee = { gain: [1.02, 0.93, 0.8], lift: [0.05, 0.03, 0.01], contrast: -0.05, saturation: 0.8, shadowTint: ["#3b2414", 0.25] };
    const frame = { area: { x: 0, y: 0, w, h }, width: w, height: h, t: 0, local: 0, params: {}, seed: 1 };
    const paint = (c) => {
      const g = c.createLinearGradient(0, 0, w, h);
      g.addColorStop(0, "#2a4d8f");
      g.addColorStop(1, "#d9823b");
      c.fillStyle = g;
      c.fillRect(0, 0, w, h);
    };
    const runs = 30;
    /** ms per graded frame on a fresh canvas with these attributes, after a few frames of warm-up. */
    const time = (attributes) => {
      const ctx = new OffscreenCanvas(w, h).getContext("2d", attributes);
      paint(ctx);
      for (let k = 0; k < 5; k++) applyGrade(ctx, frame, coffee, 1);
      const t0 = performance.now();
      for (let k = 0; k < runs; k++) applyGrade(ctx, frame, coffee, 1);
      return (performance.now() - t0) / runs;
    };
    const wasm = globalThis.WebAssembly;
    globalThis.WebAssembly = undefined;
    resetGradePass();
    const script = time({ willReadFrequently: true });
    globalThis.WebAssembly = wasm;
    resetGradePass();
    const wasmImageData = time({ willReadFrequently: true });
    const wasmVideoFrame = time({ alpha: false, willReadFrequently: true });
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    paint(ctx);
    let t0;
    const glCanvas = new OffscreenCanvas(w, h);
    const gl = glCanvas.getContext("webgl2");
    if (!gl) return { script, wasmImageData, wasmVideoFrame, webgl: null };
    const shader = (type, src) => {
      const sh = gl.createShader(type);
      gl.shaderSource(sh, src);
      gl.compileShader(sh);
      return sh;
    };
    const prog = gl.createProgram();
    gl.attachShader(prog, shader(gl.VERTEX_SHADER, "#version 300 es\nin vec2 p; out vec2 uv; void main(){ uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0, 1); }"));
    gl.attachShader(
      prog,
      shader(gl.FRAGMENT_SHADER, "#version 300 es\nprecision mediump float; in vec2 uv; uniform sampler2D t; out vec4 o; void main(){ vec3 c = pow(texture(t, uv).rgb, vec3(0.9)); float y = dot(c, vec3(0.2126, 0.7152, 0.0722)); o = vec4(mix(vec3(y), c, 1.2), 1); }"),
    );
    gl.linkProgram(prog);
    gl.useProgram(prog);
    const buf = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    const loc = gl.getAttribLocation(prog, "p");
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
    const tex = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    t0 = performance.now();
    for (let k = 0; k < runs; k++) {
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, canvas);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      ctx.drawImage(glCanvas, 0, 0);
      ctx.getImageData(0, 0, 1, 1);
    }
    const webgl = (performance.now() - t0) / runs;
    return { script, wasmImageData, wasmVideoFrame, webgl, renderer: gl.getParameter(gl.RENDERER) };
  });
  console.log(
    `Per-pixel grade at 1280x720 (read, graded, written back): JavaScript ${result.script.toFixed(1)} ms/frame; WebAssembly ${result.wasmImageData.toFixed(1)} ms with getImageData, ${result.wasmVideoFrame.toFixed(1)} ms reading a VideoFrame of an opaque canvas; WebGL2 ${result.webgl === null ? "not available" : `${result.webgl.toFixed(1)} ms/frame (${result.renderer})`}`,
  );
  await page.close();
}

async function main() {
  const { base } = await startApp({ port: PORT, appDir: APP_DIR, readyPath: "/editor" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--autoplay-policy=no-user-gesture-required"],
  });
  if (!ONLY || ONLY === "pixels") await benchPixels(base);
  if (!ONLY || ONLY === "preview") await benchPreview(base);
  if (!ONLY || ONLY === "export") await benchExport(base);
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
