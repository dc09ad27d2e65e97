import { describe, expect, it } from "vitest";

import { blurRadius } from "./filters";
import { blurTypeIds } from "../model/choices";
import {
  cellGrid,
  dotDiscs,
  effectMargin,
  effectParams,
  FEATHER_INNER,
  featherAlpha,
  featherOval,
  glassShift,
  hash01,
  lowerTriangles,
  pixelArea,
  radialTaps,
  triangleShift,
} from "./blur-effects";

const params = (type: (typeof blurTypeIds)[number], intensity: number, width: number) =>
  effectParams(type, blurRadius({ type, intensity }, width), intensity);

describe("effectParams", () => {
  it("gives every type its own kind of effect", () => {
    const at = Object.fromEntries(blurTypeIds.map((t) => [t, params(t, 50, 1280)]));
    expect(at.gaussian).toMatchObject({ soften: 12, cell: 0 });
    expect(at.mosaic).toMatchObject({ cell: 28, soften: 0 });
    expect(at.triangle).toMatchObject({ cell: 27, soften: 0 });
    expect(at.dot).toMatchObject({ cell: 28, soften: 0 });
    expect(at.motion).toMatchObject({ reach: 40, soften: 5 });
    expect(at.motion.taps).toBeGreaterThan(8);
    expect(at.radial).toMatchObject({ zoom: 0.5, soften: 4 });
    expect(at.glass).toMatchObject({ strip: 7.5, shift: 20 });
  });

  it("scales with the output width, so a 640 px preview and a 1920 px export look alike", () => {
    for (const type of blurTypeIds) {
      const small = params(type, 80, 640);
      const big = params(type, 80, 1920);
      for (const key of ["cell", "reach", "soften", "strip", "shift"] as const) {
        expect(big[key]).toBeCloseTo(small[key] * 3, 0);
      }
      // The zoom is a fraction of the area, the same at any size.
      expect(big.zoom).toBe(small.zoom);
    }
  });

  it("grows with the intensity", () => {
    expect(params("mosaic", 100, 640).cell).toBeGreaterThan(params("mosaic", 40, 640).cell);
    expect(params("motion", 100, 640).reach).toBeGreaterThan(params("motion", 40, 640).reach);
    expect(params("radial", 100, 640).zoom).toBeGreaterThan(params("radial", 40, 640).zoom);
    expect(params("glass", 100, 640).shift).toBeGreaterThan(params("glass", 40, 640).shift);
  });

  it("reads far enough around the area for every shift and blur", () => {
    const motion = params("motion", 100, 1280);
    expect(effectMargin(motion)).toBeGreaterThanOrEqual(motion.reach + 3 * motion.soften);
    const glass = params("glass", 100, 1280);
    expect(effectMargin(glass)).toBeGreaterThanOrEqual(glass.shift + 3 * glass.soften);
    const triangle = params("triangle", 100, 1280);
    expect(effectMargin(triangle)).toBeGreaterThanOrEqual(triangle.cell / 6);
    expect(effectMargin(params("mosaic", 100, 1280))).toBe(0);
  });

  it("averages enough zoomed copies that they do not show as ghosts", () => {
    const radial = params("radial", 100, 1280);
    const taps = radialTaps(radial, 300, 300);
    // Neighbouring copies at the corner are at most about two soften radii apart.
    expect((radial.zoom * Math.hypot(150, 150)) / (taps - 1)).toBeLessThanOrEqual(radial.soften * 2);
  });
});

describe("cell geometry", () => {
  it("tiles the area exactly with cells of about the asked size", () => {
    expect(cellGrid(320, 180, 56)).toEqual({ cols: 6, rows: 3, cw: 320 / 6, ch: 60 });
    expect(cellGrid(10, 10, 56)).toEqual({ cols: 1, rows: 1, cw: 10, ch: 10 });
  });

  it("cuts every cell into two triangles, each coloured from around its centroid", () => {
    const tris = lowerTriangles(2, 1, 10, 12);
    expect(tris).toEqual([
      [
        [10, 0],
        [10, 12],
        [0, 12],
      ],
      [
        [20, 0],
        [20, 12],
        [10, 12],
      ],
    ]);
    // The lower-right triangle's centroid is a sixth of a cell down and right of the cell's centre.
    const [a, b, c] = tris[0];
    const centroid = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3];
    const shift = triangleShift(10, 12);
    expect(centroid[0]).toBeCloseTo(5 + shift.dx);
    expect(centroid[1]).toBeCloseTo(6 + shift.dy);
  });

  it("puts one disc in the middle of each cell, not touching its neighbours", () => {
    const discs = dotDiscs(3, 2, 10, 20);
    expect(discs).toHaveLength(6);
    expect(discs[0]).toEqual({ x: 5, y: 10, r: expect.closeTo(4.6) });
    expect(discs[5]).toMatchObject({ x: 25, y: 30 });
  });
});

describe("glass pattern", () => {
  it("is the same every time (the preview and the export, frame after frame)", () => {
    const a = Array.from({ length: 50 }, (_, i) => glassShift(i, 1, 20));
    const b = Array.from({ length: 50 }, (_, i) => glassShift(i, 1, 20));
    expect(a).toEqual(b);
  });

  it("moves strips by different amounts within the shift, both ways, rows and columns differently", () => {
    const rows = Array.from({ length: 200 }, (_, i) => glassShift(i, 1, 20));
    const cols = Array.from({ length: 200 }, (_, i) => glassShift(i, 2, 20));
    expect(Math.max(...rows)).toBeLessThanOrEqual(20);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(-20);
    expect(Math.max(...rows)).toBeGreaterThan(15);
    expect(Math.min(...rows)).toBeLessThan(-15);
    expect(new Set(rows).size).toBeGreaterThan(25);
    expect(Math.abs(rows.reduce((s, v) => s + v, 0) / rows.length)).toBeLessThan(3);
    expect(rows).not.toEqual(cols);
    // Neighbouring strips are not in step.
    const steps = rows.slice(1).map((v, i) => Math.abs(v - rows[i]));
    expect(steps.reduce((s, v) => s + v, 0) / steps.length).toBeGreaterThan(8);
  });

  it("hash01 is spread over [0, 1)", () => {
    const values = Array.from({ length: 1000 }, (_, i) => hash01(i, 3));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const low = values.filter((v) => v < 0.5).length;
    expect(low).toBeGreaterThan(450);
    expect(low).toBeLessThan(550);
  });
});

describe("smart blending", () => {
  it("is full in the middle of the oval, fades towards its edge and is gone outside", () => {
    expect(featherAlpha(0)).toBe(1);
    expect(featherAlpha(FEATHER_INNER)).toBe(1);
    expect(featherAlpha(0.85)).toBeCloseTo(0.5);
    expect(featherAlpha(1)).toBe(0);
    expect(featherAlpha(1.3)).toBe(0);
    for (let d = FEATHER_INNER; d < 1; d += 0.05) expect(featherAlpha(d + 0.05)).toBeLessThanOrEqual(featherAlpha(d));
  });

  it("the oval is a little larger than the region, so the region's middle gets the full effect", () => {
    expect(featherOval({ x: 100, y: 50, w: 200, h: 100 })).toEqual({ cx: 200, cy: 100, rx: expect.closeTo(115), ry: expect.closeTo(57.5) });
    // The region's inscribed oval (d = 1 / 1.15 of the feather oval) still gets more than half the effect.
    expect(featherAlpha(1 / 1.15)).toBeGreaterThan(0.4);
  });

  it("areas are whole pixels, cut to the picture", () => {
    expect(pixelArea({ x: 10.4, y: 5.6, w: 20.2, h: 10 }, { x: 0, y: 0, w: 100, h: 100 })).toEqual({ x: 10, y: 5, w: 21, h: 11 });
    expect(pixelArea({ x: -20, y: 90, w: 50, h: 50 }, { x: 0, y: 0, w: 100, h: 100 })).toEqual({ x: 0, y: 90, w: 30, h: 10 });
    expect(pixelArea({ x: 120, y: 0, w: 10, h: 10 }, { x: 0, y: 0, w: 100, h: 100 })).toBeNull();
  });
});
