"use client";

import { Download, Film, Loader2, Pause, Play, Sparkles, Wand2 } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionCard } from "@/components/shell/section-card";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { generatorMinHeight } from "@/components/veo3-v3/layout";
import { veoPresetPrompts } from "@/lib/catalog/veo3-v3";
import { sampleMedia } from "@/lib/sample-media";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  defaultVeoSettings,
  isBlankPrompt,
  nextProgress,
  VEO_TICK_MS,
  veoDurations,
  veoQualities,
  veoQualityLabel,
  veoStyleLabel,
  veoStyles,
  type VeoSettings,
} from "@/lib/ai/veo3-v3";

const selectClass = cn(fieldClass, "h-9 bg-background");

/** VEO3 V3: prompt and settings, simulated progress (+2 every 100 ms), then the sample clip as the result. */
export function VeoGenerator() {
  const [settings, setSettings] = React.useState<VeoSettings>(defaultVeoSettings);
  const [generating, setGenerating] = React.useState(false);
  const [progress, setProgress] = React.useState(0);
  const [video, setVideo] = React.useState<string | null>(null);
  const [playing, setPlaying] = React.useState(false);
  const interval = React.useRef<ReturnType<typeof setInterval> | null>(null);
  const progressRef = React.useRef(0);
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const promptRef = React.useRef<HTMLTextAreaElement>(null);

  const stop = () => {
    if (interval.current) clearInterval(interval.current);
    interval.current = null;
  };
  // Leaving the page mid-generation stops the timer: nothing updates after unmount.
  React.useEffect(() => stop, []);

  const generate = (e: React.FormEvent) => {
    e.preventDefault();
    if (generating) return;
    if (isBlankPrompt(settings.prompt)) {
      toast({ title: "Prompt Required", description: "Please enter a video description to generate.", variant: "destructive" });
      return;
    }
    stop();
    progressRef.current = 0;
    setProgress(0);
    setVideo(null);
    setPlaying(false);
    setGenerating(true);
    interval.current = setInterval(() => {
      progressRef.current = nextProgress(progressRef.current);
      setProgress(progressRef.current);
      if (progressRef.current >= 100) {
        stop();
        setGenerating(false);
        setVideo(sampleMedia.clipMp4);
        toast({ title: "VEO3 Generation Complete!", description: "Your high-quality video has been generated successfully." });
      }
    }, VEO_TICK_MS);
  };

  const togglePlay = () => {
    const el = videoRef.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  const applyPreset = (prompt: string) => {
    setSettings((s) => ({ ...s, prompt }));
    promptRef.current?.focus();
  };

  return (
    <div className={`grid gap-6 lg:grid-cols-2 ${generatorMinHeight}`}>
      <SectionCard icon={Wand2} title="Create Your Video" description="Describe the scene and choose how it should look.">
        <form className="grid gap-4" onSubmit={generate} aria-label="Create Your Video">
          <div className="grid gap-2">
            <Label htmlFor="veo-prompt">Video Description</Label>
            <Textarea
              ref={promptRef}
              id="veo-prompt"
              rows={5}
              placeholder="Describe the video you want to create..."
              value={settings.prompt}
              onChange={(e) => setSettings((s) => ({ ...s, prompt: e.target.value }))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="veo-duration">Duration</Label>
              <select
                id="veo-duration"
                className={selectClass}
                value={settings.duration}
                onChange={(e) => setSettings((s) => ({ ...s, duration: Number(e.target.value) as VeoSettings["duration"] }))}
              >
                {veoDurations.map((d) => (
                  <option key={d} value={d}>
                    {d} seconds
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="veo-style">Style</Label>
              <select
                id="veo-style"
                className={selectClass}
                value={settings.style}
                onChange={(e) => setSettings((s) => ({ ...s, style: e.target.value as VeoSettings["style"] }))}
              >
                {veoStyles.map((s) => (
                  <option key={s} value={s}>
                    {veoStyleLabel(s)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="veo-quality">Quality</Label>
              <select
                id="veo-quality"
                className={selectClass}
                value={settings.resolution}
                onChange={(e) => setSettings((s) => ({ ...s, resolution: e.target.value as VeoSettings["resolution"] }))}
              >
                {veoQualities.map((q) => (
                  <option key={q} value={q}>
                    {veoQualityLabel(q)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button type="submit" size="lg" disabled={generating}>
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {generating ? "Generating..." : "Generate with VEO3"}
          </Button>
          {generating || progress > 0 ? (
            <div className="grid gap-2">
              <div className="flex items-center justify-between text-sm">
                <span id="veo-progress-label">{generating ? "Generating video..." : "Generation complete"}</span>
                <span className="tabular-nums" data-testid="veo-progress-percent">
                  {progress}%
                </span>
              </div>
              <Progress value={progress} aria-labelledby="veo-progress-label" />
            </div>
          ) : null}
        </form>

        <div className="mt-6 grid gap-2">
          <h2 className="text-sm font-medium">Preset Prompts</h2>
          <div className="grid gap-2 sm:grid-cols-2">
            {veoPresetPrompts.map((preset) => (
              <Button
                key={preset.label}
                variant="outline"
                size="sm"
                className="h-auto justify-start py-2 text-left whitespace-normal"
                title={preset.prompt}
                onClick={() => applyPreset(preset.prompt)}
              >
                {preset.label}
              </Button>
            ))}
          </div>
        </div>
      </SectionCard>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Film className="size-4 text-primary" aria-hidden />
            Generated Video
          </CardTitle>
          <CardDescription>
            {settings.duration} seconds · {veoStyleLabel(settings.style)} · {veoQualityLabel(settings.resolution)}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg border border-border bg-black/40">
            {video ? (
              <video
                ref={videoRef}
                className="size-full object-contain"
                controls
                playsInline
                preload="metadata"
                aria-label="Generated video"
                onPlay={() => setPlaying(true)}
                onPause={() => setPlaying(false)}
                onEnded={() => setPlaying(false)}
              >
                <source src={sampleMedia.clipWebm} type="video/webm" />
                <source src={sampleMedia.clipMp4} type="video/mp4" />
              </video>
            ) : (
              <div className="flex flex-col items-center gap-2 p-6 text-center text-muted-foreground">
                <Film className="size-10" aria-hidden />
                <p>Your generated video will appear here</p>
              </div>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" disabled={!video} onClick={togglePlay}>
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
              {playing ? "Pause" : "Play"}
            </Button>
            {video ? (
              <Button variant="outline" asChild>
                <a href={video} download="veo3-video.mp4">
                  <Download aria-hidden />
                  Download
                </a>
              </Button>
            ) : (
              <Button variant="outline" disabled>
                <Download aria-hidden />
                Download
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
