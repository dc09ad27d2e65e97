import { describe, expect, it } from "vitest";

import { clampSnap, colorRange, lipSyncRange } from "./slider";

describe("clampSnap", () => {
  it("clamps colour values into 0-100", () => {
    expect(clampSnap(-20, colorRange)).toBe(0);
    expect(clampSnap(140, colorRange)).toBe(100);
    expect(clampSnap(50, colorRange)).toBe(50);
  });

  it("snaps colour values to whole numbers", () => {
    expect(clampSnap(49.6, colorRange)).toBe(50);
    expect(clampSnap(49.4, colorRange)).toBe(49);
  });

  it("keeps lip sync accuracy within 50-100 on steps of 5", () => {
    expect(clampSnap(85, lipSyncRange)).toBe(85);
    expect(clampSnap(83, lipSyncRange)).toBe(85);
    expect(clampSnap(82, lipSyncRange)).toBe(80);
    expect(clampSnap(10, lipSyncRange)).toBe(50);
    expect(clampSnap(104, lipSyncRange)).toBe(100);
  });

  it("never snaps past max when the range is not a multiple of the step", () => {
    expect(clampSnap(10, { min: 0, max: 10, step: 4 })).toBe(8);
  });

  it("treats a non-number as the minimum", () => {
    expect(clampSnap(Number.NaN, lipSyncRange)).toBe(50);
  });
});
