/**
 * The face detector over a loaded TensorFlow.js runtime: pixels in, faces out. The caller brings tfjs (core and
 * converter, with a backend already set) and the graph model, so the same code runs in the browser's worker and
 * in Node tests.
 */
import type * as Tf from "@tensorflow/tfjs";

import { BLAZEFACE_SIZE, type DecodeOptions, decodeDetections, type Detection, joinOutputs, type Letterbox } from "./blazeface";

export interface FaceDetector {
  /** `rgba` is the square model input (256x256x4), the frame letterboxed into it at `box`. */
  detect(rgba: ArrayLike<number>, box: Letterbox, options?: DecodeOptions): Promise<Detection[]>;
}

/** RGBA bytes -> RGB floats in -1..1, the model's input. */
export function toModelInput(rgba: ArrayLike<number>, size = BLAZEFACE_SIZE): Float32Array {
  const n = size * size;
  if (rgba.length < n * 4) throw new Error(`BlazeFace: expected ${size}x${size} RGBA pixels`);
  const out = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    out[i * 3] = rgba[i * 4] / 127.5 - 1;
    out[i * 3 + 1] = rgba[i * 4 + 1] / 127.5 - 1;
    out[i * 3 + 2] = rgba[i * 4 + 2] / 127.5 - 1;
  }
  return out;
}

export function createFaceDetector(tf: typeof Tf, model: Tf.GraphModel): FaceDetector {
  return {
    async detect(rgba, box, options) {
      const input = tf.tensor4d(toModelInput(rgba), [1, BLAZEFACE_SIZE, BLAZEFACE_SIZE, 3]);
      let outputs: Tf.Tensor[] = [];
      try {
        const result = model.execute(input);
        outputs = Array.isArray(result) ? result : [result];
        const read = await Promise.all(outputs.map(async (t) => ({ shape: t.shape, data: (await t.data()) as Float32Array })));
        const { scores, regressors } = joinOutputs(read);
        return decodeDetections(scores, regressors, box, options);
      } finally {
        input.dispose();
        for (const t of outputs) t.dispose();
      }
    },
  };
}
