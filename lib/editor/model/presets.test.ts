import { describe, expect, it } from "vitest";

import { outputSize } from "./document";
import { defaultSettings } from "./empty-doc";
import { platformPresets, presetOf } from "./presets";
import { settingsReducer } from "./settings";

describe("platform presets", () => {
  it("give each platform's exact frame size", () => {
    expect(platformPresets.map((p) => [p.label, outputSize(p)])).toEqual([
      ["YouTube 16:9", { width: 1920, height: 1080 }],
      ["Shorts / TikTok / Reels 9:16", { width: 1080, height: 1920 }],
      ["Instagram 1:1", { width: 1080, height: 1080 }],
      ["Instagram 4:5", { width: 1080, height: 1350 }],
    ]);
    for (const p of platformPresets) expect(outputSize(p)).toEqual(p.size);
  });

  it("set the frame, the frame rate and the bitrate in one step; a resolution of one's own leaves the preset", () => {
    const vertical = platformPresets[1];
    let s = settingsReducer({ ...defaultSettings(), frameRate: 60, resolution: "1280x720" }, { type: "applyPreset", preset: vertical });
    expect(s).toMatchObject({ aspectRatio: "9:16", resolution: "1920x1080", frameRate: 30, bitrate: 10_000_000 });
    expect(presetOf(s)?.id).toBe("vertical");
    s = settingsReducer(s, { type: "setVideo", video: { frameRate: 24 } });
    expect(s.bitrate).toBeUndefined();
    expect(presetOf(s)).toBeNull();
    expect(s.aspectRatio).toBe("9:16");
  });
});
