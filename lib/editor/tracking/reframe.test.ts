import { describe, expect, it } from "vitest";

import { docWith, video } from "../edits/edit-fixtures";
import { placeRect } from "../render/frame-plan";
import { valueAt } from "../model/keyframes";
import { coverScale, pathKeyframes, REFRAME_MAX_SPEED, reframeItem, smoothPath } from "./reframe";

const vertical = () => {
  const doc = docWith({ video: [video("v", 0, 0, 6)] });
  return { ...doc, settings: { ...doc.settings, aspectRatio: "9:16" as const, resolution: "1920x1080" as const } };
};
const src = { width: 1920, height: 1080 };
const out = { width: 1080, height: 1920 };
const face = (x: number) => ({ x: x - 0.05, y: 0.3, w: 0.1, h: 0.18 });

describe("reframe", () => {
  it("covers the new frame: a 16:9 picture in a 9:16 frame is scaled up to fill it", () => {
    const scale = coverScale(src, out);
    const rect = placeRect(src, out, { x: 0.5, y: 0.5, scale });
    expect(rect.h).toBeCloseTo(1920);
    expect(rect.w).toBeGreaterThan(1080);
  });

  it("keeps a speaker at the left edge inside the frame, at every time", () => {
    const doc = vertical();
    const samples = [0, 1, 2, 3, 4, 5, 6].map((t) => ({ t, faces: [face(0.12 + 0.02 * t)] }));
    const item = reframeItem(doc, doc.tracks[0].items[0] as never, src, samples)!;
    for (let t = 0; t <= 6; t += 0.5) {
      const x = valueAt(item.keyframes?.x, t, item.transform.x);
      const rect = placeRect(src, out, { x, y: 0.5, scale: item.transform.scale });
      const cx = 0.12 + 0.02 * t;
      const faceLeft = rect.x + (cx - 0.05) * rect.w;
      const faceRight = rect.x + (cx + 0.05) * rect.w;
      expect(faceLeft, `at ${t} s`).toBeGreaterThanOrEqual(0);
      expect(faceRight, `at ${t} s`).toBeLessThanOrEqual(1080);
      // The picture still covers the frame.
      expect(rect.x).toBeLessThanOrEqual(0.5);
      expect(rect.x + rect.w).toBeGreaterThanOrEqual(1079.5);
    }
  });

  it("keeps the centre where nobody is found, and gives a still frame for a still subject", () => {
    const doc = vertical();
    const none = reframeItem(doc, doc.tracks[0].items[0] as never, src, [0, 1, 2].map((t) => ({ t, faces: [] })))!;
    expect(none.transform.x).toBe(0.5);
    expect(none.keyframes?.x).toBeUndefined();
    const jitter = [0, 0.5, 1, 1.5, 2, 2.5, 3].map((t, i) => ({ t, faces: [face(0.3 + (i % 2 ? 0.01 : -0.01))] }));
    const still = reframeItem(doc, doc.tracks[0].items[0] as never, src, jitter)!;
    expect(still.keyframes?.x).toBeUndefined();
    expect(still.transform.x).toBeGreaterThan(0.5);
  });

  it("moves no faster than its bound, and does not move within the dead zone", () => {
    const jump = [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2].map((t) => ({ t, v: t < 1 ? 0.2 : 0.8 }));
    const path = smoothPath(jump);
    for (let i = 1; i < path.length; i++) expect(Math.abs(path[i].v - path[i - 1].v)).toBeLessThanOrEqual(REFRAME_MAX_SPEED * 0.2 + 1e-9);
    const wobble = smoothPath([0, 1, 2, 3].map((t) => ({ t, v: 0.5 + (t % 2 ? 0.01 : 0) })));
    expect(new Set(wobble.map((p) => p.v)).size).toBe(1);
    expect(pathKeyframes(wobble)).toHaveLength(1);
  });

  it("leaves a picture that already fits the frame's shape alone", () => {
    const doc = docWith({ video: [video("v", 0, 0, 6)] });
    expect(reframeItem(doc, doc.tracks[0].items[0] as never, src, [])).toBeNull();
  });
});
