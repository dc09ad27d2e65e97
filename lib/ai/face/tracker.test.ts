import { describe, expect, it } from "vitest";

import { trackBoxAt, trackBoxesAt } from "@/lib/editor/tracking/blur-tracks";
import type { Box } from "@/lib/editor/model/document";

import { affinity, predictBox, smoothKeys, trackDetections, type FrameDetections } from "./tracker";

const box = (x: number, y: number, w = 0.1, h = 0.1): Box => ({ x, y, w, h });
const frame = (t: number, ...boxes: Box[]): FrameDetections => ({ t, detections: boxes.map((b) => ({ box: b, score: 0.9 })) });
const cx = (b: Box) => b.x + b.w / 2;

describe("trackDetections", () => {
  it("keeps two faces apart as they move, each on its own track", () => {
    // Face A walks right, face B walks left, on different rows; detections come in either order.
    const frames = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? frame(i * 0.15, box(0.1 + i * 0.03, 0.2), box(0.8 - i * 0.03, 0.6)) : frame(i * 0.15, box(0.8 - i * 0.03, 0.6), box(0.1 + i * 0.03, 0.2)),
    );
    const tracks = trackDetections(frames, { smoothing: 0 });
    expect(tracks).toHaveLength(2);
    for (const track of tracks) expect(track.keys).toHaveLength(10);
    const a = tracks.find((t) => t.keys[0].box.y === 0.2)!;
    const b = tracks.find((t) => t.keys[0].box.y === 0.6)!;
    expect(a.keys.every((k) => k.box.y === 0.2)).toBe(true);
    expect(b.keys.every((k) => k.box.y === 0.6)).toBe(true);
    expect(a.keys.map((k) => k.box.x)).toEqual(a.keys.map((_, i) => 0.1 + i * 0.03));
    expect(a.score).toBeCloseTo(0.9);
  });

  it("follows a small fast face by its predicted position when its boxes no longer overlap", () => {
    // 0.06 per step with a 0.05-wide box: consecutive boxes never overlap.
    const frames = Array.from({ length: 8 }, (_, i) => frame(i * 0.2, box(0.05 + i * 0.06, 0.5, 0.05, 0.05)));
    expect(trackDetections(frames, { smoothing: 0 })).toHaveLength(1);
  });

  it("bridges a short gap (interpolated in between) and starts a new track after a long one", () => {
    const frames = [frame(0, box(0.1, 0.1)), frame(0.2, box(0.12, 0.1)), frame(0.4), frame(0.6), frame(0.8, box(0.18, 0.1)), frame(1.0, box(0.2, 0.1))];
    const bridged = trackDetections(frames, { smoothing: 0, maxGap: 0.7 });
    expect(bridged).toHaveLength(1);
    expect(bridged[0].keys.map((k) => k.t)).toEqual([0, 0.2, 0.8, 1.0]);
    // In the gap the box moves linearly between the keys at 0.2 and 0.8.
    expect(trackBoxAt(bridged[0], 0.5, 0.2)!.x).toBeCloseTo(0.15);

    const split = trackDetections([...frames.slice(0, 2), frame(0.4), frame(0.6), frame(0.8), frame(1.0), frame(1.2, box(0.2, 0.1)), frame(1.4, box(0.2, 0.1))], {
      smoothing: 0,
      maxGap: 0.5,
    });
    expect(split).toHaveLength(2);
    expect(split[1].keys[0].t).toBe(1.2);
  });

  it("drops a one-sample false positive but keeps everything in a clip too short to tell", () => {
    const frames = [frame(0, box(0.1, 0.1)), frame(0.2, box(0.1, 0.1), box(0.7, 0.7)), frame(0.4, box(0.1, 0.1)), frame(0.6, box(0.1, 0.1))];
    const tracks = trackDetections(frames);
    expect(tracks).toHaveLength(1);
    expect(tracks[0].keys[0].box.x).toBeCloseTo(0.1);
    expect(trackDetections([frame(0, box(0.4, 0.4))])).toHaveLength(1);
  });

  it("smooths the detector's jitter without moving a steady face", () => {
    const jitter = [0, 0.02, -0.02, 0.02, -0.02, 0.02, -0.02, 0];
    const frames = jitter.map((d, i) => frame(i * 0.1, box(0.4 + d, 0.3)));
    const [raw] = trackDetections(frames, { smoothing: 0 });
    const [smooth] = trackDetections(frames, { smoothing: 2 });
    const wobble = (keys: { box: Box }[]) => keys.slice(1).reduce((s, k, i) => s + Math.abs(cx(k.box) - cx(keys[i].box)), 0);
    expect(wobble(smooth.keys)).toBeLessThan(wobble(raw.keys) / 3);
    const mean = smooth.keys.reduce((s, k) => s + k.box.x, 0) / smooth.keys.length;
    expect(mean).toBeCloseTo(0.4, 2);
    // A face at rest stays put.
    const still = smoothKeys([0, 1, 2, 3].map((i) => ({ t: i, box: box(0.3, 0.3) })), 3);
    for (const key of still) {
      expect(key.box.x).toBeCloseTo(0.3, 9);
      expect(key.box.w).toBeCloseTo(0.1, 9);
    }
  });
});

describe("tracker pieces", () => {
  it("predicts at constant velocity and scores overlap above distance", () => {
    const keys = [
      { t: 0, box: box(0.1, 0.1) },
      { t: 1, box: box(0.2, 0.1) },
    ];
    expect(predictBox(keys, 2).x).toBeCloseTo(0.3);
    expect(predictBox(keys.slice(0, 1), 2)).toEqual(box(0.1, 0.1));
    const same = affinity(box(0.1, 0.1), box(0.1, 0.1), 0.15, 1);
    const near = affinity(box(0.1, 0.1), box(0.2, 0.1), 0.15, 1);
    const far = affinity(box(0.1, 0.1), box(0.6, 0.6), 0.15, 1);
    expect(same).toBe(2);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(same);
    expect(far).toBe(0);
  });
});

describe("trackBoxAt (what the preview and export blur at a time)", () => {
  const track = { keys: [{ t: 1, box: box(0.1, 0.2) }, { t: 2, box: box(0.3, 0.2, 0.2, 0.2) }, { t: 4, box: box(0.3, 0.6) }] };

  it("interpolates between keys, position and size", () => {
    expect(trackBoxAt(track, 1.5)).toEqual({ x: 0.2, y: 0.2, w: expect.closeTo(0.15) as number, h: expect.closeTo(0.15) as number });
    expect(trackBoxAt(track, 3)!.y).toBeCloseTo(0.4);
    expect(trackBoxAt(track, 2)).toEqual(box(0.3, 0.2, 0.2, 0.2));
  });

  it("holds the end boxes for `hold` seconds, and nothing beyond", () => {
    expect(trackBoxAt(track, 0.85, 0.2)).toEqual(box(0.1, 0.2));
    expect(trackBoxAt(track, 0.75, 0.2)).toBeNull();
    expect(trackBoxAt(track, 4.15, 0.2)).toEqual(box(0.3, 0.6));
    expect(trackBoxAt(track, 4.25, 0.2)).toBeNull();
    expect(trackBoxAt({ keys: [] }, 1)).toBeNull();
  });

  it("gathers the boxes of every track on screen", () => {
    const other = { keys: [{ t: 3, box: box(0.7, 0.7) }] };
    const tracks = [
      { id: "a", target: "face" as const, ...track },
      { id: "b", target: "face" as const, ...other },
    ];
    expect(trackBoxesAt(tracks, 1.5)).toHaveLength(1);
    expect(trackBoxesAt(tracks, 3)).toHaveLength(2);
  });
});
