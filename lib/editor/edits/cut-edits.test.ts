/**
 * Cutting spans out of the whole timeline: the unit cases, then random timelines of linked clips (a video clip on
 * the Video track and the same clip on the Audio track) cut at random spans, where the rules must hold, the linked
 * pairs stay in sync, and undo gives back the very document from before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type CaptionItem, itemEnd, itemsEnd, type ProjectDoc } from "../model/document";
import { caption, counterIds, deepFreeze, docWith, itemById, spans, tracks, video } from "./edit-fixtures";
import { cutRanges, cutSourceSpans, sourceToTimeline } from "./cut-edits";
import { commit, createHistory, undo } from "../model/history";
import { docIssues } from "../model/invariants";

describe("cutRanges", () => {
  it("splits a clip and ripples everything after the cut, on every track", () => {
    const doc = deepFreeze(
      docWith({
        video: [video("v", 0, 0, 10)],
        audio: [{ ...video("va", 0, 0, 10) }],
        caption: [caption("c1", 0, 2), caption("c2", 6, 2)],
      }),
    );
    const next = cutRanges(doc, { ranges: [{ start: 3, end: 5 }], newId: counterIds() });
    expect(docIssues(next)).toEqual([]);
    expect(spans(next, tracks.video).map(([, s, e]) => [s, e])).toEqual([
      [0, 3],
      [3, 8],
    ]);
    expect(spans(next, tracks.audio).map(([, s, e]) => [s, e])).toEqual([
      [0, 3],
      [3, 8],
    ]);
    // The right part plays the source from 5 s on.
    const right = next.tracks.find((t) => t.id === tracks.video)!.items[1];
    expect([right.in, right.out]).toEqual([5, 10]);
    expect(spans(next, tracks.caption)).toEqual([
      ["c1", 0, 2],
      ["c2", 4, 6],
    ]);
    expect(itemsEnd(next)).toBe(8);
  });

  it("a span ending a hair after a clip starts trims that clip's head rather than leaving it to overlap what moves left", () => {
    // Found by the property test below: a clip starting 0.1 ms before the span's end was neither split nor moved.
    const doc = deepFreeze(docWith({ video: [video("v0", 0.0009, 0, 0.2), video("v1", 0.2009, 0, 0.2)], audio: [video("a0", 0.0009, 0, 0.2), video("a1", 0.2009, 0, 0.2)] }));
    const next = cutRanges(doc, { ranges: [{ start: 0, end: 0.001 }], newId: counterIds() });
    expect(docIssues(next)).toEqual([]);
    for (const track of [tracks.video, tracks.audio]) {
      const [first, second] = spans(next, track);
      expect(first[2]).toBeLessThanOrEqual(second[1] + 1e-9);
      expect(second[1]).toBeCloseTo(0.1999, 9);
    }
  });

  it("cuts the words spoken inside the span out of a caption and shortens it", () => {
    const cue: CaptionItem = {
      ...caption("c", 1, 4, "one two three"),
      words: [
        { text: "one", start: 0, end: 0.8 },
        { text: "two", start: 1.5, end: 2.2 },
        { text: "three", start: 3, end: 3.8 },
      ],
    };
    const doc = deepFreeze(docWith({ caption: [cue] }));
    const next = cutRanges(doc, { ranges: [{ start: 2.2, end: 3.5 }], newId: counterIds() });
    const cut = itemById(next, "c") as CaptionItem;
    expect(cut.text).toBe("one three");
    expect([cut.start, itemEnd(cut)]).toEqual([1, 5 - 1.3]);
    expect(cut.words!.map((w) => [w.text, Math.round(w.start * 100) / 100])).toEqual([
      ["one", 0],
      ["three", 1.7],
    ]);
    // A cue whose every word is cut goes.
    const gone = cutRanges(doc, { ranges: [{ start: 0.5, end: 4.9 }], newId: counterIds() });
    expect(itemById(gone, "c")).toBeUndefined();
  });

  it("changes nothing for no spans, and shortens a set project length", () => {
    const doc = docWith({ video: [video("v", 0, 0, 10)] });
    expect(cutRanges(doc, { ranges: [], newId: counterIds() })).toBe(doc);
    const long = { ...doc, length: 20 };
    expect(cutRanges(long, { ranges: [{ start: 12, end: 15 }], newId: counterIds() }).length).toBe(17);
  });

  it("maps a clip's source spans to the timeline through its speed and direction", () => {
    const clip = video("v", 2, 1, 9, { speed: 2 });
    expect(sourceToTimeline(clip, [{ start: 3, end: 5 }])).toEqual([{ start: 3, end: 4 }]);
    const reversed = { ...clip, reverse: true };
    expect(sourceToTimeline(reversed, [{ start: 3, end: 5 }])).toEqual([{ start: 4, end: 5 }]);
    expect(sourceToTimeline(clip, [{ start: 0, end: 1 }])).toEqual([]);
    const doc = docWith({ video: [clip] });
    const next = cutSourceSpans(doc, { itemId: "v", spans: [{ start: 3, end: 5 }], newId: counterIds() });
    expect(itemsEnd(next)).toBeCloseTo(itemsEnd(doc) - 1, 9);
  });
});

/** Clips of one asset, each on the Video track and, linked, the same on the Audio track. */
const timelineArb = fc
  .array(fc.record({ gap: fc.double({ min: 0, max: 3, noNaN: true }), inPoint: fc.double({ min: 0, max: 4, noNaN: true }), len: fc.double({ min: 0.2, max: 6, noNaN: true }), speed: fc.constantFrom(1, 1, 0.5, 2), reverse: fc.boolean() }), { minLength: 1, maxLength: 5 })
  .map((clips) => {
    let at = 0;
    const videos = clips.map((c, i) => {
      const start = at + c.gap;
      const out = Math.min(10, c.inPoint + c.len);
      const item = video(`v${i}`, start, c.inPoint, out, { speed: c.speed, ...(c.reverse ? { reverse: true } : {}) });
      at = itemEnd(item);
      return item;
    });
    const cues = videos.map((v, i) => caption(`c${i}`, v.start, Math.max(0.1, itemEnd(v) - v.start), `cue ${i}`));
    return docWith({ video: videos, audio: videos.map((v) => ({ ...v, id: `a${v.id}` })), caption: cues });
  });
const rangesArb = fc.array(fc.record({ start: fc.double({ min: 0, max: 40, noNaN: true }), len: fc.double({ min: 0.001, max: 5, noNaN: true }) }), { maxLength: 6 });

/** Where in which source the track plays at t (null: nothing). */
function sourceAt(doc: ProjectDoc, trackId: string, t: number): number | null {
  const item = doc.tracks.find((tr) => tr.id === trackId)!.items.find((i) => i.start <= t && t < itemEnd(i));
  if (!item || item.kind !== "video") return null;
  const local = (t - item.start) * (item.speed ?? 1);
  return item.reverse ? item.out - local : item.in + local;
}

describe("cutRanges on random timelines", () => {
  it("keeps the rules, keeps linked clips in sync, shortens by what was cut and undoes exactly", () => {
    fc.assert(
      fc.property(timelineArb, rangesArb, (doc, raw) => {
        const before = structuredClone(doc);
        deepFreeze(doc);
        const ranges = raw.map((r) => ({ start: r.start, end: r.start + r.len }));
        const next = cutRanges(doc, { ranges, newId: counterIds("x") });
        expect(docIssues(next)).toEqual([]);
        // The same source plays at every time on both tracks.
        const end = itemsEnd(next);
        for (let t = 0; t < end; t += 0.137) {
          const v = sourceAt(next, tracks.video, t);
          const a = sourceAt(next, tracks.audio, t);
          if (v === null) expect(a).toBeNull();
          else expect(a).toBeCloseTo(v, 6);
        }
        // The timeline is shorter by the part of the spans that fell on it.
        const oldEnd = itemsEnd(doc);
        let covered = 0;
        let reach = 0;
        for (const r of [...ranges].sort((x, y) => x.start - y.start)) {
          const s = Math.max(r.start, reach);
          const e = Math.min(r.end, oldEnd);
          if (e > s) covered += e - s;
          reach = Math.max(reach, r.end);
        }
        expect(end).toBeCloseTo(oldEnd - covered, 3);
        // One undo step gives back the document as it was.
        const history = undo(commit(createHistory(doc), next));
        expect(history.present).toBe(doc);
        expect(history.present).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
