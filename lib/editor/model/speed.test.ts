import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { itemDuration, itemEnd } from "./document";
import { audioPlan, framePlan, type MediaLayer } from "../render/frame-plan";
import { docWith, video } from "../edits/edit-fixtures";
import { sourceTimeAt } from "../preview/preview-media";
import { frameSourceTime, mapSourceTime, mapTimelineTime, sourceSpan, speedLabel, timelineSpan, withTimelineLength } from "./speed";

describe("source time of a clip at another speed", () => {
  it("runs from the in point at the clip's speed", () => {
    const clip = video("v", 10, 2, 6, { speed: 2 });
    expect(itemDuration(clip)).toBe(2);
    expect(mapSourceTime(clip, 10)).toBe(2);
    expect(mapSourceTime(clip, 11)).toBe(4);
    expect(mapSourceTime(clip, 11.5)).toBe(5);
    const slow = video("s", 0, 1, 2, { speed: 0.25 });
    expect(itemEnd(slow)).toBe(4);
    expect(mapSourceTime(slow, 2)).toBe(1.5);
  });

  it("runs backwards from the out point when reversed, its first frame just inside the out point", () => {
    const clip = video("v", 10, 2, 6, { speed: 2, reverse: true });
    expect(mapSourceTime(clip, 10)).toBe(6);
    expect(mapSourceTime(clip, 11)).toBe(4);
    expect(mapSourceTime(clip, 11.75)).toBe(2.5);
    expect(frameSourceTime(clip, 10)).toBeCloseTo(5.999, 9);
    expect(frameSourceTime(clip, 11)).toBe(4);
  });

  it("maps back: timeline time of a source time, and spans both ways", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (start, inPoint, span, speed, reverse, at) => {
          const clip = video("v", start, inPoint, inPoint + span, { speed, reverse });
          const t = start + at * itemDuration(clip);
          const s = mapSourceTime(clip, t);
          expect(s).toBeGreaterThanOrEqual(clip.in - 1e-9);
          expect(s).toBeLessThanOrEqual(clip.out + 1e-9);
          expect(mapTimelineTime(clip, s)).toBeCloseTo(t, 6);
          const whole = sourceSpan(clip, clip.start, itemEnd(clip));
          expect(whole.from).toBeCloseTo(clip.in, 6);
          expect(whole.to).toBeCloseTo(clip.out, 6);
          const back = timelineSpan(clip, clip.in, clip.out);
          expect(back.from).toBeCloseTo(clip.start, 6);
          expect(back.to).toBeCloseTo(itemEnd(clip), 6);
        },
      ),
    );
  });

  it("cuts a clip to a timeline length at its right edge: the out point forwards, the in point reversed", () => {
    expect(withTimelineLength(video("v", 0, 2, 6, { speed: 2 }), 1)).toMatchObject({ in: 2, out: 4 });
    expect(withTimelineLength(video("v", 0, 2, 6, { speed: 2, reverse: true }), 1)).toMatchObject({ in: 4, out: 6 });
  });

  it("labels a clip's speed for the timeline", () => {
    expect(speedLabel(video("v", 0, 0, 1))).toBe("");
    expect(speedLabel(video("v", 0, 0, 1, { speed: 2 }))).toBe("2×");
    expect(speedLabel(video("v", 0, 0, 1, { speed: 0.25, reverse: true }))).toBe("0.25× reversed");
    expect(speedLabel(video("v", 0, 0, 1, { reverse: true }))).toBe("1× reversed");
  });
});

describe("the preview and the export follow the speed", () => {
  const doc = docWith({ video: [video("fast", 0, 2, 6, { speed: 2 }), video("back", 2, 0, 3, { reverse: true })] });

  it("frame plan: each clip's frame at its mapped source time", () => {
    const at = (t: number) => (framePlan(doc, t).find((l) => l.type === "media") as MediaLayer).sourceTime;
    expect(at(0)).toBe(2);
    expect(at(1.5)).toBe(5);
    expect(at(2)).toBeCloseTo(2.999, 9);
    expect(at(4)).toBe(1);
  });

  it("audio plan: each clip's sound at its mapped source time, and its segment carries the speed", () => {
    const [fast] = audioPlan(doc, 1);
    expect(fast.sourceTime).toBe(4);
    expect(fast.segment).toMatchObject({ start: 0, end: 2, in: 2, out: 6, speed: 2 });
    const [back] = audioPlan(doc, 3.5);
    expect(back.sourceTime).toBe(1.5);
    expect(back.segment).toMatchObject({ start: 2, end: 5, reverse: true });
  });

  it("preview: the element's source time stays inside the clip", () => {
    expect(sourceTimeAt(video("fast", 0, 2, 6, { speed: 2 }), 1)).toBe(4);
    expect(sourceTimeAt(video("back", 0, 0, 3, { reverse: true }), 0)).toBeCloseTo(2.999, 9);
    expect(sourceTimeAt(video("back", 0, 0, 3, { reverse: true }), 3)).toBe(0);
  });
});
