/**
 * Undo/redo for project documents. Documents are immutable, so the history keeps whole documents and shares every
 * unchanged track and item between steps.
 *
 * A drag changes the document on every pointer move but must undo in one step: `beginTransaction` remembers the
 * document from before the drag, `replacePresent` shows each intermediate document without recording it, and
 * `commitTransaction` records the drag once (or `cancelTransaction` puts the old document back).
 */
import type { ProjectDoc } from "./document";

export const HISTORY_LIMIT = 100;

export interface History {
  /** Oldest first; at most `limit` documents. */
  past: ProjectDoc[];
  present: ProjectDoc;
  /** Next redo first. */
  future: ProjectDoc[];
  limit: number;
  /** The document from before the open transaction, or null when none is open. */
  transactionBase: ProjectDoc | null;
}

export function createHistory(present: ProjectDoc, limit: number = HISTORY_LIMIT): History {
  return { past: [], present, future: [], limit: Math.max(1, Math.floor(limit)), transactionBase: null };
}

function record(history: History, previous: ProjectDoc, next: ProjectDoc): History {
  const past = [...history.past, previous];
  return {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: next,
    future: [],
    transactionBase: null,
  };
}

/** Records `next` as a new step; committing the present document itself is a no-op. Closes any open transaction. */
export function commit(history: History, next: ProjectDoc): History {
  const settled = commitTransaction(history);
  return next === settled.present ? settled : record(settled, settled.present, next);
}

export function canUndo(history: History): boolean {
  return history.past.length > 0 || (history.transactionBase !== null && history.transactionBase !== history.present);
}

export function canRedo(history: History): boolean {
  return history.transactionBase === null && history.future.length > 0;
}

/** Steps back; an open transaction is first recorded, so undo during a drag undoes the drag. */
export function undo(history: History): History {
  const settled = commitTransaction(history);
  const previous = settled.past[settled.past.length - 1];
  if (!previous) return settled;
  return { ...settled, past: settled.past.slice(0, -1), present: previous, future: [settled.present, ...settled.future] };
}

export function redo(history: History): History {
  if (history.transactionBase !== null) return history;
  const [next, ...future] = history.future;
  if (!next) return history;
  return { ...history, past: [...history.past, history.present].slice(-history.limit), present: next, future };
}

/** Opens a transaction; opening one while another is open keeps the first one's starting document. */
export function beginTransaction(history: History): History {
  return history.transactionBase !== null ? history : { ...history, transactionBase: history.present };
}

/** Shows `next` as the present without recording a step (inside a transaction, or for changes never undone). */
export function replacePresent(history: History, next: ProjectDoc): History {
  return next === history.present ? history : { ...history, present: next };
}

/** Records the whole transaction as one step, or nothing when the document ended where it began. */
export function commitTransaction(history: History): History {
  const base = history.transactionBase;
  if (base === null) return history;
  if (base === history.present) return { ...history, transactionBase: null };
  return record(history, base, history.present);
}

/** Drops the transaction's changes, putting back the document from before it. */
export function cancelTransaction(history: History): History {
  const base = history.transactionBase;
  if (base === null) return history;
  return { ...history, present: base, transactionBase: null };
}
