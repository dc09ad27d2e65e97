/**
 * `npm run bench:face`: BlazeFace detection time per frame on this machine (TensorFlow.js WebAssembly backend,
 * one thread, in Node), on 640x360 frames of the astronaut test photo at three sizes; and the tracker over a
 * minute of samples. The browser's worker runs the same code on the same backend.
 */
import { bench, describe } from "vitest";

import type { Letterbox } from "./blazeface";
import { astronautFrame, nodeFaceDetector, squareInput } from "./node-runtime";
import { trackDetections } from "./tracker";

const frames: { rgba: Uint8Array; box: Letterbox }[] = [];
for (const [left, top, height] of [
  [300, 40, 300],
  [100, 150, 200],
  [420, 200, 120],
] as const) {
  frames.push(await squareInput(await astronautFrame(left, top, height)));
}
const detector = await nodeFaceDetector();
let i = 0;

describe("face detection", () => {
  bench(
    "BlazeFace, one 640x360 frame (ms/frame)",
    async () => {
      const frame = frames[i++ % frames.length];
      await detector.detect(frame.rgba, frame.box);
    },
    { iterations: 30, warmupIterations: 3 },
  );

  const minute = Array.from({ length: 400 }, (_, k) => ({
    t: k * 0.15,
    detections: [
      { box: { x: 0.2 + 0.001 * k, y: 0.3, w: 0.1, h: 0.1 }, score: 0.9 },
      { box: { x: 0.7 - 0.001 * k, y: 0.5, w: 0.08, h: 0.08 }, score: 0.9 },
    ],
  }));
  bench("tracker, 60 s of samples with two faces", () => {
    trackDetections(minute);
  });
});
