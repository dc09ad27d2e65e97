/** Test-only: random edit sequences for the edits' property tests, and the undo/redo walk back through them. */
import { expect } from "vitest";

import type { ProjectDoc } from "../model/document";
import { counterIds, deepFreeze } from "./edit-fixtures";
import type { IdFactory } from "./edit-helpers";
import { createHistory, type History, redo, undo } from "../model/history";

/**
 * Runs `ops` through `apply` on a fresh history of `start` (new ids r1, r2, …), freezing every document so that an
 * edit that mutates its input throws, and calls `check` on each document it makes. Returns the history and a copy
 * of each document the sequence went through: the start, then each change.
 */
export function replayOps<Op>(
  start: ProjectDoc,
  ops: readonly Op[],
  apply: (h: History, op: Op, newId: IdFactory) => History,
  check: (doc: ProjectDoc) => void = () => {},
): { history: History; seen: ProjectDoc[] } {
  const newId = counterIds("r");
  const first = deepFreeze(start);
  const seen: ProjectDoc[] = [structuredClone(first)];
  let history = createHistory(first);
  for (const op of ops) {
    const before = history.present;
    history = apply(history, op, newId);
    deepFreeze(history.present);
    check(history.present);
    if (history.present !== before) seen.push(structuredClone(history.present));
  }
  return { history, seen };
}

/** Undoes every step of a replayed sequence, expecting each document before it in turn; returns the history at its start. */
export function expectUndoAll(history: History, seen: ProjectDoc[]): History {
  let h = history;
  for (let k = seen.length - 2; k >= 0; k--) {
    h = undo(h);
    expect(h.present).toEqual(seen[k]);
  }
  return h;
}

/** Redoes every step from the start of a replayed sequence, expecting each document after it in turn. */
export function expectRedoAll(history: History, seen: ProjectDoc[]): History {
  let h = history;
  for (let k = 1; k < seen.length; k++) {
    h = redo(h);
    expect(h.present).toEqual(seen[k]);
  }
  return h;
}
