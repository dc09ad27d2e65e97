"use client";

import { useCallback, useLayoutEffect, useMemo, useRef } from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";

import { type EditorStore } from "../editor-store";

/**
 * What the timeline's rows and items call, as one object that stays the same while the editor runs: the rows and
 * items are memoised on it, so a drag, a selection or an announcement draws again only the items it changes.
 */
export interface TimelineActions extends Pick<EditorStore, "edit" | "select" | "clock" | "beginDrag" | "dragTo" | "endDrag" | "announce"> {
  /** The document as it is now (read when a drag starts). */
  currentDoc: () => ProjectDoc;
  /** The whole editor as it is now (for the actions that load on demand). */
  currentStore: () => EditorStore;
}

export function useTimelineActions(store: EditorStore): TimelineActions {
  const ref = useRef(store);
  useLayoutEffect(() => {
    ref.current = store;
  });
  const currentStore = useCallback(() => ref.current, []);
  const currentDoc = useCallback(() => ref.current.doc, []);
  const { edit, select, clock, beginDrag, dragTo, endDrag, announce } = store;
  return useMemo(
    () => ({ edit, select, clock, beginDrag, dragTo, endDrag, announce, currentDoc, currentStore }),
    [edit, select, clock, beginDrag, dragTo, endDrag, announce, currentDoc, currentStore],
  );
}
