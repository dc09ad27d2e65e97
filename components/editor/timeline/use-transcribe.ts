"use client";

import { useCallback, useState } from "react";

import type { Cue } from "@/lib/caption-cues";
import type { MediaItem } from "@/lib/editor/model/document";
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

type TranscribeLib = typeof import("@/lib/editor/captions/transcribe");
/** Reading the sound to transcribe, loaded on first use. */
type AudioLib = typeof import("@/lib/editor/captions/transcribe-audio");

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
    async (
      name: string,
      prepare: (audio: AudioLib) => Promise<Float32Array | null>,
      place: (cues: Cue[], lib: TranscribeLib) => Cue[],
      /** Where on the timeline the prepared sound starts. */
      offset: () => number,
    ) => {
      if (runRef.current) return;
      const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
      runRef.current = run;
      setProgress({ stage: "preparing", fraction: 0 });
      try {
        const audioLib = await import("@/lib/editor/captions/transcribe-audio");
        const audio = await prepare(audioLib);
        if (run.cancelled || !audio) return;
        const { startTranscription } = await import("@/lib/ai/speech/client");
        if (run.cancelled) return;
        const job = startTranscription(audio, audioLib.DECODE_RATE, (fraction, stage) => {
          if (!run.cancelled) setProgress({ stage, fraction });
        });
        run.cancel = job.cancel;
        const cues = await job.cues;
        if (run.cancelled) return;
        const lib = await import("@/lib/editor/captions/transcribe");
        const placed = place(cues, lib);
        if (placed.length === 0) {
          const subject = name === TIMELINE ? "The timeline" : name;
          toast({ title: "No speech found", description: `${subject} has no words to caption; the captions are unchanged.` });
          announce(`No speech found in ${name}`);
          return;
        }
        // Moonshine gives no word times: they are estimated from the cue's sound (lib/editor/captions/word-timing.ts).
        const { withEstimatedWords } = await import("@/lib/editor/captions/word-timing");
        if (run.cancelled) return;
        edit((d) => withEstimatedWords(lib.replaceCaptionCues(d, placed, newId), audio, audioLib.DECODE_RATE, offset()));
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
        (audio) => audio.itemAudio(doc.assets, item),
        (cues, lib) => lib.cuesOnTimeline(cues, item),
        () => item.start,
      ),
    [doc.assets, run],
  );

  /** Everything heard on the timeline (the export's mix), from 0 to the end of the last sound. */
  const startTimeline = useCallback(() => {
    let duration = 0;
    return run(
      TIMELINE,
      async (audio) => {
        const heard = await audio.timelineAudio(doc, announce);
        duration = heard?.duration ?? 0;
        return heard?.samples ?? null;
      },
      (cues, lib) => lib.cuesInTimeline(cues, duration),
      () => 0,
    );
  }, [doc, run, announce]);

  const cancel = useCallback(() => {
    if (!stopRun(runRef)) return;
    setProgress(null);
    announce("Transcription cancelled");
  }, [announce, runRef]);

  return { progress, start, startTimeline, cancel };
}
