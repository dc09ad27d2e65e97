#!/usr/bin/env node
// Benchmark, not a test: Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on a bare Next page
// and on /, /dashboard, /editor, /projects and /subscription of the built app, each on two visits: a first visit (a
// fresh browser profile, no cookie: what a new visitor, a search engine or a link preview gets) and a returning
// visit (the guest session's cookie and the welcome cookie set first, as for a creator who comes back). 5 runs each,
// interleaved (run 1 of every page and visit, then run 2, ...) so a busy machine weighs on all of them alike; median
// score, LCP, TBT and CLS. Builds nothing of the app (bench-app.mjs builds it only when there is no build); the bare
// page, a minimal Next app using this project's next and react, is built once (scripts/bare-next.mjs). Only 127.0.0.1.
//
// Goal: on both visits every page within 5 points of the bare page, LCP under 2.5 s, CLS 0.
// Env: BENCH_PORT (3312), BENCH_BARE_PORT (3313), BENCH_RUNS (5), BENCH_PAGES (comma-separated), BENCH_VISITS
// (first,returning), BENCH_LCP=1 prints each run's LCP element, CHROME_PATH, BENCH_THROTTLING=devtools to apply the
// same slow 4G and 4x CPU to the browser while it loads (Lighthouse's "applied" throttling) instead of simulating
// them from an unthrottled load (its default, "simulate"), BENCH_HTTP2=1 to load both apps over HTTP/2 as production
// serves them (scripts/bench-h2.mjs: a TLS front on ports BENCH_PORT + 100 and BENCH_BARE_PORT + 100).
import os from "node:os";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { startApp } from "./bench-app.mjs";
import { startHttp2Front } from "./bench-h2.mjs";
import { bareApp } from "./bare-next.mjs";

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
const WELCOME_SEEN_COOKIE = "msx_welcome"; // lib/shell/welcome.ts
const THROTTLING = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
const HTTP2 = process.env.BENCH_HTTP2 === "1";
// The HTTP/2 front's certificate is self-signed.
if (HTTP2) FLAGS.push("--ignore-certificate-errors");
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ["/", "/dashboard", "/editor", "/projects", "/subscription"];
const VISITS = process.env.BENCH_VISITS ? process.env.BENCH_VISITS.split(",") : ["first", "returning"];
const SCORE_GAP = 5;
const LCP_GOAL_MS = 2500;

/** One Lighthouse mobile run in a fresh browser profile; `cookies` (name=value strings) are set first. */
async function measure(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    for (const cookie of cookies) {
      const [name, ...value] = cookie.split("=");
      await browser.setCookie({ name, value: value.join("="), domain: "127.0.0.1", path: "/", httpOnly: true, secure: HTTP2, sameSite: "Lax" });
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
      shifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? "?"}`),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const cookieOf = (res) => (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).filter(Boolean);

/**
 * The returning visitor's session: the guest cookie a first answer gives, or (when guests are only created on
 * their first need) the one GET /api/me gives; failing both, a throwaway account signed up through the API.
 */
async function sessionCookies(base, first) {
  let cookies = cookieOf(first);
  if (cookies.length === 0) cookies = cookieOf(await fetch(`${base}/api/me`));
  const jar = () => cookies.join("; ");
  let me = await (await fetch(`${base}/api/me`, { headers: { cookie: jar() } })).json().catch(() => ({}));
  if (!me.user) {
    const id = Date.now().toString(36);
    const res = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: jar() },
      body: JSON.stringify({ firstName: "Bench", lastName: "Visitor", email: `bench-${id}@example.com`, username: `bench_${id}`, password: "bench-visit-42" }),
    });
    cookies = [...cookies, ...cookieOf(res)];
    me = await (await fetch(`${base}/api/me`, { headers: { cookie: jar() } })).json().catch(() => ({}));
  }
  if (!me.user) throw new Error("no session for the returning visit (neither a guest cookie nor a sign-up gave one)");
  return { cookies: [...cookies, `${WELCOME_SEEN_COOKIE}=1`], user: me.user };
}

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
  const session = await sessionCookies(app.base, app.first);
  const sessionHeader = { cookie: session.cookies.join("; ") };
  // Every page is requested once on each visit so the server has compiled and loaded what it needs.
  for (const p of PAGES) {
    await fetch(`${app.base}${p}`, { headers: sessionHeader });
    await fetch(`${app.base}${p}`);
  }
  await fetch(bare.base);

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const load = os.loadavg().map((n) => n.toFixed(1)).join(", ");
  console.log(`Lighthouse mobile (${THROTTLING} throttling, HTTP/${HTTP2 ? 2 : 1.1}), median of ${RUNS} interleaved runs per page and visit, ${os.cpus().length} CPUs (${cpu}), Node ${process.version}`);
  console.log(`load average at the start: ${load}; returning visit signed in as ${session.user.username ?? session.user.email ?? "a guest"}\n`);
  const targets = [{ label: "bare Next page", visit: "", url: `${bareUrl}/`, cookies: [] }];
  for (const p of PAGES) {
    for (const visit of VISITS) targets.push({ label: p, visit, url: `${appUrl}${p}`, cookies: visit === "returning" ? session.cookies : [] });
  }
  const runs = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const t of targets) {
      const r = await measure(t.url, t.cookies);
      runs.get(t).push(r);
      const ended = new URL(r.finalUrl).pathname;
      const name = `${t.label}${t.visit ? ` (${t.visit})` : ""}`;
      process.stderr.write(`  run ${i + 1} ${name}: score ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}${ended !== new URL(t.url).pathname ? `, ended on ${ended}` : ""}\n`);
      if (process.env.BENCH_LCP && r.lcpElement) process.stderr.write(`    LCP element: ${r.lcpElement}\n`);
      for (const shift of r.shifts) process.stderr.write(`    layout shift: ${shift}\n`);
    }
  }
  const rows = targets.map((t) => {
    const rs = runs.get(t);
    const ended = [...new Set(rs.map((r) => new URL(r.finalUrl).pathname))].filter((p) => p !== new URL(t.url).pathname);
    return {
      label: `${t.label}${ended.length ? ` (→ ${ended.join(", ")})` : ""}`,
      visit: t.visit,
      score: median(rs.map((r) => r.score)),
      lcp: median(rs.map((r) => r.lcp)),
      tbt: median(rs.map((r) => r.tbt)),
      cls: median(rs.map((r) => r.cls)),
    };
  });
  const bareScore = rows[0].score;
  console.log(`\n| page (median of ${RUNS}) | visit | score | vs bare | LCP | TBT | CLS |`);
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const diff = r === rows[0] ? "" : `${r.score - bareScore >= 0 ? "+" : ""}${r.score - bareScore}`;
    console.log(`| ${r.label} | ${r.visit} | ${r.score} | ${diff} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} |`);
  }
  const misses = rows.slice(1).filter((r) => bareScore - r.score > SCORE_GAP || r.lcp >= LCP_GOAL_MS || r.cls >= 0.0005);
  console.log(
    misses.length === 0
      ? `\nGoal met: on both visits every page within ${SCORE_GAP} points of the bare page, LCP under 2.5 s, CLS 0.`
      : `\nGoal missed (within ${SCORE_GAP} points of the bare page, LCP under 2.5 s, CLS 0): ${misses.map((r) => `${r.label} (${r.visit})`).join(", ")}`,
  );
} finally {
  for (const f of fronts) f.stop();
  app.stop();
  bare.stop();
}
process.exit(0);
