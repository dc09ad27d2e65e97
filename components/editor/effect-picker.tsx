"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { docDuration, itemDuration, type TimelineItem } from "@/lib/editor/model/document";
import { effectDefinitions, galleryCategories } from "@/lib/editor/effects/definitions";
import { addEffect } from "@/lib/editor/effects/effect-edits";
import { effectFilters } from "@/lib/gallery/effects";

import { newId, useEditor } from "./editor-store";

const categoryLabel = (id: string) => effectFilters.find((f) => f.id === id)?.label ?? id;

/** A list of the registry's gallery effects by category, and Add: on the selected clip, or over the whole timeline. */
export function EffectPicker({ target, onDone }: { target: TimelineItem | null; onDone: () => void }) {
  const { doc, edit, select, announce } = useEditor();
  const gallery = effectDefinitions.filter((d) => d.place === "gallery");
  const [effectId, setEffectId] = useState(gallery[0].id);
  const id = useId();
  const def = gallery.find((d) => d.id === effectId) ?? gallery[0];

  const add = () => {
    const itemId = newId();
    const start = target ? target.start : 0;
    const duration = target ? itemDuration(target) : docDuration(doc);
    const done = edit((d) => addEffect(d, { effectId: def.id, start, duration, targetId: target?.id, id: itemId, newId }));
    if (!done) {
      announce("Add a clip to the timeline first");
      return;
    }
    select(itemId);
    announce(`${def.name} added ${target ? `on ${target.name}` : "over the whole timeline"}`);
    onDone();
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-xs font-medium">
        Effect
      </label>
      <select
        id={id}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={effectId}
        onChange={(e) => setEffectId(e.target.value)}
      >
        {galleryCategories.map((category) => (
          <optgroup key={category} label={categoryLabel(category)}>
            {gallery
              .filter((d) => d.category === category)
              .map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                  {d.premium ? " (Pro)" : ""}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <p className="text-xs text-muted-foreground">{def.description}</p>
      <div className="flex gap-2">
        <Button type="button" size="sm" className="flex-1" onClick={add}>
          {target ? "Add to clip" : "Add to timeline"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
