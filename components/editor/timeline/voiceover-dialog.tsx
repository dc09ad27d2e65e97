"use client";

import { CircleStopIcon, LoaderCircle, MicIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { encodeWav } from "@/lib/media/audio-merge";
import { METER_FLOOR_DB, meterFill, meterLevel } from "@/lib/editor/audio/meter";
import type { MediaAsset } from "@/lib/editor/model/document";
import { formatClock } from "@/lib/editor/timeline/time";
import { placeSound } from "@/lib/editor/edits/voiceover-edits";
import { captureMicrophone, closeMicrophone, MicrophoneError, openMicrophone, type MicrophoneCapture } from "@/lib/microphone";
import { toast } from "@/lib/toast";

import { useEditor } from "../editor-store";
import { keepLocalFiles } from "../use-local-media";
import { newId } from "../use-media";
import { PlayheadDialog, type PlayheadDialogProps } from "./playhead-dialog";

/** Seconds counted in before the take starts. */
export const COUNT_IN = 3;
/** The longest take: it stops by itself here. */
export const TAKE_MAX_SECONDS = 600;
/** A take shorter than this is treated as nothing recorded. */
const TAKE_MIN_SECONDS = 0.2;

type Phase =
  | { kind: "opening" }
  | { kind: "count-in"; left: number }
  | { kind: "recording"; seconds: number }
  | { kind: "saving" }
  | { kind: "error"; message: string };

/** "Voiceover 3.wav": the next free number among the project's takes. */
function takeName(assets: readonly MediaAsset[]): string {
  let n = 1;
  while (assets.some((a) => a.name === `Voiceover ${n}.wav`)) n++;
  return `Voiceover ${n}.wav`;
}

/**
 * Record a voiceover: opens the microphone, counts in 3-2-1 with a live level meter, records until Stop (or the
 * longest take), and puts the take on the audio track at the playhead, kept in this browser's storage like any
 * local file (one undo step). Cancel, Escape or closing drops the take and releases the microphone.
 */
export function VoiceoverDialog({
  open,
  onOpenChange,
  returnFocus,
}: PlayheadDialogProps) {
  const { edit, clock, select, announce } = useEditor();
  const [phase, setPhase] = useState<Phase>({ kind: "opening" });
  const [attempt, setAttempt] = useState(0);
  /** The microphone's level in dBFS, as the meter shows it. */
  const [level, setLevel] = useState(METER_FLOOR_DB);
  // Where the take goes: the playhead when Record was pressed.
  const [at] = useState(() => clock.time);
  /** Stop: set by the running attempt while it records. */
  const stopRef = useRef<(() => void) | null>(null);
  const closeRef = useRef(onOpenChange);
  useEffect(() => {
    closeRef.current = onOpenChange;
  });

  // Open the microphone, count in, record; Stop saves the take. Runs again on "Try again"; leaving (close, Cancel,
  // Escape) releases the microphone and drops whatever was recorded.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    let frame = 0;
    let stream: MediaStream | null = null;
    let capture: MicrophoneCapture | null = null;
    const release = () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      stopRef.current = null;
      capture?.close();
      capture = null;
      if (stream) closeMicrophone(stream);
      stream = null;
    };
    const fail = (message: string) => {
      release();
      setPhase({ kind: "error", message });
      announce(message);
    };

    const save = (take: MicrophoneCapture) => {
      const samples = take.finish();
      release();
      const seconds = samples.length / take.sampleRate;
      if (seconds < TAKE_MIN_SECONDS) return fail("Nothing was recorded. Try again, and speak after the count-in.");
      setPhase({ kind: "saving" });
      const id = newId();
      const itemId = newId();
      const wav = encodeWav([samples], take.sampleRate);
      let name = "";
      let url = "";
      const changed = edit((d) => {
        name = takeName(d.assets);
        const file = new File([wav], name, { type: "audio/wav" });
        url ||= URL.createObjectURL(file);
        const asset: MediaAsset = {
          id,
          name,
          mime: "audio/wav",
          kind: "audio",
          duration: Math.round(seconds * 1000) / 1000,
          size: file.size,
          source: "local",
          url,
          localId: id,
        };
        return placeSound(d, { asset, itemId, at });
      });
      closeRef.current(false);
      if (!changed) {
        toast({ title: "Voiceover not added", description: "The take could not be placed on the timeline.", variant: "destructive" });
        return;
      }
      keepLocalFiles([{ localId: id, file: new File([wav], name, { type: "audio/wav" }), url }]);
      select(itemId);
      announce(`Added ${name} at ${formatClock(at)}`);
      toast({ title: "Voiceover added", description: `${name} (${formatClock(seconds)}) is on the audio track.` });
    };

    void (async () => {
      try {
        stream = await openMicrophone();
      } catch (error) {
        if (!cancelled) fail(error instanceof MicrophoneError ? error.message : "Recording is not available in this browser.");
        return;
      }
      if (cancelled) return release();
      const live = captureMicrophone(stream);
      capture = live;
      // The level falls back steadily from each peak (lib/editor/audio/meter), so a short sound stays readable.
      let shown = METER_FLOOR_DB;
      let last = performance.now();
      const meter = (now: number) => {
        shown = meterLevel(shown, live.level(), now - last);
        last = now;
        setLevel(shown);
        frame = requestAnimationFrame(meter);
      };
      frame = requestAnimationFrame(meter);
      let left = COUNT_IN;
      setPhase({ kind: "count-in", left });
      announce(`Recording in ${left}`);
      timer = setInterval(() => {
        if (left > 1) {
          left -= 1;
          setPhase({ kind: "count-in", left });
          return;
        }
        if (left === 1) {
          left = 0;
          live.begin();
          stopRef.current = () => save(live);
          announce("Recording");
        }
        const seconds = live.seconds();
        setPhase({ kind: "recording", seconds });
        if (seconds >= TAKE_MAX_SECONDS) save(live);
      }, 1000);
    })();
    return () => {
      cancelled = true;
      release();
    };
    // One run per attempt: edit, select and announce are stable, the playhead was read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const meterId = useId();
  const recording = phase.kind === "recording";
  const percent = meterFill(level);

  return (
    <PlayheadDialog
      open={open}
      onOpenChange={onOpenChange}
      onCancel={() => onOpenChange(false)}
      testId="voiceover-dialog"
      title="Record voiceover"
      description={<>From your microphone onto the audio track at {formatClock(at)}. The take stays in this browser.</>}
      returnFocus={returnFocus}
      action={
        phase.kind === "error" ? (
          <Button
            type="button"
            onClick={() => {
              setPhase({ kind: "opening" });
              setAttempt((n) => n + 1);
            }}
          >
            <MicIcon aria-hidden /> Try again
          </Button>
        ) : (
          <Button type="button" variant="destructive" disabled={!recording} onClick={() => stopRef.current?.()}>
            <CircleStopIcon aria-hidden /> Stop
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3" aria-live="polite">
        {phase.kind === "opening" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Waiting for the microphone…
          </p>
        ) : null}
        {phase.kind === "count-in" ? (
          <p className="text-center text-5xl font-semibold tabular-nums" data-testid="voiceover-count-in">
            <span className="sr-only">Recording in </span>
            {phase.left}
          </p>
        ) : null}
        {recording ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden />
            Recording… <span data-testid="voiceover-seconds">{formatClock(phase.seconds)}</span>
          </p>
        ) : null}
        {phase.kind === "saving" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Saving the take…
          </p>
        ) : null}
        {phase.kind === "count-in" || recording ? (
          <div className="grid gap-1">
            <span id={meterId} className="text-xs font-medium text-muted-foreground">
              Microphone level
            </span>
            <div
              role="meter"
              aria-labelledby={meterId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
              className="h-2 overflow-hidden rounded-full bg-muted"
              data-testid="voiceover-meter"
            >
              <div
                className={level > -1 ? "h-full bg-destructive" : "h-full bg-success"}
                style={{ width: `${percent}%`, transition: "width 60ms linear" }}
              />
            </div>
          </div>
        ) : null}
        {phase.kind === "error" ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {phase.message}
          </p>
        ) : null}
      </div>
    </PlayheadDialog>
  );
}
