import { describe, expect, it } from "vitest";

import { defaultSettings } from "./empty-doc";
import { settingsReducer } from "./settings";

describe("project settings defaults", () => {
  it("match the product's lists", () => {
    const s = defaultSettings();
    expect(s.title).toBe("Untitled Project");
    expect(s).toMatchObject({ visibility: "private", allowComments: true, allowDownloads: false, lipSync: 85 });
    expect(s).toMatchObject({ durationText: "00:02:30", resolution: "1920x1080", frameRate: 30 });
    expect(s.color).toEqual({ brightness: 50, contrast: 50, saturation: 50 });
  });
});

describe("settingsReducer", () => {
  it("clamps and snaps colour and lip sync values", () => {
    let s = settingsReducer(defaultSettings(), { type: "setColor", color: { brightness: 120, contrast: -4, saturation: 33.7 } });
    expect(s.color).toEqual({ brightness: 100, contrast: 0, saturation: 34 });
    s = settingsReducer(s, { type: "setLipSync", value: 92 });
    expect(s.lipSync).toBe(90);
    s = settingsReducer(s, { type: "resetColor" });
    expect(s.color).toEqual({ brightness: 50, contrast: 50, saturation: 50 });
  });

  it("only accepts the listed resolutions and frame rates", () => {
    let s = settingsReducer(defaultSettings(), { type: "setVideo", video: { resolution: "1280x720", frameRate: 60 } });
    expect(s).toMatchObject({ resolution: "1280x720", frameRate: 60 });
    // @ts-expect-error: an unknown frame rate from outside is refused
    s = settingsReducer(s, { type: "setVideo", video: { frameRate: 25 } });
    expect(s.frameRate).toBe(60);
  });

  it("applies a blur with its targets and clears both", () => {
    let s = settingsReducer(defaultSettings(), {
      type: "applyBlur",
      blur: { type: "gaussian", intensity: 63, targets: ["face"], autoTrack: true, smartBlending: false },
    });
    expect(s.blur).toMatchObject({ type: "gaussian", targets: ["face"] });
    s = settingsReducer(s, { type: "clearBlur" });
    expect(s.blur.type).toBeNull();
    expect(s.blur.targets).toEqual([]);
  });

  it("keeps what a save set", () => {
    let s = defaultSettings();
    s = settingsReducer(s, { type: "setSharing", sharing: { title: "Trip", visibility: "public", allowComments: false, allowDownloads: true } });
    expect(s).toMatchObject({ title: "Trip", visibility: "public", allowComments: false, allowDownloads: true });
  });
});
