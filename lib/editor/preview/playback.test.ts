import { describe, expect, it } from "vitest";

import { PlaybackClock } from "./playback";

describe("PlaybackClock", () => {
  it("advances with the clock while playing and stops at the end", () => {
    let now = 0;
    const seen: number[] = [];
    const clock = new PlaybackClock(() => 10, () => now);
    clock.subscribe((t) => seen.push(t));
    clock.seek(2);
    clock.play();
    now = 1500;
    clock.tick();
    expect(clock.time).toBeCloseTo(3.5);
    now = 20_000;
    clock.tick();
    expect(clock.time).toBe(10);
    expect(clock.playing).toBe(false);
    expect(seen.at(-1)).toBe(10);
  });

  it("clamps seeks to the timeline and restarts from 0 at the end", () => {
    let now = 0;
    const clock = new PlaybackClock(() => 4, () => now);
    clock.seek(-3);
    expect(clock.time).toBe(0);
    clock.seek(99);
    expect(clock.time).toBe(4);
    clock.play();
    expect(clock.time).toBe(0);
    now = 1000;
    clock.pause();
    expect(clock.time).toBeCloseTo(1);
    expect(clock.playing).toBe(false);
  });
});
