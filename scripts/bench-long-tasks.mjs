#!/usr/bin/env node
// Benchmark, not a test: what the main thread does while a page loads on a slow phone, per source module. Builds the
// app once with browser source maps into .bench/next-maps/ (its own dist folder: the normal build is untouched),
// starts it on 127.0.0.1 beside the bare Next page (scripts/bare-next.mjs), and loads each page in a fresh
// Chromium profile with the CPU slowed 4x (as Lighthouse mobile does), first visit and returning visit. For each
// load it prints the long tasks (over 50 ms) until the page is idle, their blocking time (the part over 50 ms, as
// TBT counts it), and the main thread's CPU time by module: JS samples mapped through the source maps to their
// source file (node_modules packages by package), and the browser's own work (parse, style, layout, GC) apart.
// BENCH_PAGES=/a,/b and BENCH_VISITS=first|returning narrow it; BENCH_TOP (default 12) is the number of modules listed;
// BENCH_TASKS=1 also lists each busy stretch over 50 ms (a long task as the profiler saw it) with its modules.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import puppeteer from "puppeteer-core";

import { bareApp } from "./bare-next.mjs";
import { startApp } from "./bench-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3314);
const BARE_PORT = PORT + 1;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ["/", "/dashboard", "/editor", "/projects", "/subscription"];
const VISITS = process.env.BENCH_VISITS ? process.env.BENCH_VISITS.split(",") : ["first", "returning"];
const TOP = Number(process.env.BENCH_TOP ?? 12);
const TASKS = process.env.BENCH_TASKS === "1";
const DIST = ".bench/next-maps";
const WELCOME_SEEN_COOKIE = "msx_welcome"; // lib/shell/welcome.ts

// --- Source maps: a small decoder of version 3 maps (regular and sectioned), enough to name a frame's file.
const B64 = Object.fromEntries([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));

/** Per generated line, the sorted [column, source index] pairs of a map's `mappings`. */
function decodeLines(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) {
        source += values[1];
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** A map's lookup: (0-based line, column) -> source path, or null. */
function sourceLookup(map) {
  if (map.sections) {
    const sections = map.sections.map((s) => ({ line: s.offset.line, column: s.offset.column, find: sourceLookup(s.map) }));
    return (line, column) => {
      let hit = null;
      for (const s of sections) if (s.line < line || (s.line === line && s.column <= column)) hit = s;
      return hit ? hit.find(line - hit.line, hit.line === line ? column - hit.column : column) : null;
    };
  }
  const lines = decodeLines(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments?.length) return null;
    let found = null;
    for (const [c, s] of segments) {
      if (c > column) break;
      found = s;
    }
    return found === null ? null : map.sources[found];
  };
}

/** A source path as a module name: our files by path, packages by package name. */
function moduleName(source) {
  const clean = source.replace(/^turbopack:\/\/\//, "").replace(/^\[project\]\//, "").replace(/\s*\[.*$/, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1] === "next" ? `next/${/node_modules\/next\/dist\/(?:esm\/)?(?:compiled\/)?([^/]+(?:\/[^/.]+)?)/.exec(clean)?.[1] ?? ""}` : pkg[1];
  return clean;
}

const lookups = new Map();
function moduleOf(appDist, url, line, column) {
  const m = /\/_next\/(static\/.+\.js)/.exec(url);
  if (!m) return url ? `(inline or other script)` : null;
  const file = path.join(appDist, m[1]);
  if (!lookups.has(file)) {
    // Turbopack names a chunk's map in its last line, not always after the chunk.
    const named = existsSync(file) ? /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, "utf8"))?.[1] : undefined;
    const mapFile = named ? path.join(path.dirname(file), named) : `${file}.map`;
    lookups.set(file, existsSync(mapFile) ? sourceLookup(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  const find = lookups.get(file);
  if (!find) return `(chunk without map) ${m[1].split("/").pop()}`;
  const source = find(line, column);
  return source ? moduleName(source) : `(unmapped) ${m[1].split("/").pop()}`;
}

// --- One page load.
async function load(browser, url, cookies, appDist) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  for (const cookie of cookies) {
    const [name, ...value] = cookie.split("=");
    await context.setCookie({ name, value: value.join("="), domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" });
  }
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await page.evaluateOnNewDocument(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  // Idle: no long task for 2 s (or 15 s in all).
  const began = Date.now();
  let last = -1;
  while (Date.now() - began < 15_000) {
    await new Promise((r) => setTimeout(r, 2_000));
    const count = await page.evaluate(() => window.__longTasks.length);
    if (count === last) break;
    last = count;
  }
  const { profile } = await cdp.send("Profiler.stop");
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();

  // Self time per module.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byModule = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)" || frame.functionName === "(root)") return;
    let name = frame.url ? moduleOf(appDist, frame.url, frame.lineNumber, frame.columnNumber) : null;
    // No URL: the browser's own work ((program): parsing, style, layout; GC), or a chunk's code the profiler did not
    // name (Turbopack's runtime instantiating modules shows so), labelled by its function.
    if (!name) name = frame.scriptId === "0" ? `(browser) ${frame.functionName || "native"}` : `(script without URL) ${frame.functionName || "anonymous"}`;
    byModule.set(name, (byModule.get(name) ?? 0) + dt);
    total += dt;
  });
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return { tasks, blocking, total, byModule, stretches: TASKS ? busyStretches(profile, nodes, appDist) : [] };
}

/**
 * The profile's busy stretches over 50 ms (samples with no idle between them: the long tasks, as the profiler saw
 * them), each with its modules' self time, for BENCH_TASKS=1.
 */
function busyStretches(profile, nodes, appDist) {
  const out = [];
  let current = null;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)") {
      if (current && current.ms > 50) out.push(current);
      current = null;
      return;
    }
    current ??= { start: (at - profile.startTime) / 1000, ms: 0, byModule: new Map() };
    const name = frame.url ? moduleOf(appDist, frame.url, frame.lineNumber, frame.columnNumber) : `(${frame.scriptId === "0" ? "browser" : "script"}) ${frame.functionName || "native"}`;
    current.byModule.set(name, (current.byModule.get(name) ?? 0) + dt);
    current.ms += dt;
  });
  if (current && current.ms > 50) out.push(current);
  return out;
}

function report(label, r) {
  console.log(`\n${label}: ${r.tasks.length} long tasks, blocking ${r.blocking.toFixed(0)} ms, main-thread CPU ${r.total.toFixed(0)} ms (4x slowed)`);
  console.log(`  long tasks (ms): ${r.tasks.map((t) => `${t.duration.toFixed(0)}@${t.start.toFixed(0)}`).join(", ") || "none"}`);
  for (const [name, ms] of [...r.byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
  for (const s of r.stretches) {
    const top = [...s.byModule].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  busy ${s.ms.toFixed(0)} ms at ${s.start.toFixed(0)} ms: ${top.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(", ")}`);
  }
}

if (!existsSync(path.join(DIST, "BUILD_ID"))) {
  console.log(`Building the app with browser source maps into ${DIST} ...`);
  execSync("npx next build", { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST, BROWSER_SOURCE_MAPS: "1" } });
}
const bareDir = bareApp();
const app = await startApp({ port: PORT, env: { NEXT_DIST_DIR: DIST } });
const bare = await startApp({ port: BARE_PORT, appDir: bareDir, readyPath: "/" });
const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-component-update"],
});
try {
  // A returning visitor: a session (an empty profile update stores its guest account) and the welcome seen.
  const first = await fetch(`${app.base}/dashboard`);
  const session = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]);
  await fetch(`${app.base}/api/me`, { method: "PATCH", headers: { cookie: session.join("; "), origin: app.base, "content-type": "application/json" }, body: "{}" });
  const returning = [...session, `${WELCOME_SEEN_COOKIE}=1`];
  // Warm the servers and the browser's code cache alike (one unrecorded load each).
  await load(browser, `${bare.base}/`, [], path.join(bareDir, ".next"));
  for (const p of PAGES) await load(browser, `${app.base}${p}`, returning, DIST);
  for (const visit of VISITS) {
    const cookies = visit === "first" ? [] : returning;
    report(`bare Next page (${visit} visit)`, await load(browser, `${bare.base}/`, cookies, path.join(bareDir, ".next")));
    for (const p of PAGES) report(`${p} (${visit} visit)`, await load(browser, `${app.base}${p}`, cookies, DIST));
  }
} finally {
  await browser.close();
  app.stop();
  bare.stop();
}
process.exit(0);
