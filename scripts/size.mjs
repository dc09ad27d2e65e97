#!/usr/bin/env node
// Prints each route's first-load JS (raw and gzip) from the production build, largest first.
// Builds first when there is no build. A benchmark for people, not a test.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const statsPath = ".next/diagnostics/route-bundle-stats.json";
if (!existsSync(statsPath)) {
  console.log("No build found: running next build ...");
  execSync("npx next build", { stdio: "inherit" });
}

const stats = JSON.parse(readFileSync(statsPath, "utf8"));
const cache = new Map();
const sizeOf = (file) => {
  if (!cache.has(file)) {
    const buf = readFileSync(file);
    cache.set(file, { raw: buf.length, gzip: gzipSync(buf).length });
  }
  return cache.get(file);
};

// Reference: Next 16's bare page ships about 136 kB gzip; budget 1.15x for a route, 1.35x for the editor.
const BARE_KB = 136;
const editorRoutes = new Set(["/editor", "/ai-tools", "/voice-cloning", "/3d-effects", "/ai-avatars"]);

const rows = stats
  .map(({ route, firstLoadChunkPaths }) => {
    const files = firstLoadChunkPaths.filter((f) => f.endsWith(".js") && existsSync(f));
    const raw = files.reduce((n, f) => n + sizeOf(f).raw, 0);
    const gzip = files.reduce((n, f) => n + sizeOf(f).gzip, 0);
    const budget = BARE_KB * (editorRoutes.has(route) ? 1.35 : 1.15);
    return { route, raw, gzip, budget };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1).padStart(8);
console.log(`${"route".padEnd(28)}${"raw kB".padStart(8)}${"gzip kB".padStart(9)}${"budget".padStart(9)}`);
for (const r of rows) {
  const flag = r.gzip / 1024 > r.budget ? "  over budget" : "";
  console.log(`${r.route.padEnd(28)}${kb(r.raw)} ${kb(r.gzip)} ${kb(r.budget * 1024)}${flag}`);
}
