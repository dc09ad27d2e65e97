#!/usr/bin/env node
// `npm run layers`: the import graph's rules that lint alone could be told to skip. Every import, export-from and
// dynamic import in lib/, components/ and app/ (tests included) is resolved, and the run fails on any arrow that
// points the wrong way, and on any import cycle:
// - lib/ and components/ never import app/;
// - lib/ never imports components/ (the engine sits below the React parts), tests and test support included;
// - production code (app/, lib/, components/ outside tests and test support) never imports fixtures/ or test
//   support (test-fixtures, test-helpers, *-fixtures, testing/);
// - app/ and components/ (outside tests) never import the database, lib/server/db: they call a service in
//   lib/server/<area>.
// - no module reaches itself through its imports (type-only and dynamic imports count): a cycle is printed as the
//   ring of files it goes through.
// Prints each arrow and each cycle.
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

export const specifiers = (text) =>
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
  if (area === "lib" && top === "components") return "lib/ never imports components/: the engine sits below the React parts";
  if (testCode) return null;
  if (top === "fixtures") return "production code never imports fixtures/";
  if (isTestSupport(to)) return "production code never imports test support";
  if ((area === "app" || area === "components") && /^lib\/server\/db(\/|$)/.test(to)) {
    return "app/ and components/ call a service in lib/server/<area>, never lib/server/db";
  }
  return null;
}

const moduleEndings = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".jsx", "/index.ts", "/index.tsx"];

/** The file an import's repository path names (`isFile` says whether a repository path is a file), or null. */
export function resolveModule(to, isFile) {
  for (const ending of moduleEndings) if (isFile(to + ending)) return to + ending;
  return null;
}

/**
 * The import graph of `sources` (repository path -> source text): each file's arrows to the files it imports,
 * resolved among the given files and whatever else `isFile` knows.
 */
export function importGraph(sources, isFile = () => false) {
  const known = (file) => sources.has(file) || isFile(file);
  const graph = new Map();
  for (const [from, text] of sources) {
    const to = new Set();
    for (const spec of specifiers(text)) {
      const name = target(from, spec);
      const file = name === null ? null : resolveModule(name, known);
      if (file !== null) to.add(file);
    }
    graph.set(from, [...to].sort());
  }
  return graph;
}

/**
 * The import cycles of `graph` (file -> files it imports): one ring per strongly connected group of files, as the
 * files it passes through, starting and ending at the group's first file in sort order ([a, b, a]).
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => ring(graph, new Set(group), group[0])).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way from `start` back to itself inside `group`. */
function ring(graph, group, start) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const to of graph.get(file) ?? []) {
      if (to === start) {
        const way = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!group.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, file);
      queue.push(to);
    }
  }
  return [start, start];
}

function main() {
  const arrows = [];
  const sources = new Map();
  for (const area of ["lib", "components", "app"]) {
    for (const file of walk(path.join(root, area))) {
      const from = path.relative(root, file).split(path.sep).join("/");
      const text = readFileSync(file, "utf8");
      sources.set(from, text);
      for (const spec of specifiers(text)) {
        const to = target(from, spec);
        if (to === null) continue;
        const reason = wrongWay(from, to);
        if (reason) arrows.push(`${from} -> ${spec} (${reason})`);
      }
    }
  }
  const isFile = (file) => {
    try {
      return statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };
  const cycles = findCycles(importGraph(sources, isFile));
  if (arrows.length) {
    console.error(`[layers] ${arrows.length} import(s) point the wrong way:`);
    for (const arrow of arrows) console.error(`[layers]   ${arrow}`);
  }
  if (cycles.length) {
    console.error(`[layers] ${cycles.length} import cycle(s):`);
    for (const cycle of cycles) console.error(`[layers]   ${cycle.join(" -> ")}`);
  }
  if (arrows.length || cycles.length) process.exit(1);
  console.log(
    "[layers] no arrow from lib/ or components/ into app/, none from lib/ into components/, no fixtures/ or test " +
      "support in production code, no database import in app/ or components/, no import cycle",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
