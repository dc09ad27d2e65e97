import { describe, expect, it } from "vitest";

import { peakHold } from "./microphone";

const block = (...samples: number[]) => Float32Array.from(samples);

describe("peakHold", () => {
  it("a short sound between two reads still shows: the loudest block since the last read", () => {
    const meter = peakHold();
    meter.add(block(0.01, -0.02));
    meter.add(block(0.4, -0.9));
    meter.add(block(0, 0));
    expect(meter.read()).toBeCloseTo(0.9);
    // The next read starts from the blocks after it.
    meter.add(block(0.1, -0.05));
    expect(meter.read()).toBeCloseTo(0.1);
  });

  it("reads the last block again while no new one has come", () => {
    const meter = peakHold();
    expect(meter.read()).toBe(0);
    meter.add(block(-0.3));
    expect(meter.read()).toBeCloseTo(0.3);
    expect(meter.read()).toBeCloseTo(0.3);
  });
});
