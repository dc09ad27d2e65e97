/**
 * Word times inside a caption cue, where the speech model gives none (Moonshine reads a whole span at once).
 *
 * The estimate: the cue's words share its voiced time in proportion to their length. The cue's sound is measured in
 * 10 ms frames; frames within 35 dB of the cue's loudest are voiced (pauses and breaths are not). Each word gets a
 * share of the voiced frames proportional to its letters plus one (for the boundary between words), taken in order,
 * so a word starts at the first voiced frame of its share and ends at the last: a pause between two words falls
 * between them, not inside one. A boundary inside continuous speech then moves to the quietest frame within 80 ms
 * (the dip between two words). Without the sound (a cue typed in or imported), the shares are laid over the cue's
 * whole length instead. Pure; the measured error is in docs/architecture.md.
 */
import { frameLevels, SILENCE_FRAME } from "../audio/silence";
import { type CaptionItem, type CaptionWord, itemDuration, type ProjectDoc } from "../model/document";
import { splitWords } from "./words";


/** A word's weight in the estimate: its letters and digits, plus one for the boundary. */
function weight(word: string): number {
  return word.replace(/[^\p{L}\p{N}]/gu, "").length + 1;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Words laid over [0, duration] by length alone. */
export function wordsByLength(text: string, duration: number): CaptionWord[] {
  const words = splitWords(text);
  const total = words.reduce((sum, w) => sum + weight(w), 0);
  let at = 0;
  return words.map((text) => {
    const length = (weight(text) / total) * duration;
    const word = { text, start: round3(at), end: round3(at + length) };
    at += length;
    return word;
  });
}

/** How far under the cue's loudest frame a frame still counts as voiced, dB. */
const VOICED_RANGE_DB = 35;

/**
 * Words of `text` timed from the cue's own sound: `samples` (mono, from the cue's start) at `sampleRate`. Falls back
 * to wordsByLength when the sound has no voiced frame.
 */
export function estimateWordTimes(text: string, samples: Float32Array, sampleRate: number, duration = samples.length / sampleRate): CaptionWord[] {
  const words = splitWords(text);
  if (words.length === 0) return [];
  const levels = frameLevels(samples, sampleRate);
  let loudest = -Infinity;
  for (const level of levels) loudest = Math.max(loudest, level);
  const voiced: number[] = [];
  levels.forEach((level, f) => {
    if (level > -100 && level >= loudest - VOICED_RANGE_DB && f * SILENCE_FRAME < duration) voiced.push(f);
  });
  if (voiced.length < words.length) return wordsByLength(text, duration);
  const total = words.reduce((sum, w) => sum + weight(w), 0);
  // Each word's share of the voiced frames, as [first, last] frame numbers.
  let used = 0;
  const spans = words.map((text, i) => {
    const from = Math.round((used / total) * voiced.length);
    used += weight(text);
    const to = i === words.length - 1 ? voiced.length : Math.max(from + 1, Math.round((used / total) * voiced.length));
    return [voiced[Math.min(from, voiced.length - 1)], voiced[Math.min(to, voiced.length) - 1]];
  });
  // A boundary inside continuous speech moves to the quietest frame near it (the dip between two words).
  const reach = Math.round(SNAP / SILENCE_FRAME);
  for (let i = 1; i < spans.length; i++) {
    const [, prevLast] = spans[i - 1];
    const [first] = spans[i];
    if (first - prevLast > 1) continue;
    let best = first;
    for (let f = Math.max(spans[i - 1][0] + 1, first - reach); f <= Math.min(spans[i][1], first + reach); f++) if (levels[f] < levels[best]) best = f;
    spans[i - 1][1] = best - 1;
    spans[i][0] = best;
  }
  return words.map((text, i) => {
    const start = spans[i][0] * SILENCE_FRAME;
    const end = Math.min(duration, (spans[i][1] + 1) * SILENCE_FRAME);
    return { text, start: round3(start), end: round3(Math.max(end, start + SILENCE_FRAME)) };
  });
}

/** How far (seconds) a boundary inside continuous speech may move to the quietest frame near it. */
const SNAP = 0.08;

/**
 * The document with word times estimated for every cue of its caption tracks that has none, from `samples` (mono
 * at `sampleRate`) that start at timeline second `offset`.
 */
export function withEstimatedWords(doc: ProjectDoc, samples: Float32Array, sampleRate: number, offset = 0): ProjectDoc {
  return {
    ...doc,
    tracks: doc.tracks.map((track) =>
      track.kind !== "caption"
        ? track
        : {
            ...track,
            items: track.items.map((item) => {
              if (item.kind !== "caption" || item.words) return item;
              const duration = itemDuration(item);
              const from = Math.max(0, Math.round((item.start - offset) * sampleRate));
              const to = Math.min(samples.length, from + Math.round(duration * sampleRate));
              const words = to > from ? estimateWordTimes(item.text, samples.subarray(from, to), sampleRate, duration) : wordsByLength(item.text, duration);
              return words.length > 0 ? { ...item, words } : item;
            }),
          },
    ),
  };
}

/** A cue's words with times from its start: its own, or laid over it by length. */
export function cueWords(item: CaptionItem): CaptionWord[] {
  return item.words && item.words.length > 0 ? item.words : wordsByLength(item.text, itemDuration(item));
}
