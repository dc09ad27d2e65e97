/**
 * People for the 'body' target: MediaPipe's selfie segmentation (the model of lib/server/ai/models/selfie, served
 * from /models/selfie/) gives a person-probability mask; the privacy blur covers its bounding box.
 */
import type { Box } from "@/lib/editor/model/document";

/** The selfie model's input and output side (the frame is stretched to it). */
export const SELFIE_SIZE = 256;

/**
 * The box (0..1 of the frame) around the pixels the mask calls person (>= 0.5), ignoring rows and columns with
 * fewer than `minRun` such pixels (specks); null when less than `minCoverage` of the frame is person.
 */
export function personBox(mask: ArrayLike<number>, size = SELFIE_SIZE, { minCoverage = 0.01, minRun = 2 } = {}): { box: Box; score: number } | null {
  const rows = new Uint32Array(size);
  const cols = new Uint32Array(size);
  let count = 0;
  let sum = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = mask[y * size + x];
      if (p >= 0.5) {
        rows[y]++;
        cols[x]++;
        count++;
        sum += p;
      }
    }
  }
  if (count < minCoverage * size * size) return null;
  const first = (a: Uint32Array) => a.findIndex((n) => n >= minRun);
  const last = (a: Uint32Array) => a.length - 1 - [...a].reverse().findIndex((n) => n >= minRun);
  const x0 = first(cols);
  const y0 = first(rows);
  if (x0 < 0 || y0 < 0) return null;
  const x1 = last(cols) + 1;
  const y1 = last(rows) + 1;
  return { box: { x: x0 / size, y: y0 / size, w: (x1 - x0) / size, h: (y1 - y0) / size }, score: sum / count };
}
