"use client";
/** A number field of the item panels: typed values apply as they change and make one undo step. */

import { useId, useRef, useState } from "react";

import { Input } from "@/components/ui/input";
import type { ProjectDoc } from "@/lib/editor/model/document";

import { useEditor } from "./editor-store";

/**
 * A number typed into a field: shown as typed while focused, applied to the document as it changes, and recorded
 * as one undo step when the field is left (as a drag is).
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  apply,
  announce,
  hideLabel = false,
}: {
  label: string;
  /** The label for screen readers only, where a visible one stands beside the field. */
  hideLabel?: boolean;
  value: string;
  min: number;
  max: number;
  step: number;
  apply: (base: ProjectDoc, n: number) => ProjectDoc;
  announce: () => string;
}) {
  const { beginDrag, dragTo, endDrag, announce: say } = useEditor();
  const id = useId();
  const baseRef = useRef<ProjectDoc | null>(null);
  const changedRef = useRef(false);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-xs font-medium"}>
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? value}
        onFocus={() => {
          baseRef.current = beginDrag();
          changedRef.current = false;
        }}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setDraft(text);
          const n = Number(text);
          if (text.trim() === "" || !Number.isFinite(n)) return;
          const base = baseRef.current ?? beginDrag();
          baseRef.current = base;
          changedRef.current = true;
          dragTo(apply(base, n));
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.currentTarget.blur();
        }}
        onBlur={() => {
          baseRef.current = null;
          setDraft(null);
          endDrag();
          if (changedRef.current) say(announce());
          changedRef.current = false;
        }}
      />
    </div>
  );
}
