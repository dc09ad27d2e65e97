"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Slider } from "@/components/ui/slider";
import { colorRange } from "@/lib/editor/slider";

import { useEditor } from "./editor-store";

const sliders: { key: "brightness" | "contrast" | "saturation"; label: string }[] = [
  { key: "brightness", label: "Brightness" },
  { key: "contrast", label: "Contrast" },
  { key: "saturation", label: "Saturation" },
];

/** Brightness, contrast and saturation (0-100, 50 neutral), applied to the preview live. */
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
        {sliders.map(({ key, label }) => (
          <div key={key} className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span id={`color-${key}`} className="font-medium">
                {label}
              </span>
              <output className="tabular-nums text-muted-foreground" aria-labelledby={`color-${key}`}>
                {settings.color[key]}
              </output>
            </div>
            <Slider
              thumbLabel={label}
              {...colorRange}
              value={[settings.color[key]]}
              onValueChange={([v]) => dispatch({ type: "setColor", color: { [key]: v } })}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
