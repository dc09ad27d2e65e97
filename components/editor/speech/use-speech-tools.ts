"use client";

import { useCallback, useState } from "react";

import type { Interval } from "@/lib/editor/audio/duck";
import type { SilenceOptions } from "@/lib/editor/audio/silence";
import type { CaptionStyle, LoudnessTarget, MediaItem, ProjectDoc } from "@/lib/editor/model/document";
import { toast } from "@/lib/toast";

import { newId, useEditor } from "../editor-store";
import { stopRun, useCancellableRun } from "../use-cancellable-run";
import { showCutPreview } from "./view-state";

export type SpeechStage = "reading" | "finding" | "loading" | "transcribing";
export interface SpeechProgress {
  stage: SpeechStage;
  /** 0..1 */
  fraction: number;
}

/** What the silences were found in: one clip's own sound, or everything heard on the timeline. */
export type SilenceTarget = { kind: "clip"; item: MediaItem } | { kind: "timeline" };

export interface FoundSilences {
  /** Timeline spans to cut. */
  cuts: Interval[];
  /** Seconds they add up to. */
  saved: number;
  /** The document they were found in (Apply refuses if it changed since). */
  doc: ProjectDoc;
}

export interface CleanUpOptions {
  silence: SilenceOptions;
  loudness: LoudnessTarget;
  style: CaptionStyle;
}

/** How silence is told from speech: the sound's level against the threshold, or Silero VAD's speech spans. */
export type SilenceMethod = "level" | "vad";

/** The silences (timeline spans) of sound heard from timeline second `offset`. */
async function silencesOf(heard: { samples: Float32Array; offset: number; rate: number }, options: SilenceOptions, method: SilenceMethod): Promise<Interval[]> {
  const { detectSilences, silencesBetween } = await import("@/lib/editor/audio/silence");
  let found: Interval[];
  if (method === "vad") {
    const duration = heard.samples.length / heard.rate;
    const { speechSpans } = await import("@/lib/editor/audio/find-speech");
    found = silencesBetween(await speechSpans(heard.samples.slice()), duration, options);
  } else found = detectSilences(heard.samples, heard.rate, options);
  return found.map((s) => ({ start: s.start + heard.offset, end: s.end + heard.offset }));
}

/** The sound of the target, at 16 kHz mono, and where on the timeline it starts. */
async function readTarget(doc: ProjectDoc, target: SilenceTarget, announce: (m: string) => void): Promise<{ samples: Float32Array; offset: number; rate: number } | null> {
  const audio = await import("@/lib/editor/captions/transcribe-audio");
  if (target.kind === "clip") return { samples: await audio.itemAudio(doc.assets, target.item), offset: target.item.start, rate: audio.DECODE_RATE };
  const heard = await audio.timelineAudio(doc, announce);
  return heard ? { samples: heard.samples, offset: 0, rate: audio.DECODE_RATE } : null;
}

/**
 * Remove silences and Clean up speech: reading the sound (decoded on the device), finding the silences
 * (lib/editor/audio/silence.ts), previewing them on the timeline, and applying each as one undo step. One run at a
 * time; `cancel` stops it and changes nothing.
 */
export function useSpeechTools() {
  const { doc, edit, announce } = useEditor();
  const [progress, setProgress] = useState<SpeechProgress | null>(null);
  const [found, setFound] = useState<FoundSilences | null>(null);
  const runRef = useCancellableRun();

  /** Starts a run (null while one runs): what was found before goes, and the progress shows the reading. */
  const begin = useCallback(() => {
    if (runRef.current) return null;
    const run: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
    runRef.current = run;
    setFound(null);
    showCutPreview([]);
    setProgress({ stage: "reading", fraction: 0 });
    return run;
  }, [runRef]);
  const end = useCallback(
    (run: object) => {
      if (runRef.current === run) {
        runRef.current = null;
        setProgress(null);
      }
    },
    [runRef],
  );
  const fail = useCallback(
    (title: string, error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title, description: message, variant: "destructive" });
      announce(`${title}: ${message}`);
    },
    [announce],
  );

  /** Finds the target's silences and shows them on the timeline (nothing is cut yet). */
  const find = useCallback(
    async (target: SilenceTarget, options: SilenceOptions, method: SilenceMethod = "level") => {
      const run = begin();
      if (!run) return;
      try {
        const source = doc;
        const heard = await readTarget(source, target, announce);
        if (run.cancelled || !heard) return;
        setProgress({ stage: "finding", fraction: 0.5 });
        const { totalLength } = await import("@/lib/editor/audio/silence");
        const cuts = await silencesOf(heard, options, method);
        if (run.cancelled) return;
        const saved = totalLength(cuts);
        setFound({ cuts, saved, doc: source });
        showCutPreview(cuts);
        announce(cuts.length === 0 ? "No silences to remove" : `${cuts.length} silences found, ${saved.toFixed(1)} seconds`);
      } catch (error) {
        if (!run.cancelled) fail("Remove silences failed", error);
      } finally {
        end(run);
      }
    },
    [begin, end, fail, doc, announce],
  );

  /** Cuts the silences found (one undo step). */
  const apply = useCallback(async () => {
    if (!found || found.cuts.length === 0) return;
    const { cutRanges } = await import("@/lib/editor/edits/cut-edits");
    const cut = found.cuts;
    if (edit((d) => cutRanges(d, { ranges: cut, newId }))) {
      toast({ title: "Silences removed", description: `${cut.length} ${cut.length === 1 ? "cut" : "cuts"}, ${found.saved.toFixed(1)} s shorter` });
      announce(`Removed ${cut.length} silences, ${found.saved.toFixed(1)} seconds`);
    }
    setFound(null);
    showCutPreview([]);
  }, [found, edit, announce]);

  /** Drops what was found (the timeline preview goes). */
  const dismiss = useCallback(() => {
    setFound(null);
    showCutPreview([]);
  }, []);

  /**
   * Clean up speech: noise reduction on the clip(s), the loudness target, the silences cut, and captions of what is
   * left in the chosen style, as one undo step.
   */
  const cleanUp = useCallback(
    async (target: SilenceTarget, options: CleanUpOptions, method: SilenceMethod = "level") => {
      const run = begin();
      if (!run) return;
      try {
        const [cleanUpLib, transcribeLib] = await Promise.all([
          import("@/lib/editor/edits/clean-up"),
          import("@/lib/editor/captions/transcribe"),
        ]);
        const heard = await readTarget(doc, target, announce);
        if (run.cancelled || !heard) return;
        setProgress({ stage: "finding", fraction: 0.2 });
        const cuts = await silencesOf(heard, options.silence, method);
        if (run.cancelled) return;
        const clips = target.kind === "clip" ? [target.item] : doc.tracks.flatMap((t) => t.items).filter((i): i is MediaItem => i.kind === "video" || i.kind === "audio");
        const tightArgs = { clipIds: clips.map((c) => c.id), loudness: options.loudness, silences: cuts, newId };
        const next = cleanUpLib.tightened(doc, tightArgs);
        // Captions of the tightened timeline, heard as the export mixes it.
        const audio = await import("@/lib/editor/captions/transcribe-audio");
        const mixed = await audio.timelineAudio(next, announce);
        if (run.cancelled || !mixed) return;
        const { startTranscription } = await import("@/lib/ai/speech/client");
        if (run.cancelled) return;
        const job = startTranscription(mixed.samples, audio.DECODE_RATE, (fraction, stage) => {
          if (!run.cancelled) setProgress({ stage, fraction: 0.3 + fraction * 0.7 });
        });
        run.cancel = job.cancel;
        const cues = transcribeLib.cuesInTimeline(await job.cues, mixed.duration);
        if (run.cancelled) return;
        // Applied to the history's document (not the one with this page's local file URLs), as one step; refused if
        // the timeline was edited meanwhile, since the silences were found in the timeline as it was.
        const captionArgs = { cues, samples: mixed.samples, sampleRate: audio.DECODE_RATE, style: options.style, newId };
        let applied = false;
        edit((d) => {
          if (d.tracks !== doc.tracks) return d;
          applied = true;
          return cleanUpLib.captioned(cleanUpLib.tightened(d, tightArgs), captionArgs);
        });
        if (!applied) {
          fail("Clean up speech stopped", new Error("The timeline changed while it ran; nothing was changed. Run it again."));
          return;
        }
        const saved = cuts.reduce((s, c) => s + c.end - c.start, 0);
        toast({
          title: "Speech cleaned up",
          description: `Noise reduced, loudness ${options.loudness} LUFS, ${cuts.length} silences cut (${saved.toFixed(1)} s), ${cues.length} captions`,
        });
        announce(`Speech cleaned up: ${cuts.length} silences cut, ${cues.length} captions`);
      } catch (error) {
        if (!run.cancelled) fail("Clean up speech failed", error);
      } finally {
        end(run);
      }
    },
    [begin, end, fail, doc, edit, announce],
  );

  const cancel = useCallback(() => {
    if (!stopRun(runRef)) return;
    setProgress(null);
    announce("Cancelled");
  }, [announce, runRef]);

  return { progress, found, find, apply, dismiss, cleanUp, cancel };
}
