#!/usr/bin/env node
// Benchmark and check, not a unit test: writes under 50 parallel clients against `next start`, on the embedded
// database (PGlite, a fresh temporary folder) and, when DATABASE_URL is set, on that PostgreSQL too (its tables are
// migrated on start; the bench's accounts stay in it). 127.0.0.1 only. Each round, interleaved with the bare route:
//   - 50 new guests claim the daily reward at once: 50 credits of 10 MSXT, one each;
//   - one account sends 50 daily claims at once: one credit, 49 refusals (the ledger's unique key);
//   - 50 guests each buy Starter by card at once (the embedded test-mode processor): 50 paid orders.
// Prints p50/p99 of each (ms, per request) and exits 1 when a balance or an order is wrong.
import { startApp } from "./bench-app.mjs";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3312);

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(fn) {
  const start = performance.now();
  const res = await fn();
  return { ms: performance.now() - start, res };
}

async function bench(label, env) {
  const { base, stop } = await startApp({ port: PORT, env });
  let failures = 0;
  const fail = (message) => {
    failures += 1;
    console.error(`  WRONG: ${message}`);
  };
  try {
    const newClient = async () => {
      const res = await fetch(`${base}/login`, { redirect: "manual" });
      const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
      const headers = { cookie, origin: base, "content-type": "application/json" };
      // The guest account is created by its first write.
      const made = await fetch(`${base}/api/me`, { method: "PATCH", headers, body: JSON.stringify({ bio: "bench" }) });
      if (!made.ok) throw new Error(`could not create a guest: ${made.status} ${await made.text()}`);
      return headers;
    };
    const balance = async (headers) => Number((await (await fetch(`${base}/api/me`, { headers })).json()).user.tokenBalance);
    const times = { bare: [], claims: [], sameAccount: [], orders: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const clients = [];
      for (let i = 0; i < CLIENTS; i++) clients.push(await newClient());
      const before = await Promise.all(clients.map(balance));

      const bare = await Promise.all(clients.map((headers) => timed(() => fetch(`${base}/api/health`, { headers }))));
      times.bare.push(...bare.map((r) => r.ms));

      const claims = await Promise.all(
        clients.map((headers) => timed(() => fetch(`${base}/api/wallet/claim`, { method: "POST", headers, body: JSON.stringify({ kind: "daily" }) }))),
      );
      times.claims.push(...claims.map((r) => r.ms));
      const after = await Promise.all(clients.map(balance));
      claims.forEach((r, i) => {
        if (r.res.status !== 200) fail(`a first daily claim answered ${r.res.status}`);
        if (Math.round((after[i] - before[i]) * 100) !== 1000) fail(`a first daily claim moved the balance by ${after[i] - before[i]}`);
      });

      // One account, 50 claims at once: exactly one credit. A guest that has not claimed today.
      const one = await newClient();
      const oneBefore = await balance(one);
      const same = await Promise.all(
        clients.map(() => timed(() => fetch(`${base}/api/wallet/claim`, { method: "POST", headers: one, body: JSON.stringify({ kind: "daily" }) }))),
      );
      times.sameAccount.push(...same.map((r) => r.ms));
      const credited = same.filter((r) => r.res.status === 200).length;
      const refused = same.filter((r) => r.res.status === 409).length;
      if (credited !== 1 || refused !== CLIENTS - 1) fail(`50 claims of one account: ${credited} credited, ${refused} refused`);
      if (Math.round(((await balance(one)) - oneBefore) * 100) !== 1000) fail("50 claims of one account did not credit 10 MSXT once");

      const orders = await Promise.all(
        clients.map((headers) =>
          timed(() =>
            fetch(`${base}/api/orders`, {
              method: "POST",
              headers,
              body: JSON.stringify({
                plan: "starter",
                period: "monthly",
                source: "checkout",
                payment: "card",
                card: { number: "4242 4242 4242 4242", expiry: "12/30", cvv: "123" },
              }),
            }),
          ),
        ),
      );
      times.orders.push(...orders.map((r) => r.ms));
      for (const r of orders) {
        const body = await r.res.json().catch(() => ({}));
        if (!r.res.ok || body.order?.status !== "paid" || body.user?.subscriptionPlan !== "starter") {
          fail(`an order answered ${r.res.status} ${JSON.stringify(body).slice(0, 160)}`);
        }
      }
    }
    console.log(`\n${label}: ${CLIENTS} parallel clients, ${ROUNDS} rounds, 127.0.0.1 (ms per request)`);
    const line = (title, values) =>
      console.log(`${title.padEnd(46)} p50 ${pct(values, 50).toFixed(0).padStart(5)}   p99 ${pct(values, 99).toFixed(0).padStart(5)}   (${values.length} requests)`);
    line("GET /api/health (bare route, same moment)", times.bare);
    line("POST /api/wallet/claim, 50 accounts", times.claims);
    line("POST /api/wallet/claim, one account x50", times.sameAccount);
    line("POST /api/orders (card, test mode), 50 accounts", times.orders);
    console.log(failures === 0 ? "balances and orders correct" : `${failures} wrong answers`);
  } finally {
    stop();
  }
  return failures;
}

// A production start takes cards only with Stripe or PAYMENTS=test; the bench makes many guests from one address.
const env = { PAYMENTS: "test", GUEST_LIMIT_PER_HOUR: "100000" };
let failures = await bench("PGlite (embedded)", { ...env, DATABASE_URL: "" });
if (process.env.DATABASE_URL) failures += await bench("PostgreSQL (DATABASE_URL)", { ...env, DATABASE_URL: process.env.DATABASE_URL });
process.exit(failures === 0 ? 0 : 1);
