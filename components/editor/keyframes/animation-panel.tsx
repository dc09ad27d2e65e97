"use client";

import { ChevronLeftIcon, ChevronRightIcon, DiamondIcon, TimerIcon, TrashIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/ui/input";
import { type AnimatableProperty, type Easing, easings, itemDuration, type MediaItem, type ProjectDoc, type TextItem } from "@/lib/editor/model/document";
import {
  adjacentKeyTime,
  animatablePropertiesOf,
  itemKeyframes,
  keyTimes,
  type AnimationPreset,
  animationPresets,
  applyPreset,
  KEY_EPSILON,
  propertyAt,
  presetLabels,
  removeKeyframes,
  setBaseValue,
  setEasing,
  setKeyframe,
} from "@/lib/editor/edits/keyframe-edits";
import { DEFAULT_BEZIER } from "@/lib/editor/model/keyframes";
import { isCropProperty, isGradeProperty } from "@/lib/editor/render/look";
import { formatClock } from "@/lib/editor/timeline/time";

import { useEditor } from "../editor-store";
import { NumberField } from "../number-field";

/** How each property is shown: its label, the factor from stored to shown value, the shown unit and range. */
const shown: Record<AnimatableProperty, { label: string; factor: number; unit: string; min: number; max: number }> = {
  x: { label: "Position X", factor: 100, unit: "%", min: -100, max: 200 },
  y: { label: "Position Y", factor: 100, unit: "%", min: -100, max: 200 },
  scale: { label: "Scale", factor: 100, unit: "%", min: 1, max: 400 },
  rotation: { label: "Rotation", factor: 1, unit: "°", min: -720, max: 720 },
  opacity: { label: "Opacity", factor: 100, unit: "%", min: 0, max: 100 },
  volume: { label: "Volume", factor: 100, unit: "%", min: 0, max: 200 },
  blur: { label: "Blur intensity", factor: 1, unit: "", min: 0, max: 100 },
  brightness: { label: "Brightness", factor: 1, unit: "", min: 0, max: 100 },
  contrast: { label: "Contrast", factor: 1, unit: "", min: 0, max: 100 },
  saturation: { label: "Saturation", factor: 1, unit: "", min: 0, max: 100 },
  cropLeft: { label: "Crop left", factor: 100, unit: "%", min: 0, max: 90 },
  cropRight: { label: "Crop right", factor: 100, unit: "%", min: 0, max: 90 },
  cropTop: { label: "Crop top", factor: 100, unit: "%", min: 0, max: 90 },
  cropBottom: { label: "Crop bottom", factor: 100, unit: "%", min: 0, max: 90 },
  temperature: { label: "Temperature", factor: 1, unit: "", min: -100, max: 100 },
  tint: { label: "Tint", factor: 1, unit: "", min: -100, max: 100 },
  exposure: { label: "Exposure", factor: 1, unit: "", min: -100, max: 100 },
  highlights: { label: "Highlights", factor: 1, unit: "", min: -100, max: 100 },
  shadows: { label: "Shadows", factor: 1, unit: "", min: -100, max: 100 },
};

const easingLabels: Record<Easing, string> = {
  linear: "Linear",
  hold: "Hold",
  "ease-in": "Ease in",
  "ease-out": "Ease out",
  "ease-in-out": "Ease in and out",
  "cubic-bezier": "Cubic bezier",
};

const round = (n: number) => Math.round(n * 100) / 100;

/** Times in keyframe announcements: "0:02.50". */
export function keyLabel(t: number): string {
  return `${formatClock(Math.floor(t))}.${String(Math.round((t % 1) * 100) % 100).padStart(2, "0")}`;
}

/** The clock's time, re-rendering as it changes: exact while paused, in tenths of a second while playing. */
export function useClockTime(): number {
  const { clock } = useEditor();
  return useSyncExternalStore(
    (fn) => clock.subscribe(fn),
    () => (clock.playing ? Math.floor(clock.time * 10) / 10 : clock.time),
    () => 0,
  );
}

type Animatable = MediaItem | TextItem;

/** One animatable property: its value at the playhead (a field) and the stopwatch that keys it there. */
export function PropertyRow({ item, property, local }: { item: Animatable; property: AnimatableProperty; local: number }) {
  const { doc, edit, announce } = useEditor();
  const s = shown[property];
  const keys = itemKeyframes(item)?.[property];
  const animated = (keys?.length ?? 0) > 0;
  const atKey = keys?.some((k) => Math.abs(k.t - local) < KEY_EPSILON) ?? false;
  const value = propertyAt(doc, item, property, local);
  const apply = (base: ProjectDoc, n: number) => {
    const v = n / s.factor;
    // Titles keep scale, rotation and opacity only as keyframes; the rest has a static value until it is keyed.
    return animated || (item.kind === "text" && property !== "x" && property !== "y")
      ? setKeyframe(base, { itemId: item.id, property, t: local, value: v })
      : setBaseValue(base, { itemId: item.id, property, value: v });
  };
  return (
    <div className="grid grid-cols-[1fr_6rem_auto] items-end gap-2" data-testid={`animate-${property}`}>
      <span className="pb-2 text-xs font-medium">
        {s.label}
        {s.unit ? <span className="font-normal text-muted-foreground"> ({s.unit})</span> : null}
        {animated ? <span className="sr-only"> (animated)</span> : null}
      </span>
      <NumberField
        label={`${s.label}${s.unit ? ` (${s.unit})` : ""}`}
        hideLabel
        value={String(round(value * s.factor))}
        min={s.min}
        max={s.max}
        step={1}
        apply={apply}
        announce={() => (animated ? `${s.label} keyframe at ${keyLabel(local)}` : `${s.label} set for ${item.name}`)}
      />
      <Button
        variant={animated ? "secondary" : "ghost"}
        size="icon"
        aria-label={`Keyframe ${s.label}`}
        aria-pressed={atKey}
        title={atKey ? `Update the ${s.label} keyframe at the playhead` : `Add a ${s.label} keyframe at the playhead`}
        onClick={() => {
          if (edit((d) => setKeyframe(d, { itemId: item.id, property, t: local, value })))
            announce(`${atKey ? "Updated" : "Added"} ${s.label} keyframe at ${keyLabel(local)}`);
          else announce(`${s.label} keyframe at ${keyLabel(local)} unchanged`);
        }}
        className={atKey ? "text-primary" : undefined}
      >
        <TimerIcon aria-hidden />
      </Button>
    </div>
  );
}

/** The easing from the keyframes at the playhead to the next ones, and their removal. */
function KeyAtPlayhead({ item, local }: { item: Animatable; local: number }) {
  const { edit, announce } = useEditor();
  const id = useId();
  const lists = Object.values(itemKeyframes(item) ?? {});
  const key = lists.flatMap((l) => l ?? []).find((k) => Math.abs(k.t - local) < KEY_EPSILON);
  if (!key) return null;
  const bezier = key.bezier ?? DEFAULT_BEZIER;
  const setBezier = (i: number, v: number) => {
    const next = [...bezier] as [number, number, number, number];
    next[i] = i % 2 === 0 ? Math.min(1, Math.max(0, v)) : v;
    return next;
  };
  return (
    <div className="grid gap-2 rounded-lg border border-border p-2" role="group" aria-label={`Keyframe at ${keyLabel(local)}`}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-easing`} className="text-xs font-medium">
            Easing to the next keyframe
          </label>
          <select
            id={`${id}-easing`}
            className={selectClass}
            value={key.easing}
            onChange={(e) => {
              const easing = e.currentTarget.value as Easing;
              if (edit((d) => setEasing(d, { itemId: item.id, t: key.t, easing }))) announce(`Easing ${easingLabels[easing]} at ${keyLabel(key.t)}`);
            }}
          >
            {easings.map((e) => (
              <option key={e} value={e}>
                {easingLabels[e]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (edit((d) => removeKeyframes(d, { itemId: item.id, t: key.t }))) announce(`Deleted keyframe at ${keyLabel(key.t)}`);
          }}
        >
          <TrashIcon aria-hidden /> Delete keyframe
        </Button>
      </div>
      {key.easing === "cubic-bezier" ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(["X1", "Y1", "X2", "Y2"] as const).map((name, i) => (
            <NumberField
              key={name}
              label={`Bezier ${name}`}
              value={String(bezier[i])}
              min={i % 2 === 0 ? 0 : -2}
              max={i % 2 === 0 ? 1 : 3}
              step={0.01}
              apply={(base, n) => setEasing(base, { itemId: item.id, t: key.t, easing: "cubic-bezier", bezier: setBezier(i, n) })}
              announce={() => `Bezier ${name} set`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Animation of the selected clip, picture, title or sound: each property's value at the playhead with its keyframe
 * toggle, the keyframe at the playhead (easing, delete), previous and next keyframe ([ and ] keys), and presets.
 * Every change is one undo step and is announced. Loaded on demand, with the keyframe diamonds.
 */
export function AnimationPanel({ item }: { item: Animatable }) {
  const { edit, announce, clock } = useEditor();
  const time = useClockTime();
  const local = Math.min(itemDuration(item), Math.max(0, time - item.start));
  const inside = time >= item.start - KEY_EPSILON && time <= item.start + itemDuration(item) + KEY_EPSILON;
  const times = keyTimes(item);

  const go = (direction: -1 | 1) => {
    const t = adjacentKeyTime(item, time - item.start, direction);
    if (t === null) return announce(direction < 0 ? "No earlier keyframe" : "No later keyframe");
    clock.pause();
    clock.seek(item.start + t);
    announce(`Keyframe at ${keyLabel(t)} of ${item.name}`);
  };
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || (e.key !== "[" && e.key !== "]")) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest("input, textarea, select, [contenteditable=true], [role=dialog]")) return;
    e.preventDefault();
    go(e.key === "[" ? -1 : 1);
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const preset = (p: AnimationPreset) => {
    if (edit((d) => applyPreset(d, { itemId: item.id, preset: p }))) announce(`${presetLabels[p]} applied to ${item.name}`);
  };
  const picture = item.kind !== "audio";
  return (
    <div className="grid gap-3" data-testid="animation-panel">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => go(-1)} aria-keyshortcuts="[">
          <ChevronLeftIcon aria-hidden /> Previous keyframe
        </Button>
        <Button variant="outline" size="sm" onClick={() => go(1)} aria-keyshortcuts="]">
          Next keyframe <ChevronRightIcon aria-hidden />
        </Button>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <DiamondIcon aria-hidden className="size-3" />
          {times.length === 0 ? "No keyframes" : `${times.length} ${times.length === 1 ? "keyframe" : "keyframes"}`}
        </span>
      </div>
      {inside ? null : <p className="text-xs text-muted-foreground">The playhead is outside this item: keyframes go to its nearest end.</p>}
      <KeyAtPlayhead item={item} local={local} />
      <div className="grid gap-2">
        {animatablePropertiesOf(item)
          // Crop edges and grading are with the picture's look (look-properties.tsx), stopwatches and all.
          .filter((p) => !isCropProperty(p) && !isGradeProperty(p))
          .filter((p) => p !== "blur" || (item.kind !== "text" && item.kind !== "audio" && (item.blur !== undefined || itemKeyframes(item)?.blur)))
          .map((property) => (
            <PropertyRow key={property} item={item} property={property} local={local} />
          ))}
      </div>
      {picture ? (
        <div role="group" aria-label="Animation presets" className="flex flex-wrap gap-1.5">
          {animationPresets.map((p) => (
            <Button key={p} variant="outline" size="sm" onClick={() => preset(p)}>
              {presetLabels[p]}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
