/**
 * Random sequences of edits keep the document's rules, and the history takes every one of them back exactly.
 * Each document is deep-frozen before an edit sees it, so an edit that mutates its input fails the run.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { itemDuration, type ProjectDoc, type TimelineItem } from "../model/document";
import { audio, caption, deepFreeze, docWith, image, text, video } from "./edit-fixtures";
import {
  addItem,
  deleteItem,
  duplicateItem,
  emptyDoc,
  moveItem,
  rippleDelete,
  setCaptionText,
  setFades,
  adjacentTrackId,
  setItemTiming,
  setItemTransform,
  setTextProps,
  setTrackMuted,
  setVolume,
  splitAt,
  TIME_EPSILON,
  trimEnd,
  trimStart,
} from "./index";
import { beginTransaction, commit, commitTransaction, type History, replacePresent } from "../model/history";
import { docIssues } from "../model/invariants";
import { expectRedoAll, expectUndoAll, replayOps } from "./test-helpers";
import { setSpeed } from "./speed-edits";

// Whole seconds make items touch exactly; fractions exercise floating-point drift.
const time = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double({ min: -3, max: 40, noNaN: true }));
const length = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.double({ min: 0.001, max: 8, noNaN: true }));
const pick = fc.nat();
const track = fc.option(fc.nat({ max: emptyDoc().tracks.length - 1 }), { nil: undefined });

const opArb = fc.oneof(
  fc.record({ op: fc.constant("add" as const), kind: fc.constantFrom("video", "audio", "image", "text", "caption"), start: time, inPoint: fc.integer({ min: 0, max: 9 }), len: length, track }),
  fc.record({ op: fc.constant("move" as const), pick, start: time, track }),
  fc.record({ op: fc.constant("drag" as const), pick, starts: fc.array(time, { minLength: 1, maxLength: 5 }) }),
  fc.record({ op: fc.constant("trimStart" as const), pick, time }),
  fc.record({ op: fc.constant("trimEnd" as const), pick, time }),
  fc.record({ op: fc.constant("split" as const), pick, at: fc.double({ min: -0.2, max: 1.2, noNaN: true }) }),
  fc.record({ op: fc.constant("delete" as const), pick }),
  fc.record({ op: fc.constant("ripple" as const), pick }),
  fc.record({ op: fc.constant("duplicate" as const), pick }),
  fc.record({ op: fc.constant("volume" as const), pick, value: fc.double({ min: -1, max: 3, noNaN: true }) }),
  fc.record({ op: fc.constant("fades" as const), pick, fadeIn: fc.option(time, { nil: undefined }), fadeOut: fc.option(time, { nil: undefined }) }),
  fc.record({ op: fc.constant("timing" as const), pick, start: time, len: length }),
  fc.record({ op: fc.constant("text" as const), pick, x: fc.double({ min: -1, max: 2, noNaN: true }), size: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant("caption" as const), pick, words: fc.string() }),
  fc.record({ op: fc.constant("transform" as const), pick, x: fc.double({ min: -1, max: 2, noNaN: true }), scale: fc.double({ min: -1, max: 3, noNaN: true }), opacity: fc.double({ min: -1, max: 2, noNaN: true }) }),
  fc.record({ op: fc.constant("moveTrack" as const), pick, direction: fc.constantFrom(-1 as const, 1 as const) }),
  fc.record({ op: fc.constant("mute" as const), track: fc.nat({ max: 4 }), muted: fc.boolean() }),
  fc.record({ op: fc.constant("speed" as const), pick, speed: fc.double({ min: 0, max: 5, noNaN: true }), reverse: fc.option(fc.boolean(), { nil: undefined }) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function startDoc(): ProjectDoc {
  return docWith({ video: [video("v1", 0, 0, 3), video("v2", 5, 2, 6)], audio: [audio("s1", 1, 0, 10)], text: [text("t1", 2, 2)], caption: [caption("c1", 0, 1)] });
}

function newItem(op: Extract<Op, { op: "add" }>, id: string): TimelineItem {
  const out = op.inPoint + op.len;
  switch (op.kind) {
    case "video":
      return video(id, op.start, op.inPoint, out);
    case "audio":
      return audio(id, op.start, op.inPoint, out);
    case "image":
      return image(id, op.start, op.len);
    case "text":
      return text(id, op.start, op.len);
    case "caption":
      return caption(id, op.start, op.len);
  }
}

/** One step: an edit committed to the history, or for a drag a whole transaction. */
function apply(h: History, op: Op, newId: () => string): History {
  const doc = h.present;
  const items = doc.tracks.flatMap((t) => t.items);
  const target = "pick" in op && items.length > 0 ? items[op.pick % items.length] : undefined;
  const trackId = "track" in op && op.track !== undefined ? doc.tracks[op.track]?.id : undefined;
  if (op.op === "add") return commit(h, addItem(doc, { item: newItem(op, newId()), trackId }));
  if (op.op === "mute") return commit(h, setTrackMuted(doc, { trackId: trackId ?? "", muted: op.muted }));
  if (!target) return h;
  const itemId = target.id;
  switch (op.op) {
    case "move":
      return commit(h, moveItem(doc, { itemId, start: op.start, trackId }));
    case "drag": {
      let dragging = beginTransaction(h);
      for (const start of op.starts) dragging = replacePresent(dragging, deepFreeze(moveItem(dragging.present, { itemId, start })));
      return commitTransaction(dragging);
    }
    case "trimStart":
      return commit(h, trimStart(doc, { itemId, start: op.time }));
    case "trimEnd":
      return commit(h, trimEnd(doc, { itemId, end: op.time }));
    case "split":
      return commit(h, splitAt(doc, { itemId, time: target.start + op.at * itemDuration(target), newId }));
    case "delete":
      return commit(h, deleteItem(doc, { itemId }));
    case "ripple":
      return commit(h, rippleDelete(doc, { itemId }));
    case "duplicate":
      return commit(h, duplicateItem(doc, { itemId, newId }));
    case "volume":
      return commit(h, setVolume(doc, { itemId, volume: op.value }));
    case "fades":
      return commit(h, setFades(doc, { itemId, fadeIn: op.fadeIn, fadeOut: op.fadeOut }));
    case "timing":
      return commit(h, setItemTiming(doc, { itemId, start: op.start, end: op.start + op.len }));
    case "text":
      return commit(h, setTextProps(doc, { itemId, props: { x: op.x, fontSize: op.size } }));
    case "caption":
      return commit(h, setCaptionText(doc, { itemId, text: op.words }));
    case "transform":
      return commit(h, setItemTransform(doc, { itemId, transform: { x: op.x, scale: op.scale, opacity: op.opacity } }));
    case "speed":
      return commit(h, setSpeed(doc, { itemId, speed: op.speed, reverse: op.reverse }));
    case "moveTrack": {
      const trackId = adjacentTrackId(doc, itemId, op.direction);
      return trackId ? commit(h, moveItem(doc, { itemId, start: target.start, trackId })) : h;
    }
  }
}

function expectRulesKept(doc: ProjectDoc): void {
  expect(docIssues(doc)).toEqual([]);
  for (const t of doc.tracks) {
    t.items.forEach((item, i) => {
      expect(item.in).toBeLessThanOrEqual(item.out);
      expect(itemDuration(item)).toBeGreaterThan(0);
      const next = t.items[i + 1];
      if (next) {
        expect(item.start).toBeLessThanOrEqual(next.start);
        expect(item.start + itemDuration(item)).toBeLessThanOrEqual(next.start + TIME_EPSILON);
      }
      if (item.kind === "video" || item.kind === "audio") {
        const limit = doc.assets.find((a) => a.id === item.assetId)?.duration ?? Infinity;
        expect(item.out).toBeLessThanOrEqual(limit + TIME_EPSILON);
      }
      if ("fadeIn" in item) {
        expect(item.fadeIn).toBeGreaterThanOrEqual(0);
        expect(item.fadeOut).toBeGreaterThanOrEqual(0);
        expect(item.fadeIn + item.fadeOut).toBeLessThanOrEqual(itemDuration(item) + TIME_EPSILON);
      }
      if (item.kind === "text") expect(item.x >= 0 && item.x <= 1).toBe(true);
      if ("transform" in item) {
        const { x, y, scale, opacity } = item.transform;
        expect(x >= 0 && x <= 1 && y >= 0 && y <= 1 && scale > 0 && opacity >= 0 && opacity <= 1).toBe(true);
      }
    });
  }
}

// Hundreds of random sequences each: a fixed amount of work, given a budget for a busy machine, not the 5 s default.
const PROPERTY_TIMEOUT = 60_000;

describe("random edit sequences", () => {
  it("keep items sorted, apart, non-empty and inside their sources", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        replayOps(startDoc(), ops, apply, expectRulesKept);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT);

  it("undo all the way gives back exactly the documents that came before, and redo gives them again", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { history, seen } = replayOps(startDoc(), ops, apply);
        expect(history.past).toHaveLength(seen.length - 1);
        const undone = expectUndoAll(history, seen);
        expect(undone.present).toEqual(startDoc());
        expectRedoAll(undone, seen);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TIMEOUT);
});
