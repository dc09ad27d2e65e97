import { describe, expect, it } from "vitest";

import { addToQueue, canStartMerge, formatDuration, formatSizeMb, mediaKind, nextProgress, removeFromQueue } from "@/lib/media/merge-media";

describe("merge queue", () => {
  it("adds a file once, removes it and needs two files", () => {
    let q = addToQueue([], "a");
    expect(canStartMerge(q)).toBe(false);
    const same = addToQueue(q, "a");
    expect(same).toBe(q);
    q = addToQueue(q, "b");
    expect(q).toEqual(["a", "b"]);
    expect(canStartMerge(q)).toBe(true);
    expect(removeFromQueue(q, "a")).toEqual(["b"]);
  });

  it("rises 10 % a step up to 100", () => {
    let p = 0;
    let steps = 0;
    while (p < 100) {
      p = nextProgress(p);
      steps += 1;
    }
    expect(steps).toBe(10);
    expect(nextProgress(95)).toBe(100);
  });
});

describe("file details", () => {
  it("formats size in MB with one decimal and durations as m:ss", () => {
    expect(formatSizeMb(2_516_582)).toBe("2.4");
    expect(formatSizeMb(0)).toBe("0.0");
    expect(formatDuration(6.02)).toBe("0:06");
    expect(formatDuration(125)).toBe("2:05");
    expect(formatDuration(Number.NaN)).toBe("0:30");
  });

  it("takes images and videos only", () => {
    expect(mediaKind("image/png")).toBe("image");
    expect(mediaKind("video/quicktime")).toBe("video");
    expect(mediaKind("audio/wav")).toBeNull();
  });
});
