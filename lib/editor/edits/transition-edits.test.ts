import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { itemDuration, type ProjectDoc, transitionKinds } from "../model/document";
import { counterIds, docWith, image, tracks, video } from "./edit-fixtures";
import { deleteItem, duplicateItem, moveItem, rippleDelete, splitAt, trimEnd, trimStart } from "./index";
import { audioSegments, gainAt } from "../render/frame-plan";
import { commit, type History } from "../model/history";
import { docIssues } from "../model/invariants";
import { expectRedoAll, expectUndoAll, replayOps } from "./test-helpers";
import { previewSlots } from "../preview/preview-media";
import {
  addTransition,
  cutAtItem,
  cuts,
  removeTransition,
  setTransitionDuration,
  setTransitionKind,
  transitionFit,
} from "./transition-edits";
import { itemReach, transitionAt } from "../model/transition-rules";

// The video asset is 10 s long: v1 shows 2..5 of it, v2 shows 3..7, so each has handles of 2 s or more at the cut.
const twoClips = () => docWith({ video: [video("v1", 0, 2, 5), video("v2", 3, 3, 7)] });
const mainTrack = (doc: ProjectDoc) => doc.tracks.find((t) => t.id === tracks.video)!;

describe("addTransition", () => {
  it("puts a transition centred on the cut between touching clips", () => {
    const doc = addTransition(twoClips(), { fromId: "v1", kind: "dissolve", duration: 1, newId: counterIds("t") });
    expect(mainTrack(doc).transitions).toEqual([{ id: "t1", kind: "dissolve", fromId: "v1", toId: "v2", duration: 1 }]);
    expect(docIssues(doc)).toEqual([]);
    const track = mainTrack(doc);
    expect(transitionAt(track, 2.49)).toBeNull();
    expect(transitionAt(track, 2.5)?.progress).toBe(0);
    expect(transitionAt(track, 3)?.progress).toBeCloseTo(0.5);
    expect(transitionAt(track, 3.5)).toBeNull();
    expect(itemReach(track, track.items[0])).toMatchObject({ start: 0, end: 3.5, tail: 0.5 });
    expect(itemReach(track, track.items[1])).toMatchObject({ start: 2.5, end: 7, lead: 0.5 });
  });

  it("shortens to the handles that exist, and says so", () => {
    // v1 ends at its source's end (10 s): no media after its end, so no transition fits.
    const noHandle = docWith({ video: [video("v1", 0, 7, 10), video("v2", 3, 3, 7)] });
    expect(addTransition(noHandle, { fromId: "v1", kind: "dissolve", newId: counterIds("t") })).toBe(noHandle);
    expect(transitionFit(noHandle, video("v1", 0, 7, 10), video("v2", 3, 3, 7), 1).note).toMatch(/No room for a transition: “v1” has 0 s of media after its end/);
    // v2 starts 0.25 s into its source: the transition is at most 0.5 s.
    const short = docWith({ video: [video("v1", 0, 2, 5), video("v2", 3, 0.25, 4)] });
    const doc = addTransition(short, { fromId: "v1", kind: "dissolve", duration: 2, newId: counterIds("t") });
    expect(mainTrack(doc).transitions?.[0].duration).toBe(0.5);
    expect(transitionFit(short, video("v1", 0, 2, 5), video("v2", 3, 0.25, 4), 2).note).toBe("Shortened to 0.5 s: “v2” has 0.25 s of media before its start.");
    // Pictures have unlimited handles: only their lengths limit it.
    const pictures = docWith({ video: [image("p1", 0, 2), image("p2", 2, 3)] });
    expect(mainTrack(addTransition(pictures, { fromId: "p1", kind: "iris", duration: 9, newId: counterIds("t") })).transitions?.[0].duration).toBe(2);
  });

  it("is refused without a cut, on a cut that has one, and on tracks without pictures", () => {
    const gap = docWith({ video: [video("v1", 0, 2, 5), video("v2", 4, 3, 7)] });
    expect(addTransition(gap, { fromId: "v1", kind: "dissolve", newId: counterIds("t") })).toBe(gap);
    const once = addTransition(twoClips(), { fromId: "v1", kind: "dissolve", newId: counterIds("t") });
    expect(addTransition(once, { fromId: "v1", kind: "push", newId: counterIds("u") })).toBe(once);
    expect(cutAtItem(twoClips(), "v2", "start")?.from.id).toBe("v1");
    expect(cuts(once)).toHaveLength(1);
  });
});

describe("editing a transition", () => {
  const base = () => addTransition(twoClips(), { fromId: "v1", kind: "dissolve", duration: 1, newId: counterIds("t") });

  it("sets the duration within two frames and the handles, changes the kind, and removes it", () => {
    const doc = base();
    expect(mainTrack(setTransitionDuration(doc, { transitionId: "t1", duration: 1.5 })).transitions?.[0].duration).toBe(1.5);
    // v1 and v2 are 3 and 4 s long; handles 5 s after v1, 3 s before v2: the clips' length limits it.
    expect(mainTrack(setTransitionDuration(doc, { transitionId: "t1", duration: 60 })).transitions?.[0].duration).toBe(3);
    expect(mainTrack(setTransitionDuration(doc, { transitionId: "t1", duration: 0 })).transitions?.[0].duration).toBeCloseTo(2 / 30);
    expect(setTransitionDuration(doc, { transitionId: "t1", duration: Number.NaN })).toBe(doc);
    expect(mainTrack(setTransitionKind(doc, { transitionId: "t1", kind: "wipe-up" })).transitions?.[0].kind).toBe("wipe-up");
    expect(mainTrack(removeTransition(doc, { transitionId: "t1" })).transitions).toBeUndefined();
  });

  it("follows its clips: dropped when the cut goes, clamped when a handle shrinks, kept across a split", () => {
    const doc = base();
    expect(mainTrack(moveItem(doc, { itemId: "v2", start: 6 })).transitions).toBeUndefined();
    expect(mainTrack(deleteItem(doc, { itemId: "v1" })).transitions).toBeUndefined();
    // Trimming v2 to 0.5 s long leaves room for a 0.5 s transition; trimming its start away from the cut ends it.
    const trimmed = trimEnd(doc, { itemId: "v2", end: 3.5 });
    expect(mainTrack(trimmed).transitions?.[0].duration).toBeCloseTo(0.5);
    expect(mainTrack(trimStart(doc, { itemId: "v2", start: 3.2 })).transitions).toBeUndefined();
    const split = splitAt(doc, { itemId: "v1", time: 1, newId: counterIds("s") });
    expect(mainTrack(split).transitions?.[0]).toMatchObject({ fromId: "s2", toId: "v2", duration: 1 });
    const splitIn = splitAt(doc, { itemId: "v2", time: 5, newId: counterIds("s") });
    expect(mainTrack(splitIn).transitions?.[0]).toMatchObject({ fromId: "v1", toId: "s1" });
  });
});

const pick = fc.nat();
const seconds = fc.oneof(fc.integer({ min: -1, max: 6 }), fc.double({ min: -1, max: 6, noNaN: true }));
const opArb = fc.oneof(
  fc.record({ op: fc.constant("add" as const), pick, kind: fc.constantFrom(...transitionKinds), duration: fc.option(seconds, { nil: undefined }) }),
  fc.record({ op: fc.constant("duration" as const), pick, duration: seconds }),
  fc.record({ op: fc.constant("kind" as const), pick, kind: fc.constantFrom(...transitionKinds) }),
  fc.record({ op: fc.constant("remove" as const), pick }),
  fc.record({ op: fc.constant("move" as const), pick, start: fc.double({ min: 0, max: 20, noNaN: true }) }),
  fc.record({ op: fc.constant("trimStart" as const), pick, time: fc.double({ min: 0, max: 20, noNaN: true }) }),
  fc.record({ op: fc.constant("trimEnd" as const), pick, time: fc.double({ min: 0, max: 20, noNaN: true }) }),
  fc.record({ op: fc.constant("split" as const), pick, at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant("delete" as const), pick }),
  fc.record({ op: fc.constant("ripple" as const), pick }),
  fc.record({ op: fc.constant("duplicate" as const), pick }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function startDoc(): ProjectDoc {
  return docWith({
    video: [video("v1", 0, 2, 5), video("v2", 3, 3, 7), image("p1", 7, 2), video("v3", 9, 0, 4)],
    overlay: [image("o1", 1, 2), image("o2", 3, 2)],
  });
}

function apply(h: History, op: Op, newId: () => string): History {
  const doc = h.present;
  const items = doc.tracks.flatMap((t) => t.items);
  const transitions = doc.tracks.flatMap((t) => t.transitions ?? []);
  const item = items.length > 0 ? items[op.pick % items.length] : undefined;
  const tr = transitions.length > 0 ? transitions[op.pick % transitions.length] : undefined;
  switch (op.op) {
    case "add":
      return item ? commit(h, addTransition(doc, { fromId: item.id, kind: op.kind, duration: op.duration, newId })) : h;
    case "duration":
      return tr ? commit(h, setTransitionDuration(doc, { transitionId: tr.id, duration: op.duration })) : h;
    case "kind":
      return tr ? commit(h, setTransitionKind(doc, { transitionId: tr.id, kind: op.kind })) : h;
    case "remove":
      return tr ? commit(h, removeTransition(doc, { transitionId: tr.id })) : h;
  }
  if (!item) return h;
  const itemId = item.id;
  switch (op.op) {
    case "move":
      return commit(h, moveItem(doc, { itemId, start: op.start }));
    case "trimStart":
      return commit(h, trimStart(doc, { itemId, start: op.time }));
    case "trimEnd":
      return commit(h, trimEnd(doc, { itemId, end: op.time }));
    case "split":
      return commit(h, splitAt(doc, { itemId, time: item.start + op.at * itemDuration(item), newId }));
    case "delete":
      return commit(h, deleteItem(doc, { itemId }));
    case "ripple":
      return commit(h, rippleDelete(doc, { itemId }));
    case "duplicate":
      return commit(h, duplicateItem(doc, { itemId, newId }));
  }
}

const PROPERTY_TIMEOUT = 60_000;

describe("random sequences of transition and clip edits", () => {
  it("keep every transition on a cut it fits, and the timeline's rules", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        replayOps(startDoc(), ops, apply, (doc) => {
          expect(docIssues(doc)).toEqual([]);
          for (const track of doc.tracks) for (const tr of track.transitions ?? []) expect(tr.duration).toBeGreaterThanOrEqual(2 / 30 - 1e-9);
        });
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT);

  it("undo gives back exactly the documents that came before, and redo gives them again", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { history, seen } = replayOps(startDoc(), ops, apply);
        expectRedoAll(expectUndoAll(history, seen), seen);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TIMEOUT);
});

describe("across a transition", () => {
  const doc = addTransition(twoClips(), { fromId: "v1", kind: "dissolve", duration: 2, newId: counterIds("t") });

  it("the sound crossfades: the outgoing clip plays on past its out point fading out, the incoming one fades in early", () => {
    const [a, b] = audioSegments(doc).filter((s) => s.trackId === tracks.video);
    expect(a).toMatchObject({ start: 0, end: 4, in: 2, out: 6 });
    expect(b).toMatchObject({ start: 2, end: 7, in: 2, out: 7 });
    for (const t of [2, 2.5, 3, 3.5, 3.99]) {
      expect(gainAt(a, t) + gainAt(b, t)).toBeCloseTo(1);
    }
    expect(gainAt(a, 3)).toBeCloseTo(0.5);
    expect(gainAt(a, 1.9)).toBe(1);
    expect(gainAt(b, 4.1)).toBe(1);
  });

  it("the preview keeps both clips playing, each at its own source time and gain", () => {
    const withUrls = { ...doc, assets: doc.assets.map((a) => ({ ...a, url: `/media/${a.id}` })) };
    const slots = previewSlots(withUrls, 2.5).filter((s) => s.trackId === tracks.video);
    expect(slots.map((s) => [s.item.id, s.active, s.sourceTime, s.gain])).toEqual([
      ["v1", true, 4.5, 0.75],
      ["v2", true, 2.5, 0.25],
    ]);
  });
});
