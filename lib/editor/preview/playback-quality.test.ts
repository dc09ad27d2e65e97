import { describe, expect, it } from "vitest";

import { afterFrame, FULL_QUALITY, type PlaybackQuality, playbackScale } from "./playback-quality";

const run = (q: PlaybackQuality, skips: number[]) => skips.reduce(afterFrame, q);
const clean = (n: number) => Array.from({ length: n }, () => 0);

describe("the preview's playback resolution", () => {
  it("stays at full resolution while no frame is skipped", () => {
    const q = run(FULL_QUALITY, clean(500));
    expect(playbackScale(q)).toBe(1);
  });

  it("steps down when frames are skipped, one level at a time, to half at most", () => {
    const once = run(FULL_QUALITY, [0, 1, 0, 2]);
    expect(playbackScale(once)).toBe(0.75);
    const twice = run(once, [1, 1, 1]);
    expect(playbackScale(twice)).toBe(0.5);
    expect(playbackScale(run(twice, [3, 3, 3, 3]))).toBe(0.5);
  });

  it("does not step down for a lone skip now and then", () => {
    const q = run(FULL_QUALITY, [...clean(30), 1, ...clean(30), 1, ...clean(30), 1]);
    expect(playbackScale(q)).toBe(1);
  });

  it("tries the next higher resolution after 90 clean frames, and waits twice as long after a try that failed", () => {
    const down = run(FULL_QUALITY, [3]);
    expect(playbackScale(down)).toBe(0.75);
    expect(playbackScale(run(down, clean(89)))).toBe(0.75);
    const up = run(down, clean(90));
    expect(playbackScale(up)).toBe(1);
    // The try fails at once: back down, and the next try comes after 180 clean frames.
    const failed = run(up, [3]);
    expect(playbackScale(failed)).toBe(0.75);
    expect(playbackScale(run(failed, clean(179)))).toBe(0.75);
    expect(playbackScale(run(failed, clean(180)))).toBe(1);
  });

  it("keeps the wait after a try that held", () => {
    const up = run(FULL_QUALITY, [3, ...clean(90)]);
    const later = run(up, [...clean(40), 3]);
    expect(playbackScale(later)).toBe(0.75);
    expect(later.wait).toBe(90);
  });
});
