"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { editorFixtures } from "@/fixtures/editor";
import { previewFilter } from "@/lib/editor/preview";
import { blurIntensityRange } from "@/lib/editor/slider";
import type { BlurType } from "@/lib/editor/state";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { useEditor } from "./editor-store";
import { captureFrame } from "./frame-capture";

const chip = (on: boolean) =>
  cn(
    "rounded-lg border px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
    on ? "border-primary bg-primary/10" : "border-border hover:bg-accent",
  );

/** Advanced Blur & Privacy Effects: blur type, AI targets, intensity and two switches; applies to the preview. */
export function BlurDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { state, dispatch, videoRef } = useEditor();
  const id = useId();
  const [type, setType] = useState<BlurType>(state.blur.type ?? "gaussian");
  const [targets, setTargets] = useState<string[]>(state.blur.targets);
  const [intensity, setIntensity] = useState(state.blur.intensity);
  const [autoTrack, setAutoTrack] = useState(state.blur.autoTrack);
  const [smartBlending, setSmartBlending] = useState(state.blur.smartBlending);
  const [frame, setFrame] = useState<string | null>(null);

  const typeName = editorFixtures.blurTypes.find((b) => b.id === type)?.name ?? type;

  function previewEffect() {
    const captured = captureFrame(videoRef.current, 320);
    if (captured) setFrame(captured.dataUrl);
    else toast({ title: "Preview Effect", description: "Load a video in the preview first.", variant: "destructive" });
  }

  function apply() {
    dispatch({ type: "applyBlur", blur: { type, intensity, targets, autoTrack, smartBlending } });
    const on = targets.length > 0 ? ` on ${targets.join(", ")}` : "";
    toast({ title: "AI Blur Applied", description: `${typeName} blur at ${intensity}%${on}` });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Advanced Blur &amp; Privacy Effects</DialogTitle>
          <DialogDescription>Blur the whole picture or let the AI find what to hide.</DialogDescription>
        </DialogHeader>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Standard Blur Types</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {editorFixtures.blurTypes.map((b) => (
              <button key={b.id} type="button" aria-pressed={type === b.id} className={chip(type === b.id)} onClick={() => setType(b.id as BlurType)}>
                <span className="block font-medium">{b.name}</span>
                <span className="block text-xs text-muted-foreground">{b.description}</span>
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">AI Privacy Blur</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {editorFixtures.aiBlurTargets.map((t) => {
              const on = targets.includes(t.id);
              return (
                <button
                  key={t.id}
                  type="button"
                  aria-pressed={on}
                  className={chip(on)}
                  onClick={() => setTargets(on ? targets.filter((x) => x !== t.id) : [...targets, t.id])}
                >
                  {t.name}
                </button>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium" id={`${id}-intensity`}>
              Blur Intensity
            </span>
            <output className="tabular-nums text-muted-foreground" aria-labelledby={`${id}-intensity`}>
              {intensity}%
            </output>
          </div>
          <Slider thumbLabel="Blur Intensity" {...blurIntensityRange} value={[intensity]} onValueChange={([v]) => setIntensity(v)} />
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <Label htmlFor={`${id}-track`}>Auto-track throughout video (AI)</Label>
            <Switch id={`${id}-track`} checked={autoTrack} onCheckedChange={setAutoTrack} />
          </div>
          <div className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <Label htmlFor={`${id}-blend`}>Smart blending with scene</Label>
            <Switch id={`${id}-blend`} checked={smartBlending} onCheckedChange={setSmartBlending} />
          </div>
        </div>

        {frame ? (
          // eslint-disable-next-line @next/next/no-img-element -- a frame captured from the preview
          <img
            src={frame}
            alt={`Current frame with ${typeName} blur at ${intensity}%`}
            className="mx-auto max-h-48 rounded-md"
            style={{ filter: previewFilter(state.color, { type, intensity }, 320) }}
          />
        ) : null}

        <DialogFooter>
          {state.blur.type ? (
            <Button
              variant="ghost"
              onClick={() => {
                dispatch({ type: "clearBlur" });
                onOpenChange(false);
              }}
            >
              Remove Blur
            </Button>
          ) : null}
          <Button variant="outline" onClick={previewEffect}>
            Preview Effect
          </Button>
          <Button onClick={apply}>Apply AI Blur</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
