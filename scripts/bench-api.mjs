#!/usr/bin/env node
// Benchmark, not a test: requests per second and p99 latency of session reads (GET /api/me) and the daily claim
// (POST /api/wallet/claim, the ledger's idempotent write) against `next start` on the embedded database (PGlite)
// in a fresh temporary folder, and then, when DATABASE_URL is set, on that PostgreSQL; on 127.0.0.1 only. Builds
// first when there is no build. The baseline is a bare Next app's route handler (scripts/bare-next.mjs, built beside
// the app with the same next and react), measured in the same run, round by round; the app's own trivial route
// (/api/health) shows what the request pipeline alone costs.
// Goals: the app's trivial route >= 0.8x the bare route's req/s; /api/me >= 0.5x with p99 <= 40 ms.
import autocannon from "autocannon";

import { startApp } from "./bench-app.mjs";
import { bareApp } from "./bare-next.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const BARE_PORT = PORT + 1;
const PIPELINE_GOAL = 0.8;
const ME_GOAL = 0.5;
const ME_P99_GOAL_MS = 40;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
// Rounds of the bare app's route, the app's /api/health, /api/me, /api/wallet in turn: a busy machine's load shifts all three alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(BASE, title, urlPath, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${urlPath}`, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) return reject(error);
      const ok = result["2xx"];
      const other = result.non2xx;
      console.log(
        `${title.padEnd(38)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${ok} 2xx, ${other} other)`,
      );
      resolve(result);
    });
  });
}

async function bench(label, env, bareBase) {
  const { base: BASE, first, stop } = await startApp({ port: PORT, env });
  try {
    const cookie = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    if (!cookie) throw new Error("the first visit got no session cookie");
    const headers = { cookie, origin: BASE, "content-type": "application/json" };
    // A guest account is created by the visitor's first write; store it (an empty profile update) so the reads
    // below take a returning visitor's path (session, account, ledger), then warm the server and the database.
    const stored = await fetch(`${BASE}/api/me`, { method: "PATCH", headers, body: "{}" });
    if (!stored.ok) throw new Error(`storing the guest account answered ${stored.status}`);
    // Warm both servers (the JIT, Next's route caches, the database's) with a short unrecorded run of each target.
    const warm = (url, options) => new Promise((resolve) => autocannon({ url, connections: CONNECTIONS, duration: WARM_SECONDS, ...options }, resolve));
    await warm(`${bareBase}/api/health`, {});
    for (const path of ["/api/health", "/api/me", "/api/wallet"]) await warm(`${BASE}${path}`, { headers });

    console.log(`\nMSX Studio API on ${label}, ${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1`);
    const ratios = { health: [], me: [], wallet: [], meP99: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await run(bareBase, `${round}: bare Next app GET /api/health`, "/api/health", {});
      const health = await run(BASE, `${round}: GET /api/health (pipeline only)`, "/api/health", { headers });
      const me = await run(BASE, `${round}: GET /api/me (session read)`, "/api/me", { headers });
      const wallet = await run(BASE, `${round}: GET /api/wallet`, "/api/wallet", { headers });
      const x = (r) => r.requests.average / bare.requests.average;
      ratios.health.push(x(health));
      ratios.me.push(x(me));
      ratios.wallet.push(x(wallet));
      ratios.meP99.push(me.latency.p99);
      console.log(`   vs the bare app's route: /api/health ${x(health).toFixed(2)}x, /api/me ${x(me).toFixed(2)}x, /api/wallet ${x(wallet).toFixed(2)}x`);
    }
    const h = median(ratios.health);
    const m = median(ratios.me);
    const p99 = median(ratios.meP99);
    console.log(
      `median of ${ROUNDS}: /api/health ${h.toFixed(2)}x (goal >= ${PIPELINE_GOAL}x), /api/me ${m.toFixed(2)}x (goal >= ${ME_GOAL}x) ` +
        `with p99 ${p99} ms (goal <= ${ME_P99_GOAL_MS} ms), /api/wallet ${median(ratios.wallet).toFixed(2)}x: ` +
        (h >= PIPELINE_GOAL && m >= ME_GOAL && p99 <= ME_P99_GOAL_MS ? "goals met" : "goal missed"),
    );
    // The first claim of the day credits 10 MSXT; every later one is refused by the ledger's unique key (409), so
    // this measures the whole write path: session, transaction, the insert that meets the unique key, the answer.
    await run(BASE, "POST /api/wallet/claim (daily)", "/api/wallet/claim", { method: "POST", headers, body: JSON.stringify({ kind: "daily" }) });
    const after = await (await fetch(`${BASE}/api/me`, { headers })).json();
    console.log(`balance after the claim run: ${after.user.tokenBalance} MSXT (150.50 + one daily claim = 160.50)`);
  } finally {
    stop();
  }
}

const bareDir = bareApp();
const bare = await startApp({ port: BARE_PORT, appDir: bareDir, readyPath: "/api/health" });
await bench("the embedded database (PGlite)", { DATABASE_URL: "" }, bare.base);
if (process.env.DATABASE_URL) await bench("PostgreSQL (DATABASE_URL)", { DATABASE_URL: process.env.DATABASE_URL }, bare.base);
bare.stop();
process.exit(0);
