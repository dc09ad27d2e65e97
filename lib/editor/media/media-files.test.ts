import { describe, expect, it } from "vitest";

import { checkMediaFiles, MAX_FILE_BYTES, mediaKind } from "./media-files";

const f = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("checkMediaFiles", () => {
  it("accepts the listed types up to 100 MB", () => {
    const { accepted, rejected } = checkMediaFiles([f("a.MP4"), f("b.webm"), f("c.txt"), f("d.mov", MAX_FILE_BYTES + 1)]);
    expect(accepted.map((x) => x.name)).toEqual(["a.MP4", "b.webm"]);
    expect(rejected.map((r) => r.reason)).toEqual(["c.txt: this file type is not supported", "d.mov: larger than 100 MB"]);
  });

  it("takes at most five files at a time", () => {
    const { accepted, rejected } = checkMediaFiles(Array.from({ length: 6 }, (_, i) => f(`${i}.mp4`)));
    expect(accepted).toHaveLength(5);
    expect(rejected[0].reason).toBe("5.mp4: at most 5 files at a time");
  });
});

describe("mediaKind", () => {
  it("tells video, audio and images apart", () => {
    expect(mediaKind(f("x.png"))).toBe("image");
    expect(mediaKind(f("x.wav"))).toBe("audio");
    expect(mediaKind(f("x", 1, "audio/ogg"))).toBe("audio");
    expect(mediaKind(f("x.mkv"))).toBe("video");
  });
});
