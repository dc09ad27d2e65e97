"use client";

import type * as React from "react";

import type { Track, Transition } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";
import { setTransitionDuration, transitionNames } from "@/lib/editor/edits/transition-edits";
import { transitionWindow } from "@/lib/editor/model/transition-rules";
import { timeToPx } from "@/lib/editor/timeline/timeline-scale";
import { cn } from "@/lib/utils";

import { useEditor } from "../editor-store";
import { followPointer } from "../follow-pointer";

/**
 * A transition on the timeline: a block over its cut, as wide as it lasts. Press to select it (its properties show
 * below the timeline; Delete removes it); drag either edge to lengthen or shorten it on both sides of the cut.
 */
export function TransitionBlock({ track, transition, pxPerSecond }: { track: Track; transition: Transition; pxPerSecond: number }) {
  const { selectedItemId, select, beginDrag, dragTo, endDrag, announce } = useEditor();
  const { start } = transitionWindow(track, transition);
  const from = track.items.find((i) => i.id === transition.fromId);
  const to = track.items.find((i) => i.id === transition.toId);
  const name = transitionNames[transition.kind];
  const selected = selectedItemId === transition.id;
  const seconds = transition.duration.toFixed(2);

  function dragEdge(e: React.PointerEvent<HTMLElement>, edge: -1 | 1) {
    if (e.button !== 0) return;
    e.stopPropagation();
    select(transition.id);
    const el = e.currentTarget;
    el.setPointerCapture(e.pointerId);
    const x0 = e.clientX;
    let base: ReturnType<typeof beginDrag> | null = null;
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - x0;
      if (!base) {
        if (Math.abs(dx) < 2) return;
        base = beginDrag();
      }
      // The transition stays centred on its cut: an edge moved by dx changes its length by twice that.
      dragTo(setTransitionDuration(base, { transitionId: transition.id, duration: transition.duration + (2 * edge * dx) / pxPerSecond }));
    };
    followPointer(window, move, () => {
      if (base) {
        endDrag();
        announce(`${name} lasts ${seconds} s`);
      }
    });
  }

  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${name} transition, ${seconds} seconds, between ${from?.name ?? "a clip"} and ${to?.name ?? "a clip"} at ${formatClock(start + transition.duration / 2)}`}
      title={`${name} (${seconds} s)`}
      data-testid="timeline-transition"
      data-transition-id={transition.id}
      className={cn(
        "group absolute top-2.5 bottom-2.5 z-[5] flex min-w-3 items-center justify-center rounded-sm border border-white/70 bg-fuchsia-600/80 text-[10px] font-semibold text-white shadow outline-none select-none focus-visible:ring-2 focus-visible:ring-ring",
        selected && "ring-2 ring-primary",
      )}
      style={{ left: timeToPx(start, pxPerSecond), width: Math.max(12, timeToPx(transition.duration, pxPerSecond)) }}
      onPointerDown={(e) => {
        e.stopPropagation();
        select(transition.id);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          select(transition.id);
        }
      }}
    >
      {/* Two crossing lines: one picture going, the other coming. */}
      <svg aria-hidden viewBox="0 0 12 12" className="pointer-events-none size-3 shrink-0">
        <path d="M1 2 11 10M1 10 11 2" className="fill-none stroke-white" strokeWidth="1.5" />
      </svg>
      <span
        aria-hidden
        className="absolute inset-y-0 left-0 w-1.5 cursor-ew-resize bg-white/40 opacity-0 group-hover:opacity-100"
        data-testid="transition-start"
        onPointerDown={(e) => dragEdge(e, -1)}
      />
      <span
        aria-hidden
        className="absolute inset-y-0 right-0 w-1.5 cursor-ew-resize bg-white/40 opacity-0 group-hover:opacity-100"
        data-testid="transition-end"
        onPointerDown={(e) => dragEdge(e, 1)}
      />
    </div>
  );
}
