/**
 * Page side of the face worker. Import this module dynamically, when the user asks for a privacy blur: the worker
 * (and with it TensorFlow.js and the models) is only created by `startFaceDetection` or `createFaceSession`.
 */
import type { BlurTrackTarget } from "@/lib/editor/model/document";

import type { FromFaceWorker, ToFaceWorker } from "./protocol";
import type { FrameDetections } from "./tracker";

export type FaceDetectionRequest = Omit<Extract<ToFaceWorker, { type: "start" }>, "type">;
export type FaceDetectionOutput = { frames: Record<BlurTrackTarget, FrameDetections[]>; msPerFrame: number };
export type FaceProgress = (fraction: number, stage: "loading" | "detecting") => void;

/**
 * One worker for several searches, one after another (the models load once): `detect` a clip, then the next;
 * `cancel` stops the search under way (it rejects with an AbortError) and ends the worker; `close` ends it.
 */
export interface FaceSession {
  detect: (request: FaceDetectionRequest, onProgress?: FaceProgress) => Promise<FaceDetectionOutput>;
  cancel: () => void;
  close: () => void;
}

export function createFaceSession(
  /** Tests hand in a fake; the app leaves it out. */
  createWorker?: () => Worker,
): FaceSession {
  // Written out here: bundlers only turn this exact `new Worker(new URL(…, import.meta.url))` form into a worker chunk.
  const worker = createWorker ? createWorker() : new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module" });
  let closed = false;
  let pending: { resolve: (out: FaceDetectionOutput) => void; reject: (error: Error) => void; onProgress?: FaceProgress } | null = null;
  const finish = (error: Error | null, out?: FaceDetectionOutput) => {
    const job = pending;
    pending = null;
    if (!job) return;
    if (error) job.reject(error);
    else job.resolve(out!);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<FromFaceWorker>) => {
    const message = event.data;
    if (message.type === "mask" || message.type === "mask-error") return;
    if (message.type === "progress") pending?.onProgress?.(message.fraction, message.stage);
    else if (message.type === "done") finish(null, { frames: message.frames, msPerFrame: message.msPerFrame });
    else {
      // A failed search leaves the worker in an unknown state: it ends with it.
      close();
      finish(Object.assign(new Error(message.message), { name: message.cancelled ? "AbortError" : "Error" }));
    }
  };
  worker.onerror = (event) => {
    close();
    finish(new Error(event.message || "The face detection worker failed"));
  };
  return {
    detect(request, onProgress) {
      if (closed) return Promise.reject(Object.assign(new Error("Cancelled"), { name: "AbortError" }));
      if (pending) return Promise.reject(new Error("One search at a time"));
      return new Promise<FaceDetectionOutput>((resolve, reject) => {
        pending = { resolve, reject, onProgress };
        worker.postMessage({ type: "start", ...request } satisfies ToFaceWorker);
      });
    },
    cancel() {
      if (closed) return;
      // The worker stops between frames; terminating also ends a model load in progress.
      worker.postMessage({ type: "cancel" } satisfies ToFaceWorker);
      close();
      finish(Object.assign(new Error("Cancelled"), { name: "AbortError" }));
    },
    close,
  };
}

