"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Slider } from "@/components/ui/slider";
import { lipSyncRange } from "@/lib/editor/model/slider";

import { useEditor } from "./editor-store";

/** Lip sync accuracy: 50-100 in steps of 5, 85 by default. */
export function LipSyncCard() {
  const { settings, dispatch } = useEditor();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lip Sync</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span id="lip-sync-label" className="font-medium">
            Accuracy
          </span>
          <output className="tabular-nums text-muted-foreground" aria-labelledby="lip-sync-label" data-testid="lip-sync-value">
            {settings.lipSync}%
          </output>
        </div>
        <Slider
          thumbLabel="Lip sync accuracy"
          {...lipSyncRange}
          value={[settings.lipSync]}
          onValueChange={([v]) => dispatch({ type: "setLipSync", value: v })}
        />
      </CardContent>
    </Card>
  );
}
