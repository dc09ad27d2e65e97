"use client";

import { useId } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type FrameRate, frameRates, type Resolution, resolutions } from "@/lib/editor/state";

import { useEditor } from "./editor-store";

// Native selects keep Radix Select out of the editor's first load.

/** Duration text, resolution and frame rate (the export uses the last two). */
export function VideoPropertiesCard() {
  const { settings, dispatch } = useEditor();
  const id = useId();
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
            value={settings.durationText}
            onChange={(e) => dispatch({ type: "setVideo", video: { durationText: e.target.value } })}
          />
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
