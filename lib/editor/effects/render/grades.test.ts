import { beforeAll, describe, expect, it } from "vitest";

import { canvas, effectFrame, useSkiaScratch } from "../testing/frames";
import { applyGrade, type Grade } from "./grades";
import { grain } from "./kit";

beforeAll(useSkiaScratch);

const W = 64;
const H = 64;

/** Every kind of colour: a seeded spread over the cube, the greys and the pure primaries. */
function picture(): Uint8ClampedArray {
  const data = new Uint8ClampedArray(W * H * 4);
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
  for (let i = 0; i < W * H; i++) {
    const corner = i % 8;
    data[i * 4] = i < 64 ? i * 4 : corner === 1 ? 255 : next();
    data[i * 4 + 1] = i < 64 ? i * 4 : corner === 1 ? 0 : next();
    data[i * 4 + 2] = i < 64 ? i * 4 : corner === 1 ? 0 : next();
    data[i * 4 + 3] = 255;
  }
  return data;
}

function graded(data: Uint8ClampedArray, grade: Grade, amount: number): Uint8ClampedArray {
  const { ctx } = canvas(W, H);
  const image = ctx.createImageData(W, H);
  image.data.set(data);
  ctx.putImageData(image, 0, 0);
  applyGrade(ctx, effectFrame(W, H, 0, {}), grade, amount);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Saturation by hand, in the pass's integers, clamped to 0..255. */
function saturated(data: Uint8ClampedArray, sat: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(data);
  for (let i = 0; i < out.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const y = (54 * r + 183 * g + 19 * b) >> 8;
    for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, y + (((data[i + c]! - y) * sat) >> 8)));
  }
  return out;
}

describe("a grade's one pixel pass", () => {
  it.each([0.55, 0.85, 1.15, 1.4, 2])("saturation %s gives what saturating first (clamped) and then grading gives", (saturation) => {
    const look = { contrast: 0.15, gain: [0.95, 1, 1.08] as [number, number, number] };
    const source = picture();
    const once = graded(source, { ...look, saturation }, 1);
    const byHand = graded(saturated(source, Math.round(saturation * 256)), look, 1);
    expect(Array.from(once)).toEqual(Array.from(byHand));
  });

  it("leaves the picture as it was at amount 0, and greys it at saturation 0", () => {
    const source = picture();
    expect(Array.from(graded(source, { saturation: 1.4, contrast: 0.3 }, 0))).toEqual(Array.from(source));
    const grey = graded(source, { saturation: 0 }, 1);
    for (let i = 0; i < grey.length; i += 4) {
      expect(grey[i]).toBe(grey[i + 1]);
      expect(grey[i + 1]).toBe(grey[i + 2]);
    }
  });
});

describe("film grain", () => {
  /** A mid-grey frame with grain over it at time t. */
  function grained(t: number): number[] {
    const { ctx } = canvas(W, H);
    ctx.fillStyle = "#808080";
    ctx.fillRect(0, 0, W, H);
    grain(ctx, effectFrame(W, H, t, {}), 1);
    return Array.from(ctx.getImageData(0, 0, W, H).data);
  }

  it("marks the frame, stays put within a twelfth of a second and moves at the next twelfth", () => {
    const first = grained(1);
    expect(first.some((v, i) => i % 4 !== 3 && Math.abs(v - 128) > 4)).toBe(true);
    // 1 s and 1.08 s share a twelfth of a second (1/12 ≈ 0.083 s); 1.09 s is in the next one.
    expect(grained(1.08)).toEqual(first);
    expect(grained(1.09)).not.toEqual(first);
  });
});
