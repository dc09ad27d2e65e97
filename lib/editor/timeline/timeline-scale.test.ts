import { describe, expect, it } from "vitest";

import { clampZoom, pxToTime, ticks, tickStep, timelineLength, timeToPx, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "./timeline-scale";

describe("timeline scale", () => {
  it("maps time to pixels and back", () => {
    expect(timeToPx(2.5, 60)).toBe(150);
    expect(pxToTime(150, 60)).toBe(2.5);
    expect(pxToTime(-20, 60)).toBe(0);
  });

  it("clamps zoom to its range", () => {
    expect(clampZoom(1)).toBe(ZOOM_MIN);
    expect(clampZoom(1e6)).toBe(ZOOM_MAX);
    expect(clampZoom(Number.NaN)).toBe(ZOOM_DEFAULT);
    expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
    expect(zoomOut(ZOOM_MIN)).toBe(ZOOM_MIN);
    expect(zoomOut(zoomIn(60))).toBeCloseTo(60);
  });

  it("spaces ruler ticks at least 60 px apart", () => {
    expect(tickStep(60)).toBe(1);
    expect(tickStep(20)).toBe(5);
    expect(tickStep(400)).toBe(0.5);
    expect(ticks(4, 60)).toEqual([0, 1, 2, 3, 4]);
  });

  it("draws some room after the last item", () => {
    expect(timelineLength(0)).toBe(10);
    expect(timelineLength(12.2)).toBe(18);
  });
});
