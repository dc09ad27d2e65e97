import { describe, expect, it } from "vitest";

import { assumedColorSpace, SD_MAX_HEIGHT } from "./color-space";

describe("assumed colour space of untagged video", () => {
  it("reads an untagged SD video as BT.601, as the preview's video element does", () => {
    expect(assumedColorSpace({}, 360)).toMatchObject({ matrix: "smpte170m", primaries: "smpte170m" });
    expect(assumedColorSpace({ fullRange: false }, SD_MAX_HEIGHT)).toMatchObject({ matrix: "smpte170m" });
  });

  it("leaves tagged and HD videos as decoded", () => {
    expect(assumedColorSpace({ matrix: "bt709" }, 360)).toBeNull();
    expect(assumedColorSpace({ primaries: "bt709" }, 360)).toBeNull();
    expect(assumedColorSpace({}, 720)).toBeNull();
  });
});
