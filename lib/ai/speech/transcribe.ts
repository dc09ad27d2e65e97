/**
 * Auto captions from the media's own speech: Silero VAD finds sentence-sized spans of speech,
 * Moonshine tiny reads each span, and each reading becomes one or more caption cues (two lines of
 * at most 42 characters, as lib/caption-cues.ts lays them out; a span too long for one cue shares
 * its time among its cues by length). Cancellable between spans and between decoder steps.
 */
import { wrapSentence, type Cue } from "@/lib/caption-cues";
import { moonshineTranscribe } from "./moonshine";
import { SAMPLE_RATE, throwIfAborted, type SpeechSessions } from "./runtime";
import { detectSpeech, type Segment, type SegmentOptions } from "./vad";

export interface TranscribeOptions {
  sessions: SpeechSessions;
  /** Fraction done, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  segmentOptions?: Partial<SegmentOptions>;
}

/** Share of the progress bar given to the VAD pass (it is ~100× faster than the reading). */
const VAD_SHARE = 0.05;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The cues of one transcribed span: its text wrapped, its time shared by character count. */
export function cuesForSpan(segment: Segment, text: string): Cue[] {
  const blocks = wrapSentence(text).map((lines) => lines.join("\n"));
  const total = blocks.reduce((n, b) => n + b.length, 0);
  const cues: Cue[] = [];
  let t = segment.start;
  blocks.forEach((block, i) => {
    const end = i === blocks.length - 1 ? segment.end : round3(t + ((segment.end - segment.start) * block.length) / total);
    cues.push({ start: round3(t), end: round3(end), text: block });
    t = end;
  });
  return cues;
}

export async function transcribe(audio16k: Float32Array, { sessions, onProgress, signal, segmentOptions }: TranscribeOptions): Promise<Cue[]> {
  throwIfAborted(signal);
  onProgress?.(0);
  const segments = await detectSpeech(audio16k, sessions.vad, sessions.Tensor, segmentOptions, signal);
  onProgress?.(VAD_SHARE);
  const speechSeconds = segments.reduce((n, s) => n + (s.end - s.start), 0);
  let done = 0;
  const cues: Cue[] = [];
  for (const segment of segments) {
    throwIfAborted(signal);
    const slice = audio16k.subarray(Math.floor(segment.start * SAMPLE_RATE), Math.ceil(segment.end * SAMPLE_RATE));
    const text = await moonshineTranscribe(slice, sessions, signal);
    if (text) cues.push(...cuesForSpan(segment, text));
    done += segment.end - segment.start;
    onProgress?.(VAD_SHARE + (1 - VAD_SHARE) * (speechSeconds > 0 ? done / speechSeconds : 1));
  }
  onProgress?.(1);
  return cues;
}
