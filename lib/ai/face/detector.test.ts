import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { blazefaceAnchors, decodeDetections, iou, letterbox, privacyBox } from "./blazeface";
import { ASTRONAUT_FACE, astronautFrame, nodeFaceDetector, squareInput } from "./node-runtime";

describe("BlazeFace decoding", () => {
  it("has the model's 896 anchors, stride 16 cells first", () => {
    const anchors = blazefaceAnchors();
    expect(anchors.length).toBe(896 * 2);
    expect([anchors[0], anchors[1], anchors[2], anchors[3]]).toEqual([8, 8, 8, 8]);
    expect([anchors[512 * 2], anchors[512 * 2 + 1]]).toEqual([16, 16]);
  });

  it("maps a box back through the letterbox and merges overlapping anchors", () => {
    const box = letterbox(640, 360);
    expect(box).toEqual({ x: 0, y: 0.21875, w: 1, h: 0.5625 });
    const scores = new Float32Array(896).fill(-10);
    const regressors = new Float32Array(896 * 16);
    // Anchors 0 and 1 share the centre (8, 8): two guesses of one 32-pixel face, slightly apart.
    scores[0] = 4;
    scores[1] = 3;
    regressors.set([120, 120, 32, 32], 0);
    regressors.set([122, 120, 32, 32], 16);
    const faces = decodeDetections(scores, regressors, box);
    expect(faces).toHaveLength(1);
    expect(faces[0].score).toBeCloseTo(1 / (1 + Math.exp(-4)));
    // Centre x 128.7/256 of the frame's width; y undoes the bars: (128/256 - 0.21875) / 0.5625.
    expect(faces[0].box.x + faces[0].box.w / 2).toBeCloseTo((8 + 120 + (2 * 0.731) / (0.982 + 0.731)) / 256, 2);
    expect(faces[0].box.y + faces[0].box.h / 2).toBeCloseTo(0.5, 5);
    expect(faces[0].box.h).toBeCloseTo(32 / 256 / 0.5625, 5);
  });

  it("grows a face box to cover the head, inside the frame", () => {
    const grown = privacyBox({ x: 0.4, y: 0.4, w: 0.1, h: 0.1 });
    expect(grown.w).toBeCloseTo(0.15);
    expect(grown.y).toBeLessThan(0.4 - 0.02);
    const edge = privacyBox({ x: 0.95, y: 0, w: 0.1, h: 0.1 });
    expect(edge.x + edge.w).toBeLessThanOrEqual(1);
    expect(edge.y).toBe(0);
  });
});

describe("face detection on a licensed photo (BlazeFace on TensorFlow.js WebAssembly, in Node)", () => {
  beforeAll(async () => {
    await nodeFaceDetector();
  }, 60_000);

  const at = async (image: Buffer) => {
    const { rgba, box } = await squareInput(image);
    return (await nodeFaceDetector()).detect(rgba, box);
  };

  for (const [left, top, personHeight] of [
    [300, 40, 300],
    [100, 150, 200],
    [420, 200, 120],
  ] as const) {
    it(`finds the astronaut's face where she stands (${personHeight} px tall at ${left},${top})`, async () => {
      const faces = await at(await astronautFrame(left, top, personHeight));
      expect(faces).toHaveLength(1);
      expect(faces[0].score).toBeGreaterThan(0.8);
      const k = personHeight / 264;
      const truth = {
        x: (left + ASTRONAUT_FACE.x * k) / 640,
        y: (top + ASTRONAUT_FACE.y * k) / 360,
        w: (ASTRONAUT_FACE.w * k) / 640,
        h: (ASTRONAUT_FACE.h * k) / 360,
      };
      expect(iou(faces[0].box, truth)).toBeGreaterThan(0.6);
    });
  }

  it("finds no face on a backdrop without one, nor in a flat picture", async () => {
    const stripes = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 40}" width="40" height="360" fill="hsl(${i * 23},70%,50%)"/>`).join("")}<circle cx="320" cy="180" r="80" fill="#e0b090"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    expect(await at(stripes)).toEqual([]);
    const grey = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#777" } }).png().toBuffer();
    expect(await at(grey)).toEqual([]);
  });
});
