"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Slider } from "@/components/ui/slider";
import { colorRange, gradeRange } from "@/lib/editor/model/slider";
import type { ColorSettings } from "@/lib/editor/model/choices";

import { useEditor } from "./editor-store";

const sliders: { key: keyof ColorSettings; label: string; range: typeof colorRange }[] = [
  { key: "brightness", label: "Brightness", range: colorRange },
  { key: "contrast", label: "Contrast", range: colorRange },
  { key: "saturation", label: "Saturation", range: colorRange },
  { key: "temperature", label: "Temperature", range: gradeRange },
  { key: "tint", label: "Tint", range: gradeRange },
  { key: "exposure", label: "Exposure", range: gradeRange },
  { key: "highlights", label: "Highlights", range: gradeRange },
  { key: "shadows", label: "Shadows", range: gradeRange },
];

/**
 * Brightness, contrast and saturation (0-100, 50 neutral) and the grading (temperature, tint, exposure, highlights,
 * shadows: -100..100, 0 neutral), applied to the preview live.
 */
export function ColorCard() {
  const { settings, dispatch } = useEditor();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Color &amp; Effects</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "resetColor" })}>
          Reset
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sliders.map(({ key, label, range }) => (
          <div key={key} className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span id={`color-${key}`} className="font-medium">
                {label}
              </span>
              <output className="tabular-nums text-muted-foreground" aria-labelledby={`color-${key}`}>
                {settings.color[key] ?? 0}
              </output>
            </div>
            <Slider
              thumbLabel={label}
              {...range}
              value={[settings.color[key] ?? 0]}
              onValueChange={([v]) => dispatch({ type: "setColor", color: { [key]: v } })}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
