"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { itemDuration, itemSpeed, type MediaItem } from "@/lib/editor/model/document";
import { SPEED_MAX, SPEED_MIN, speedPresets } from "@/lib/editor/model/speed";
import { setSpeed } from "@/lib/editor/edits/speed-edits";
import { formatClock } from "@/lib/editor/timeline/time";

import { useEditor } from "./editor-store";
import { NumberField } from "./number-field";
import { usePreparedState } from "./use-prepared-sound";

const times = (speed: number) => `${Math.round(speed * 100) / 100}×`;

/**
 * A video or audio clip's speed (0.25× to 4×) and direction. Its length on the timeline follows, and the clips after
 * it on its track move with its end. Each preset, typed value and switch is one undo step.
 */
export function SpeedProperties({ item }: { item: MediaItem }) {
  const { edit, announce } = useEditor();
  const id = useId();
  const speed = itemSpeed(item);
  const reverse = Boolean(item.reverse);
  const lengthText = () => formatClock(itemDuration(item));
  // A reversed clip's sound is prepared (read whole and reversed) before the preview can play it.
  const prepared = usePreparedState(item.id);

  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-testid="speed-properties">
      <div role="group" aria-labelledby={`${id}-speed`} className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={`${id}-speed`} className="text-xs font-medium">
            Speed
          </span>
          <output className="text-xs tabular-nums" aria-labelledby={`${id}-speed`} data-testid="speed-value">
            {times(speed)}
            {reverse ? ", reversed" : ""} · {lengthText()}
          </output>
        </div>
        <div className="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap">
          {speedPresets.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={preset === speed ? "default" : "outline"}
              aria-pressed={preset === speed}
              aria-label={`Speed ${times(preset)}`}
              className="min-w-12 tabular-nums"
              onClick={() => {
                if (edit((d) => setSpeed(d, { itemId: item.id, speed: preset }))) announce(`${item.name} plays at ${times(preset)}`);
              }}
            >
              {times(preset)}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <NumberField
          label="Speed (×)"
          value={String(speed)}
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={0.05}
          apply={(base, n) => setSpeed(base, { itemId: item.id, speed: n })}
          announce={() => `Speed set for ${item.name}`}
        />
        <div className="flex items-center gap-2 pb-2">
          <Switch
            id={`${id}-reverse`}
            checked={reverse}
            onCheckedChange={(on) => {
              if (edit((d) => setSpeed(d, { itemId: item.id, reverse: on }))) announce(on ? `${item.name} plays backwards` : `${item.name} plays forwards`);
            }}
          />
          <label htmlFor={`${id}-reverse`} className="text-xs font-medium">
            Reverse
          </label>
          {reverse && prepared === "preparing" ? (
            <span role="status" className="text-xs text-muted-foreground">
              Preparing…
            </span>
          ) : null}
          {reverse && prepared === "failed" ? (
            <span role="status" className="text-xs text-muted-foreground">
              Silent in the preview; the export plays it backwards.
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
