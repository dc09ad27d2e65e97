/**
 * Web Worker: finds faces (BlazeFace) and people (MediaPipe selfie segmentation) in a video's sampled frames or in
 * an image, off the main thread. Everything is served by our own origin: TensorFlow.js's WebAssembly backend from
 * /models/tfjs/, the models from /models/face/ and /models/selfie/ (copied there by scripts/copy-models.mjs).
 * Nothing loads before the first `start`. Create it with `startFaceDetection` (client.ts).
 */
import type * as Tf from "@tensorflow/tfjs";

import type { BlurTrackTarget } from "@/lib/editor/model/document";

import { BLAZEFACE_SIZE, letterbox, type Letterbox } from "./blazeface";
import { createFaceDetector, type FaceDetector } from "./detector";
import type { FromFaceWorker, ToFaceWorker } from "./protocol";
import { personBox, SELFIE_SIZE } from "./person";
import type { FrameDetections } from "./tracker";
import { fetchFile } from "@/lib/api-request";

const MODEL_BASE = "/models";
/** Frames are decoded at most this wide or high: plenty for a 256-pixel model input. */
const DECODE_SIDE = 640;

const scope = globalThis as unknown as {
  postMessage(message: FromFaceWorker): void;
  onmessage: ((event: MessageEvent<ToFaceWorker>) => void) | null;
  location: Location;
};
const post = (message: FromFaceWorker) => scope.postMessage(message);

interface Runtime {
  tf: typeof Tf;
  face?: FaceDetector;
  selfie?: Tf.GraphModel;
}

let runtime: Promise<Runtime> | null = null;
let cancelled = false;

async function loadRuntime(targets: BlurTrackTarget[]): Promise<Runtime> {
  runtime ??= (async () => {
    const tf = await import("@tensorflow/tfjs");
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    wasm.setWasmPaths(`${scope.location.origin}${MODEL_BASE}/tfjs/`);
    if (!(await tf.setBackend("wasm"))) throw new Error("TensorFlow.js could not start its WebAssembly backend");
    await tf.ready();
    return { tf };
  })();
  const rt = await runtime;
  if (targets.includes("face") && !rt.face) {
    rt.face = createFaceDetector(rt.tf, await rt.tf.loadGraphModel(`${MODEL_BASE}/face/blazeface.json`));
  }
  if (targets.includes("body") && !rt.selfie) rt.selfie = await rt.tf.loadGraphModel(`${MODEL_BASE}/selfie/selfie.json`);
  return rt;
}

/** One square canvas the frames are letterboxed into (faces) or stretched onto (people). */
const square = new OffscreenCanvas(BLAZEFACE_SIZE, BLAZEFACE_SIZE);
const squareCtx = square.getContext("2d", { willReadFrequently: true })!;

function letterboxed(frame: CanvasImageSource, width: number, height: number): { rgba: Uint8ClampedArray; box: Letterbox } {
  const box = letterbox(width, height);
  squareCtx.fillStyle = "#000";
  squareCtx.fillRect(0, 0, BLAZEFACE_SIZE, BLAZEFACE_SIZE);
  squareCtx.drawImage(frame, box.x * BLAZEFACE_SIZE, box.y * BLAZEFACE_SIZE, box.w * BLAZEFACE_SIZE, box.h * BLAZEFACE_SIZE);
  return { rgba: squareCtx.getImageData(0, 0, BLAZEFACE_SIZE, BLAZEFACE_SIZE).data, box };
}

async function findPerson(rt: Runtime, frame: CanvasImageSource): Promise<FrameDetections["detections"]> {
  if (!rt.selfie) return [];
  squareCtx.drawImage(frame, 0, 0, SELFIE_SIZE, SELFIE_SIZE);
  const pixels = squareCtx.getImageData(0, 0, SELFIE_SIZE, SELFIE_SIZE);
  const { tf } = rt;
  const input = tf.tidy(() => tf.browser.fromPixels(pixels).toFloat().div(255).expandDims(0));
  const output = rt.selfie.execute(input) as Tf.Tensor;
  try {
    const found = personBox(await output.data(), SELFIE_SIZE);
    return found ? [found] : [];
  } finally {
    input.dispose();
    output.dispose();
  }
}

async function analyse(rt: Runtime, frame: CanvasImageSource, width: number, height: number, t: number, targets: BlurTrackTarget[], out: Record<BlurTrackTarget, FrameDetections[]>) {
  if (targets.includes("face") && rt.face) {
    const { rgba, box } = letterboxed(frame, width, height);
    out.face.push({ t, detections: await rt.face.detect(rgba, box) });
  }
  if (targets.includes("body")) out.body.push({ t, detections: await findPerson(rt, frame) });
}

async function run(message: Extract<ToFaceWorker, { type: "start" }>) {
  cancelled = false;
  post({ type: "progress", stage: "loading", fraction: 0 });
  const rt = await loadRuntime(message.targets);
  const response = await fetchFile(message.url);
  if (!response.ok) throw new Error(`The media could not be read (HTTP ${response.status})`);
  const blob = await response.blob();
  const frames: Record<BlurTrackTarget, FrameDetections[]> = { face: [], body: [] };
  post({ type: "progress", stage: "detecting", fraction: 0 });
  const started = performance.now();
  let analysed = 0;
  if (message.kind === "image") {
    const bitmap = await createImageBitmap(blob);
    await analyse(rt, bitmap, bitmap.width, bitmap.height, message.times[0] ?? 0, message.targets, frames);
    bitmap.close();
    analysed = 1;
  } else {
    const mb = await import("mediabunny");
    const input = new mb.Input({ source: new mb.BlobSource(blob), formats: mb.ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error("This file has no video track");
    const scale = Math.min(1, DECODE_SIDE / Math.max(track.displayWidth, track.displayHeight));
    const width = Math.max(2, Math.round(track.displayWidth * scale));
    const height = Math.max(2, Math.round(track.displayHeight * scale));
    const sink = new mb.CanvasSink(track, { width, height, fit: "fill", poolSize: 2 });
    const start = await track.getFirstTimestamp();
    let i = 0;
    for await (const wrapped of sink.canvasesAtTimestamps(message.times.map((t) => Math.max(start, t)))) {
      if (cancelled) break;
      const t = message.times[i++];
      if (wrapped) await analyse(rt, wrapped.canvas, width, height, t, message.targets, frames);
      analysed++;
      post({ type: "progress", stage: "detecting", fraction: i / message.times.length });
    }
    input.dispose();
  }
  if (cancelled) {
    post({ type: "error", message: "Cancelled", cancelled: true });
    return;
  }
  post({ type: "done", frames, msPerFrame: analysed > 0 ? (performance.now() - started) / analysed : 0 });
}

/** The selfie model's person probabilities for one SELFIE_SIZE × SELFIE_SIZE picture. */
async function personMask(id: number, pixels: ImageData): Promise<void> {
  const rt = await loadRuntime(["body"]);
  const { tf } = rt;
  const input = tf.tidy(() => tf.browser.fromPixels(pixels).toFloat().div(255).expandDims(0));
  const output = rt.selfie!.execute(input) as Tf.Tensor;
  try {
    const mask = new Float32Array(await output.data());
    (scope.postMessage as (message: FromFaceWorker, transfer: Transferable[]) => void)({ type: "mask", id, mask, size: SELFIE_SIZE }, [mask.buffer]);
  } finally {
    input.dispose();
    output.dispose();
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "cancel") {
    cancelled = true;
    return;
  }
  if (message.type === "mask") {
    personMask(message.id, message.pixels).catch((error: unknown) =>
      post({ type: "mask-error", id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  run(message).catch((error: unknown) => {
    post({ type: "error", message: error instanceof Error ? error.message : String(error), cancelled });
  });
};
