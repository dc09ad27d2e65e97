import { describe, expect, it } from "vitest";

import {
  type Clip,
  clipFromUpload,
  createInitialState,
  editorReducer,
  SAMPLE_CLIP_ID,
  selectedClip,
  totalDuration,
} from "./state";

const clip = (id: string, duration: number | null = 4): Clip => ({
  id,
  name: `${id}.webm`,
  type: "video/webm",
  url: `blob:${id}`,
  duration,
  source: "local",
});

describe("editor defaults", () => {
  it("match the spec", () => {
    const s = createInitialState();
    expect(s.title).toBe("Untitled Project");
    expect(s).toMatchObject({ visibility: "private", allowComments: true, allowDownloads: false, lipSync: 85 });
    expect(s.properties).toEqual({ duration: "00:02:30", resolution: "1920x1080", frameRate: 30 });
    expect(s.color).toEqual({ brightness: 50, contrast: 50, saturation: 50 });
    expect(s.clips.map((c) => c.id)).toEqual([SAMPLE_CLIP_ID]);
  });
});

describe("editorReducer", () => {
  it("clamps and snaps colour and lip sync values", () => {
    let s = editorReducer(createInitialState(), { type: "setColor", color: { brightness: 120, contrast: -4, saturation: 33.7 } });
    expect(s.color).toEqual({ brightness: 100, contrast: 0, saturation: 34 });
    s = editorReducer(s, { type: "setLipSync", value: 92 });
    expect(s.lipSync).toBe(90);
    s = editorReducer(s, { type: "resetColor" });
    expect(s.color).toEqual({ brightness: 50, contrast: 50, saturation: 50 });
  });

  it("only accepts the listed resolutions and frame rates", () => {
    let s = editorReducer(createInitialState(), { type: "setProperties", properties: { resolution: "1280x720", frameRate: 60 } });
    expect(s.properties).toMatchObject({ resolution: "1280x720", frameRate: 60 });
    // @ts-expect-error: an unknown frame rate from outside is refused
    s = editorReducer(s, { type: "setProperties", properties: { frameRate: 25 } });
    expect(s.properties.frameRate).toBe(60);
  });

  it("replaces the sample clip with the first added clip and selects it", () => {
    let s = editorReducer(createInitialState(), { type: "addClip", clip: clip("a") });
    expect(s.clips.map((c) => c.id)).toEqual(["a"]);
    expect(s.selectedClipId).toBe("a");
    s = editorReducer(s, { type: "addClip", clip: clip("b") });
    expect(s.clips.map((c) => c.id)).toEqual(["a", "b"]);
    expect(selectedClip(s).id).toBe("b");
  });

  it("adds an uploaded file as a clip that plays from storage", () => {
    const upload = { name: "talk.mp4", type: "video/mp4", size: 1200, key: "uploads/talk.mp4", url: "https://bucket/talk.mp4" };
    const s = editorReducer(createInitialState(), { type: "addClip", clip: clipFromUpload(upload, "u1") });
    expect(s.clips[0]).toMatchObject({ id: "u1", url: "https://bucket/talk.mp4", key: "uploads/talk.mp4", source: "upload" });
  });

  it("reorders, selects, advances and removes clips", () => {
    let s = createInitialState({ clips: [clip("a", 2), clip("b", 3), clip("c", null)], selectedClipId: "a" });
    expect(totalDuration(s.clips)).toBe(5);
    s = editorReducer(s, { type: "moveClip", id: "c", by: -1 });
    expect(s.clips.map((c) => c.id)).toEqual(["a", "c", "b"]);
    expect(editorReducer(s, { type: "moveClip", id: "a", by: -1 })).toBe(s);
    s = editorReducer(s, { type: "selectNextClip" });
    expect(s.selectedClipId).toBe("c");
    s = editorReducer(s, { type: "setClipDuration", id: "c", duration: 1.5 });
    expect(totalDuration(s.clips)).toBe(6.5);
    s = editorReducer(s, { type: "removeClip", id: "c" });
    expect(s.clips.map((c) => c.id)).toEqual(["a", "b"]);
    expect(s.selectedClipId).toBe("b");
    s = editorReducer(s, { type: "removeClip", id: "a" });
    s = editorReducer(s, { type: "removeClip", id: "b" });
    expect(s.clips.map((c) => c.id)).toEqual([SAMPLE_CLIP_ID]);
    expect(s.selectedClipId).toBe(SAMPLE_CLIP_ID);
  });

  it("applies and clears a blur and marks the blur effects", () => {
    let s = editorReducer(createInitialState(), {
      type: "applyBlur",
      blur: { type: "mosaic", intensity: 140, targets: ["face"], autoTrack: true, smartBlending: false },
    });
    expect(s.blur).toMatchObject({ type: "mosaic", intensity: 100, targets: ["face"] });
    expect(s.effects).toEqual(["blur-effects", "ai-blur"]);
    s = editorReducer(s, { type: "clearBlur" });
    expect(s.blur.type).toBeNull();
    expect(s.effects).toEqual([]);
  });

  it("toggles effects, sets a voice and captions", () => {
    let s = editorReducer(createInitialState(), { type: "toggleEffect", id: "relight" });
    expect(s.effects).toEqual(["relight"]);
    s = editorReducer(s, { type: "toggleEffect", id: "relight" });
    expect(s.effects).toEqual([]);
    s = editorReducer(s, { type: "applyVoice", voice: "Anime: Wise Sensei" });
    expect(s.voice).toBe("Anime: Wise Sensei");
    s = editorReducer(s, { type: "setCaptions", vtt: "WEBVTT\n\n00:00.000 --> 00:02.000\nHello" });
    expect(s.captions).toContain("Hello");
    expect(editorReducer(s, { type: "setCaptions", vtt: "  " }).captions).toBeNull();
  });

  it("records a save and loads a project", () => {
    let s = editorReducer(createInitialState(), {
      type: "saved",
      projectId: "p1",
      at: 1000,
      settings: { title: "Trip", visibility: "public", allowComments: false, allowDownloads: true },
    });
    expect(s).toMatchObject({ projectId: "p1", savedAt: 1000, createdAt: 1000, title: "Trip", visibility: "public" });
    s = editorReducer(s, { type: "saved", projectId: "p1", at: 2000, settings: { title: "Trip 2", visibility: "public", allowComments: false, allowDownloads: true } });
    expect(s).toMatchObject({ savedAt: 2000, createdAt: 1000 });
    s = editorReducer(createInitialState(), { type: "loadProject", state: { title: "Loaded", clips: [], selectedClipId: "x" } });
    expect(s.title).toBe("Loaded");
    expect(s.clips.map((c) => c.id)).toEqual([SAMPLE_CLIP_ID]);
    expect(s.selectedClipId).toBe(SAMPLE_CLIP_ID);
  });
});
