/**
 * Web Worker: auto captions from speech, off the main thread. Everything is served by our own
 * origin — onnxruntime-web's WASM from /models/ort/, Moonshine tiny from /models/moonshine/tiny/,
 * its vocabulary from /models/moonshine/tokenizer.txt, Silero VAD from /models/silero/ (copied
 * there from node_modules by scripts/copy-models.mjs). Nothing loads before the first `start`.
 * Create it with `startTranscription` (lib/ai/speech/client.ts).
 */
import { createWorkerHandler, type FromWorker, type ToWorker } from "./protocol";
import { parseVocab } from "./moonshine";
import type { OrtSession, OrtTensorConstructor, SpeechSessions } from "./runtime";
import { fetchFile } from "@/lib/api-request";

export const MODEL_BASE = "/models";

async function loadSessions(): Promise<SpeechSessions> {
  const ort = await import("onnxruntime-web/wasm");
  ort.env.wasm.wasmPaths = `${MODEL_BASE}/ort/`;
  // Threads need cross-origin isolation (SharedArrayBuffer); otherwise one thread.
  ort.env.wasm.numThreads = globalThis.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
  const options = { executionProviders: ["wasm"] };
  const open = async (url: string) => (await ort.InferenceSession.create(url, options)) as unknown as OrtSession;
  const [vad, encoder, decoder, vocab] = await Promise.all([
    open(`${MODEL_BASE}/silero/silero_vad_v5.onnx`),
    open(`${MODEL_BASE}/moonshine/tiny/encoder_model.onnx`),
    open(`${MODEL_BASE}/moonshine/tiny/decoder_model_merged.onnx`),
    fetchFile(`${MODEL_BASE}/moonshine/tokenizer.txt`).then((r) => {
      if (!r.ok) throw new Error(`Moonshine vocabulary: HTTP ${r.status}`);
      return r.text();
    }),
  ]);
  return { Tensor: ort.Tensor as unknown as OrtTensorConstructor, vad, encoder, decoder, vocab: parseVocab(vocab) };
}

const scope = globalThis as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const handle = createWorkerHandler({ loadSessions, post: (message) => scope.postMessage(message) });
scope.onmessage = (event) => void handle(event.data);
