"use client";

import { lazy, Suspense, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { docDuration, itemDuration, type ProjectDoc, type TimelineItem } from "@/lib/editor/model/document";
import { editorEffects, type EditorEffectId } from "@/lib/editor/effects/editor-effects";
import { hasRegionBlur } from "@/lib/editor/render/frame-plan";

import { newId, useEditor } from "./editor-store";

// The gallery's effects, to add from the editor: loaded when the creator opens the list.
const EffectPicker = lazy(() => import("./effect-picker").then((m) => ({ default: m.EffectPicker })));

/** The clip an effect goes on: the selected picture, or none (the whole timeline). */
export function effectTarget(doc: ProjectDoc, selectedId: string | null): TimelineItem | null {
  if (!selectedId) return null;
  for (const track of doc.tracks)
    for (const item of track.items) if (item.id === selectedId && (item.kind === "video" || item.kind === "image")) return item;
  return null;
}

function hasEffect(doc: ProjectDoc, effectId: string, targetId: string | undefined): boolean {
  return doc.tracks.some((t) => t.items.some((i) => i.kind === "effect" && i.effectId === effectId && i.targetId === targetId));
}

/**
 * The editor's five effects as switches, named as the registry names them: Color Grading, 3D Parallax and Relight
 * go on the selected clip (or over the whole timeline when none is selected); Blur Effects and AI Blur show whether
 * the Blur dialog's blur and privacy blur are on. Below them, any of the gallery's effects can be added.
 */
export function EffectsCard() {
  const { doc, settings, dispatch, edit, selectedItemId, setDialog, announce } = useEditor();
  const [browsing, setBrowsing] = useState(false);
  const target = effectTarget(doc, selectedItemId);
  const privacy = settings.blur.targets.length > 0 || doc.tracks.some((t) => t.items.some((i) => (i.kind === "video" || i.kind === "image") && hasRegionBlur(i)));
  const checked: Record<EditorEffectId, boolean> = {
    "color-grading": hasEffect(doc, "color-grading", target?.id),
    "3d-parallax": hasEffect(doc, "3d-parallax", target?.id),
    relight: hasEffect(doc, "relight", target?.id),
    "blur-effects": settings.blur.type !== null,
    "ai-blur": privacy,
  };

  const toggle = async (id: EditorEffectId, name: string) => {
    if (id === "blur-effects" || id === "ai-blur") {
      if (checked[id]) dispatch({ type: "clearBlur" });
      else setDialog("blur");
      return;
    }
    const { addEffect, removeEffect } = await import("@/lib/editor/effects/effect-edits");
    const where = target ? `on ${target.name}` : "over the whole timeline";
    if (checked[id]) {
      if (edit((d) => removeEffect(d, { effectId: id, targetId: target?.id }))) announce(`${name} removed ${where}`);
      return;
    }
    const start = target ? target.start : 0;
    const duration = target ? itemDuration(target) : docDuration(doc);
    if (edit((d) => addEffect(d, { effectId: id, start, duration, targetId: target?.id, id: newId(), newId }))) announce(`${name} added ${where}`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Effects</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2.5">
        <p className="text-xs text-muted-foreground" data-testid="effects-scope">
          {target ? `On the selected clip: ${target.name}` : "Over the whole timeline (select a clip to apply to it alone)"}
        </p>
        <ul className="grid gap-2.5" aria-label="Effects list">
          {editorEffects.map((effect) => (
            <li key={effect.id} className="flex items-center justify-between gap-2 text-sm" data-effect-id={effect.id}>
              <span id={`effect-${effect.id}`}>{effect.name}</span>
              <Switch aria-labelledby={`effect-${effect.id}`} checked={checked[effect.id]} onCheckedChange={() => void toggle(effect.id, effect.name)} />
            </li>
          ))}
        </ul>
        <div className="border-t border-border pt-2.5">
          {browsing ? (
            <Suspense fallback={<p className="text-xs text-muted-foreground">Loading effects…</p>}>
              <EffectPicker target={target} onDone={() => setBrowsing(false)} />
            </Suspense>
          ) : (
            <Button type="button" variant="outline" size="sm" className="w-full" onClick={() => setBrowsing(true)}>
              Add an effect…
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
