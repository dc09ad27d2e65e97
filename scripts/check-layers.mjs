#!/usr/bin/env node
// `npm run layers`: the import graph's one rule that lint alone could be told to skip. Every import, export-from and
// dynamic import in lib/ and components/ (tests included) is resolved; any that lands in app/ fails the run, and so
// does any import of fixtures/ from production code (app/, lib/, components/ outside tests). Prints each arrow.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceFile = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const isTest = (file) => /\.test\.(ts|tsx)$/.test(file);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (sourceFile.test(name)) yield full;
  }
}

const specifiers = (text) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)].map((m) => m[1]);

function target(file, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return path.relative(root, path.resolve(path.dirname(file), spec));
  return null;
}

const arrows = [];
for (const area of ["lib", "components", "app"]) {
  for (const file of walk(path.join(root, area))) {
    const from = path.relative(root, file);
    for (const spec of specifiers(readFileSync(file, "utf8"))) {
      const to = target(file, spec);
      if (to === null) continue;
      const top = to.split(path.sep)[0];
      if (area !== "app" && top === "app") arrows.push(`${from} -> ${spec} (lib/ and components/ never import app/)`);
      if (top === "fixtures" && !isTest(from)) arrows.push(`${from} -> ${spec} (production code never imports fixtures/)`);
    }
  }
}

if (arrows.length) {
  console.error(`[layers] ${arrows.length} import(s) point the wrong way:`);
  for (const arrow of arrows) console.error(`[layers]   ${arrow}`);
  process.exit(1);
}
console.log("[layers] no arrow from lib/ or components/ into app/, no fixtures/ in production code");
