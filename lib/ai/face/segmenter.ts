/**
 * The person mask of a picture, for the effects aware of the subject: MediaPipe's selfie segmentation in the face
 * worker (face.worker.ts), the same model as the privacy blur's Body target. Import this module dynamically; the
 * worker (TensorFlow.js and the model) starts with the first `segment`.
 */
import type { FromFaceWorker, ToFaceWorker } from "./protocol";
import { SELFIE_SIZE } from "./person";

export interface PersonMask {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Segmenter {
  /** The person mask of `source` (drawn stretched to the model's square), SELFIE_SIZE × SELFIE_SIZE, values 0..1. */
  segment: (source: CanvasImageSource, width: number, height: number) => Promise<PersonMask>;
  close: () => void;
}

export function createSegmenter(createWorker?: () => Worker): Segmenter {
  const worker = createWorker ? createWorker() : new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module" });
  const square = new OffscreenCanvas(SELFIE_SIZE, SELFIE_SIZE);
  const ctx = square.getContext("2d", { willReadFrequently: true })!;
  const pending = new Map<number, { resolve: (m: PersonMask) => void; reject: (e: Error) => void }>();
  let next = 0;
  let closed = false;
  worker.onmessage = (event: MessageEvent<FromFaceWorker>) => {
    const message = event.data;
    if (message.type !== "mask" && message.type !== "mask-error") return;
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (!job) return;
    if (message.type === "mask") job.resolve({ width: message.size, height: message.size, data: message.mask });
    else job.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    for (const job of pending.values()) job.reject(new Error(event.message || "The segmentation worker failed"));
    pending.clear();
  };
  return {
    segment(source, width, height) {
      if (closed) return Promise.reject(new Error("The segmenter is closed"));
      ctx.drawImage(source, 0, 0, width, height, 0, 0, SELFIE_SIZE, SELFIE_SIZE);
      const pixels = ctx.getImageData(0, 0, SELFIE_SIZE, SELFIE_SIZE);
      const id = ++next;
      return new Promise<PersonMask>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: "mask", id, pixels } satisfies ToFaceWorker);
      });
    },
    close() {
      closed = true;
      worker.terminate();
      for (const job of pending.values()) job.reject(new Error("The segmenter is closed"));
      pending.clear();
    },
  };
}
