/**
 * The pure parts of "Transcribe" on the timeline: the item's span of decoded audio mixed to mono, the
 * transcript's cues moved from source time to timeline time, and the Captions track's items replaced.
 * No DOM: the decoding and the speech worker live in components/editor/timeline/use-transcribe.ts.
 */
import type { Cue } from "@/lib/captions";

import { cuesToItems } from "./captions";
import { type ItemBase, itemEnd, type ProjectDoc } from "./document";
import { defaultTrackIds } from "./empty-doc";

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
