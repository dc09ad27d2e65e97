"use client";

import { CircleStopIcon, MicIcon, PauseIcon, PlayIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/lib/toast";
import { formatClock } from "@/lib/format";
import { closeMicrophone, MicrophoneError, openMicrophone } from "@/lib/microphone";
import { microphoneProblem, RECORDING_MAX_SECONDS } from "@/lib/ai/voice-lab";

type RecorderState =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "recording"; seconds: number }
  | { kind: "done"; url: string; seconds: number }
  | { kind: "error"; message: string };

/** Records from the microphone (getUserMedia + MediaRecorder), auto-stopping after 10 s. */
export function Recorder({ onRecorded }: { onRecorded?: (recording: { url: string; seconds: number }) => void }) {
  const [state, setState] = React.useState<RecorderState>({ kind: "idle" });
  const [playing, setPlaying] = React.useState(false);
  const recorderRef = React.useRef<MediaRecorder | null>(null);
  const tickRef = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const secondsRef = React.useRef(0);

  React.useEffect(
    () => () => {
      clearInterval(tickRef.current);
      const rec = recorderRef.current;
      if (rec && rec.state !== "inactive") rec.stop();
    },
    [],
  );

  const stop = () => {
    clearInterval(tickRef.current);
    const rec = recorderRef.current;
    if (rec && rec.state !== "inactive") rec.stop();
  };

  const start = async () => {
    setPlaying(false);
    setState({ kind: "starting" });
    let stream: MediaStream;
    try {
      if (typeof MediaRecorder === "undefined") throw new Error("unsupported");
      stream = await openMicrophone();
    } catch (error) {
      const message = error instanceof MicrophoneError ? error.message : microphoneProblem(error);
      setState({ kind: "error", message });
      toast({ title: "Microphone Unavailable", description: message, variant: "destructive" });
      return;
    }
    const rec = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      closeMicrophone(stream);
      const blob = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
      const url = URL.createObjectURL(blob);
      const seconds = secondsRef.current;
      setState({ kind: "done", url, seconds });
      onRecorded?.({ url, seconds });
    };
    recorderRef.current = rec;
    secondsRef.current = 0;
    rec.start(250);
    setState({ kind: "recording", seconds: 0 });
    tickRef.current = setInterval(() => {
      secondsRef.current += 1;
      setState({ kind: "recording", seconds: secondsRef.current });
      if (secondsRef.current >= RECORDING_MAX_SECONDS) stop();
    }, 1000);
  };

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().then(() => setPlaying(true), () => setPlaying(false));
    else {
      audio.pause();
      setPlaying(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        {state.kind === "recording" ? (
          <Button variant="destructive" onClick={stop}>
            <CircleStopIcon aria-hidden /> Stop Recording
          </Button>
        ) : (
          <Button onClick={start} disabled={state.kind === "starting"}>
            <MicIcon aria-hidden /> {state.kind === "done" ? "Record Again" : "Start Recording"}
          </Button>
        )}
        <span className="text-sm text-muted-foreground">Up to {RECORDING_MAX_SECONDS} seconds</span>
      </div>
      {state.kind === "recording" ? (
        <div className="flex flex-col gap-2" role="status">
          <p className="flex items-center gap-2 text-sm font-medium">
            <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden />
            Recording... <span data-testid="recording-seconds">{state.seconds}s</span>
          </p>
          <Progress value={(state.seconds / RECORDING_MAX_SECONDS) * 100} aria-label="Recording time" />
        </div>
      ) : null}
      {state.kind === "error" ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {state.message}
        </p>
      ) : null}
      {state.kind === "done" ? (
        <div className="flex items-center gap-3 rounded-md bg-success/10 p-3">
          <Button size="icon" variant="outline" aria-label={playing ? "Pause recording" : "Play recording"} onClick={togglePlay}>
            {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
          </Button>
          <div className="text-sm">
            <p className="font-semibold">Recording Complete</p>
            <p className="text-muted-foreground">Length {formatClock(state.seconds)}</p>
          </div>
          <audio ref={audioRef} src={state.url} onEnded={() => setPlaying(false)} onPause={() => setPlaying(false)} aria-label="Your recording" />
        </div>
      ) : null}
    </div>
  );
}
