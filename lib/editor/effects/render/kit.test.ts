import { beforeAll, describe, expect, it } from "vitest";

import type { EffectMask } from "../types";
import { effectFrame, useSkiaScratch } from "../testing/frames";
import { maskAlpha } from "./kit";

beforeAll(useSkiaScratch);

const W = 320;
const H = 180;

/** A 32x18 mask with a block of ones at columns x0..x0+7, rows 4..11. */
function blockMask(x0: number): EffectMask {
  const data = new Float32Array(32 * 18);
  for (let y = 4; y < 12; y++) for (let x = x0; x < x0 + 8; x++) data[y * 32 + x] = 1;
  return { width: 32, height: 18, data };
}

/** The alpha of the drawn mask's canvas at cell (x, y) of the mask. */
function alphaAt(drawn: NonNullable<ReturnType<typeof maskAlpha>>, x: number, y: number): number {
  const ctx = drawn.canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  return ctx.getImageData(drawn.pad + x, drawn.pad + y, 1, 1).data[3]!;
}

describe("a mask drawn as alpha", () => {
  it("is drawn once for the frames that share a person mask, and again for the next one", () => {
    const first = blockMask(2);
    const a = maskAlpha(first, effectFrame(W, H, 0, {}, { subject: first }), "test-person")!;
    expect(alphaAt(a, 4, 6)).toBe(255);
    // The next frame of the same tenth of a second: the same drawing, not drawn again.
    const again = maskAlpha(first, effectFrame(W, H, 1 / 30, {}, { subject: first }), "test-person")!;
    expect(again).toBe(a);
    // A new segmentation: drawn anew.
    const next = blockMask(20);
    const b = maskAlpha(next, effectFrame(W, H, 0.1, {}, { subject: next }), "test-person")!;
    expect(b).not.toBe(a);
    expect(alphaAt(b, 4, 6)).toBe(0);
    expect(alphaAt(b, 22, 6)).toBe(255);
  });

  it("is drawn anew every time for a mask that is not the person mask (a motion mask is refilled in place)", () => {
    const motion = blockMask(2);
    const frame = effectFrame(W, H, 0, {}, { motion });
    const a = maskAlpha(motion, frame, "test-motion")!;
    expect(alphaAt(a, 4, 6)).toBe(255);
    motion.data.fill(0);
    for (let y = 4; y < 12; y++) for (let x = 20; x < 28; x++) motion.data[y * 32 + x] = 1;
    const b = maskAlpha(motion, frame, "test-motion")!;
    expect(alphaAt(b, 4, 6)).toBe(0);
    expect(alphaAt(b, 22, 6)).toBe(255);
  });
});
