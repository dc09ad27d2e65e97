"use client";

import { AudioLinesIcon, DownloadIcon, Loader2Icon, UploadIcon, XIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  audioFormats,
  audioTransitions,
  encodeWav,
  joinClips,
  recorderTypes,
  type AudioFormat,
  type AudioTransition,
} from "@/lib/media/audio-merge";
import { formatSizeMb } from "@/lib/media/merge-media";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { sleep } from "@/lib/simulated-delay";

import { downloadUrl } from "./media-files";

const SAMPLE_RATE = 44100;
const selectClass = cn(fieldClass, "h-9 bg-background");
const transitionLabels: Record<AudioTransition, string> = { crossfade: "Crossfade", cut: "Cut", fade: "Fade" };

interface AudioItem {
  id: string;
  file: File;
}

interface MergedAudio {
  url: string;
  fileName: string;
  seconds: number;
  note: string | null;
}

/** The MediaRecorder type this browser can encode the format with, if any. */
function supportedRecorderType(format: AudioFormat): string | null {
  if (format === "wav" || typeof MediaRecorder === "undefined") return null;
  return recorderTypes[format].find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

async function decode(file: File): Promise<Float32Array[]> {
  const ctx = new OfflineAudioContext(2, 1, SAMPLE_RATE);
  const buffer = await ctx.decodeAudioData(await file.arrayBuffer());
  return Array.from({ length: buffer.numberOfChannels }, (_, ch) => buffer.getChannelData(ch));
}

/** Encodes PCM with MediaRecorder by playing it into a stream (real time, silent). */
async function encodeWithRecorder(channels: Float32Array[], mimeType: string): Promise<Blob> {
  const ctx = new AudioContext({ sampleRate: SAMPLE_RATE });
  const buffer = ctx.createBuffer(channels.length, channels[0].length, SAMPLE_RATE);
  channels.forEach((data, ch) => buffer.copyToChannel(new Float32Array(data), ch));
  const destination = ctx.createMediaStreamDestination();
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(destination);
  const recorder = new MediaRecorder(destination.stream, { mimeType });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  recorder.start();
  source.start();
  await new Promise<void>((resolve) => (source.onended = () => resolve()));
  await sleep(300); // let the recorder take the tail
  recorder.stop();
  await stopped;
  await ctx.close();
  return new Blob(chunks, { type: mimeType });
}

/** Decodes the chosen audio files, joins them with the transition and plays/downloads the result. */
export function AudioMerger() {
  const [items, setItems] = React.useState<AudioItem[]>([]);
  const [transition, setTransition] = React.useState<AudioTransition>("crossfade");
  const [format, setFormat] = React.useState<AudioFormat>("wav");
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<MergedAudio | null>(null);
  const formatSupported = format === "wav" || supportedRecorderType(format) !== null;

  const add = (e: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    const audio = files.filter((f) => f.type.startsWith("audio/") || /\.(mp3|wav|m4a|aac|ogg)$/i.test(f.name));
    if (audio.length < files.length) {
      toast({ title: "Unsupported File", description: "Only audio files can be merged here.", variant: "destructive" });
    }
    setItems((prev) => [...prev, ...audio.map((file) => ({ id: crypto.randomUUID(), file }))]);
  };

  const merge = async () => {
    setBusy(true);
    try {
      const clips: Float32Array[][] = [];
      for (const item of items) {
        try {
          clips.push(await decode(item.file));
        } catch {
          throw new Error(`${item.file.name} could not be decoded.`);
        }
      }
      const joined = joinClips(clips, transition, SAMPLE_RATE);
      const seconds = joined[0].length / SAMPLE_RATE;
      const recorderType = supportedRecorderType(format);
      let blob: Blob;
      let ext = "wav";
      let note: string | null = null;
      if (format !== "wav" && recorderType) {
        blob = await encodeWithRecorder(joined, recorderType);
        ext = format === "mp3" ? "mp3" : "m4a";
      } else {
        blob = new Blob([encodeWav(joined, SAMPLE_RATE)], { type: "audio/wav" });
        if (format !== "wav") note = `This browser cannot encode ${format.toUpperCase()}, so the merged audio is a WAV file.`;
      }
      if (result) URL.revokeObjectURL(result.url);
      setResult({ url: URL.createObjectURL(blob), fileName: `merged-audio.${ext}`, seconds, note });
      toast({ title: "Audio Merged", description: `${items.length} files joined with a ${transition} (${seconds.toFixed(1)} s).` });
    } catch (error) {
      toast({
        title: "Audio Merge Failed",
        description: error instanceof Error ? error.message : "The audio could not be merged.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="audio-title" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <div>
        <h2 id="audio-title" className="flex items-center gap-2 text-lg font-semibold">
          <AudioLinesIcon className="size-5" aria-hidden /> Audio Merger
        </h2>
        <p className="text-sm text-muted-foreground">Join audio files in order with a transition. MP3, WAV, M4A.</p>
      </div>
      <label className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/60">
        <UploadIcon className="size-4" aria-hidden /> Add Audio Files
        <input type="file" accept="audio/*,.mp3,.wav,.m4a" multiple className="sr-only" onChange={add} />
      </label>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No audio files yet. Add at least two to merge them.</p>
      ) : (
        <ol aria-label="Audio files" className="flex flex-col gap-2">
          {items.map((item, i) => (
            <li key={item.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
              <span className="truncate">
                {i + 1}. {item.file.name} <span className="text-muted-foreground">({formatSizeMb(item.file.size)} MB)</span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={`Remove ${item.file.name}`}
                onClick={() => setItems((prev) => prev.filter((x) => x.id !== item.id))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="audio-transition">Transition</Label>
          <select id="audio-transition" className={selectClass} value={transition} onChange={(e) => setTransition(e.target.value as AudioTransition)}>
            {audioTransitions.map((t) => (
              <option key={t} value={t}>{transitionLabels[t]}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="audio-format">Format</Label>
          <select id="audio-format" className={selectClass} value={format} onChange={(e) => setFormat(e.target.value as AudioFormat)}>
            {audioFormats.map((f) => (
              <option key={f} value={f}>{f.toUpperCase()}</option>
            ))}
          </select>
        </div>
      </div>
      {!formatSupported ? (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          This browser cannot encode {format.toUpperCase()}; the merged audio will be saved as WAV.
        </p>
      ) : null}
      <Button onClick={merge} disabled={busy || items.length < 2} className="self-start">
        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <AudioLinesIcon aria-hidden />}
        {busy ? "Merging Audio..." : "Merge Audio"}
      </Button>
      {result ? (
        <div className="flex flex-col gap-3 rounded-lg bg-muted/50 p-4">
          <p className="text-sm font-medium">Merged audio · {result.seconds.toFixed(1)} s</p>
          {result.note ? <p className="text-sm text-muted-foreground">{result.note}</p> : null}
          <audio controls src={result.url} aria-label="Merged audio" className="w-full" />
          <Button variant="outline" className="self-start" onClick={() => downloadUrl(result.url, result.fileName)}>
            <DownloadIcon aria-hidden /> Download {result.fileName.split(".").pop()?.toUpperCase()}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
