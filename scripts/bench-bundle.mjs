// Shared by the benchmarks that run the app's TypeScript in Node (bench-audio, bench-denoise): the repository root,
// a cache folder per benchmark, a number from the command line, and bundling with esbuild (installed with
// vite/vitest) then importing the bundle.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The benchmark's own folder under node_modules/.cache, made if missing. */
export function benchCache(name) {
  const cache = path.join(root, "node_modules", ".cache", name);
  mkdirSync(cache, { recursive: true });
  return cache;
}

/** The number after `flag` on the command line (`--minutes 2`), or `fallback` when the flag is not given. */
export function numberArg(flag, fallback) {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** Bundles the TypeScript `entry` (with its `@/` imports) for Node into `outfile` and imports it. */
export async function importBundled(entry, outfile) {
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", outfile, alias: { "@": root }, logLevel: "error" });
  return import(pathToFileURL(outfile).href);
}
