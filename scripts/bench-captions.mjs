#!/usr/bin/env node
// Auto-captions speed: ~60 s of Flite speech through Silero VAD + Moonshine tiny, as a ratio of
// processing time to audio duration (lower is faster; 0.1 = ten times faster than real time).
//
//   npm run bench:captions            both: Node (onnxruntime-web WASM, 1 thread) and headless
//                                     Chromium running the real worker (lib/ai/speech/transcribe.worker.ts)
//   npm run bench:captions -- --node  Node only
//
// The TypeScript engine is bundled on the fly with esbuild (installed with vite/vitest). Chromium is
// /usr/bin/chromium or CHROMIUM_PATH; the page and worker load everything from a local static
// server over public/ (run scripts/copy-models.mjs first; done here).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, "node_modules", ".cache", "bench-captions");
mkdirSync(cache, { recursive: true });
execFileSync(process.execPath, [path.join(root, "scripts", "copy-models.mjs")], { stdio: "inherit" });

const alias = { "@": root, "server-only": path.join(root, "node_modules", "server-only", "empty.js") };
const nodeOnly = process.argv.includes("--node");

// 1. Node: the engine and Flite (./bench-speech.mjs), onnxruntime-web WASM.
const { engine, speak } = await import("./bench-speech.mjs");
const texts = [...engine.TEST_SENTENCES, ...engine.TEST_SENTENCES.slice(0, 3)];
const pieces = [];
for (let i = 0; i < texts.length; i++) pieces.push(new Float32Array(Math.round(engine.TEST_GAPS[i % engine.TEST_GAPS.length] * 16_000)), speak(texts[i], i));
pieces.push(new Float32Array(8_000));
const audio = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
for (let i = 0, at = 0; i < pieces.length; at += pieces[i].length, i++) audio.set(pieces[i], at);
const seconds = audio.length / 16_000;
console.log(`audio: ${seconds.toFixed(1)} s of Flite speech, ${texts.length} sentences`);

let t = performance.now();
const sessions = await engine.loadNodeSessions(1);
const nodeLoad = (performance.now() - t) / 1000;
t = performance.now();
const cues = await engine.transcribe(audio, { sessions });
const nodeRun = (performance.now() - t) / 1000;
console.log(`node (onnxruntime-web WASM, 1 thread): load ${nodeLoad.toFixed(1)} s, transcribe ${nodeRun.toFixed(1)} s, ${cues.length} cues, ratio to real time ${(nodeRun / seconds).toFixed(3)}`);

if (nodeOnly) process.exit(0);

// 2. Headless Chromium running the real worker.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`browser: skipped, no Chromium at ${chromium}`);
  process.exit(0);
}
await build({
  entryPoints: [path.join(root, "lib/ai/speech/transcribe.worker.ts")],
  bundle: true,
  platform: "browser",
  format: "esm",
  outfile: path.join(cache, "worker.js"),
  alias,
  logLevel: "error",
});
const page = `<!doctype html><meta charset="utf-8"><script type="module">
const audio = new Float32Array(await (await fetch("/bench/audio.f32")).arrayBuffer());
const worker = new Worker("/bench/worker.js", { type: "module" });
let started = 0, loaded = 0;
worker.onmessage = ({ data }) => {
  if (data.type === "progress" && data.stage === "transcribing" && !loaded) loaded = performance.now();
  if (data.type === "cues") window.__result = { cues: data.cues.length, load: (loaded - started) / 1000, run: (performance.now() - loaded) / 1000 };
  if (data.type === "error") window.__result = { error: data.message };
};
started = performance.now();
worker.postMessage({ type: "start", audio, sampleRate: 16000 }, [audio.buffer]);
</script>`;
const audioBytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
const types = { ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".onnx": "application/octet-stream", ".txt": "text/plain" };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost").pathname;
  let body;
  if (url === "/") body = page;
  else if (url === "/bench/audio.f32") body = audioBytes;
  else if (url === "/bench/worker.js") body = readFileSync(path.join(cache, "worker.js"));
  else if (url.startsWith("/models/") && !url.includes("..")) {
    const file = path.join(root, "public", url);
    if (existsSync(file)) body = readFileSync(file);
  }
  if (body === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": url === "/" ? "text/html" : (types[path.extname(url)] ?? "application/octet-stream") });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();
const { chromium: launcher } = await import("@playwright/test");
const browser = await launcher.launch({ executablePath: chromium, args: ["--no-sandbox"] });
try {
  const tab = await browser.newPage();
  tab.on("pageerror", (e) => console.log("page error:", e.message));
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => window.__result, null, { timeout: 300_000 });
  const result = await tab.evaluate(() => window.__result);
  if (result.error) throw new Error(`browser: ${result.error}`);
  console.log(`chromium (worker, onnxruntime-web WASM, 1 thread): load ${result.load.toFixed(1)} s, transcribe ${result.run.toFixed(1)} s, ${result.cues} cues, ratio to real time ${(result.run / seconds).toFixed(3)}`);
} finally {
  await browser.close();
  server.close();
}
