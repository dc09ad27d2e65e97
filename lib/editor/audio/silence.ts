/**
 * Silence detection for "Remove silences": the spans of a clip's sound to cut, found from its level (RMS in 10 ms
 * frames against a threshold in dBFS) or from speech spans found by voice activity detection (Silero VAD). A quiet
 * stretch counts only when it lasts at least `minSilence`; `padding` seconds are kept next to the speech on each
 * side, so a cut falls in the pause and never inside a word. Pure: no DOM, no workers.
 */
import { type Interval, mergeIntervals } from "./duck";

export interface SilenceOptions {
  /** The shortest quiet stretch that is cut, seconds. */
  minSilence: number;
  /** Seconds of the quiet kept next to speech on each side of a cut. */
  padding: number;
  /** Frames quieter than this (dBFS, RMS) are silent. */
  thresholdDb: number;
}

export const SILENCE_DEFAULTS: SilenceOptions = { minSilence: 0.5, padding: 0.1, thresholdDb: -40 };
/** The level's time step, seconds: edges are found to within one frame. */
export const SILENCE_FRAME = 0.01;

/** Limits of the settings the dialog offers. */
export const SILENCE_LIMITS = {
  minSilence: { min: 0.1, max: 5 },
  padding: { min: 0, max: 1 },
  thresholdDb: { min: -70, max: -10 },
} as const;

/** The level of each 10 ms frame of `samples`, dBFS (RMS; -120 for digital silence). */
export function frameLevels(samples: Float32Array, sampleRate: number, frame = SILENCE_FRAME): Float32Array {
  const size = Math.max(1, Math.round(frame * sampleRate));
  const count = Math.ceil(samples.length / size);
  const levels = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    const from = f * size;
    const to = Math.min(samples.length, from + size);
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i] * samples[i];
    const rms = Math.sqrt(sum / Math.max(1, to - from));
    levels[f] = rms > 1e-6 ? 20 * Math.log10(rms) : -120;
  }
  return levels;
}

/** Spans (seconds) where the level is at or above the threshold: the sound that is kept. */
export function loudSpans(samples: Float32Array, sampleRate: number, thresholdDb: number): Interval[] {
  const size = Math.max(1, Math.round(SILENCE_FRAME * sampleRate));
  const levels = frameLevels(samples, sampleRate);
  const duration = samples.length / sampleRate;
  const spans: Interval[] = [];
  let open = -1;
  for (let f = 0; f <= levels.length; f++) {
    const loud = f < levels.length && levels[f] >= thresholdDb;
    if (loud && open < 0) open = f;
    else if (!loud && open >= 0) {
      spans.push({ start: (open * size) / sampleRate, end: Math.min(duration, (f * size) / sampleRate) });
      open = -1;
    }
  }
  return spans;
}

/**
 * The spans to cut between speech spans, in a sound `duration` seconds long: each quiet stretch (before the first
 * speech, between two, after the last) of at least `minSilence`, less `padding` on each side that touches speech.
 * Nothing when there is no speech at all (the clip is left whole rather than cut away).
 */
export function silencesBetween(speech: readonly Interval[], duration: number, options: Pick<SilenceOptions, "minSilence" | "padding">): Interval[] {
  const spans = mergeIntervals(speech.map((s) => ({ start: Math.max(0, s.start), end: Math.min(duration, s.end) })));
  if (spans.length === 0) return [];
  const pad = Math.max(0, options.padding);
  const out: Interval[] = [];
  const gap = (start: number, end: number, padStart: boolean, padEnd: boolean) => {
    if (end - start < options.minSilence - 1e-9) return;
    const from = start + (padStart ? pad : 0);
    const to = end - (padEnd ? pad : 0);
    if (to - from > 1e-6) out.push({ start: from, end: to });
  };
  gap(0, spans[0].start, false, true);
  for (let i = 1; i < spans.length; i++) gap(spans[i - 1].end, spans[i].start, true, true);
  gap(spans[spans.length - 1].end, duration, true, false);
  return out;
}

/** The silences of mono `samples` found from their level (see silencesBetween). */
export function detectSilences(samples: Float32Array, sampleRate: number, options: SilenceOptions = SILENCE_DEFAULTS): Interval[] {
  return silencesBetween(loudSpans(samples, sampleRate, options.thresholdDb), samples.length / sampleRate, options);
}

/** Seconds the spans add up to. */
export function totalLength(spans: readonly Interval[]): number {
  return spans.reduce((sum, s) => sum + Math.max(0, s.end - s.start), 0);
}
