"use client";

import { useCallback, useState } from "react";

import type { Cue } from "@/lib/captions";
import type { MediaAsset, MediaItem } from "@/lib/editor/document";
import { toast } from "@/lib/toast";

import { newId, useEditor } from "../editor-store";
import { stopRun, useCancellableRun } from "../use-cancellable-run";

export type TranscribeStage = "preparing" | "loading" | "transcribing";
export interface TranscribeProgress {
  stage: TranscribeStage;
  /** 0..1 */
  fraction: number;
}

/** What the whole-timeline transcription is called in its messages. */
const TIMELINE = "the timeline";

type TranscribeLib = typeof import("@/lib/editor/transcribe");

/** Decoding rate: what the speech models take, so the worker has nothing to resample. */
const DECODE_RATE = 16_000;

/** All of an asset's sound, decoded (and resampled) at DECODE_RATE. */
async function decodeAsset(asset: MediaAsset): Promise<AudioBuffer> {
  if (!asset.url) throw new Error(`${asset.name} is not available in this browser`);
  const response = await fetch(asset.url);
  if (!response.ok) throw new Error(`Could not read ${asset.name} (HTTP ${response.status})`);
  const bytes = await response.arrayBuffer();
  const context = new OfflineAudioContext(1, 1, DECODE_RATE);
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(bytes);
  } catch {
    throw new Error(`${asset.name} has no audio this browser can decode`);
  }
  return buffer;
}

async function decodeSpan(asset: MediaAsset, item: MediaItem): Promise<Float32Array> {
  const buffer = await decodeAsset(asset);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  const { monoSpan } = await import("@/lib/editor/transcribe");
  return monoSpan(channels, buffer.sampleRate, item.in, item.out);
}

/**
 * Transcribes a video or audio item's own speech, or the whole timeline's sound, on the device (lib/ai/speech, loaded on first use) and puts the
 * cues on the Captions track as one undo step. `cancel` stops the worker and changes nothing.
 */
export function useTranscribe() {
  const { doc, edit, announce } = useEditor();
  const [progress, setProgress] = useState<TranscribeProgress | null>(null);
  const runRef = useCancellableRun();


  /**
   * One transcription: `prepare` reads the sound (16 kHz mono) and `place` puts the cues in timeline time; `name`
   * says what was transcribed in the messages. `prepare` answers null when there is nothing to hear (it has told
   * the user why).
   */
  const run = useCallback(
    async (name: string, prepare: () => Promise<Float32Array | null>, place: (cues: Cue[], lib: TranscribeLib) => Cue[]) => {
      if (runRef.current) return;
      const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
      runRef.current = run;
      setProgress({ stage: "preparing", fraction: 0 });
      try {
        const audio = await prepare();
        if (run.cancelled || !audio) return;
        const { startTranscription } = await import("@/lib/ai/speech/client");
        if (run.cancelled) return;
        const job = startTranscription(audio, DECODE_RATE, (fraction, stage) => {
          if (!run.cancelled) setProgress({ stage, fraction });
        });
        run.cancel = job.cancel;
        const cues = await job.cues;
        if (run.cancelled) return;
        const lib = await import("@/lib/editor/transcribe");
        const placed = place(cues, lib);
        if (placed.length === 0) {
          const subject = name === TIMELINE ? "The timeline" : name;
          toast({ title: "No speech found", description: `${subject} has no words to caption; the captions are unchanged.` });
          announce(`No speech found in ${name}`);
          return;
        }
        edit((d) => lib.replaceCaptionCues(d, placed, newId));
        toast({ title: "Transcribed", description: `${placed.length} ${placed.length === 1 ? "caption" : "captions"} from ${name}` });
        announce(`Added ${placed.length} captions from ${name}`);
      } catch (error) {
        if (run.cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        toast({ title: "Transcription failed", description: message, variant: "destructive" });
        announce(`Transcription failed: ${message}`);
      } finally {
        if (runRef.current === run) {
          runRef.current = null;
          setProgress(null);
        }
      }
    },
    [edit, announce, runRef],
  );

  /** The selected video or audio item's own speech. */
  const start = useCallback(
    (item: MediaItem) =>
      run(
        item.name,
        async () => {
          const asset = doc.assets.find((a) => a.id === item.assetId);
          if (!asset) throw new Error(`The media of ${item.name} is missing`);
          return decodeSpan(asset, item);
        },
        (cues, lib) => lib.cuesOnTimeline(cues, item),
      ),
    [doc.assets, run],
  );

  /** Everything heard on the timeline (the export's mix), from 0 to the end of the last sound. */
  const startTimeline = useCallback(() => {
    let duration = 0;
    return run(
      TIMELINE,
      async () => {
        const { timelineSpeechPlan, mixForSpeech } = await import("@/lib/editor/transcribe");
        const plan = timelineSpeechPlan(doc);
        if (!plan) {
          toast({
            title: "No sound to transcribe",
            description: "Nothing on the timeline is audible (muted tracks and clips at volume 0 are left out). Add a video or audio clip with speech.",
          });
          announce("No sound to transcribe on the timeline");
          return null;
        }
        duration = plan.duration;
        // Each asset decoded once; one that cannot be read is left out (as the export leaves it out).
        const decoded = new Map<string, Promise<AudioBuffer | null>>();
        const sources = [];
        const unreadable = new Set<string>();
        for (const segment of plan.segments) {
          const { asset } = segment;
          if (!decoded.has(asset.id)) decoded.set(asset.id, decodeAsset(asset).catch(() => null));
          const buffer = await decoded.get(asset.id);
          if (!buffer) {
            unreadable.add(asset.name);
            continue;
          }
          const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
          sources.push({ segment, channels, sampleRate: buffer.sampleRate });
        }
        if (sources.length === 0) throw new Error(`${[...unreadable].join(", ")}: no audio this browser can decode`);
        if (unreadable.size > 0) toast({ title: "Some sound is left out", description: `${[...unreadable].join(", ")} could not be decoded.` });
        return mixForSpeech(sources, plan.duration, DECODE_RATE);
      },
      (cues, lib) => lib.cuesInTimeline(cues, duration),
    );
  }, [doc, run, announce]);

  const cancel = useCallback(() => {
    if (!stopRun(runRef)) return;
    setProgress(null);
    announce("Transcription cancelled");
  }, [announce, runRef]);

  return { progress, start, startTimeline, cancel };
}
