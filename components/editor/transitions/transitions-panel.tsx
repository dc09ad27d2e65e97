"use client";

import { transitionKinds } from "@/lib/editor/model/document";
import { transitionNames } from "@/lib/editor/edits/transition-edits";
import { cn } from "@/lib/utils";

import { useEditor } from "../editor-store";
import { TRANSITION_DRAG_TYPE } from "./drag";
import { TransitionIcon } from "./transition-icon";
import { transitionActions } from "./transition-actions";

/**
 * The twelve transitions. Drag one onto a cut between two clips on the timeline; or select a clip (or a transition)
 * and choose one: it goes on the cut after the clip (or before it, at the track's end), or replaces the selected
 * transition's kind.
 */
export function TransitionsPanel({ className }: { className?: string }) {
  const { addToSelection } = transitionActions(useEditor());
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <p className="text-xs text-muted-foreground" id="transitions-help">
        Drag onto a cut between two clips, or select a clip and choose one.
      </p>
      <ul aria-labelledby="transitions-heading" aria-describedby="transitions-help" className="grid grid-cols-2 gap-1.5" data-testid="transitions-list">
        {transitionKinds.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData(TRANSITION_DRAG_TYPE, kind);
                e.dataTransfer.effectAllowed = "copy";
              }}
              onClick={() => addToSelection(kind)}
              className="flex h-14 w-full cursor-grab flex-col items-center justify-center gap-1 rounded-md border border-border bg-background/60 px-1 text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              data-transition-kind={kind}
            >
              <TransitionIcon kind={kind} />
              <span>{transitionNames[kind]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
