#!/usr/bin/env node
// `npm test`: lint, unused code (knip), the layer check and typecheck (side by side: each is mostly one core), then
// Vitest, the production build, and Playwright against `next start` of that build.
// Each phase's time is printed as it ends and all of them at the end; a failed phase stops the run once its step
// is over. Playwright gets E2E_PREBUILT=1, so its web server starts the build made here instead of building again.
import { spawn } from "node:child_process";

/** Steps run one after another; the phases of one step run side by side, each one's output printed whole. */
const steps = [
  [
    ["lint", "npm", ["run", "lint"]],
    ["unused", "npm", ["run", "unused"]],
    ["layers", "npm", ["run", "layers"]],
    ["typecheck", "npm", ["run", "typecheck"]],
  ],
  [["vitest", "npm", ["run", "test:unit"]]],
  [["build", "npm", ["run", "build"]]],
  [["playwright", "npm", ["run", "test:e2e"], { E2E_PREBUILT: "1" }]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a phase: alone, its output goes straight through; beside others, it is held and printed when it ends. */
function run(command, args, env, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const times = [];
const began = Date.now();
const failed = [];
for (const step of steps) {
  await Promise.all(
    step.map(async ([name, command, args, env]) => {
      const start = Date.now();
      const code = await run(command, args, env, step.length === 1);
      times.push([name, Date.now() - start]);
      console.log(`\n[test] ${name}: ${seconds(Date.now() - start)}${code ? ` (failed, exit ${code})` : ""}\n`);
      if (code) failed.push(name);
    }),
  );
  if (failed.length) break;
}
console.log("[test] phase times:");
for (const [name, ms] of times) console.log(`[test]   ${name.padEnd(10)} ${seconds(ms)}`);
console.log(`[test]   ${"total".padEnd(10)} ${seconds(Date.now() - began)}`);
if (failed.length) {
  console.error(`[test] ${failed.join(", ")} failed`);
  process.exit(1);
}
