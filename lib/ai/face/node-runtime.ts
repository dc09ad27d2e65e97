/**
 * Test and benchmark helpers (Node only): the face detector on TensorFlow.js's WebAssembly backend, with the model
 * read from models/blazeface/ on disk, and a test frame made from the licensed astronaut photo (see
 * lib/server/ai/testdata/README.md).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import type * as Tf from "@tensorflow/tfjs";
import sharp from "sharp";

import { BLAZEFACE_SIZE, letterbox, type Letterbox } from "./blazeface";
import { createFaceDetector, type FaceDetector } from "./detector";

export const BLAZEFACE_DIR = path.join(process.cwd(), "lib", "ai", "face", "models", "blazeface");
const ASTRONAUT = path.join(process.cwd(), "lib", "server", "ai", "testdata", "astronaut-cutout.png");

/** An IOHandler reading a graph model (JSON + its .bin files) from a folder. */
function folderHandler(dir: string, jsonName: string): Tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(path.join(dir, jsonName), "utf8")) as {
        modelTopology: object;
        format?: string;
        weightsManifest: { paths: string[]; weights: Tf.io.WeightsManifestEntry[] }[];
      };
      const weightSpecs = json.weightsManifest.flatMap((g) => g.weights);
      const bins = await Promise.all(json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(path.join(dir, path.basename(p)))));
      const all = Buffer.concat(bins);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer,
      };
    },
  };
}

let cached: Promise<FaceDetector> | null = null;

export function nodeFaceDetector(): Promise<FaceDetector> {
  cached ??= (async () => {
    const tf = await import("@tensorflow/tfjs");
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    wasm.setWasmPaths(path.join(process.cwd(), "node_modules", "@tensorflow", "tfjs-backend-wasm", "dist") + path.sep);
    if (!(await tf.setBackend("wasm"))) throw new Error("tfjs wasm backend did not start");
    await tf.ready();
    const model = await tf.loadGraphModel(folderHandler(BLAZEFACE_DIR, "blazeface.json"));
    return createFaceDetector(tf, model);
  })();
  return cached;
}

/** RGBA pixels of an image letterboxed into the model's square input. */
export async function squareInput(image: Buffer): Promise<{ rgba: Uint8Array; box: Letterbox; width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const box = letterbox(width, height);
  const rgba = await sharp(image)
    .resize(BLAZEFACE_SIZE, BLAZEFACE_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 1 } })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { rgba: new Uint8Array(rgba), box, width, height };
}

/**
 * A 640x360 test frame: the astronaut (public domain NASA photo, cut out) placed at `left`, `top` with her
 * height scaled to `personHeight` pixels, on a plain grey backdrop.
 */
export async function astronautFrame(left = 300, top = 40, personHeight = 300): Promise<Buffer> {
  const person = await sharp(ASTRONAUT).resize({ height: personHeight }).png().toBuffer();
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 96, g: 104, b: 112 } } })
    .composite([{ input: person, left, top }])
    .png()
    .toBuffer();
}

/** Where the astronaut's face is in `astronautFrame`'s cut-out, in the cut-out's own pixels (288x264; BlazeFace's box, checked by eye). */
export const ASTRONAUT_FACE = { x: 80, y: 55, w: 78, h: 78 };
