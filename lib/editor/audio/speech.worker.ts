/**
 * Web Worker: where speech is in a sound, for ducking. Silero VAD v5 through onnxruntime-web (WASM), both served
 * from our own origin (/models/, copied there by scripts/copy-models.mjs). Loaded only when an item ducks.
 * In: { id, audio: 16 kHz mono Float32Array }. Out: { id, spans: [{start, end}] (seconds) } or { id, error }.
 */
import type { OrtSession, OrtTensorConstructor } from "@/lib/ai/speech/runtime";
import { rawSpeechSpans, speechProbabilities } from "@/lib/ai/speech/vad";

let session: Promise<{ vad: OrtSession; Tensor: OrtTensorConstructor }> | null = null;

function load() {
  session ??= (async () => {
    const ort = await import("onnxruntime-web/wasm");
    ort.env.wasm.wasmPaths = "/models/ort/";
    ort.env.wasm.numThreads = 1;
    const vad = (await ort.InferenceSession.create("/models/silero/silero_vad_v5.onnx", { executionProviders: ["wasm"] })) as unknown as OrtSession;
    return { vad, Tensor: ort.Tensor as unknown as OrtTensorConstructor };
  })();
  return session;
}

const scope = globalThis as unknown as { postMessage(message: unknown): void; onmessage: ((event: MessageEvent<{ id: number; audio: Float32Array }>) => void) | null };

scope.onmessage = (event) => {
  const { id, audio } = event.data;
  void load()
    .then(async ({ vad, Tensor }) => {
      const probs = await speechProbabilities(audio, vad, Tensor);
      // Short pauses (under 0.3 s) stay inside the span, so the music does not pump between words.
      scope.postMessage({ id, spans: rawSpeechSpans(probs) });
    })
    .catch((error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }));
};
