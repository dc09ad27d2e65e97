import { describe, expect, it } from "vitest";

import { docWith, video } from "../edits/edit-fixtures";
import {
  beginTransaction,
  canRedo,
  canUndo,
  cancelTransaction,
  commit,
  commitTransaction,
  createHistory,
  HISTORY_LIMIT,
  redo,
  replacePresent,
  undo,
} from "./history";
import { moveItem } from "../edits/placement-edits";

const d0 = docWith({ video: [video("a", 0, 0, 2)] });
const d1 = moveItem(d0, { itemId: "a", start: 1 });
const d2 = moveItem(d1, { itemId: "a", start: 2 });
const d3 = moveItem(d2, { itemId: "a", start: 3 });

describe("commit, undo and redo", () => {
  it("starts with nothing to undo or redo", () => {
    const h = createHistory(d0);
    expect(h.present).toBe(d0);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it("undoes and redoes steps in order", () => {
    let h = commit(commit(createHistory(d0), d1), d2);
    expect(h.past).toEqual([d0, d1]);
    h = undo(h);
    expect(h.present).toBe(d1);
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe(d0);
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(h.present).toBe(d2);
    expect(canRedo(h)).toBe(false);
  });

  it("drops the redo steps on a new commit", () => {
    const h = commit(undo(commit(commit(createHistory(d0), d1), d2)), d3);
    expect(h.present).toBe(d3);
    expect(h.past).toEqual([d0, d1]);
    expect(h.future).toEqual([]);
  });

  it("ignores a commit of the present document itself", () => {
    const h = commit(createHistory(d0), d1);
    expect(commit(h, d1)).toBe(h);
  });

  it("keeps at most the limit of steps, dropping the oldest", () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    const docs = Array.from({ length: 6 }, (_, i) => moveItem(d0, { itemId: "a", start: i + 1 }));
    let h = createHistory(d0, 3);
    for (const d of docs) h = commit(h, d);
    expect(h.past).toEqual(docs.slice(2, 5));
    expect(h.present).toBe(docs[5]);
    let big = createHistory(d0);
    for (let i = 1; i <= 150; i++) big = commit(big, moveItem(d0, { itemId: "a", start: i }));
    expect(big.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("transactions", () => {
  it("records a drag of many documents as one step", () => {
    let h = beginTransaction(createHistory(d0));
    h = replacePresent(h, d1);
    h = replacePresent(h, d2);
    h = replacePresent(h, d3);
    expect(h.past).toEqual([]);
    h = commitTransaction(h);
    expect(h.past).toEqual([d0]);
    expect(h.present).toBe(d3);
    expect(undo(h).present).toBe(d0);
    expect(h.transactionBase).toBeNull();
  });

  it("records nothing when the drag ends where it began", () => {
    const start = createHistory(d0);
    const h = commitTransaction(replacePresent(replacePresent(beginTransaction(start), d1), d0));
    expect(h.past).toEqual([]);
    expect(h.present).toBe(d0);
    expect(commitTransaction(start)).toBe(start);
  });

  it("cancel puts back the document from before", () => {
    const h = cancelTransaction(replacePresent(beginTransaction(commit(createHistory(d0), d1)), d3));
    expect(h.present).toBe(d1);
    expect(h.past).toEqual([d0]);
    expect(h.transactionBase).toBeNull();
  });

  it("keeps the first start when begun twice, and undo during a drag undoes the drag", () => {
    let h = beginTransaction(createHistory(d0));
    h = replacePresent(h, d1);
    h = beginTransaction(h);
    h = replacePresent(h, d2);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(d0);
    expect(h.future).toEqual([d2]);
  });

  it("a commit during a drag records the drag first", () => {
    const h = commit(replacePresent(beginTransaction(createHistory(d0)), d1), d2);
    expect(h.past).toEqual([d0, d1]);
    expect(h.present).toBe(d2);
  });
});
