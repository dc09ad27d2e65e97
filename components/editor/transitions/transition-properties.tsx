"use client";

import { Trash2Icon } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input, selectClass } from "@/components/ui/input";
import { type TransitionKind, transitionKinds } from "@/lib/editor/model/document";
import { findTransition, setTransitionDuration, setTransitionKind, transitionFit, transitionNames } from "@/lib/editor/edits/transition-edits";

import { useEditor } from "../editor-store";
import { transitionActions } from "./transition-actions";

/**
 * The selected transition: its kind, its duration in seconds (typed, or by dragging its edges on the timeline), and
 * why it is shorter than asked when its clips have too little media beyond the cut. Each change is one undo step.
 */
export function TransitionProperties({ transitionId }: { transitionId: string }) {
  const store = useEditor();
  const { doc, edit, announce } = store;
  const { remove } = transitionActions(store);
  const kindId = useId();
  const durationId = useId();
  const loc = findTransition(doc, transitionId);
  const [typed, setTyped] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (!loc) return null;
  const { transition, from, to } = loc;
  const max = transitionFit(doc, from, to, transition.duration).max;

  function commitDuration(text: string) {
    setTyped(null);
    const seconds = Number(text.replace(",", "."));
    if (!text.trim() || !Number.isFinite(seconds)) {
      setNote("Type a duration in seconds, e.g. 1.5");
      return;
    }
    const fit = transitionFit(doc, from, to, seconds);
    setNote(fit.note);
    if (edit((d) => setTransitionDuration(d, { transitionId, duration: seconds }))) announce(`${transitionNames[transition.kind]} lasts ${fit.seconds.toFixed(2)} s`);
  }

  return (
    <div className="grid gap-3 text-sm" data-testid="transition-properties">
      <p className="text-muted-foreground">
        Between {from.name} and {to.name}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={kindId} className="text-xs font-medium">
          Kind
        </label>
        <select
          id={kindId}
          className={selectClass}
          value={transition.kind}
          onChange={(e) => {
            const kind = e.target.value as TransitionKind;
            if (edit((d) => setTransitionKind(d, { transitionId, kind }))) announce(`Changed to ${transitionNames[kind]}`);
          }}
        >
          {transitionKinds.map((k) => (
            <option key={k} value={k}>
              {transitionNames[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={durationId} className="text-xs font-medium">
          Duration (seconds)
        </label>
        <Input
          id={durationId}
          type="number"
          inputMode="decimal"
          min={0}
          max={Math.round(max * 100) / 100}
          step={0.1}
          value={typed ?? transition.duration.toFixed(2)}
          aria-describedby={`${durationId}-note`}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={(e) => commitDuration(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") commitDuration(e.currentTarget.value);
          }}
        />
        <p id={`${durationId}-note`} className="text-xs text-muted-foreground" role="status" data-testid="transition-note">
          {note ?? `Up to ${max.toFixed(2)} s with the media beyond this cut.`}
        </p>
      </div>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => remove(transitionId)}>
        <Trash2Icon aria-hidden /> Remove transition
      </Button>
    </div>
  );
}
