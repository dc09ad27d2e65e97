"use client";

import { useId, useRef } from "react";

import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import type { EffectItem, ProjectDoc } from "@/lib/editor/model/document";
import { effectDefinition } from "@/lib/editor/effects/definitions";
import { effectParamsAt, removeEffectParamKey, setEffectParam, setEffectParamKey } from "@/lib/editor/effects/effect-edits";
import type { NumberParam } from "@/lib/editor/effects/types";

import { useEditor } from "./editor-store";

const KEY_EPSILON = 1e-3;

/**
 * The selected effect's parameters, as the registry defines them: a slider per number (a drag is one undo step; the
 * diamond button keyframes it at the playhead) and a colour picker per colour. Says what the effect covers.
 */
export function EffectProperties({ item }: { item: EffectItem }) {
  const { doc, edit, beginDrag, dragTo, endDrag, clock, announce } = useEditor();
  const id = useId();
  const baseRef = useRef<ProjectDoc | null>(null);
  const def = effectDefinition(item.effectId);
  if (!def) return <p className="text-sm text-muted-foreground">This effect is not known to this version of the studio.</p>;
  const local = Math.min(item.out - item.in, Math.max(0, clock.time - item.start));
  const values = effectParamsAt(item, local);
  const target = item.targetId ? doc.tracks.flatMap((t) => t.items).find((i) => i.id === item.targetId) : null;

  const slide = (p: NumberParam, value: number) => {
    const next = (d: ProjectDoc) => setEffectParam(d, { itemId: item.id, key: p.key, value, at: local });
    if (baseRef.current) dragTo(next(baseRef.current));
    else edit(next);
  };
  const toggleKey = (p: NumberParam) => {
    const keys = item.paramKeys?.[p.key] ?? [];
    const here = keys.find((k) => Math.abs(k.t - local) < KEY_EPSILON);
    if (here) {
      edit((d) => removeEffectParamKey(d, { itemId: item.id, key: p.key, t: here.t }));
      announce(`${p.label} keyframe removed`);
    } else {
      edit((d) => setEffectParamKey(d, { itemId: item.id, key: p.key, t: local, value: values[p.key] as number }));
      announce(`${p.label} keyframe added at ${local.toFixed(2)} s`);
    }
  };

  return (
    <div className="grid gap-3" data-testid="effect-properties">
      <div>
        <p className="font-medium">
          {def.name}
          {def.premium ? <span className="ml-2 rounded bg-amber-500/20 px-1.5 py-0.5 text-xs text-amber-300">Pro</span> : null}
        </p>
        <p className="text-xs text-muted-foreground">{def.description}</p>
        <p className="mt-1 text-xs text-muted-foreground">{target ? `On ${target.name}` : "Over everything below it on the timeline"}</p>
      </div>
      {def.params.map((p) => {
        const inputId = `${id}-${p.key}`;
        if (p.kind === "color")
          return (
            <div key={p.key} className="flex items-center justify-between gap-2">
              <label htmlFor={inputId} className="text-xs font-medium">
                {p.label}
              </label>
              <input
                id={inputId}
                type="color"
                className="h-8 w-12 cursor-pointer rounded border border-input bg-transparent"
                value={String(values[p.key])}
                onChange={(e) => edit((d) => setEffectParam(d, { itemId: item.id, key: p.key, value: e.currentTarget.value }))}
              />
            </div>
          );
        const keyed = Boolean(item.paramKeys?.[p.key]?.length);
        const onKey = item.paramKeys?.[p.key]?.some((k) => Math.abs(k.t - local) < KEY_EPSILON) ?? false;
        const value = values[p.key] as number;
        return (
          <div key={p.key} className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <span id={`${inputId}-label`} className="text-xs font-medium">
                {p.label}
              </span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground tabular-nums">
                {Number.isInteger(p.step) ? value.toFixed(0) : value.toFixed(2)}
                <Button
                  type="button"
                  size="icon"
                  variant={onKey ? "default" : "outline"}
                  className="size-6 text-[10px]"
                  aria-pressed={onKey}
                  aria-label={onKey ? `Remove ${p.label} keyframe` : `Keyframe ${p.label} at the playhead`}
                  title={keyed ? "Animated: keyframes set this value over time" : "Add a keyframe at the playhead"}
                  onClick={() => toggleKey(p)}
                >
                  ◆
                </Button>
              </span>
            </div>
            <Slider
              thumbLabel={p.label}
              aria-labelledby={`${inputId}-label`}
              min={p.min}
              max={p.max}
              step={p.step}
              value={[value]}
              onPointerDown={() => {
                baseRef.current = beginDrag();
              }}
              onValueChange={([v]) => slide(p, v)}
              onValueCommit={() => {
                baseRef.current = null;
                endDrag();
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
