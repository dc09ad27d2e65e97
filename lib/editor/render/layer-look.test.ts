import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { despill, keyAlpha, keyParams } from "./chroma-key";
import { bakeLook, colorFunction } from "./grade";
import { cropRegion, flipBoxes, processPixels, sourcePoint } from "./layer-look";
import { CubeError, formatCube, identityLut, parseCube, sampleLut } from "./lut";

const neutral = { brightness: 50, contrast: 50, saturation: 50 };
const lutFile = (id: string) => readFileSync(join(process.cwd(), "public", "luts", `${id}.cube`), "utf8");

describe(".cube parser", () => {
  it("reads the size, the domain and the table (red fastest)", () => {
    const text = ["# a comment", 'TITLE "Two"', "LUT_3D_SIZE 2", "DOMAIN_MIN 0 0 0", "DOMAIN_MAX 2 2 2", ...Array.from({ length: 8 }, (_, i) => `${i & 1} ${(i >> 1) & 1} ${(i >> 2) & 1}`)].join("\r\n");
    const lut = parseCube(text);
    expect(lut.size).toBe(2);
    expect(lut.title).toBe("Two");
    expect(lut.domainMax).toEqual([2, 2, 2]);
    expect(Array.from(lut.data.slice(3, 6))).toEqual([1, 0, 0]);
    // The domain scales the input: 1 is halfway along 0..2.
    expect(sampleLut(lut, 1, 2, 0).map((v) => Math.round(v * 1000) / 1000)).toEqual([0.5, 1, 0]);
  });

  it("reads every shipped LUT at its size", () => {
    for (const id of ["warm", "cool", "teal-orange", "mono"]) {
      const lut = parseCube(lutFile(id));
      expect(lut.size).toBe(17);
      expect(lut.data.length).toBe(17 ** 3 * 3);
    }
  });

  it("round-trips what formatCube writes, at other sizes", () => {
    for (const size of [2, 5, 33]) {
      const lut = parseCube(formatCube(identityLut(size)));
      expect(lut.size).toBe(size);
      expect(sampleLut(lut, 0.3, 0.6, 0.9).map((v) => Math.round(v * 1e4) / 1e4)).toEqual([0.3, 0.6, 0.9]);
    }
  });

  it("rejects bad files with a clear message", () => {
    const bad: [string, RegExp][] = [
      ["hello", /no LUT_3D_SIZE/],
      ["LUT_1D_SIZE 4\n0 0 0", /1D LUT/],
      ["LUT_3D_SIZE 1", /from 2 to 256/],
      ["LUT_3D_SIZE 2\n0 0 0", /1 rows; LUT_3D_SIZE 2 needs 8/],
      ["0 0 0\nLUT_3D_SIZE 2", /values before LUT_3D_SIZE/],
      ["LUT_3D_SIZE 2\n0 0 x", /Line 2: A table row has a value that is not a number/],
      ["LUT_3D_SIZE 2\n0 0", /Line 2: A table row needs three numbers/],
      [`LUT_3D_SIZE 2\nDOMAIN_MIN 1 1 1\nDOMAIN_MAX 1 1 1\n${"0 0 0\n".repeat(8)}`, /DOMAIN_MAX must be above DOMAIN_MIN/],
      [`LUT_3D_SIZE 2\n${"0 0 0\n".repeat(9)}`, /more than 2³/],
    ];
    for (const [text, message] of bad) {
      expect(() => parseCube(text)).toThrow(CubeError);
      expect(() => parseCube(text)).toThrow(message);
    }
  });
});

describe("chroma key", () => {
  const green = keyParams({ color: "#00ff00", tolerance: 30, softness: 20, spill: 100 });

  it("makes the key colour transparent and keeps far colours", () => {
    expect(keyAlpha(green, 0, 1, 0)).toBe(0);
    expect(keyAlpha(green, 0.05, 0.95, 0.05)).toBe(0);
    for (const [r, g, b] of [[1, 0, 0], [0, 0, 1], [1, 1, 1], [0.5, 0.5, 0.5], [0, 0, 0], [0.9, 0.6, 0.5]]) expect(keyAlpha(green, r, g, b)).toBe(1);
  });

  it("ramps through the soft edge, and softness 0 is a hard edge", () => {
    const steps = Array.from({ length: 21 }, (_, i) => keyAlpha(green, i / 20, 1, i / 20));
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]);
    expect(steps.some((a) => a > 0 && a < 1)).toBe(true);
    const hard = keyParams({ color: "#00ff00", tolerance: 30, softness: 0, spill: 0 });
    const between = Array.from({ length: 101 }, (_, i) => keyAlpha(hard, i / 100, 1, i / 100)).filter((a) => a > 0 && a < 1);
    expect(between.length).toBeLessThanOrEqual(1);
  });

  it("takes the key's cast out of what is kept", () => {
    const rgb: [number, number, number] = [0.6, 0.8, 0.5];
    despill(green, rgb);
    expect(rgb[1]).toBeCloseTo(0.55);
    const blue = keyParams({ color: "#0000ff", tolerance: 30, softness: 20, spill: 50 });
    const b: [number, number, number] = [0.2, 0.2, 0.6];
    despill(blue, b);
    expect(b[2]).toBeCloseTo(0.4);
  });
});

describe("grading and LUTs", () => {
  it("is nothing at neutral, and an identity LUT changes nothing", () => {
    expect(colorFunction(neutral, null, 1)).toBeNull();
    const table = bakeLook(neutral, identityLut(9), 1)!;
    for (const [r, g, b] of [[0.1, 0.5, 0.9], [1, 0, 0.25], [0.33, 0.33, 0.33]]) {
      const out = sampleLut(table, r, g, b);
      expect(out.map((v) => Math.round(v * 255))).toEqual([r, g, b].map((v) => Math.round(v * 255)));
    }
  });

  it("the mono LUT makes R = G = B, and intensity mixes it in", () => {
    const mono = parseCube(lutFile("mono"));
    const full = bakeLook(neutral, mono, 1)!;
    const half = bakeLook(neutral, mono, 0.5)!;
    for (const [r, g, b] of [[0.9, 0.1, 0.2], [0.2, 0.7, 0.4], [0.05, 0.3, 1]]) {
      const [or, og, ob] = sampleLut(full, r, g, b);
      expect(Math.abs(or - og)).toBeLessThan(1e-6);
      expect(Math.abs(og - ob)).toBeLessThan(1e-6);
      const mid = sampleLut(half, r, g, b);
      expect(mid[0]).toBeCloseTo((r + or) / 2, 2);
    }
  });

  it("temperature warms, tint goes magenta, exposure brightens, shadows lift the dark", () => {
    const at = (c: object, rgb: [number, number, number]) => {
      const out: [number, number, number] = [...rgb];
      colorFunction({ ...neutral, ...c }, null, 0)!(out);
      return out;
    };
    const grey: [number, number, number] = [0.5, 0.5, 0.5];
    const warm = at({ temperature: 60 }, grey);
    expect(warm[0]).toBeGreaterThan(0.5);
    expect(warm[2]).toBeLessThan(0.5);
    expect(at({ tint: 60 }, grey)[1]).toBeLessThan(0.5);
    expect(at({ exposure: 50 }, [0.25, 0.25, 0.25])[0]).toBeCloseTo(0.5);
    expect(at({ shadows: 100 }, [0.1, 0.1, 0.1])[0]).toBeGreaterThan(0.2);
    expect(at({ shadows: 100 }, [0.9, 0.9, 0.9])[0]).toBeCloseTo(0.9);
    expect(at({ highlights: -100 }, [0.95, 0.95, 0.95])[0]).toBeLessThan(0.8);
    // brightness 100 doubles, as the CSS filter does.
    expect(at({ brightness: 100 }, [0.25, 0.25, 0.25])[0]).toBeCloseTo(0.5);
  });

  it("a baked table follows the exact function: within a level on average, three where clipping bends it", () => {
    const color = { ...neutral, contrast: 70, temperature: 40, shadows: 30, highlights: -20 };
    const f = colorFunction(color, null, 0)!;
    const table = bakeLook(color, null, 0)!;
    let worst = 0;
    let sum = 0;
    for (let i = 0; i < 500; i++) {
      const rgb: [number, number, number] = [((i * 37) % 101) / 100, ((i * 59) % 103) / 102, ((i * 71) % 107) / 106];
      const exact: [number, number, number] = [...rgb];
      f(exact);
      const out = sampleLut(table, ...rgb);
      const errors = out.map((v, c) => Math.abs(v - exact[c]) * 255);
      worst = Math.max(worst, ...errors);
      sum += errors[0] + errors[1] + errors[2];
    }
    expect(worst).toBeLessThan(3);
    expect(sum / 1500).toBeLessThan(0.5);
  });
});

describe("pixels, crop and flip", () => {
  it("keys green pixels to transparent and colours the rest through one baked table", () => {
    const data = new Uint8ClampedArray([0, 255, 0, 255, 200, 40, 40, 255, 10, 10, 10, 0, 10, 245, 10, 255]);
    const mono = parseCube(lutFile("mono"));
    const table = bakeLook(neutral, mono, 1)!;
    processPixels(data, keyParams({ color: "#00ff00", tolerance: 30, softness: 10, spill: 0 }), table);
    // The key colour and one near it: transparent.
    expect(data[3]).toBe(0);
    expect(data[15]).toBe(0);
    // Red is kept, grey as the mono LUT says (within a level of the exact function).
    expect(data[7]).toBe(255);
    expect(data[4]).toBe(data[5]);
    expect(data[5]).toBe(data[6]);
    const exact = sampleLut(mono, 200 / 255, 40 / 255, 40 / 255)[0] * 255;
    expect(Math.abs(data[4] - exact)).toBeLessThanOrEqual(1.5);
    // Fully transparent pixels are left alone.
    expect(Array.from(data.slice(8, 12))).toEqual([10, 10, 10, 0]);
  });

  it("a key alone leaves kept colours as they are (the filter does brightness, contrast, saturation), and its pixels match the key maths", () => {
    const key = keyParams({ color: "#00ff00", tolerance: 30, softness: 40, spill: 0 });
    const data = new Uint8ClampedArray([200, 40, 40, 255, 17, 99, 180, 255, 128, 128, 128, 200, 60, 220, 60, 255]);
    processPixels(data, key, null);
    expect(Array.from(data.slice(0, 12))).toEqual([200, 40, 40, 255, 17, 99, 180, 255, 128, 128, 128, 200]);
    // In the soft edge: alpha as keyAlpha says.
    const alpha = keyAlpha(key, 60 / 255, 220 / 255, 60 / 255);
    expect(alpha > 0 && alpha < 1).toBe(true);
    expect(Math.abs(data[15] - 255 * alpha)).toBeLessThanOrEqual(1);
  });

  it("tetrahedral table lookups agree with trilinear sampling within a level", () => {
    const table = bakeLook({ ...neutral, contrast: 65, temperature: -30, shadows: 20 }, parseCube(lutFile("teal-orange")), 0.8)!;
    const data = new Uint8ClampedArray(4 * 1000);
    for (let i = 0; i < 1000; i++) data.set([(i * 37) % 256, (i * 91) % 256, (i * 53) % 256, 255], i * 4);
    const before = data.slice();
    processPixels(data, null, table);
    let worst = 0;
    for (let i = 0; i < 1000; i++) {
      const out = sampleLut(table, before[i * 4] / 255, before[i * 4 + 1] / 255, before[i * 4 + 2] / 255);
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[i * 4 + c] - out[c] * 255));
    }
    expect(worst).toBeLessThan(1.5);
  });

  it("crops whole pixels of the shown picture and keeps at least one", () => {
    expect(cropRegion(null, 100, 50)).toEqual({ x: 0, y: 0, w: 100, h: 50 });
    expect(cropRegion({ left: 0.1, right: 0.2, top: 0.5, bottom: 0 }, 100, 50)).toEqual({ x: 10, y: 25, w: 70, h: 25 });
    expect(cropRegion({ left: 0.9, right: 0.9, top: 0, bottom: 0 }, 10, 10).w).toBe(1);
  });

  it("maps points and privacy regions through the flips", () => {
    expect(sourcePoint({ x: 0.2, y: 0.3 }, true, false)).toEqual({ x: 0.8, y: 0.3 });
    expect(sourcePoint({ x: 0.2, y: 0.3 }, false, true)).toEqual({ x: 0.2, y: 0.7 });
    const blur = { type: "gaussian" as const, intensity: 50, boxes: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.4 }] };
    const flipped = flipBoxes(blur, true, true)!.boxes![0];
    expect(flipped.x).toBeCloseTo(0.6);
    expect(flipped.y).toBeCloseTo(0.4);
    expect(flipBoxes(blur, false, false)).toBe(blur);
  });
});
