"use client";

import { useId, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ProjectDoc, TextItem, TextPlacement } from "@/lib/editor/model/document";
import { setTextProps } from "@/lib/editor/edits/index";

import { useEditor } from "./editor-store";

const placements: { value: Exclude<TextPlacement, "custom">; label: string }[] = [
  { value: "top", label: "Top" },
  { value: "center", label: "Centre" },
  { value: "lower-third", label: "Lower third" },
];

/**
 * The selected title's words, size, colour and placement (a preset: top, centre, lower third; or dragged on the
 * preview). Typing the words is one undo step per visit; each preset is one step.
 */
export function TextProperties({ item }: { item: TextItem }) {
  const { edit, beginDrag, dragTo, endDrag, announce } = useEditor();
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
        <span id={`${id}-placement`} className="text-xs font-medium">
          Placement
        </span>
        <div role="group" aria-labelledby={`${id}-placement`} className="flex flex-wrap gap-1">
          {placements.map((p) => (
            <Button
              key={p.value}
              type="button"
              size="sm"
              variant={item.placement === p.value ? "secondary" : "outline"}
              aria-pressed={item.placement === p.value}
              onClick={() => {
                if (edit((d) => setTextProps(d, { itemId: item.id, props: { placement: p.value } })))
                  announce(`Title moved to ${p.label.toLowerCase()}`);
              }}
            >
              {p.label}
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">Or drag the title on the preview (arrow keys nudge it when it has focus).</p>
      </div>
    </div>
  );
}
