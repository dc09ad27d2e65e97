/**
 * Page side of the speech worker. Import this module dynamically, when the user asks for captions:
 * the worker (and with it onnxruntime-web and the models) is only created by `startTranscription`.
 */
import type { Cue } from "@/lib/caption-cues";
import type { FromWorker, ToWorker } from "./protocol";

export interface Transcription {
  cues: Promise<Cue[]>;
  cancel: () => void;
}

export function startTranscription(
  audio: Float32Array | Float32Array[],
  sampleRate: number,
  onProgress?: (fraction: number, stage: "loading" | "transcribing") => void,
  /** Tests hand in a fake; the app leaves it out. */
  createWorker?: () => Worker,
): Transcription {
  // Written out here, not as a default parameter: bundlers (Turbopack, webpack) only turn this exact
  // `new Worker(new URL(…, import.meta.url))` form into a worker chunk.
  const worker = createWorker ? createWorker() : new Worker(new URL("./transcribe.worker.ts", import.meta.url), { type: "module" });
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const cues = new Promise<Cue[]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "progress") onProgress?.(message.fraction, message.stage);
      else {
        worker.terminate();
        if (message.type === "cues") resolve(message.cues);
        else reject(Object.assign(new Error(message.message), { name: message.cancelled ? "AbortError" : "Error" }));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "The speech worker failed"));
    };
  });
  send({ type: "start", audio, sampleRate });
  return { cues, cancel: () => send({ type: "cancel" }) };
}
