"use client";

import { DownloadIcon, LayersIcon, Loader2Icon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import {
  combinerModes,
  combinerSliders,
  defaultCombinerSettings,
  outputSizes,
  type CombinerMode,
  type CombinerSettings,
  type OutputSize,
} from "@/lib/media/image-combiner";
import type { UploadedFile } from "@/lib/media/merge-media";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { drawCombined, loadImage } from "./draw-combined";
import { downloadUrl } from "./media-files";

const modeLabels: Record<CombinerMode, string> = {
  collage: "Collage",
  overlay: "Overlay",
  "side-by-side": "Side by Side",
  grid: "Grid",
  blend: "Blend",
};
const PREVIEW_MAX = { width: 640, height: 420 };
const selectClass = cn(fieldClass, "h-9 bg-background");

/** Composes the chosen images on a canvas, live, and downloads the result as a PNG at the output size. */
export function ImageCombiner({ images }: { images: UploadedFile[] }) {
  const [settings, setSettings] = React.useState<CombinerSettings>(defaultCombinerSettings);
  const [excluded, setExcluded] = React.useState<Set<string>>(new Set());
  const [exporting, setExporting] = React.useState(false);
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const chosen = images.filter((f) => !excluded.has(f.id));
  const { width, height } = outputSizes[settings.size];
  const scale = Math.min(PREVIEW_MAX.width / width, PREVIEW_MAX.height / height);
  const chosenKey = chosen.map((f) => f.url).join("|");

  React.useEffect(() => {
    let cancelled = false;
    const urls = chosenKey ? chosenKey.split("|") : [];
    Promise.all(urls.map(loadImage))
      .then((loaded) => {
        const ctx = canvasRef.current?.getContext("2d");
        if (!cancelled && ctx) drawCombined(ctx, loaded, width, height, settings, scale);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [chosenKey, settings, width, height, scale]);

  const set = (fields: Partial<CombinerSettings>) => setSettings((s) => ({ ...s, ...fields }));

  const download = async () => {
    setExporting(true);
    try {
      const loaded = await Promise.all(chosen.map((f) => loadImage(f.url)));
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no canvas");
      drawCombined(ctx, loaded, width, height, settings);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("no blob");
      const url = URL.createObjectURL(blob);
      downloadUrl(url, `combined-${settings.mode}-${width}x${height}.png`);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast({ title: "Image Downloaded", description: `Your ${width}x${height} PNG is ready.` });
    } catch {
      toast({ title: "Export Failed", description: "The combined image could not be created.", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="combiner-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <div>
        <h2 id="combiner-title" className="flex items-center gap-2 text-lg font-semibold">
          <LayersIcon className="size-5" aria-hidden /> Image Combiner
        </h2>
        <p className="text-sm text-muted-foreground">Combine your uploaded images into one picture.</p>
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          Upload images above to combine them.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[1fr_auto]">
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Images to combine</legend>
              {images.map((f) => (
                <div key={f.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`combine-${f.id}`}
                    checked={!excluded.has(f.id)}
                    onCheckedChange={(checked) =>
                      setExcluded((prev) => {
                        const next = new Set(prev);
                        if (checked) next.delete(f.id);
                        else next.add(f.id);
                        return next;
                      })
                    }
                  />
                  <Label htmlFor={`combine-${f.id}`} className="font-normal">{f.name}</Label>
                </div>
              ))}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <Label htmlFor="combiner-mode">Mode</Label>
                <select id="combiner-mode" className={selectClass} value={settings.mode} onChange={(e) => set({ mode: e.target.value as CombinerMode })}>
                  {combinerModes.map((m) => (
                    <option key={m} value={m}>{modeLabels[m]}</option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="combiner-size">Output Size</Label>
                <select id="combiner-size" className={selectClass} value={settings.size} onChange={(e) => set({ size: e.target.value as OutputSize })}>
                  {(Object.keys(outputSizes) as OutputSize[]).map((s) => (
                    <option key={s} value={s}>{outputSizes[s].label}</option>
                  ))}
                </select>
              </div>
            </div>
            {(
              [
                ["spacing", "Spacing", "px"],
                ["borderRadius", "Border Radius", "px"],
                ["opacity", "Opacity", "%"],
              ] as const
            ).map(([key, label, unit]) => (
              <div key={key} className="flex flex-col gap-2">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground tabular-nums">{settings[key]}{unit}</span>
                </div>
                <Slider
                  thumbLabel={label}
                  min={combinerSliders[key].min}
                  max={combinerSliders[key].max}
                  step={1}
                  value={[settings[key]]}
                  onValueChange={([v]) => set({ [key]: v })}
                />
              </div>
            ))}
            <Button onClick={download} disabled={exporting || chosen.length === 0} className="self-start">
              {exporting ? <Loader2Icon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
              Download PNG
            </Button>
          </div>
          <div className="flex flex-col items-center gap-2">
            <canvas
              ref={canvasRef}
              width={Math.round(width * scale)}
              height={Math.round(height * scale)}
              role="img"
              aria-label={`Combined image preview, ${width}x${height}`}
              className="max-w-full rounded-lg border border-border"
            />
            <p className="text-xs text-muted-foreground">
              {chosen.length} {chosen.length === 1 ? "image" : "images"} · {width}x{height}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
