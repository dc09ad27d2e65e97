"use client";

import { CheckIcon, SparklesIcon, WandIcon, XIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { captionPresets } from "@/lib/catalog/caption-styles";
import { SILENCE_DEFAULTS, SILENCE_LIMITS, type SilenceOptions } from "@/lib/editor/audio/silence";
import { docDuration, type LoudnessTarget, loudnessTargets, type MediaItem, type TimelineItem } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";

import { CaptionPresetOptions } from "../caption-style-controls";
import { useEditor } from "../editor-store";
import { type SilenceMethod, type SilenceTarget, type SpeechStage, useSpeechTools } from "./use-speech-tools";

const STAGE_LABEL: Record<SpeechStage, string> = {
  reading: "Reading audio…",
  finding: "Finding silences…",
  loading: "Loading speech model…",
  transcribing: "Transcribing…",
};

const isClip = (item: TimelineItem | null | undefined): item is MediaItem => item?.kind === "video" || item?.kind === "audio";

function NumberField({
  label,
  unit,
  value,
  min,
  max,
  step,
  disabled,
  onChange,
}: {
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label} ({unit})
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        className="h-8 w-full"
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isFinite(n)) onChange(Math.min(max, Math.max(min, n)));
        }}
      />
    </div>
  );
}

/**
 * Remove silences and Clean up speech, under the timeline's tools: the settings, Find silences (the parts that
 * would go show on the timeline, with the time saved), Apply, and the one-step clean-up. Loaded when opened.
 */
export function SpeechPanel({ onClose }: { onClose: () => void }) {
  const { doc, selectedItemId } = useEditor();
  const tools = useSpeechTools();
  const { dismiss } = tools;
  const selected = doc.tracks.flatMap((t) => t.items).find((i) => i.id === selectedItemId);
  const clip = isClip(selected) ? selected : null;
  const [scope, setScope] = useState<"clip" | "timeline">(clip ? "clip" : "timeline");
  const [options, setOptions] = useState<SilenceOptions>(SILENCE_DEFAULTS);
  const [loudness, setLoudness] = useState<LoudnessTarget>(doc.settings.loudnessTarget ?? -14);
  const [preset, setPreset] = useState("karaoke");
  const [method, setMethod] = useState<SilenceMethod>("level");
  const ids = { scope: useId(), method: useId(), loudness: useId(), style: useId() };
  const target: SilenceTarget | null = scope === "clip" ? (clip ? { kind: "clip", item: clip } : null) : { kind: "timeline" };
  const running = tools.progress !== null;
  const stale = tools.found !== null && tools.found.doc.tracks !== doc.tracks;
  const duration = docDuration(doc);

  // Leaving the panel takes the preview off the timeline.
  useEffect(() => () => dismiss(), [dismiss]);

  return (
    <section aria-label="Remove silences" className="mb-3 grid gap-3 rounded-lg border border-border bg-background/60 p-3" data-testid="speech-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Remove silences</h3>
        <Button variant="ghost" size="icon" aria-label="Close Remove silences" onClick={onClose}>
          <XIcon aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 grid gap-1 sm:col-span-1">
          <Label htmlFor={ids.scope} className="text-xs">
            Cut silences of
          </Label>
          <select id={ids.scope} className={`${selectClass} h-8`} value={scope} onChange={(e) => setScope(e.target.value as "clip" | "timeline")}>
            <option value="clip" disabled={!clip}>
              {clip ? `Selected clip: ${clip.name}` : "Selected clip (select one)"}
            </option>
            <option value="timeline">All clips with speech</option>
          </select>
        </div>
        <NumberField
          label="Shortest silence"
          unit="s"
          value={options.minSilence}
          step={0.1}
          {...SILENCE_LIMITS.minSilence}
          onChange={(minSilence) => setOptions((o) => ({ ...o, minSilence }))}
        />
        <NumberField label="Padding" unit="s" value={options.padding} step={0.05} {...SILENCE_LIMITS.padding} onChange={(padding) => setOptions((o) => ({ ...o, padding }))} />
        <div className="grid gap-1">
          <Label htmlFor={ids.method} className="text-xs">
            Detect by
          </Label>
          <select id={ids.method} className={`${selectClass} h-8`} value={method} onChange={(e) => setMethod(e.target.value as SilenceMethod)}>
            <option value="level">Sound level</option>
            <option value="vad">Speech detection (VAD)</option>
          </select>
        </div>
        <NumberField
          label="Threshold"
          unit="dB"
          value={options.thresholdDb}
          step={1}
          disabled={method === "vad"}
          {...SILENCE_LIMITS.thresholdDb}
          onChange={(thresholdDb) => setOptions((o) => ({ ...o, thresholdDb }))}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Quieter than the threshold for at least the shortest silence counts as silence; the padding is kept next to speech, so no cut falls inside a word.
        Cuts ripple every track, so pictures, sound and captions stay in sync.
      </p>
      {running && tools.progress ? (
        <div className="flex items-center gap-3" data-testid="speech-progress">
          <span className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
            {STAGE_LABEL[tools.progress.stage]}
          </span>
          <Progress className="max-w-64" value={Math.round(tools.progress.fraction * 100)} aria-label="Speech tools progress" />
          <Button variant="outline" size="sm" onClick={tools.cancel}>
            <XIcon aria-hidden /> Cancel
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" disabled={running || !target} onClick={() => target && void tools.find(target, options, method)}>
          <WandIcon aria-hidden /> Find silences
        </Button>
        {tools.found ? (
          <>
            <p className="text-sm" aria-live="polite" data-testid="silence-summary">
              {tools.found.cuts.length === 0
                ? "No silences to remove."
                : `${tools.found.cuts.length} ${tools.found.cuts.length === 1 ? "silence" : "silences"} · saves ${tools.found.saved.toFixed(1)} s (${formatClock(duration)} → ${formatClock(Math.max(0, duration - tools.found.saved))})`}
            </p>
            <Button size="sm" disabled={running || stale || tools.found.cuts.length === 0} onClick={() => void tools.apply()}>
              <CheckIcon aria-hidden /> Apply
            </Button>
            <Button size="sm" variant="ghost" onClick={tools.dismiss}>
              Discard
            </Button>
            {stale ? <p className="text-xs text-destructive">The timeline changed: find the silences again.</p> : null}
          </>
        ) : null}
      </div>
      <div className="grid gap-2 border-t border-border pt-3">
        <h3 className="text-sm font-semibold">Clean up speech</h3>
        <p className="text-xs text-muted-foreground">
          In one step you can undo: noise reduction, loudness to the target, the silences above removed, and captions of what is left in the chosen style.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={ids.loudness} className="text-xs">
              Loudness
            </Label>
            <select id={ids.loudness} className={`${selectClass} h-8`} value={loudness} onChange={(e) => setLoudness(Number(e.target.value) as LoudnessTarget)}>
              {loudnessTargets.map((t) => (
                <option key={t} value={t}>
                  {t} LUFS
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.style} className="text-xs">
              Caption style
            </Label>
            <select id={ids.style} className={`${selectClass} h-8`} value={preset} onChange={(e) => setPreset(e.target.value)}>
              <CaptionPresetOptions />
            </select>
          </div>
          <Button
            size="sm"
            disabled={running || !target}
            onClick={() => {
              const chosen = captionPresets.find((p) => p.id === preset) ?? captionPresets[0];
              if (target) void tools.cleanUp(target, { silence: options, loudness, style: { preset: chosen.id, animation: chosen.animation } }, method);
            }}
          >
            <SparklesIcon aria-hidden /> Clean up speech
          </Button>
        </div>
      </div>
    </section>
  );
}
