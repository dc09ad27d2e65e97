"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { DUCK_DEFAULT } from "@/lib/editor/audio/duck";
import { EQ_MAX, EQ_MIN, eqPresets, FLAT_EQ } from "@/lib/editor/audio/eq";
import { DUCK_DEPTH_MAX, DUCK_TIME_MAX, setDucking, setEq } from "@/lib/editor/edits/audio-edits";
import type { ItemEq, MediaItem } from "@/lib/editor/model/document";

import { useEditor } from "./editor-store";
import { NumberField } from "./number-field";

const bandLabel: Record<keyof ItemEq, string> = { low: "Low (dB)", mid: "Mid (dB)", high: "High (dB)" };
const same = (a: ItemEq, b: ItemEq) => a.low === b.low && a.mid === b.mid && a.high === b.high;

/**
 * The item's sound processing: a three-band EQ with presets, and for audio items "Duck under speech" (the item
 * dips while someone speaks on the other tracks) with its depth, attack and release.
 */
export function AudioProcessing({ item }: { item: MediaItem }) {
  const { edit, announce } = useEditor();
  const id = useId();
  const eq = item.eq ?? FLAT_EQ;
  const duck = item.duck;

  const applyEq = (next: ItemEq, label: string) => {
    if (edit((d) => setEq(d, { itemId: item.id, eq: next }))) announce(`EQ ${label} for ${item.name}`);
  };

  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3" data-testid="audio-processing">
      <div className="flex flex-col gap-2 sm:col-span-3">
        <span id={`${id}-eq`} className="text-xs font-medium">
          EQ
        </span>
        <div className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap" role="group" aria-labelledby={`${id}-eq`}>
          {[{ id: "flat", label: "Flat", eq: FLAT_EQ }, ...eqPresets].map((preset) => (
            <Button
              key={preset.id}
              type="button"
              size="sm"
              variant={same(eq, preset.eq) ? "default" : "outline"}
              aria-pressed={same(eq, preset.eq)}
              onClick={() => applyEq(preset.eq, preset.label.toLowerCase())}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      </div>
      {(["low", "mid", "high"] as const).map((band) => (
        <NumberField
          key={band}
          label={`EQ ${bandLabel[band]}`}
          value={String(eq[band])}
          min={EQ_MIN}
          max={EQ_MAX}
          step={0.5}
          apply={(base, n) => setEq(base, { itemId: item.id, eq: { [band]: n } })}
          announce={() => `EQ ${band} set for ${item.name}`}
        />
      ))}
      {item.kind === "audio" && (
        <>
          <div className="flex items-center gap-2 sm:col-span-3">
            <Switch
              id={`${id}-duck`}
              checked={Boolean(duck)}
              data-testid="duck-switch"
              onCheckedChange={(on) => {
                if (edit((d) => setDucking(d, { itemId: item.id, duck: on ? {} : null, defaults: DUCK_DEFAULT })))
                  announce(on ? `${item.name} ducks under speech` : `Ducking off for ${item.name}`);
              }}
            />
            <label htmlFor={`${id}-duck`} className="text-xs font-medium">
              Duck under speech
            </label>
          </div>
          {duck && (
            <>
              <NumberField
                label="Duck depth (dB)"
                value={String(duck.depth)}
                min={0}
                max={DUCK_DEPTH_MAX}
                step={1}
                apply={(base, n) => setDucking(base, { itemId: item.id, duck: { depth: n }, defaults: DUCK_DEFAULT })}
                announce={() => `Duck depth set for ${item.name}`}
              />
              <NumberField
                label="Attack (s)"
                value={String(duck.attack)}
                min={0}
                max={DUCK_TIME_MAX}
                step={0.05}
                apply={(base, n) => setDucking(base, { itemId: item.id, duck: { attack: n }, defaults: DUCK_DEFAULT })}
                announce={() => `Duck attack set for ${item.name}`}
              />
              <NumberField
                label="Release (s)"
                value={String(duck.release)}
                min={0}
                max={DUCK_TIME_MAX}
                step={0.05}
                apply={(base, n) => setDucking(base, { itemId: item.id, duck: { release: n }, defaults: DUCK_DEFAULT })}
                announce={() => `Duck release set for ${item.name}`}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
