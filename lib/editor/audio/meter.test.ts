import { describe, expect, it } from "vitest";

import { METER_FALL_DB_PER_S, METER_FLOOR_DB, meterFill, meterLevel } from "./meter";

describe("meter ballistics", () => {
  it("shows a new peak at once", () => {
    expect(meterLevel(METER_FLOOR_DB, 0.5, 16)).toBeCloseTo(-6.02, 2);
    expect(meterLevel(-30, 1, 16)).toBe(0);
  });

  it("falls back from a peak at its steady rate through silence, down to the floor", () => {
    let shown = meterLevel(METER_FLOOR_DB, 0.5, 0);
    // One second of silence in 60 frames: one second's fall.
    for (let frame = 0; frame < 60; frame++) shown = meterLevel(shown, 0, 1000 / 60);
    expect(shown).toBeCloseTo(-6.02 - METER_FALL_DB_PER_S, 1);
    // A short sound a second ago is still on the meter.
    expect(meterFill(shown)).toBeGreaterThan(0);
    for (let frame = 0; frame < 600; frame++) shown = meterLevel(shown, 0, 1000 / 60);
    expect(shown).toBe(METER_FLOOR_DB);
    expect(meterFill(shown)).toBe(0);
  });

  it("fills 0 at the floor, 100 at full scale and never beyond", () => {
    expect(meterFill(METER_FLOOR_DB)).toBe(0);
    expect(meterFill(-30)).toBe(50);
    expect(meterFill(0)).toBe(100);
    expect(meterFill(6)).toBe(100);
  });
});
