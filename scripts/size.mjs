#!/usr/bin/env node
// Each route's first-load JS (gzip) beside a bare Next page built with the same next, react and react-dom
// (scripts/bare-next.mjs, built once per version and cached in .bench/), measured the same way in the same run.
// Budget: every route within 1.10x the bare page, the editor's routes within 1.30x. Exits 1 when a route is over.
// Builds the app first when there is no build (`rm -rf .next` or `npx next build` to measure fresh code).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { bareApp, bareVersions } from "./bare-next.mjs";

const ROUTE_BUDGET = 1.1;
const EDITOR_BUDGET = 1.3;
// The routes that open the video editor.
const editorRoutes = new Set(["/editor", "/ai-tools", "/voice-cloning", "/3d-effects", "/ai-avatars"]);

const statsFile = (dir) => path.join(dir, ".next/diagnostics/route-bundle-stats.json");
if (!existsSync(statsFile("."))) {
  console.log("No build found: running next build ...");
  execSync("npx next build", { stdio: "inherit" });
}

const cache = new Map();
/** The first-load JS of one route of a build: raw and gzip bytes, each chunk counted once. */
function firstLoad(dir, chunkPaths) {
  const files = chunkPaths.filter((f) => f.endsWith(".js")).map((f) => path.join(dir, f));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    if (!cache.has(file)) {
      const buf = readFileSync(file);
      cache.set(file, { raw: buf.length, gzip: gzipSync(buf).length });
    }
    raw += cache.get(file).raw;
    gzip += cache.get(file).gzip;
  }
  return { raw, gzip };
}
const read = (dir) => JSON.parse(readFileSync(statsFile(dir), "utf8"));

const bareDir = bareApp();
const bareRoute = read(bareDir).find((r) => r.route === "/");
const bare = firstLoad(bareDir, bareRoute.firstLoadChunkPaths);

const rows = read(".")
  .map(({ route, firstLoadChunkPaths }) => {
    const { raw, gzip } = firstLoad(".", firstLoadChunkPaths);
    const budget = editorRoutes.has(route) ? EDITOR_BUDGET : ROUTE_BUDGET;
    return { route, raw, gzip, ratio: gzip / bare.gzip, budget };
  })
  .sort((a, b) => b.gzip - a.gzip);

const v = bareVersions();
const kb = (n) => (n / 1024).toFixed(1).padStart(8);
console.log(`Bare Next ${v.next} page (React ${v.react}): ${kb(bare.raw).trim()} kB raw, ${kb(bare.gzip).trim()} kB gzip (${bare.gzip} bytes)\n`);
console.log(`${"route".padEnd(28)}${"raw kB".padStart(8)}${"gzip kB".padStart(9)}${"× bare".padStart(8)}${"budget".padStart(8)}`);
for (const r of rows) {
  const flag = r.ratio > r.budget ? "  over budget" : "";
  console.log(`${r.route.padEnd(28)}${kb(r.raw)} ${kb(r.gzip)}${r.ratio.toFixed(2).padStart(8)}${r.budget.toFixed(2).padStart(8)}${flag}`);
}
const over = rows.filter((r) => r.ratio > r.budget);
if (over.length > 0) {
  console.error(`\n${over.length} of ${rows.length} routes over budget (${ROUTE_BUDGET}× the bare page, the editor ${EDITOR_BUDGET}×): ${over.map((r) => r.route).join(", ")}`);
  process.exit(1);
}
console.log(`\nEvery route within budget (${ROUTE_BUDGET}× the bare page, the editor ${EDITOR_BUDGET}×).`);
