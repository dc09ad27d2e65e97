#!/usr/bin/env node
// Audio mix speed: mixing and normalising a 10 min timeline (a voice, music ducked under it, 3 clips with EQ and
// fades) with the export's mixer (lib/editor/audio/mixer.ts) in Node, printed beside the timeline's real-time
// length. The sound is generated (tones and noise); speech spans are given, as voice activity detection would
// find them. The goal is 10 s or less on a 2-core machine.
//
//   npm run bench:audio               10 minutes
//   npm run bench:audio -- --minutes 2
//
// The TypeScript is bundled on the fly with esbuild (scripts/bench-bundle.mjs).
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { benchCache, importBundled, numberArg } from "./bench-bundle.mjs";

const cache = benchCache("bench-audio");
const minutes = numberArg("--minutes", 10);

const entry = path.join(cache, "entry.ts");
writeFileSync(
  entry,
  `export { mixPlan } from "@/lib/editor/audio/mix-plan";
export { renderMix, applyMaster } from "@/lib/editor/audio/mixer";
export { denoiseChannels } from "@/lib/editor/audio/denoise";
export { mixTestAudio, mixTestDoc, voiceSpans } from "@/lib/editor/audio/testing/mix-fixtures";
`,
);
const m = await importBundled(entry, path.join(cache, "entry.mjs"));

const seconds = minutes * 60;
const SR = 48_000;
const doc = m.mixTestDoc(seconds);
const audio = m.mixTestAudio(seconds, SR);
const cpuBegan = process.cpuUsage();
const began = performance.now();
const plan = m.mixPlan(doc, new Map([["voice", m.voiceSpans(seconds)]]));
const mix = m.renderMix(plan, audio, 0, Math.round(seconds * SR), SR);
const mixed = performance.now();
const master = m.applyMaster(plan, mix, SR);
const done = performance.now();
const cpu = process.cpuUsage(cpuBegan);

// Noise reduction over the voice (the algorithm is lib/editor/audio/denoise.ts's).
const voice = audio.get("voice");
const denoiseBegan = performance.now();
await m.denoiseChannels(voice.channels, voice.sampleRate);
const denoiseMs = performance.now() - denoiseBegan;

const s = (ms) => (ms / 1000).toFixed(2);
console.log(`timeline: ${minutes} min (${seconds} s of real time), ${plan.sources.length} sources, 48 kHz stereo`);
console.log(`mix: ${s(mixed - began)} s; measure + normalise + limit: ${s(done - mixed)} s; total ${s(done - began)} s = ${((done - began) / 1000 / seconds).toFixed(4)}x real time (goal: 10 s or less)`);
console.log(`CPU time of this process for the same work: ${s((cpu.user + cpu.system) / 1000)} s (wall time above includes waiting for a shared CPU)`);
console.log(`loudness: ${master.before.toFixed(1)} LUFS before, ${master.after.toFixed(1)} LUFS after (target ${plan.master.targetLufs}), gain ${master.gainDb.toFixed(1)} dB`);
console.log(`noise reduction of the voice (${seconds} s): ${s(denoiseMs)} s = ${(seconds / (denoiseMs / 1000)).toFixed(1)}x faster than real time`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(", ")} on ${os.cpus().length} cores`);
