/**
 * Page side of the face worker. Import this module dynamically, when the user asks for a privacy blur: the worker
 * (and with it TensorFlow.js and the models) is only created by `startFaceDetection`.
 */
import type { BlurTrackTarget } from "@/lib/editor/document";

import type { FromFaceWorker, ToFaceWorker } from "./protocol";
import type { FrameDetections } from "./tracker";

export interface FaceDetectionJob {
  result: Promise<{ frames: Record<BlurTrackTarget, FrameDetections[]>; msPerFrame: number }>;
  cancel: () => void;
}

export function startFaceDetection(
  request: Omit<Extract<ToFaceWorker, { type: "start" }>, "type">,
  onProgress?: (fraction: number, stage: "loading" | "detecting") => void,
  /** Tests hand in a fake; the app leaves it out. */
  createWorker?: () => Worker,
): FaceDetectionJob {
  // Written out here: bundlers only turn this exact `new Worker(new URL(…, import.meta.url))` form into a worker chunk.
  const worker = createWorker ? createWorker() : new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module" });
  const send = (message: ToFaceWorker) => worker.postMessage(message);
  const result = new Promise<{ frames: Record<BlurTrackTarget, FrameDetections[]>; msPerFrame: number }>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromFaceWorker>) => {
      const message = event.data;
      if (message.type === "progress") onProgress?.(message.fraction, message.stage);
      else {
        worker.terminate();
        if (message.type === "done") resolve({ frames: message.frames, msPerFrame: message.msPerFrame });
        else reject(Object.assign(new Error(message.message), { name: message.cancelled ? "AbortError" : "Error" }));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "The face detection worker failed"));
    };
  });
  send({ type: "start", ...request });
  return {
    result,
    cancel: () => {
      // The worker stops between frames; terminating also ends a model load in progress.
      send({ type: "cancel" });
      worker.terminate();
      worker.onmessage?.(new MessageEvent("message", { data: { type: "error", message: "Cancelled", cancelled: true } satisfies FromFaceWorker }));
    },
  };
}
