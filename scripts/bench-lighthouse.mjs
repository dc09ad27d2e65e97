#!/usr/bin/env node
// Benchmark, not a test: Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on a bare Next page
// and on /dashboard, /editor and /projects of the built app, 5 runs each, median score, LCP, TBT and CLS.
// Builds nothing of the app (bench-app.mjs builds it only when there is no build); the bare page, a minimal Next app
// using this project's next and react, is built once into .bench/bare-next and reused. Only 127.0.0.1.
//
// Each run gets a fresh browser profile (a cold HTTP cache), the app's pages a real session: the guest cookie the
// first visit is given, its account created by a first API read, and the welcome dialog marked as seen (as for a
// creator who comes back). Env: BENCH_PORT (3312), BENCH_BARE_PORT (3313), BENCH_RUNS (5), BENCH_PAGES
// (comma-separated, default /dashboard,/editor,/projects), BENCH_LCP=1 prints each run's LCP element, CHROME_PATH,
// BENCH_THROTTLING=devtools to apply the same slow 4G and 4x CPU to the browser while it loads (Lighthouse's
// "applied" throttling) instead of simulating them from an unthrottled load (its default, "simulate"), BENCH_HTTP2=1
// to load both apps over HTTP/2 as production serves them (scripts/bench-h2.mjs: a TLS front on ports 3412 and 3413).
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { startApp } from "./bench-app.mjs";
import { startHttp2Front } from "./bench-h2.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3312);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3313);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const WELCOME_SEEN_KEY = "msx.welcomeSeen"; // lib/session.ts
const THROTTLING = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
const HTTP2 = process.env.BENCH_HTTP2 === "1";
// The HTTP/2 front's certificate is self-signed.
if (HTTP2) FLAGS.push("--ignore-certificate-errors");
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ["/dashboard", "/editor", "/projects"];

/** A minimal App Router app (one static page) built with this project's next, react and react-dom. */
function bareApp() {
  const dir = path.resolve(".bench/bare-next");
  const nextVersion = JSON.parse(readFileSync("node_modules/next/package.json", "utf8")).version;
  const stamp = path.join(dir, ".next", "BUILD_ID");
  const versionFile = path.join(dir, "next-version.txt");
  if (existsSync(stamp) && existsSync(versionFile) && readFileSync(versionFile, "utf8") === nextVersion) return dir;
  console.log(`Building the bare Next ${nextVersion} page once (.bench/bare-next) ...`);
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next", private: true }, null, 2));
  // Its own (empty) config: Next would otherwise look upwards and take the project's.
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "app", "layout.js"),
    'export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(dir, "app", "page.js"),
    "export default function Page() {\n  return (\n    <main>\n      <h1>Hello</h1>\n      <p>A bare Next page.</p>\n    </main>\n  );\n}\n",
  );
  // next resolves from the project's node_modules (the folder is inside the project).
  execSync(`node ${path.resolve("node_modules/next/dist/bin/next")} build`, {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(versionFile, nextVersion);
  return dir;
}


/** One Lighthouse mobile run in a fresh browser profile; the cookie and the welcome flag are set first. */
async function measure(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    if (cookie) {
      const [name, ...value] = cookie.split("=");
      await browser.setCookie({ name, value: value.join("="), domain: "127.0.0.1", path: "/", httpOnly: true, secure: HTTP2, sameSite: "Lax" });
      // A JSON answer of the same origin (no page script, nothing cached that the page loads) to set the flag on.
      await page.goto(`${origin}/api/me`);
      await page.evaluate((key) => window.localStorage.setItem(key, "1"), WELCOME_SEEN_KEY);
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableStorageReset: true, throttlingMethod: THROTTLING },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const bareDir = bareApp();
// The bare page runs on its own build, through the same starter as the app (readiness on "/").
const bare = await startApp({ port: BARE_PORT, appDir: bareDir, readyPath: "/" });
const app = await startApp({ port: PORT, readyPath: "/dashboard" });
// Over HTTP/2 the browser loads both through a TLS front of their own; the set-up requests below go direct.
const fronts = HTTP2
  ? [await startHttp2Front({ port: PORT + 100, target: app.base }), await startHttp2Front({ port: BARE_PORT + 100, target: bare.base })]
  : [];
const [appUrl, bareUrl] = HTTP2 ? fronts.map((f) => f.base) : [app.base, bare.base];
try {
  const cookie = (app.first.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).find(Boolean);
  if (!cookie) throw new Error("the first visit got no session cookie");
  // The guest account is created on its first need; every page is requested once so the server has loaded it.
  const me = await (await fetch(`${app.base}/api/me`, { headers: { cookie } })).json();
  if (!me.user) throw new Error("the session cookie gave no user");
  for (const p of PAGES) await fetch(`${app.base}${p}`, { headers: { cookie } });
  await fetch(bare.base);

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(`Lighthouse mobile (${THROTTLING} throttling, HTTP/${HTTP2 ? 2 : 1.1}), median of ${RUNS} runs per page, ${os.cpus().length} CPUs (${cpu}), Node ${process.version}`);
  console.log(`signed in as ${me.user.username ?? me.user.email ?? "a guest"} (the first visit's guest session)\n`);
  const rows = [];
  const targets = [{ label: "bare Next page", url: `${bareUrl}/` }, ...PAGES.map((p) => ({ label: p, url: `${appUrl}${p}`, cookie }))];
  for (const t of targets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await measure(t.url, t.cookie);
      if (new URL(r.finalUrl).pathname !== new URL(t.url).pathname) throw new Error(`${t.url} ended on ${r.finalUrl}`);
      runs.push(r);
      process.stderr.write(`  ${t.label} run ${i + 1}: score ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms\n`);
      if (process.env.BENCH_LCP && r.lcpElement) process.stderr.write(`    LCP element: ${r.lcpElement}\n`);
    }
    rows.push({
      label: t.label,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    });
  }
  const bareScore = rows[0].score;
  console.log(`\n| page (median of ${RUNS}) | score | vs bare | LCP | TBT | CLS |`);
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) {
    const diff = r === rows[0] ? "" : `${r.score - bareScore >= 0 ? "+" : ""}${r.score - bareScore}`;
    console.log(`| ${r.label} | ${r.score} | ${diff} | ${(r.lcp / 1000).toFixed(1)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} |`);
  }
  const misses = rows.slice(1).filter((r) => bareScore - r.score > 10 || r.lcp >= 2500);
  console.log(
    misses.length === 0
      ? "\nGoal met: every page within 10 points of the bare page, LCP under 2.5 s."
      : `\nGoal missed (within 10 points of the bare page, LCP under 2.5 s): ${misses.map((r) => r.label).join(", ")}`,
  );
} finally {
  for (const f of fronts) f.stop();
  app.stop();
  bare.stop();
}
process.exit(0);
