"use client";

import { Copy, Loader2, Wand2 } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { fieldClass, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { VeoPreset } from "@/lib/catalog/veo-presets";
import { sampleMedia } from "@/lib/sample-media";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";
import {
  buildVeoPrompt,
  emptyVeoPrompt,
  veoAspectRatios,
  veoDurations,
  veoPromptError,
  veoSubtitles,
  veoTextFields,
  type VeoPrompt,
} from "@/lib/ai/veo";

export const GENERATION_DELAY_MS = 3000;

function Panel({ title, id, children, className }: { title: string; id: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("space-y-4 rounded-xl border border-border bg-card p-5", className)}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const selects = [
  { key: "duration", label: "Duration", options: veoDurations, suffix: " seconds" },
  { key: "aspect_ratio", label: "Aspect Ratio", options: veoAspectRatios, suffix: "" },
  { key: "subtitles", label: "Subtitles", options: veoSubtitles, suffix: "" },
] as const;

/** Presets, the Prompt Builder, the Generate Video card with its live preview, and the settings summary. */
export function VeoGenerator({ presets, tips }: { presets: VeoPreset[]; tips: React.ReactNode }) {
  const [prompt, setPrompt] = React.useState<VeoPrompt>(emptyVeoPrompt);
  const [generating, setGenerating] = React.useState(false);
  const [generated, setGenerated] = React.useState(0);
  const text = buildVeoPrompt(prompt);
  const set = (key: keyof VeoPrompt, value: string) => setPrompt((p) => ({ ...p, [key]: value }));

  const loadPreset = (preset: VeoPreset) => {
    setPrompt({ ...preset.prompt });
    toast({ title: "Preset Loaded", description: `${preset.name} is in the Prompt Builder.` });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Prompt Copied", description: "The structured prompt is on your clipboard." });
    } catch {
      toast({ title: "Copy Failed", description: "Your browser blocked the clipboard. Select the preview text and copy it.", variant: "destructive" });
    }
  };

  const generate = async () => {
    const error = veoPromptError(prompt);
    if (error) {
      toast({ title: "Missing Main Subject", description: error, variant: "destructive" });
      return;
    }
    setGenerating(true);
    try {
      await sleep(GENERATION_DELAY_MS);
      setGenerated((n) => n + 1);
      toast({ title: "Video Generated!", description: "Your Veo 3 video is ready to watch." });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="space-y-6">
        <Panel title="Preset Templates" id="veo-presets">
          <ul className="grid gap-3 sm:grid-cols-2">
            {presets.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                <div className="min-w-0">
                  <h3 className="truncate text-sm font-medium">{p.name}</h3>
                  <p className="truncate text-xs text-muted-foreground">{p.summary}</p>
                </div>
                <Button variant="outline" size="sm" onClick={() => loadPreset(p)} aria-label={`Load preset ${p.name}`}>
                  Load
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Prompt Builder" id="veo-builder">
          <div className="grid gap-4 sm:grid-cols-2">
            {veoTextFields.map((f) => (
              <div key={f.key} className={cn("space-y-1.5", f.wide && "sm:col-span-2")}>
                <label htmlFor={`veo-${f.key}`} className="text-sm font-medium">
                  {f.label}
                </label>
                {f.multiline ? (
                  <Textarea id={`veo-${f.key}`} value={prompt[f.key]} placeholder={f.placeholder} onChange={(e) => set(f.key, e.target.value)} />
                ) : (
                  <Input id={`veo-${f.key}`} value={prompt[f.key]} placeholder={f.placeholder} onChange={(e) => set(f.key, e.target.value)} />
                )}
              </div>
            ))}
            {selects.map((s) => (
              <div key={s.key} className="space-y-1.5">
                <label htmlFor={`veo-${s.key}`} className="text-sm font-medium">
                  {s.label}
                </label>
                <select
                  id={`veo-${s.key}`}
                  value={prompt[s.key]}
                  onChange={(e) => set(s.key, e.target.value)}
                  className={cn(fieldClass, "h-9 bg-background")}
                >
                  {s.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                      {s.suffix}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </Panel>
      </div>
      <div className="space-y-6">
        <Panel title="Generate Video" id="veo-generate">
          <div className="space-y-1.5">
            <h3 className="text-sm font-medium" id="veo-preview-label">
              Prompt Preview
            </h3>
            <pre
              aria-labelledby="veo-preview-label"
              data-testid="veo-prompt-preview"
              tabIndex={0}
              className="max-h-72 overflow-auto rounded-lg border border-border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap"
            >
              {text}
            </pre>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden /> Copy Prompt
            </Button>
            <Button onClick={generate} disabled={generating}>
              {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
              {generating ? "Generating Video..." : "Generate with Veo 3"}
            </Button>
          </div>
          {generated > 0 ? (
            <video
              key={generated}
              aria-label="Generated video"
              className="aspect-video w-full rounded-lg bg-black"
              controls
              autoPlay
              muted
              loop
              playsInline
            >
              <source src={sampleMedia.clipWebm} type="video/webm" />
              <source src={sampleMedia.clipMp4} type="video/mp4" />
            </video>
          ) : null}
        </Panel>
        <Panel title="Video Settings" id="veo-settings">
          <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="veo-settings">
            <div>
              <dt className="text-muted-foreground">Duration</dt>
              <dd className="font-medium">{prompt.duration} seconds</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Aspect Ratio</dt>
              <dd className="font-medium">{prompt.aspect_ratio}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Subtitles</dt>
              <dd className="font-medium">{prompt.subtitles}</dd>
            </div>
          </dl>
        </Panel>
        {tips}
      </div>
    </div>
  );
}

