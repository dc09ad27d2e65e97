import { describe, expect, it } from "vitest";

import { audioAsset, caption, deepFreeze, docWith, itemById, text, tracks, video, videoAsset } from "./edit-fixtures";
import {
  addAsset,
  setCaptionText,
  setFades,
  setTextProps,
  setTrackHidden,
  setTrackMuted,
  setVolume,
} from "./property-edits";

const doc = deepFreeze(docWith({ video: [video("v", 0, 0, 4)], text: [text("t", 0, 2)], caption: [caption("c", 0, 1)] }));

describe("setVolume", () => {
  it("sets and clamps the volume to 0..2", () => {
    expect(itemById(setVolume(doc, { itemId: "v", volume: 1.5 }), "v")).toMatchObject({ volume: 1.5 });
    expect(itemById(setVolume(doc, { itemId: "v", volume: 5 }), "v")).toMatchObject({ volume: 2 });
    expect(itemById(setVolume(doc, { itemId: "v", volume: -1 }), "v")).toMatchObject({ volume: 0 });
  });

  it("is a no-op for the same volume, NaN, or an item without sound", () => {
    expect(setVolume(doc, { itemId: "v", volume: 1 })).toBe(doc);
    expect(setVolume(doc, { itemId: "v", volume: Number.NaN })).toBe(doc);
    expect(setVolume(doc, { itemId: "t", volume: 1.5 })).toBe(doc);
  });
});

describe("setFades", () => {
  it("sets fades of at least 0", () => {
    expect(itemById(setFades(doc, { itemId: "v", fadeIn: 1, fadeOut: 0.5 }), "v")).toMatchObject({ fadeIn: 1, fadeOut: 0.5 });
    expect(itemById(setFades(doc, { itemId: "v", fadeIn: -2 }), "v")).toMatchObject({ fadeIn: 0 });
  });

  it("keeps fade-in plus fade-out within the duration, the fade being set winning", () => {
    const withOut = setFades(doc, { itemId: "v", fadeOut: 3 });
    expect(itemById(setFades(withOut, { itemId: "v", fadeIn: 2 }), "v")).toMatchObject({ fadeIn: 2, fadeOut: 2 });
    const withIn = setFades(doc, { itemId: "v", fadeIn: 3 });
    expect(itemById(setFades(withIn, { itemId: "v", fadeOut: 10 }), "v")).toMatchObject({ fadeIn: 0, fadeOut: 4 });
    expect(itemById(setFades(doc, { itemId: "v", fadeIn: 3, fadeOut: 3 }), "v")).toMatchObject({ fadeIn: 3, fadeOut: 1 });
  });

  it("is a no-op for text, NaN, nothing set or no change", () => {
    expect(setFades(doc, { itemId: "t", fadeIn: 1 })).toBe(doc);
    expect(setFades(doc, { itemId: "v", fadeIn: Number.NaN })).toBe(doc);
    expect(setFades(doc, { itemId: "v" })).toBe(doc);
    expect(setFades(doc, { itemId: "v", fadeIn: 0, fadeOut: 0 })).toBe(doc);
  });
});

describe("track flags", () => {
  it("mutes and hides a track", () => {
    expect(setTrackMuted(doc, { trackId: tracks.audio, muted: true }).tracks.find((t) => t.id === tracks.audio)?.muted).toBe(true);
    expect(setTrackHidden(doc, { trackId: tracks.text, hidden: true }).tracks.find((t) => t.id === tracks.text)?.hidden).toBe(true);
  });

  it("is a no-op for an unknown track or no change", () => {
    expect(setTrackMuted(doc, { trackId: "nope", muted: true })).toBe(doc);
    expect(setTrackMuted(doc, { trackId: tracks.audio, muted: false })).toBe(doc);
  });
});

describe("setTextProps", () => {
  it("sets the text's look", () => {
    const next = setTextProps(doc, { itemId: "t", props: { text: "Bye", fontSize: 72, color: "#ff0000", placement: "top", bold: true } });
    expect(itemById(next, "t")).toMatchObject({ text: "Bye", fontSize: 72, color: "#ff0000", placement: "top", bold: true, x: 0.5 });
  });

  it("clamps x and y into the frame and makes the placement custom", () => {
    expect(itemById(setTextProps(doc, { itemId: "t", props: { x: 1.4, y: -0.2 } }), "t")).toMatchObject({
      x: 1,
      y: 0,
      placement: "custom",
    });
    expect(itemById(setTextProps(doc, { itemId: "t", props: { x: 0.2, placement: "top" } }), "t")).toMatchObject({
      x: 0.2,
      placement: "top",
    });
  });

  it("refuses unreadable values, non-text items and no change", () => {
    expect(setTextProps(doc, { itemId: "t", props: { fontSize: 0 } })).toBe(doc);
    expect(setTextProps(doc, { itemId: "t", props: { x: Number.NaN } })).toBe(doc);
    expect(setTextProps(doc, { itemId: "t", props: { placement: "left" as never } })).toBe(doc);
    expect(setTextProps(doc, { itemId: "c", props: { text: "x" } })).toBe(doc);
    expect(setTextProps(doc, { itemId: "t", props: { text: "Hello" } })).toBe(doc);
  });
});

describe("setCaptionText", () => {
  it("sets a cue's text and nothing else's", () => {
    expect(itemById(setCaptionText(doc, { itemId: "c", text: "Hello there" }), "c")).toMatchObject({ text: "Hello there" });
    expect(setCaptionText(doc, { itemId: "t", text: "x" })).toBe(doc);
    expect(setCaptionText(doc, { itemId: "c", text: "Hi" })).toBe(doc);
  });
});

describe("addAsset", () => {
  it("adds a new asset and refuses a taken id or a bad duration", () => {
    const base = deepFreeze({ ...doc, assets: [videoAsset] });
    expect(addAsset(base, { asset: audioAsset }).assets.map((a) => a.id)).toEqual(["a-video", "a-audio"]);
    expect(addAsset(base, { asset: { ...audioAsset, id: "a-video" } })).toBe(base);
    expect(addAsset(base, { asset: { ...audioAsset, duration: 0 } })).toBe(base);
    expect(addAsset(base, { asset: { ...audioAsset, id: "" } })).toBe(base);
  });
});
