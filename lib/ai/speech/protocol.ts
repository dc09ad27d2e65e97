/**
 * Messages between the page and lib/ai/speech/transcribe.worker.ts, and the worker's logic as a
 * plain function of its dependencies so Node tests can drive it without a Worker.
 */
import type { Cue } from "@/lib/caption-cues";
import { toMono16k } from "./resample";
import type { SpeechSessions } from "./runtime";
import { transcribe } from "./transcribe";

export type ToWorker =
  /** `audio`: one channel, or all channels to mix down; any sample rate. */
  | { type: "start"; audio: Float32Array | Float32Array[]; sampleRate: number }
  | { type: "cancel" };

export type FromWorker =
  | { type: "progress"; stage: "loading" | "transcribing"; fraction: number }
  | { type: "cues"; cues: Cue[] }
  | { type: "error"; message: string; cancelled: boolean };

export interface WorkerDeps {
  loadSessions: () => Promise<SpeechSessions>;
  post: (message: FromWorker) => void;
}

/** Answers one `start` at a time; `cancel` stops the running one between segments. */
export function createWorkerHandler({ loadSessions, post }: WorkerDeps): (message: ToWorker) => Promise<void> {
  let sessions: Promise<SpeechSessions> | null = null;
  let running: AbortController | null = null;
  return async (message) => {
    if (message.type === "cancel") {
      running?.abort();
      return;
    }
    running?.abort();
    const controller = new AbortController();
    running = controller;
    try {
      post({ type: "progress", stage: "loading", fraction: 0 });
      sessions ??= loadSessions();
      sessions.catch(() => {
        sessions = null;
      });
      const loaded = await sessions;
      const channels = Array.isArray(message.audio) ? message.audio : [message.audio];
      const audio = toMono16k(channels, message.sampleRate);
      const cues = await transcribe(audio, {
        sessions: loaded,
        signal: controller.signal,
        onProgress: (fraction) => post({ type: "progress", stage: "transcribing", fraction }),
      });
      if (controller.signal.aborted) throw Object.assign(new Error("Transcription cancelled"), { name: "AbortError" });
      post({ type: "cues", cues });
    } catch (error) {
      const cancelled = controller.signal.aborted || (error instanceof Error && error.name === "AbortError");
      post({ type: "error", message: error instanceof Error ? error.message : String(error), cancelled });
    } finally {
      if (running === controller) running = null;
    }
  };
}
