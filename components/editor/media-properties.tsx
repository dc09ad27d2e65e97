"use client";

import { useId } from "react";

import { lazyComponent } from "@/components/ui/lazy-component";
import { Slider } from "@/components/ui/slider";
import { itemDuration, type MediaItem } from "@/lib/editor/model/document";
import { setFades, setVolume, VOLUME_MAX } from "@/lib/editor/edits/index";

import { DenoiseSwitch } from "./denoise-switch";
import { NumberField } from "./number-field";
import { SpeedProperties } from "./speed-properties";
import { useSliderDrag } from "./use-slider-drag";

const AudioProcessing = lazyComponent(() => import("./audio-processing").then((m) => m.AudioProcessing), { ssr: false });

const percent = (volume: number) => Math.round(volume * 100);
const seconds = (s: number) => String(Math.round(s * 100) / 100);

/** The selected video or audio item's sound: volume 0–200% and fades. A slider drag is one undo step. */
export function MediaProperties({ item }: { item: MediaItem }) {
  const id = useId();
  const drag = useSliderDrag(
    (base, v) => setVolume(base, { itemId: item.id, volume: v / 100 }),
    (v) => `Volume ${v}%`,
  );
  const volume = percent(item.volume);
  const duration = itemDuration(item);

  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="media-properties">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={`${id}-volume`} className="text-xs font-medium">
            Volume
          </span>
          <output className="text-xs tabular-nums" aria-labelledby={`${id}-volume`} data-testid="volume-value">
            {volume}%
          </output>
        </div>
        <Slider
          thumbLabel="Volume"
          min={0}
          max={VOLUME_MAX * 100}
          step={1}
          value={[volume]}
          {...drag}
        />
      </div>
      <NumberField
        label="Volume (%)"
        value={String(volume)}
        min={0}
        max={VOLUME_MAX * 100}
        step={1}
        apply={(base, n) => setVolume(base, { itemId: item.id, volume: n / 100 })}
        announce={() => `Volume set for ${item.name}`}
      />
      <div className="hidden sm:block" />
      <NumberField
        label="Fade in (s)"
        value={seconds(item.fadeIn)}
        min={0}
        max={duration}
        step={0.1}
        apply={(base, n) => setFades(base, { itemId: item.id, fadeIn: n })}
        announce={() => `Fade in set for ${item.name}`}
      />
      <NumberField
        label="Fade out (s)"
        value={seconds(item.fadeOut)}
        min={0}
        max={duration}
        step={0.1}
        apply={(base, n) => setFades(base, { itemId: item.id, fadeOut: n })}
        announce={() => `Fade out set for ${item.name}`}
      />
      <SpeedProperties item={item} />
      <DenoiseSwitch item={item} />
      {item.kind !== "image" && <AudioProcessing item={item} />}
    </div>
  );
}
