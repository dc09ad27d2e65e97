#!/usr/bin/env node
// Benchmark, not a test: requests per second and p99 latency of session reads (GET /api/me) and the daily claim
// (POST /api/wallet/claim, the ledger's idempotent write) against `next start` on the embedded database (PGlite)
// in a fresh temporary folder, and then, when DATABASE_URL is set, on that PostgreSQL; on 127.0.0.1 only. Builds
// first when there is no build. Each route is measured beside the bare route in the same run.
import autocannon from "autocannon";

import { startApp } from "./bench-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
// Rounds of bare route, /api/me, /api/wallet in turn: a busy machine's load shifts all three alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

async function bench(label, env) {
  const { base: BASE, first, stop } = await startApp({ port: PORT, env });
  try {
    const cookie = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    if (!cookie) throw new Error("the first visit got no session cookie");
    const headers = { cookie, origin: BASE, "content-type": "application/json" };
    // A guest account is created by the visitor's first write; store it (an empty profile update) so the reads
    // below take a returning visitor's path (session, account, ledger), then warm the server and the database.
    const stored = await fetch(`${BASE}/api/me`, { method: "PATCH", headers, body: "{}" });
    if (!stored.ok) throw new Error(`storing the guest account answered ${stored.status}`);
    for (let i = 0; i < 20; i++) await fetch(`${BASE}/api/me`, { headers });

    console.log(`\nMSX Studio API on ${label}, ${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1`);
    // A bare route handler in the same run (no session, no database) is the baseline the session reads compare with.
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await run(BASE, `${round}: GET /api/health (bare route)`, "/api/health", { headers });
      const me = await run(BASE, `${round}: GET /api/me (session read)`, "/api/me", { headers });
      const wallet = await run(BASE, `${round}: GET /api/wallet`, "/api/wallet", { headers });
      console.log(`   /api/me at ${(me.requests.average / bare.requests.average).toFixed(2)}x the bare route's req/s; /api/wallet at ${(wallet.requests.average / bare.requests.average).toFixed(2)}x`);
    }
    // The first claim of the day credits 10 MSXT; every later one is refused by the ledger's unique key (409), so
    // this measures the whole write path: session, transaction, the insert that meets the unique key, the answer.
    await run(BASE, "POST /api/wallet/claim (daily)", "/api/wallet/claim", { method: "POST", headers, body: JSON.stringify({ kind: "daily" }) });
    const after = await (await fetch(`${BASE}/api/me`, { headers })).json();
    console.log(`balance after the claim run: ${after.user.tokenBalance} MSXT (150.50 + one daily claim = 160.50)`);
  } finally {
    stop();
  }
}

await bench("the embedded database (PGlite)", { DATABASE_URL: "" });
if (process.env.DATABASE_URL) await bench("PostgreSQL (DATABASE_URL)", { DATABASE_URL: process.env.DATABASE_URL });
process.exit(0);
