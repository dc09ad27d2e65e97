"use client";

import { FlipHorizontal2Icon, FlipVertical2Icon, PipetteIcon, UploadIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/ui/input";
import { Slider } from "@/components/ui/slider";
import { type ChromaKey, itemDuration, type LutRef, type MediaItem, type ProjectDoc } from "@/lib/editor/model/document";
import { cropProperties, gradeProperties } from "@/lib/editor/render/look";
import { setChromaKey, setCrop, setFlip, setLut } from "@/lib/editor/edits/look-edits";
import { builtinLuts, LOCAL_LUT_PREFIX, LUT_FILE_MAX_BYTES } from "@/lib/editor/render/luts";
import { docLuts, registerLut } from "@/lib/editor/render/lut-cache";

import { useEditor } from "./editor-store";
import { setEyedropper, stopEyedropper, useEyedropper } from "./eyedropper";
import { PropertyRow, useClockTime } from "./keyframes/animation-panel";
import { useSliderDrag } from "./use-slider-drag";

/** A 0..100 slider whose drag is one undo step, announced when it ends. */
function DragSlider({ label, value, apply, describe }: { label: string; value: number; apply: (base: ProjectDoc, v: number) => ProjectDoc; describe: (v: number) => string }) {
  const id = useId();
  const drag = useSliderDrag(apply, describe);
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span id={id} className="text-xs font-medium">
          {label}
        </span>
        <output className="text-xs tabular-nums" aria-labelledby={id}>
          {value}
        </output>
      </div>
      <Slider thumbLabel={label} min={0} max={100} step={1} value={[value]} {...drag} />
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </div>
  );
}

function KeySettings({ item }: { item: MediaItem }) {
  const { edit, announce } = useEditor();
  const picking = useEyedropper() === item.id;
  const id = useId();
  const key = item.chromaKey;
  // Picking ends when these settings close (the item is deselected) or the key is switched off.
  useEffect(() => () => stopEyedropper(item.id), [item.id]);
  const set = (k: Partial<ChromaKey> | null, say: string) => {
    if (edit((d) => setChromaKey(d, { itemId: item.id, key: k }))) announce(say);
  };
  return (
    <Group title="Chroma key">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={Boolean(key)}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            if (!on) stopEyedropper(item.id);
            set(on ? {} : null, on ? `Chroma key on for ${item.name}` : `Chroma key off for ${item.name}`);
          }}
        />
        Remove a background colour (green screen)
      </label>
      {key ? (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-colour`} className="text-xs font-medium">
                Key colour
              </label>
              <input
                id={`${id}-colour`}
                type="color"
                className="h-9 w-14 cursor-pointer rounded-md border border-input bg-background"
                value={key.color}
                onChange={(e) => set({ color: e.currentTarget.value }, `Key colour ${e.currentTarget.value}`)}
              />
            </div>
            <Button
              variant={picking ? "secondary" : "outline"}
              size="sm"
              aria-pressed={picking}
              onClick={() => {
                setEyedropper(picking ? null : item.id);
                announce(picking ? "Colour picking off" : "Click the preview to pick the key colour; Escape to stop");
              }}
            >
              <PipetteIcon aria-hidden /> Pick from preview
            </Button>
          </div>
          <DragSlider label="Tolerance" value={key.tolerance} apply={(d, v) => setChromaKey(d, { itemId: item.id, key: { tolerance: v } })} describe={(v) => `Tolerance ${v}`} />
          <DragSlider label="Softness" value={key.softness} apply={(d, v) => setChromaKey(d, { itemId: item.id, key: { softness: v } })} describe={(v) => `Softness ${v}`} />
          <DragSlider label="Spill suppression" value={key.spill} apply={(d, v) => setChromaKey(d, { itemId: item.id, key: { spill: v } })} describe={(v) => `Spill suppression ${v}`} />
        </>
      ) : null}
    </Group>
  );
}

function LutSettings({ item }: { item: MediaItem }) {
  const { doc, edit, announce } = useEditor();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lut = item.lut;
  const imported = docLuts(doc).filter((l) => l.source === "local");
  const value = lut ? (lut.source === "local" ? `local:${lut.localId ?? lut.id}` : lut.id) : "";
  const apply = (next: LutRef | null, say: string) => {
    if (edit((d) => setLut(d, { itemId: item.id, lut: next }))) announce(say);
  };

  async function importFile(file: File) {
    setError(null);
    if (file.size > LUT_FILE_MAX_BYTES) return setError(`${file.name} is larger than ${LUT_FILE_MAX_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    try {
      const { parseCube } = await import("@/lib/editor/render/lut");
      const table = parseCube(await file.text());
      const localId = `${LOCAL_LUT_PREFIX}${crypto.randomUUID()}`;
      const { localMediaStore } = await import("@/lib/editor/media/local-media-store");
      const store = localMediaStore();
      let kept = true;
      try {
        if (store) await store.keep(localId, file);
        else kept = false;
      } catch {
        kept = false;
      }
      const ref: LutRef = { id: localId, name: file.name.replace(/\.cube$/i, ""), source: "local", localId, intensity: lut?.intensity ?? 1 };
      registerLut(ref, table);
      apply(ref, `LUT ${ref.name} applied to ${item.name}`);
      if (!kept) setError("This browser could not keep the file: the LUT is applied for this visit only.");
    } catch (e) {
      setError(`${file.name}: ${e instanceof Error ? e.message : "not a .cube LUT"}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group title="LUT">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1">
          <label htmlFor={`${id}-lut`} className="text-xs font-medium">
            Look-up table
          </label>
          <select
            id={`${id}-lut`}
            className={selectClass}
            value={value}
            onChange={(e) => {
              const v = e.currentTarget.value;
              const intensity = lut?.intensity ?? 1;
              if (!v) return apply(null, `LUT removed from ${item.name}`);
              const local = imported.find((l) => `local:${l.localId ?? l.id}` === v);
              const builtin = builtinLuts.find((l) => l.id === v);
              const next: LutRef | null = local ? { ...local, intensity } : builtin ? { id: builtin.id, name: builtin.name, source: "builtin", intensity } : null;
              if (next) apply(next, `LUT ${next.name} applied to ${item.name}`);
            }}
          >
            <option value="">None</option>
            {builtinLuts.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
            {imported.map((l) => (
              <option key={l.id} value={`local:${l.localId ?? l.id}`}>
                {l.name} (imported)
              </option>
            ))}
          </select>
        </div>
        <input
          ref={fileRef}
          type="file"
          accept=".cube"
          tabIndex={-1}
          className="sr-only"
          aria-label="Choose a .cube LUT file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = "";
            if (file) void importFile(file);
          }}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => fileRef.current?.click()}>
          <UploadIcon aria-hidden /> {busy ? "Importing…" : "Import .cube"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {lut ? (
        <DragSlider
          label="LUT intensity"
          value={Math.round(lut.intensity * 100)}
          apply={(d, v) => setLut(d, { itemId: item.id, lut: { ...lut, intensity: v / 100 } })}
          describe={(v) => `LUT intensity ${v}%`}
        />
      ) : null}
    </Group>
  );
}

/**
 * The selected video's or picture's look: crop edges (animatable) and flips, chroma key (colour, eyedropper on the
 * preview, tolerance, softness, spill), grading (animatable) and a LUT (shipped or imported .cube, with intensity).
 * Each change is one undo step and is announced. Loaded with the selection.
 */
export function LookProperties({ item }: { item: MediaItem }) {
  const { edit, announce } = useEditor();
  const time = useClockTime();
  const local = Math.min(itemDuration(item), Math.max(0, time - item.start));
  const flip = (axis: "flipH" | "flipV") => {
    const on = !item[axis];
    if (edit((d) => setFlip(d, { itemId: item.id, [axis]: on }))) announce(`${item.name} ${on ? "flipped" : "unflipped"} ${axis === "flipH" ? "horizontally" : "vertically"}`);
  };
  const cropped = Boolean(item.crop) || cropProperties.some((p) => item.keyframes?.[p]);
  return (
    <div className="grid gap-4" data-testid="look-properties">
      <Group title="Crop and flip">
        <div className="grid gap-2">
          {cropProperties.map((p) => (
            <PropertyRow key={p} item={item} property={p} local={local} />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant={item.flipH ? "secondary" : "outline"} size="sm" aria-pressed={Boolean(item.flipH)} onClick={() => flip("flipH")}>
            <FlipHorizontal2Icon aria-hidden /> Flip horizontally
          </Button>
          <Button variant={item.flipV ? "secondary" : "outline"} size="sm" aria-pressed={Boolean(item.flipV)} onClick={() => flip("flipV")}>
            <FlipVertical2Icon aria-hidden /> Flip vertically
          </Button>
          {cropped ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                if (edit((d) => setCrop(d, { itemId: item.id, crop: { left: 0, right: 0, top: 0, bottom: 0 } }))) announce(`Crop reset for ${item.name}`);
              }}
            >
              Reset crop
            </Button>
          ) : null}
        </div>
      </Group>
      <KeySettings item={item} />
      <Group title="Colour grading">
        <div className="grid gap-2">
          {gradeProperties.map((p) => (
            <PropertyRow key={p} item={item} property={p} local={local} />
          ))}
        </div>
      </Group>
      <LutSettings item={item} />
    </div>
  );
}
