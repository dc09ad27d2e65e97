/**
 * BlazeFace (MediaPipe's face detector, "back camera" variant: 256x256 input, faces near and far), run as a
 * TensorFlow.js graph model. The model files are in models/blazeface/ (see NOTICE there); this module holds only
 * the maths around the model, so it runs the same in the browser's worker and in Node tests:
 * - `letterbox`: where a frame lands inside the square input (aspect kept, black bars);
 * - `decodeDetections`: the model's 896 anchors -> scored boxes in frame coordinates, with weighted
 *   non-maximum suppression (overlapping boxes of one face are averaged, as MediaPipe does).
 */
import type { Box } from "@/lib/editor/model/document";

/** The model's input side in pixels. */
export const BLAZEFACE_SIZE = 256;

export interface Detection {
  /** 0..1 of the frame (x, y = top-left). */
  box: Box;
  /** 0..1 */
  score: number;
}

/** A frame's place inside the square model input, in 0..1 of the input's side. */
export interface Letterbox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Fits a width x height frame into the square input, centred, aspect kept. */
export function letterbox(width: number, height: number): Letterbox {
  const side = Math.max(width, height);
  const w = width / side;
  const h = height / side;
  return { x: (1 - w) / 2, y: (1 - h) / 2, w, h };
}

/** Anchor centres in input pixels: 16x16 cells with 2 anchors (stride 16), then 8x8 with 6 (stride 32). */
export function blazefaceAnchors(size = BLAZEFACE_SIZE): Float32Array {
  const spec = [
    { stride: size / 16, count: 2 },
    { stride: size / 8, count: 6 },
  ];
  const out: number[] = [];
  for (const { stride, count } of spec) {
    const cells = Math.ceil(size / stride);
    for (let gy = 0; gy < cells; gy++) {
      for (let gx = 0; gx < cells; gx++) {
        for (let n = 0; n < count; n++) out.push(stride * (gx + 0.5), stride * (gy + 0.5));
      }
    }
  }
  return new Float32Array(out);
}

export function iou(a: Box, b: Box): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.w, b.x + b.w);
  const y2 = Math.min(a.y + a.h, b.y + b.h);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

export interface DecodeOptions {
  minScore?: number;
  /** Boxes overlapping more than this are one face. */
  iouThreshold?: number;
  maxFaces?: number;
  size?: number;
}

/**
 * The raw outputs -> faces. `scores` holds one logit per anchor (896), `regressors` 16 values per anchor
 * (dx, dy, w, h, then six key points) in input pixels, both in anchor order (the 512 stride-16 anchors first).
 * Boxes come back in 0..1 of the frame placed by `box`.
 */
export function decodeDetections(
  scores: ArrayLike<number>,
  regressors: ArrayLike<number>,
  box: Letterbox,
  { minScore = 0.6, iouThreshold = 0.3, maxFaces = 20, size = BLAZEFACE_SIZE }: DecodeOptions = {},
): Detection[] {
  const anchors = blazefaceAnchors(size);
  const count = anchors.length / 2;
  const candidates: Detection[] = [];
  for (let i = 0; i < count; i++) {
    const logit = Math.max(-80, Math.min(80, scores[i]));
    const score = 1 / (1 + Math.exp(-logit));
    if (score < minScore) continue;
    const cx = (anchors[i * 2] + regressors[i * 16]) / size;
    const cy = (anchors[i * 2 + 1] + regressors[i * 16 + 1]) / size;
    const w = regressors[i * 16 + 2] / size;
    const h = regressors[i * 16 + 3] / size;
    if (!(w > 0 && h > 0)) continue;
    // Input coordinates -> frame coordinates (undo the letterbox).
    candidates.push({
      box: { x: (cx - w / 2 - box.x) / box.w, y: (cy - h / 2 - box.y) / box.h, w: w / box.w, h: h / box.h },
      score,
    });
  }
  candidates.sort((a, b) => b.score - a.score);
  const faces: Detection[] = [];
  const used = new Array<boolean>(candidates.length).fill(false);
  for (let i = 0; i < candidates.length && faces.length < maxFaces; i++) {
    if (used[i]) continue;
    // Weighted NMS: the boxes of one face, averaged by score.
    let sw = 0;
    const acc = { x: 0, y: 0, w: 0, h: 0 };
    for (let j = i; j < candidates.length; j++) {
      if (used[j] || iou(candidates[i].box, candidates[j].box) < iouThreshold) continue;
      used[j] = true;
      const { box: b, score } = candidates[j];
      acc.x += b.x * score;
      acc.y += b.y * score;
      acc.w += b.w * score;
      acc.h += b.h * score;
      sw += score;
    }
    faces.push({ box: { x: acc.x / sw, y: acc.y / sw, w: acc.w / sw, h: acc.h / sw }, score: candidates[i].score });
  }
  return faces;
}

/**
 * A face box grown to what a privacy blur must cover: BlazeFace frames the eyes, nose and mouth, so the box is
 * widened and raised to take in the forehead, hair line, ears and chin; then kept inside the frame.
 */
export function privacyBox(face: Box, grow = 1.5): Box {
  const cx = face.x + face.w / 2;
  const cy = face.y + face.h / 2 - face.h * 0.1;
  const w = face.w * grow;
  const h = face.h * grow * 1.15;
  return clampBox({ x: cx - w / 2, y: cy - h / 2, w, h });
}

export function clampBox(b: Box): Box {
  const x = Math.max(0, Math.min(1, b.x));
  const y = Math.max(0, Math.min(1, b.y));
  return { x, y, w: Math.max(0, Math.min(1, b.x + b.w) - x), h: Math.max(0, Math.min(1, b.y + b.h) - y) };
}

/** The four output tensors, told apart by shape: [1,512,1], [1,384,1] scores and [1,512,16], [1,384,16] boxes. */
export interface RawOutputs {
  scores: Float32Array;
  regressors: Float32Array;
}

/** Orders the graph's four outputs (any order) into anchor order: stride-16 anchors (512) before stride-32 (384). */
export function joinOutputs(outputs: { shape: number[]; data: Float32Array }[]): RawOutputs {
  const pick = (n: number, depth: number) => {
    const found = outputs.find((o) => o.shape[1] === n && o.shape[2] === depth);
    if (!found) throw new Error(`BlazeFace: no [1,${n},${depth}] output`);
    return found.data;
  };
  const scores = new Float32Array(896);
  scores.set(pick(512, 1), 0);
  scores.set(pick(384, 1), 512);
  const regressors = new Float32Array(896 * 16);
  regressors.set(pick(512, 16), 0);
  regressors.set(pick(384, 16), 512 * 16);
  return { scores, regressors };
}
