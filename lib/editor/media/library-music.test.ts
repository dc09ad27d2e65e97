import { describe, expect, it } from "vitest";

import { musicTracks } from "@/lib/catalog/music";

import { libraryMusicAsset } from "./library-music";

describe("libraryMusicAsset", () => {
  it("is the library's track as an audio asset at the length read from its file", async () => {
    const asked: string[] = [];
    const asset = await libraryMusicAsset("m-2", "asset-9", async (url) => {
      asked.push(url);
      return 190.02;
    });
    expect(asked).toEqual(["/media/music/morning-light.webm"]);
    expect(asset).toEqual({
      id: "asset-9",
      name: "Morning Light",
      mime: "audio/webm",
      kind: "audio",
      duration: 190.02,
      source: "library",
      url: "/media/music/morning-light.webm",
    });
  });

  it("leaves the length unknown when the file cannot be read, and answers null for an unknown track", async () => {
    expect((await libraryMusicAsset("m-1", "a", async () => null))?.duration).toBeNull();
    expect((await libraryMusicAsset("m-1", "a", () => Promise.reject(new Error("offline"))))?.duration).toBeNull();
    expect(await libraryMusicAsset("nope", "a", async () => 1)).toBeNull();
  });

  it("has a file for every track of the library", () => {
    for (const t of musicTracks) expect(t.url).toMatch(/^\/media\/music\/[a-z0-9-]+\.webm$/);
  });
});
