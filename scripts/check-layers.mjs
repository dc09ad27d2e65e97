#!/usr/bin/env node
// `npm run layers`: the import graph's rules that lint alone could be told to skip. Every import, export-from and
// dynamic import in lib/, components/ and app/ (tests included) is resolved, and the run fails on any arrow that
// points the wrong way:
// - lib/ and components/ never import app/;
// - production code (app/, lib/, components/ outside tests and test support) never imports fixtures/ or test
//   support (test-fixtures, test-helpers, *-fixtures, testing/);
// - app/ and components/ (outside tests) never import the database, lib/server/db: they call a service in
//   lib/server/<area>.
// Prints each arrow.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceFile = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const isTest = (file) => /\.test\.(ts|tsx)$/.test(file);
const testSupportModule = /(^|\/)(test-fixtures|test-helpers|[\w-]+-fixtures)(\.[a-z]+)?$|(^|\/)testing\//;
const isTestSupport = (file) => testSupportModule.test(file);

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

/** The repository path an import names (forward slashes), or null for a package. */
export function target(from, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return null;
}

/** Why the import of `to` from `from` (both repository paths, forward slashes) points the wrong way, or null. */
export function wrongWay(from, to) {
  const area = from.split("/")[0];
  const top = to.split("/")[0];
  const testCode = isTest(from) || isTestSupport(from);
  if ((area === "lib" || area === "components") && top === "app") return "lib/ and components/ never import app/";
  if (testCode) return null;
  if (top === "fixtures") return "production code never imports fixtures/";
  if (isTestSupport(to)) return "production code never imports test support";
  if ((area === "app" || area === "components") && /^lib\/server\/db(\/|$)/.test(to)) {
    return "app/ and components/ call a service in lib/server/<area>, never lib/server/db";
  }
  return null;
}

function main() {
  const arrows = [];
  for (const area of ["lib", "components", "app"]) {
    for (const file of walk(path.join(root, area))) {
      const from = path.relative(root, file).split(path.sep).join("/");
      for (const spec of specifiers(readFileSync(file, "utf8"))) {
        const to = target(from, spec);
        if (to === null) continue;
        const reason = wrongWay(from, to);
        if (reason) arrows.push(`${from} -> ${spec} (${reason})`);
      }
    }
  }
  if (arrows.length) {
    console.error(`[layers] ${arrows.length} import(s) point the wrong way:`);
    for (const arrow of arrows) console.error(`[layers]   ${arrow}`);
    process.exit(1);
  }
  console.log(
    "[layers] no arrow from lib/ or components/ into app/, no fixtures/ or test support in production code, " +
      "no database import in app/ or components/",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
