"use client";

import { useCallback, useMemo, useRef, useState } from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";
import {
  beginTransaction,
  canRedo,
  canUndo,
  commit,
  commitTransaction,
  createHistory,
  type History,
  redo as redoHistory,
  replacePresent,
  undo as undoHistory,
} from "@/lib/editor/model/history";

/**
 * The editor's undo history of the project document (lib/editor/model/history.ts) as a hook. Every edit is one step;
 * a drag is one step however many moves it makes. The document's settings are edited apart (the settings reducer)
 * and are not undone, so `current()` lays the latest settings over the history's document.
 */
export interface DocHistory {
  /** The document as edited (its settings may be stale: read settings from the settings reducer). */
  present: ProjectDoc;
  flags: { canUndo: boolean; canRedo: boolean };
  /** Applies a pure edit to the current document and records one step; false when it changed nothing. */
  edit: (fn: (doc: ProjectDoc) => ProjectDoc) => boolean;
  /** One step back or forward; false when there is none. */
  undo: () => boolean;
  redo: () => boolean;
  /**
   * A drag: `const base = beginDrag()`, then dragTo(edit(base)) on every move (shown, not recorded), then endDrag()
   * records one step (none when the document ended where it began).
   */
  beginDrag: () => ProjectDoc;
  dragTo: (doc: ProjectDoc) => void;
  endDrag: () => void;
  /** Starts a new history at `doc` (a project was opened). */
  reset: (doc: ProjectDoc) => void;
  /** The history's document now (not waiting for a render). */
  latest: () => ProjectDoc;
}

export function useDocHistory(initial: () => ProjectDoc, settings: () => ProjectDoc["settings"]): DocHistory {
  const [first] = useState<History>(() => createHistory(initial()));
  const historyRef = useRef<History>(first);
  const [history, setHistoryState] = useState<History>(first);
  const setHistory = useCallback((next: History) => {
    historyRef.current = next;
    setHistoryState(next);
  }, []);
  const current = useCallback((): ProjectDoc => ({ ...historyRef.current.present, settings: settings() }), [settings]);

  const edit = useCallback(
    (fn: (doc: ProjectDoc) => ProjectDoc) => {
      const base = current();
      const next = fn(base);
      if (next === base) return false;
      setHistory(commit(historyRef.current, next));
      return true;
    },
    [current, setHistory],
  );
  const undo = useCallback(() => {
    if (!canUndo(historyRef.current)) return false;
    setHistory(undoHistory(historyRef.current));
    return true;
  }, [setHistory]);
  const redo = useCallback(() => {
    if (!canRedo(historyRef.current)) return false;
    setHistory(redoHistory(historyRef.current));
    return true;
  }, [setHistory]);
  const dragBaseRef = useRef<ProjectDoc | null>(null);
  const beginDrag = useCallback(() => {
    setHistory(beginTransaction(historyRef.current));
    const base = current();
    dragBaseRef.current = base;
    return base;
  }, [current, setHistory]);
  const dragTo = useCallback(
    (next: ProjectDoc) => {
      const h = historyRef.current;
      // Back to the drag's starting document: show the recorded one, so that ending here records nothing.
      const shown = next === dragBaseRef.current && h.transactionBase ? h.transactionBase : next;
      setHistory(replacePresent(h, shown));
    },
    [setHistory],
  );
  const endDrag = useCallback(() => setHistory(commitTransaction(historyRef.current)), [setHistory]);
  const reset = useCallback((doc: ProjectDoc) => setHistory(createHistory(doc)), [setHistory]);
  const latest = useCallback(() => historyRef.current.present, []);
  const flags = useMemo(() => ({ canUndo: canUndo(history), canRedo: canRedo(history) }), [history]);

  return { present: history.present, flags, edit, undo, redo, beginDrag, dragTo, endDrag, reset, latest };
}
