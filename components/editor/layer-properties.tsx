"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/ui/input";
import { Slider } from "@/components/ui/slider";
import type { MediaItem, ProjectDoc, Transform } from "@/lib/editor/model/document";
import {
  compatibleTracks,
  FULL_FRAME,
  presetTransform,
  SCALE_MAX,
  SCALE_MIN,
  setItemTransform,
  transformPresets,
} from "@/lib/editor/edits/index";

import { setKeyframe } from "@/lib/editor/edits/keyframe-edits";
import { transformAt } from "@/lib/editor/model/keyframes";

import { useEditor } from "./editor-store";
import { NumberField } from "./number-field";
import { moveToTrack } from "./timeline/move-to-track";
import { useSliderDrag } from "./use-slider-drag";

/** The transform's parts as the panel shows them: whole percentages. */
const parts = [
  { key: "x", label: "Position X", min: 0, max: 100 },
  { key: "y", label: "Position Y", min: 0, max: 100 },
  { key: "scale", label: "Scale", min: SCALE_MIN * 100, max: SCALE_MAX * 100 },
  { key: "opacity", label: "Opacity", min: 0, max: 100 },
] as const satisfies readonly { key: keyof Transform; label: string; min: number; max: number }[];

const percent = (v: number) => Math.round(v * 100);

/** One part of the transform: a slider (one drag, one undo step) and a number field. */
function TransformPart({ item, part }: { item: MediaItem; part: (typeof parts)[number] }) {
  const { clock } = useEditor();
  // An animated part shows, and sets, its keyframe at the playhead.
  const animated = (item.keyframes?.[part.key]?.length ?? 0) > 0;
  const local = () => clock.time - item.start;
  const value = percent(animated ? transformAt(item, local())[part.key] : item.transform[part.key]);
  const apply = (base: ProjectDoc, v: number) =>
    animated
      ? setKeyframe(base, { itemId: item.id, property: part.key, t: local(), value: v / 100 })
      : setItemTransform(base, { itemId: item.id, transform: { [part.key]: v / 100 } });
  const drag = useSliderDrag(apply, (v) => `${part.label} ${v}%`);
  return (
    <div className="grid grid-cols-[1fr_5.5rem] items-center gap-x-3 gap-y-1">
      <span className="col-span-2 text-xs font-medium">{part.label}</span>
      <Slider
        thumbLabel={part.label}
        min={part.min}
        max={part.max}
        step={1}
        value={[value]}
        {...drag}
      />
      <NumberField
        label={`${part.label} (%)`}
        value={String(value)}
        min={part.min}
        max={part.max}
        step={1}
        apply={apply}
        announce={() => `${part.label} set for ${item.name}`}
        hideLabel
      />
    </div>
  );
}

/**
 * Where the selected clip or image goes: its track (Main video or Overlay) and, for picture-in-picture, its place,
 * size and opacity on the frame, with corner presets.
 */
export function LayerProperties({ item }: { item: MediaItem }) {
  const { doc, edit, announce } = useEditor();
  const id = useId();
  const tracks = compatibleTracks(doc, item.id);
  const trackId = doc.tracks.find((t) => t.items.some((i) => i.id === item.id))?.id ?? "";
  const picture = item.kind !== "audio";
  const place = (transform: Transform, message: string) => {
    if (edit((d) => setItemTransform(d, { itemId: item.id, transform }))) announce(message);
  };
  return (
    <div className="grid gap-4" data-testid="layer-properties">
      {tracks.length > 1 ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-track`} className="text-xs font-medium">
            Track
          </label>
          <select
            id={`${id}-track`}
            className={selectClass}
            value={trackId}
            onChange={(e) => moveToTrack({ edit, announce }, item.id, e.currentTarget.value)}
          >
            {tracks.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {picture ? (
        <>
          <div role="group" aria-label="Placement presets" className="flex flex-wrap gap-1.5">
            {transformPresets.map((preset) => (
              <Button
                key={preset}
                variant="outline"
                size="sm"
                onClick={() => place(presetTransform(preset, item.transform.opacity), `${item.name}: ${preset}`)}
              >
                {preset}
              </Button>
            ))}
            <Button variant="ghost" size="sm" onClick={() => place(FULL_FRAME, `${item.name} placement reset`)}>
              Reset
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {parts.map((part) => (
              <TransformPart key={part.key} item={item} part={part} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
