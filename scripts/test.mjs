#!/usr/bin/env node
// `npm test`: lint, unused code (knip), the layer check, typecheck, Vitest, the production build, then Playwright
// against `next start` of that build.
// Each phase's time is printed as it ends and all of them at the end; the first phase that fails stops the run.
// Playwright gets E2E_PREBUILT=1, so its web server starts the build made here instead of building again.
import { spawn } from "node:child_process";

const phases = [
  ["lint", "npm", ["run", "lint"]],
  ["unused", "npm", ["run", "unused"]],
  ["layers", "npm", ["run", "layers"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["vitest", "npm", ["run", "test:unit"]],
  ["build", "npm", ["run", "build"]],
  ["playwright", "npm", ["run", "test:e2e"], { E2E_PREBUILT: "1" }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
const began = Date.now();
let failed = null;
for (const [name, command, args, env] of phases) {
  const start = Date.now();
  const code = await run(command, args, env);
  times.push([name, Date.now() - start]);
  console.log(`\n[test] ${name}: ${seconds(Date.now() - start)}${code ? ` (failed, exit ${code})` : ""}\n`);
  if (code) {
    failed = name;
    break;
  }
}
console.log("[test] phase times:");
for (const [name, ms] of times) console.log(`[test]   ${name.padEnd(10)} ${seconds(ms)}`);
console.log(`[test]   ${"total".padEnd(10)} ${seconds(Date.now() - began)}`);
if (failed) {
  console.error(`[test] ${failed} failed`);
  process.exit(1);
}
