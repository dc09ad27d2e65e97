"use client";

import { useId, useRef } from "react";

import { Input } from "@/components/ui/input";
import type { ProjectDoc, TextItem, TextPlacement } from "@/lib/editor/document";
import { setTextProps } from "@/lib/editor/edits";

import { useEditor } from "./editor-store";

const placements: { value: Exclude<TextPlacement, "custom">; label: string }[] = [
  { value: "top", label: "Top" },
  { value: "center", label: "Center" },
  { value: "lower-third", label: "Lower third" },
];

const selectClass =
  "h-9 w-full rounded-md border border-input bg-transparent px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The selected title's words, size, colour and placement. Typing the words is one undo step per visit. */
export function TextProperties({ item }: { item: TextItem }) {
  const { edit, beginDrag, dragTo, endDrag } = useEditor();
  const id = useId();
  const baseRef = useRef<ProjectDoc | null>(null);

  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="text-properties">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-words`} className="text-xs font-medium">
          Words
        </label>
        <Input
          id={`${id}-words`}
          value={item.text}
          onFocus={() => {
            baseRef.current = beginDrag();
          }}
          onBlur={() => {
            baseRef.current = null;
            endDrag();
          }}
          onChange={(e) => {
            const text = e.currentTarget.value;
            if (baseRef.current) dragTo(setTextProps(baseRef.current, { itemId: item.id, props: { text } }));
            else edit((d) => setTextProps(d, { itemId: item.id, props: { text } }));
          }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-size`} className="text-xs font-medium">
          Size
        </label>
        <Input
          id={`${id}-size`}
          type="number"
          min={8}
          max={400}
          step={2}
          value={item.fontSize}
          onChange={(e) => {
            const fontSize = Number(e.currentTarget.value);
            if (fontSize > 0) edit((d) => setTextProps(d, { itemId: item.id, props: { fontSize } }));
          }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-color`} className="text-xs font-medium">
          Colour
        </label>
        <Input
          id={`${id}-color`}
          type="color"
          className="p-1"
          value={item.color}
          onChange={(e) => {
            const color = e.currentTarget.value;
            edit((d) => setTextProps(d, { itemId: item.id, props: { color } }));
          }}
        />
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-placement`} className="text-xs font-medium">
          Placement
        </label>
        <select
          id={`${id}-placement`}
          className={selectClass}
          value={item.placement === "custom" ? "center" : item.placement}
          onChange={(e) => {
            const placement = e.currentTarget.value as TextPlacement;
            edit((d) => setTextProps(d, { itemId: item.id, props: { placement } }));
          }}
        >
          {placements.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
