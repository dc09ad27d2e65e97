"use client";

import { ImagePlusIcon, RotateCcwIcon } from "lucide-react";
import { useId, useRef } from "react";

import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Slider } from "@/components/ui/slider";
import { EMPTY_SLOT_ASSET, type MediaItem, type MediaSlot, SLOT_PROMPT } from "@/lib/editor/model/document";
import { emptySlot, setSlotPart } from "@/lib/editor/edits/slot-edits";
import { formatClock } from "@/lib/editor/timeline/time";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";
import { SlotFileInput } from "./slot-prompt";
import { useSliderDrag } from "./use-slider-drag";

/**
 * A template slot's own controls: Replace (a file, or media already in the project), which part of a longer clip
 * plays in it (a handle over the clip's length, the slot's length kept), and Empty slot. Timing, place, keyframes and
 * effects stay the slot's whatever fills it.
 */
export function SlotProperties({ item }: { item: MediaItem & { slot: MediaSlot } }) {
  const { doc, fillSlotWith, edit, announce } = useEditor();
  const fileRef = useRef<HTMLInputElement>(null);
  const pickId = useId();
  const empty = item.assetId === EMPTY_SLOT_ASSET;
  const asset = doc.assets.find((a) => a.id === item.assetId);
  const choices = doc.assets.filter((a) => (a.kind === "video" || a.kind === "image") && a.id !== item.assetId);
  const span = item.out - item.in;
  const room = item.kind === "video" && asset?.duration ? asset.duration - span : 0;
  const part = useSliderDrag(
    (base, v) => setSlotPart(base, { itemId: item.id, sourceStart: v }),
    (v) => `The slot plays the clip from ${formatClock(v)}`,
  );
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        <span className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ backgroundColor: item.slot.tint }} aria-hidden />
        <span className="font-medium">{item.slot.label}</span>
        {": "}
        <span className="text-muted-foreground" data-testid="slot-state">
          {empty ? SLOT_PROMPT : `${item.name}`}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <SlotFileInput itemId={item.id} inputRef={fileRef} label={`Replace file for ${item.slot.label}`} />
        <Button size="sm" onClick={() => fileRef.current?.click()}>
          <ImagePlusIcon aria-hidden /> Replace
        </Button>
        {!empty ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (edit((d) => emptySlot(d, { itemId: item.id }))) announce(`${item.slot.label} is empty again`);
            }}
          >
            <RotateCcwIcon aria-hidden /> Empty slot
          </Button>
        ) : null}
      </div>
      {choices.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={pickId} className="text-xs font-medium">
            Use media from this project
          </label>
          <select
            id={pickId}
            value=""
            className={cn(fieldClass, "h-9 bg-background")}
            onChange={(e) => {
              const chosen = choices.find((a) => a.id === e.target.value);
              if (chosen) fillSlotWith(item.id, chosen);
            }}
          >
            <option value="">Choose a clip or picture…</option>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {room > 0.01 ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium">
            Part of the clip: {formatClock(item.in)} to {formatClock(item.out)}
          </span>
          <Slider thumbLabel="Part of the clip" min={0} max={room} step={0.1} value={[Math.min(item.in, room)]} {...part} />
        </div>
      ) : !empty && item.kind === "video" && asset?.duration && asset.duration < span ? (
        <p className="text-xs text-muted-foreground">The clip is shorter than the slot: its last frame is held to the slot&apos;s end.</p>
      ) : null}
    </div>
  );
}
