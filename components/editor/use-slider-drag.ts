"use client";

import { useRef } from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";

import { useEditor } from "./editor-store";

/**
 * A property slider's drag as one undo step: every change is shown on the document the drag began from, and when the
 * thumb is let go the step is recorded and `describe(value)` is announced. Spread the result onto a `Slider`.
 */
export function useSliderDrag(apply: (base: ProjectDoc, value: number) => ProjectDoc, describe: (value: number) => string) {
  const { beginDrag, dragTo, endDrag, announce } = useEditor();
  const baseRef = useRef<ProjectDoc | null>(null);
  return {
    onValueChange: ([v]: number[]) => {
      baseRef.current ??= beginDrag();
      dragTo(apply(baseRef.current, v));
    },
    onValueCommit: ([v]: number[]) => {
      // Closed just after the last change of this gesture has been applied.
      queueMicrotask(() => {
        if (!baseRef.current) return;
        baseRef.current = null;
        endDrag();
        announce(describe(v));
      });
    },
  };
}
