"use client";

import type * as React from "react";

import type { ProjectDoc } from "@/lib/editor/model/document";
import { clamp } from "@/lib/editor/edits/edit-helpers";

import { useEditor } from "./editor-store";
import { followPointer } from "./follow-pointer";

/** Arrow keys move a focused title or picture by this much of the frame (Shift: five times as far). */
const NUDGE = 0.01;

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** A share of the frame as a CSS percentage. */
export const pct = (v: number) => `${Math.round(v * 10000) / 100}%`;

export type Position = { x: number; y: number };

/**
 * Drag and arrow keys that place an item on the frame (its centre, 0..1 across and down); each move is one undo step
 * and is announced. `place` writes a position into the document.
 */
export function useFramePlacement(
  itemId: string,
  at: Position,
  place: (doc: ProjectDoc, to: Position) => ProjectDoc,
  describe: (to: Position) => string,
) {
  const { edit, beginDrag, dragTo, endDrag, announce, select } = useEditor();

  function onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
    if (e.button !== 0) return;
    const el = e.currentTarget;
    const frame = el.parentElement?.getBoundingClientRect();
    if (!frame || frame.width <= 0 || frame.height <= 0) return;
    e.preventDefault();
    el.focus();
    select(itemId);
    el.setPointerCapture(e.pointerId);
    const x0 = e.clientX;
    const y0 = e.clientY;
    let base: ReturnType<typeof beginDrag> | null = null;
    let last = at;
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      const dy = ev.clientY - y0;
      if (!base) {
        if (Math.hypot(dx, dy) < 3) return;
        base = beginDrag();
      }
      last = { x: clamp(at.x + dx / frame.width, 0, 1), y: clamp(at.y + dy / frame.height, 0, 1) };
      dragTo(place(base, last));
    };
    followPointer(el, move, () => {
      if (base) {
        endDrag();
        announce(describe(last));
      }
    });
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    const dir = arrows[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const step = e.shiftKey ? NUDGE * 5 : NUDGE;
    const to = { x: clamp(at.x + dir[0] * step, 0, 1), y: clamp(at.y + dir[1] * step, 0, 1) };
    if (edit((d) => place(d, to))) announce(describe(to));
  }

  return { onPointerDown, onKeyDown };
}

export const where = (name: string, { x, y }: Position) => `${name} at ${Math.round(x * 100)}% across, ${Math.round(y * 100)}% down`;
