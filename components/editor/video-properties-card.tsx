"use client";

import { useId, useState } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { docLengthText, parseLength, setDocLength } from "@/lib/editor/edits";
import { docDuration } from "@/lib/editor/document";
import { platformPresets, presetOf } from "@/lib/editor/presets";
import { type FrameRate, frameRates, type Resolution, resolutions } from "@/lib/editor/state";

import { useEditor } from "./editor-store";

// Native selects keep Radix Select out of the editor's first load.

/**
 * The project's duration (the timeline's length: typing a shorter one trims the end, a longer one leaves a gap at
 * the end; one undo step), and the resolution and frame rate the export uses.
 */
export function VideoPropertiesCard() {
  const { settings, dispatch, doc, edit, announce } = useEditor();
  const id = useId();
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
              dispatch({ type: "applyPreset", preset });
              announce(`${preset.label}: ${preset.size.width}x${preset.size.height}, ${preset.frameRate} fps`);
            }}
          >
            <option value="">Custom</option>
            {platformPresets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label} ({p.size.width}x{p.size.height})
              </option>
            ))}
          </select>
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
