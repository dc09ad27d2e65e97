// Shared by the speech benchmarks: Flite speech (the app's own voice engine, lib/ai/speech/testing/node.ts) made in
// Node, one sentence per child process (Flite through node:wasi crashes Node 20 now and then when many sentences are
// spoken in one process outside Vitest, so a sentence whose process dies is spoken again), at 16 kHz mono.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, "node_modules", ".cache", "bench-speech");
mkdirSync(cache, { recursive: true });
const alias = { "@": root, "server-only": path.join(root, "node_modules", "server-only", "empty.js") };
const bundle = path.join(cache, "speech.mjs");
const child = process.argv[2] === "--speak" && process.argv[1] === fileURLToPath(import.meta.url);

if (!child) {
  const entry = path.join(cache, "entry.ts");
  writeFileSync(
    entry,
    `export { loadNodeSessions, speakSentences, TEST_SENTENCES, TEST_GAPS } from ${JSON.stringify(path.join(root, "lib/ai/speech/testing/node.ts"))};
export { transcribe } from ${JSON.stringify(path.join(root, "lib/ai/speech/transcribe.ts"))};`,
  );
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", outfile: bundle, alias, external: ["onnxruntime-web"], logLevel: "error" });
}
/** The bundled speech engine: Flite, the test sentences and gaps, and the Node transcriber. */
export const engine = await import(pathToFileURL(bundle).href);

if (child) {
  const { audio } = await engine.speakSentences([process.argv[3]], [0]);
  writeFileSync(process.argv[4], Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
  process.exit(0);
}

export const SPEECH_RATE = 16_000;

/** One sentence spoken by Flite, 16 kHz mono. */
export function speak(text, index) {
  const file = path.join(cache, `sentence-${index}.f32`);
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--speak", text, file], { stdio: "ignore" });
      const bytes = readFileSync(file);
      return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/**
 * The test sentences, repeated until `seconds` are filled, each after one of the test gaps (times `gapScale`): a take
 * with pauses, as a creator records one. Each distinct sentence is spoken once.
 */
export function speechTake(seconds, gapScale = 1) {
  const spoken = new Map();
  const pieces = [];
  let length = 0;
  for (let i = 0; length < seconds * SPEECH_RATE; i++) {
    const text = engine.TEST_SENTENCES[i % engine.TEST_SENTENCES.length];
    if (!spoken.has(text)) spoken.set(text, speak(text, spoken.size));
    const gap = new Float32Array(Math.round(engine.TEST_GAPS[i % engine.TEST_GAPS.length] * gapScale * SPEECH_RATE));
    pieces.push(gap, spoken.get(text));
    length += gap.length + spoken.get(text).length;
  }
  pieces.push(new Float32Array(SPEECH_RATE / 2));
  const audio = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
  for (let i = 0, at = 0; i < pieces.length; at += pieces[i].length, i++) audio.set(pieces[i], at);
  return audio;
}
