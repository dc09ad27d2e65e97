import { readFileSync } from "node:fs";
import { join } from "node:path";

import wabtInit from "wabt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { canvas, effectFrame, useSkiaScratch } from "../testing/frames";
import { GRADE_PASS_WASM } from "./grade-pass-bytes";
import { gradeBuffer, gradePassInWasm, resetGradePass } from "./grade-pass";
import { applyGrade, type Grade } from "./grades";

beforeAll(useSkiaScratch);
afterEach(() => {
  vi.unstubAllGlobals();
  resetGradePass();
});

// 95 × 53 pixels: not a multiple of four, so the pass's last pixels go one at a time.
const W = 95;
const H = 53;

/** A seeded spread of opaque colours. */
function picture(): Uint8ClampedArray {
  const data = new Uint8ClampedArray(W * H * 4);
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : next();
  return data;
}

function graded(grade: Grade, amount: number): number[] {
  const { ctx } = canvas(W, H);
  const image = ctx.createImageData(W, H);
  image.data.set(picture());
  ctx.putImageData(image, 0, 0);
  applyGrade(ctx, effectFrame(W, H, 0, {}), grade, amount);
  return Array.from(ctx.getImageData(0, 0, W, H).data);
}

describe("the grade's WebAssembly pass", () => {
  it("is the module assembled from grade-pass.wat (npm run make:wasm writes it)", async () => {
    const wabt = await wabtInit();
    const source = readFileSync(join(__dirname, "grade-pass.wat"), "utf8");
    const parsed = wabt.parseWat("grade-pass.wat", source, { simd: true });
    const bytes = Buffer.from(parsed.toBinary({}).buffer);
    parsed.destroy();
    expect(bytes.toString("base64")).toBe(GRADE_PASS_WASM);
  });

  it.each<[string, Grade, number]>([
    ["more colour, curves and tints", { saturation: 1.35, contrast: 0.2, gain: [1.06, 1.02, 0.94], shadowTint: ["#00a0a8", 0.45], highlightTint: ["#ff2fa8", 0.35] }, 1],
    ["less colour, half strength", { saturation: 0.8, lift: [0.05, 0.03, 0.01], gain: [1.02, 0.93, 0.8] }, 0.5],
    ["black and white", { mono: true, contrast: 0.45 }, 1],
    ["curves only (saturation unchanged)", { gamma: [0.85, 0.8, 0.88], contrast: 0.18 }, 1],
  ])("gives the JavaScript loop's pixels exactly: %s", (_, grade, amount) => {
    expect(gradePassInWasm()).toBe(true);
    const inWasm = graded(grade, amount);
    // The same grade where the browser has no WebAssembly: the JavaScript loop runs.
    vi.stubGlobal("WebAssembly", undefined);
    resetGradePass();
    expect(gradePassInWasm()).toBe(false);
    const inJs = graded(grade, amount);
    expect(inWasm).toEqual(inJs);
    // It graded: the picture changed.
    expect(inJs).not.toEqual(Array.from(picture()));
  });

  it("reads pixels in BGRA order (a VideoFrame's copy of the canvas) and gives them back in RGBA", () => {
    // Tables of made-up curves, each entry in its channel's byte; saturation 333/256 pushes a channel up to 77 past
    // 0..255, so the tables reach that far out (as grades.ts builds them).
    const sat = 333;
    const offset = Math.ceil((255 * (sat - 256)) / 256) + 1;
    const span = 256 + 2 * offset;
    const lut = new Int32Array(3 * span);
    for (let c = 0; c < 3; c++)
      for (let i = 0; i < span; i++) lut[c * span + i] = ((Math.max(0, Math.min(255, i - offset)) * (3 + c) + 17 * c) & 255) << (c * 8);
    const tables = { lut, span, offset, sat };
    const rgba = picture();
    const bgra = new Uint8ClampedArray(rgba.length);
    for (let i = 0; i < rgba.length; i += 4) bgra.set([rgba[i + 2]!, rgba[i + 1]!, rgba[i]!, rgba[i + 3]!], i);
    const fromRgba = Array.from(gradeBuffer(rgba, "rgba", tables)!);
    const fromBgra = Array.from(gradeBuffer(bgra, "bgra", tables)!);
    expect(fromBgra).toEqual(fromRgba);
    // Red and blue are not the same curve: reading BGRA as RGBA would give another picture.
    expect(Array.from(gradeBuffer(bgra, "rgba", tables)!)).not.toEqual(fromRgba);
  });
});
