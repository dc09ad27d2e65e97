"use client";

import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { docLengthText, parseLength, setDocLength } from "@/lib/editor/edits/index";
import { docDuration } from "@/lib/editor/model/document";
import { platformPresets, presetOf } from "@/lib/editor/model/presets";
import { type FrameRate, frameRates, type Resolution, resolutions } from "@/lib/editor/model/choices";

import { useEditor } from "./editor-store";

// Native selects keep Radix Select out of the editor's first load.

/**
 * The project's duration (the timeline's length: typing a shorter one trims the end, a longer one leaves a gap at
 * the end; one undo step), and the resolution and frame rate the export uses.
 */
export function VideoPropertiesCard() {
  const { settings, dispatch, doc, edit, announce } = useEditor();
  const id = useId();
  // Reframe: when a preset changes the frame's shape, the clips follow their faces into it (on by default).
  const [reframeOn, setReframeOn] = useState(true);
  const [reframing, setReframing] = useState<number | null>(null);
  const reframeRef = useRef<AbortController | null>(null);
  const reframe = (next: typeof doc) => {
    reframeRef.current?.abort();
    const controller = new AbortController();
    reframeRef.current = controller;
    setReframing(0);
    void import("@/lib/editor/tracking/reframe-run")
      .then(async ({ runReframe }) => {
        const found = await runReframe(next, (f) => !controller.signal.aborted && setReframing(f), controller.signal);
        if (controller.signal.aborted) return;
        const { applyReframe } = await import("@/lib/editor/tracking/reframe");
        if (found.size > 0 && edit((d) => applyReframe(d, found))) {
          announce(`Reframed ${found.size} ${found.size === 1 ? "clip" : "clips"} to keep faces in the frame. Undo restores ${found.size === 1 ? "it" : "them"}.`);
        } else announce("Nothing to reframe: every clip already fits the frame.");
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) announce(`Reframe failed: ${error instanceof Error ? error.message : "the faces could not be found"}`);
      })
      .finally(() => {
        if (reframeRef.current === controller) {
          reframeRef.current = null;
          setReframing(null);
        }
      });
  };
  const shown = docLengthText(doc);
  // What is being typed (null: the field shows the timeline's length), and why it was refused.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applyDuration = () => {
    if (draft === null) return;
    const parsed = parseLength(draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setDraft(null);
    const before = docDuration(doc);
    if (edit((d) => setDocLength(d, { seconds: parsed.seconds }))) {
      const how = parsed.seconds < before ? "the end of the timeline was trimmed" : "a gap was added at the end";
      announce(`Duration set to ${docLengthText({ ...doc, tracks: [], length: parsed.seconds })}: ${how}.`);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Video Properties</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-duration`}>Duration</Label>
          <Input
            id={`${id}-duration`}
            value={draft ?? shown}
            inputMode="numeric"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-duration-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onBlur={applyDuration}
            onKeyDown={(e) => {
              if (e.key === "Enter") applyDuration();
              else if (e.key === "Escape" && draft !== null) {
                e.preventDefault();
                setDraft(null);
                setError(null);
              }
            }}
          />
          {error ? (
            <p id={`${id}-duration-error`} role="alert" className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-preset`}>Platform</Label>
          <select
            id={`${id}-preset`}
            className={selectClass}
            value={presetOf(settings)?.id ?? ""}
            onChange={(e) => {
              const preset = platformPresets.find((p) => p.id === e.target.value);
              if (!preset) return;
              const reshaped = preset.aspectRatio !== settings.aspectRatio;
              dispatch({ type: "applyPreset", preset });
              announce(`${preset.label}: ${preset.size.width}x${preset.size.height}, ${preset.frameRate} fps`);
              if (reshaped && reframeOn) reframe({ ...doc, settings: { ...doc.settings, aspectRatio: preset.aspectRatio, resolution: preset.resolution } });
            }}
          >
            <option value="">Custom</option>
            {platformPresets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label} ({p.size.width}x{p.size.height})
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-xs">
            <input type="checkbox" checked={reframeOn} onChange={(e) => setReframeOn(e.target.checked)} />
            Reframe: keep faces in the new frame
          </label>
          {reframing !== null ? (
            <div className="grid gap-1" aria-live="polite">
              <Progress value={Math.round(reframing * 100)} aria-label="Reframe progress" />
              <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>Finding faces to reframe… {Math.round(reframing * 100)}%</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    reframeRef.current?.abort();
                    announce("Reframe cancelled: the clips are as they were.");
                  }}
                >
                  Cancel
                </Button>
              </div>
            </div>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-resolution`}>Resolution</Label>
          <select
            id={`${id}-resolution`}
            className={selectClass}
            value={settings.resolution}
            onChange={(e) => dispatch({ type: "setVideo", video: { resolution: e.target.value as Resolution } })}
          >
            {resolutions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-fps`}>Frame Rate</Label>
          <select
            id={`${id}-fps`}
            className={selectClass}
            value={String(settings.frameRate)}
            onChange={(e) => dispatch({ type: "setVideo", video: { frameRate: Number(e.target.value) as FrameRate } })}
          >
            {frameRates.map((f) => (
              <option key={f} value={String(f)}>
                {f} fps
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-muted-foreground">Aspect ratio {settings.aspectRatio}</p>
      </CardContent>
    </Card>
  );
}
