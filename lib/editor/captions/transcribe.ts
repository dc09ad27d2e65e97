/**
 * The pure parts of "Transcribe" on the timeline: the item's span of decoded audio mixed to mono, the whole
 * timeline's audible sound mixed to mono (the export's mixer over frame-plan's audio segments), the transcript's
 * cues moved from source time to timeline time, and the Captions track's items replaced.
 * No DOM: the decoding is in ./transcribe-audio.ts, and components/editor/timeline/use-transcribe.ts runs the speech
 * worker.
 */
import type { Cue } from "@/lib/caption-cues";

import { cuesToItems } from "./caption-files";
import { type ItemBase, itemEnd, type ProjectDoc } from "../model/document";
import { defaultTrackIds } from "../model/empty-doc";
import { clampMix, mixChunk, type MixSegment } from "../export/plan";
import { retimedSegment, retimeSpan } from "../export/retime";
import { type AudioSegment, audioSegments } from "../render/frame-plan";
import { isRetimed } from "../model/speed";

/** The speech models' sample rate: sound is decoded and mixed at this rate, so the worker resamples nothing. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** Samples of `channels` between `from` and `to` seconds (clamped to the audio), averaged into one channel. */
export function monoSpan(channels: readonly Float32Array[], sampleRate: number, from: number, to: number): Float32Array {
  const length = channels[0]?.length ?? 0;
  const a = Math.min(length, Math.max(0, Math.floor(from * sampleRate)));
  const b = Math.min(length, Math.max(a, Math.round(to * sampleRate)));
  const out = new Float32Array(b - a);
  if (channels.length === 0) return out;
  const scale = 1 / channels.length;
  for (const channel of channels) {
    for (let i = 0; i < out.length; i++) out[i] += channel[a + i] * scale;
  }
  return out;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Cues whose times count from the item's `in` point, moved onto the timeline (+ start) and clipped to the
 * item's span; cues left with no length are dropped.
 */
export function cuesOnTimeline(cues: readonly Cue[], item: ItemBase): Cue[] {
  const start = item.start;
  const end = itemEnd(item);
  return cues
    .map((c) => ({ start: round3(Math.max(start, c.start + start)), end: round3(Math.min(end, c.end + start)), text: c.text.trim() }))
    .filter((c) => c.end > c.start && c.text !== "");
}

/** The document with the Captions track holding exactly these cues (the same document when there is no such track). */
export function replaceCaptionCues(doc: ProjectDoc, cues: readonly Cue[], newId: () => string): ProjectDoc {
  const track = doc.tracks.find((t) => t.id === defaultTrackIds.caption) ?? doc.tracks.find((t) => t.kind === "caption");
  if (!track) return doc;
  const items = cuesToItems(cues, newId);
  return { ...doc, tracks: doc.tracks.map((t) => (t === track ? { ...t, items } : t)) };
}

/** What the whole timeline sounds like: the audible segments (with their media) and the seconds to mix, from 0. */
export interface TimelineSpeechPlan {
  segments: (AudioSegment & { asset: NonNullable<AudioSegment["asset"]> })[];
  /** Seconds from 0 to the end of the last audible segment. */
  duration: number;
}

/**
 * The sound to transcribe for the whole timeline: what the export would mix (muted tracks and silent items left
 * out, volume and fades kept), or null when nothing on the timeline is audible.
 */
export function timelineSpeechPlan(doc: ProjectDoc): TimelineSpeechPlan | null {
  const segments = audioSegments(doc).filter(
    (s): s is TimelineSpeechPlan["segments"][number] => s.asset !== null && s.end > s.start,
  );
  if (segments.length === 0) return null;
  return { segments, duration: Math.max(...segments.map((s) => s.end)) };
}

/** One segment with its source's decoded sound (all of it, from source time 0). */
export interface DecodedSegment {
  /** With its source span and speed when the clip is retimed (frame-plan's AudioSegment has them). */
  segment: MixSegment & { out?: number; speed?: number; reverse?: boolean };
  channels: readonly Float32Array[];
  sampleRate: number;
}

/**
 * The timeline's mono mix from 0 to `duration` at `sampleRate`: each source averaged to mono, then laid at its
 * place with its gain and fades by the export's mixChunk, and clamped to [-1, 1].
 */
export function mixForSpeech(sources: readonly DecodedSegment[], duration: number, sampleRate = SPEECH_SAMPLE_RATE): Float32Array {
  const out = [new Float32Array(Math.max(0, Math.round(duration * sampleRate)))];
  for (const { segment, channels, sampleRate: rate } of sources) {
    const span = segment.out === undefined ? null : { ...segment, out: segment.out };
    if (span && isRetimed(span)) {
      // A clip at another speed or reversed is heard as the export plays it: its span retimed, from its start.
      const retimed = retimeSpan(monoSpan(channels, rate, span.in, span.out), rate, span);
      mixChunk(out, 0, sampleRate, { channels: [retimed], sampleRate: rate, timestamp: 0 }, retimedSegment(span));
      continue;
    }
    const mono = monoSpan(channels, rate, 0, Infinity);
    mixChunk(out, 0, sampleRate, { channels: [mono], sampleRate: rate, timestamp: 0 }, segment);
  }
  clampMix(out);
  return out[0];
}

/** Cues already in timeline time, clipped to [0, duration]; cues left with no length or text are dropped. */
export function cuesInTimeline(cues: readonly Cue[], duration: number): Cue[] {
  return cues
    .map((c) => ({ start: round3(Math.max(0, c.start)), end: round3(Math.min(duration, c.end)), text: c.text.trim() }))
    .filter((c) => c.end > c.start && c.text !== "");
}
