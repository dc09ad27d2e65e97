"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import type { MediaAsset, MediaItem } from "@/lib/editor/document";
import { toast } from "@/lib/toast";

import { newId, useEditor } from "../editor-store";

export type TranscribeStage = "preparing" | "loading" | "transcribing";
export interface TranscribeProgress {
  stage: TranscribeStage;
  /** 0..1 */
  fraction: number;
}

/** Decoding rate: what the speech models take, so the worker has nothing to resample. */
const DECODE_RATE = 16_000;

async function decodeSpan(asset: MediaAsset, item: MediaItem): Promise<Float32Array> {
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
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  const { monoSpan } = await import("@/lib/editor/transcribe");
  return monoSpan(channels, buffer.sampleRate, item.in, item.out);
}

/**
 * Transcribes a video or audio item's own speech on the device (lib/ai/speech, loaded on first use) and puts the
 * cues on the Captions track as one undo step. `cancel` stops the worker and changes nothing.
 */
export function useTranscribe() {
  const { doc, edit, announce } = useEditor();
  const [progress, setProgress] = useState<TranscribeProgress | null>(null);
  const runRef = useRef<{ cancelled: boolean; cancel?: () => void } | null>(null);

  // Leaving the editor stops a running transcription; its result is dropped.
  useEffect(
    () => () => {
      const run = runRef.current;
      if (!run) return;
      run.cancelled = true;
      run.cancel?.();
    },
    [],
  );

  const start = useCallback(
    async (item: MediaItem) => {
      if (runRef.current) return;
      const asset = doc.assets.find((a) => a.id === item.assetId);
      const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
      runRef.current = run;
      setProgress({ stage: "preparing", fraction: 0 });
      try {
        if (!asset) throw new Error(`The media of ${item.name} is missing`);
        const audio = await decodeSpan(asset, item);
        if (run.cancelled) return;
        const { startTranscription } = await import("@/lib/ai/speech/client");
        if (run.cancelled) return;
        const job = startTranscription(audio, DECODE_RATE, (fraction, stage) => {
          if (!run.cancelled) setProgress({ stage, fraction });
        });
        run.cancel = job.cancel;
        const cues = await job.cues;
        if (run.cancelled) return;
        const { cuesOnTimeline, replaceCaptionCues } = await import("@/lib/editor/transcribe");
        const placed = cuesOnTimeline(cues, item);
        if (placed.length === 0) {
          toast({ title: "No speech found", description: `${item.name} has no words to caption; the captions are unchanged.` });
          announce(`No speech found in ${item.name}`);
          return;
        }
        edit((d) => replaceCaptionCues(d, placed, newId));
        toast({ title: "Transcribed", description: `${placed.length} ${placed.length === 1 ? "caption" : "captions"} from ${item.name}` });
        announce(`Added ${placed.length} captions from ${item.name}`);
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
    [doc.assets, edit, announce],
  );

  const cancel = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    run.cancelled = true;
    run.cancel?.();
    runRef.current = null;
    setProgress(null);
    announce("Transcription cancelled");
  }, [announce]);

  return { progress, start, cancel };
}
