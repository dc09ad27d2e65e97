#!/usr/bin/env node
// Silence detection speed: finding the silences of a 10 min clip (speech-like bursts with pauses of 0.2-3 s, at
// 48 kHz mono, as the decoder hands a clip's sound over) with lib/editor/audio/silence.ts in Node, printed beside
// the clip's real-time length. The goal is 10 s or less on a 2-core machine.
//
//   npm run bench:silence               10 minutes
//   npm run bench:silence -- --minutes 2
//
// The TypeScript is bundled on the fly with esbuild (scripts/bench-bundle.mjs).
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { benchCache, importBundled, numberArg } from "./bench-bundle.mjs";

const cache = benchCache("bench-silence");
const minutes = numberArg("--minutes", 10);
const entry = path.join(cache, "entry.ts");
writeFileSync(entry, `export { detectSilences, SILENCE_DEFAULTS } from "@/lib/editor/audio/silence";\n`);
const m = await importBundled(entry, path.join(cache, "entry.mjs"));

const SR = 48_000;
const seconds = minutes * 60;
const samples = new Float32Array(seconds * SR);
let seed = 1;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
// Bursts of 1-6 s of a buzz with a syllable rhythm, pauses of 0.2-3 s, over a faint noise floor.
let t = 0;
while (t < seconds) {
  const talk = 1 + random() * 5;
  const from = Math.round(t * SR);
  const to = Math.min(samples.length, Math.round((t + talk) * SR));
  for (let i = from; i < to; i++) {
    const s = i / SR;
    samples[i] = 0.3 * (0.55 + 0.45 * Math.abs(Math.sin(Math.PI * 4 * s))) * Math.sin(2 * Math.PI * 170 * s);
  }
  t += talk + 0.2 + random() * 2.8;
}
for (let i = 0; i < samples.length; i++) samples[i] += (random() - 0.5) * 0.002;

const cpu = process.cpuUsage();
const began = performance.now();
const silences = m.detectSilences(samples, SR, m.SILENCE_DEFAULTS);
const wall = (performance.now() - began) / 1000;
const used = process.cpuUsage(cpu);
const cut = silences.reduce((s, g) => s + g.end - g.start, 0);
console.log(`silence detection of a ${minutes} min clip (48 kHz mono): ${wall.toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU`);
console.log(`  ${silences.length} silences, ${cut.toFixed(1)} s to cut; ${(wall / seconds).toFixed(5)}× real time (goal: 10 s or less)`);
console.log(`  ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load average ${os.loadavg()[0].toFixed(1)}`);
