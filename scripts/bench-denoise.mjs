#!/usr/bin/env node
// Noise reduction speed: RNNoise (lib/editor/audio/denoise.ts) over two minutes of stereo sound at 48 kHz (no
// resampling) and at 44.1 kHz (resampled to 48 kHz and back), printed as a multiple of real time (higher is
// faster; the goal is at least 5×), and the CPU time it took (what a busy machine's wall clock hides). Runs in Node: the engine is bundled on the fly with esbuild (installed with
// vite/vitest) and reads its WASM from node_modules.
//
//   npm run bench:denoise               two minutes per case
//   npm run bench:denoise -- --seconds 30
import path from "node:path";

import { benchCache, importBundled, numberArg, root } from "./bench-bundle.mjs";

const cache = benchCache("bench-denoise");
const seconds = numberArg("--seconds", 120);
if (!(seconds > 0)) throw new Error("--seconds wants a positive number");

const { denoiseChannels } = await importBundled(path.join(root, "lib/editor/audio/denoise.ts"), path.join(cache, "denoise.mjs"));

/** A voice-like test signal (a 150 Hz buzz with harmonics, switching on and off) in steady white noise. */
function channel(rate, seed) {
  const out = new Float32Array(Math.round(rate * seconds));
  let s = seed;
  for (let i = 0; i < out.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const t = i / rate;
    const on = Math.floor(t / 0.7) % 3 !== 2 ? 1 : 0;
    let voice = 0;
    for (let h = 1; h <= 8; h++) voice += Math.sin(2 * Math.PI * 150 * h * t) / h;
    out[i] = 0.1 * on * voice + 0.05 * ((s / 2 ** 32) * 2 - 1);
  }
  return out;
}

// Warm-up: the engine's WASM loads once.
await denoiseChannels([channel(48_000, 1).subarray(0, 48_000)], 48_000);

console.log(`noise reduction, ${seconds} s of stereo sound per case (Node ${process.versions.node})`);
for (const rate of [48_000, 44_100]) {
  const channels = [channel(rate, 1), channel(rate, 2)];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await denoiseChannels(channels, rate);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const multiple = seconds / elapsed;
  console.log(
    `  ${(rate / 1000).toFixed(1)} kHz: ${elapsed.toFixed(2)} s for ${seconds} s of sound = ${multiple.toFixed(1)}× real time ${multiple >= 5 ? "(goal ≥ 5×: met)" : "(goal ≥ 5×: NOT met)"}; ` +
      `CPU time ${cpuSeconds.toFixed(2)} s = ${(seconds / cpuSeconds).toFixed(1)}× on one core`,
  );
}
