/**
 * Test material for the mix: a timeline with voice, ducked music and clips with EQ and fades, and generated
 * sound for each asset (tones and noise, no files). Used by the unit tests, the bench and the one-graph browser
 * test. Never imported by app code.
 */
import type { MediaAsset, ProjectDoc, Track } from "../../model/document";
import { mediaItem } from "../../edits/edit-fixtures";
import { emptyDoc } from "../../model/empty-doc";
import type { Interval } from "../duck";
import type { DecodedAudio } from "../mixer";

const asset = (id: string, kind: "audio" | "video", duration: number, source: MediaAsset["source"] = "upload"): MediaAsset => ({
  id,
  name: `${id}.${kind === "audio" ? "wav" : "webm"}`,
  mime: kind === "audio" ? "audio/wav" : "video/webm",
  kind,
  duration,
  source,
  url: null,
});

/** Speech in the voice asset: 2 s on, 1.5 s off, from 1 s (source seconds). */
export function voiceSpans(seconds: number): Interval[] {
  const spans: Interval[] = [];
  for (let t = 1; t + 2 <= seconds; t += 3.5) spans.push({ start: t, end: t + 2 });
  return spans;
}

/**
 * `seconds` of timeline: a voice over the whole length (audio track 2), music under it with ducking (12 dB,
 * library music), and three clips in a row on the video track, each with EQ (one preset each) and fades.
 */
export function mixTestDoc(seconds: number): ProjectDoc {
  const doc = emptyDoc();
  const clip = seconds / 3;
  const assets = [asset("voice", "audio", seconds), asset("music", "audio", seconds, "library"), asset("clip", "video", clip)];
  const eqs = [
    { low: -4, mid: 4, high: 3 },
    { low: -10, mid: 0, high: 1 },
    { low: 6, mid: -3, high: -6 },
  ];
  const clips = eqs.map((eq, k) => mediaItem(`clip-${k}`, "video", "clip", k * clip, 0, clip, { eq, fadeIn: 0.5, fadeOut: 0.5, volume: 0.6 }));
  const tracks: Track[] = doc.tracks.map((t) => {
    if (t.kind === "video") return { ...t, items: clips };
    if (t.kind === "audio") return { ...t, items: [mediaItem("music-1", "audio", "music", 0, 0, seconds, { duck: { depth: 12, attack: 0.2, release: 0.4 }, fadeIn: 1, fadeOut: 1 })] };
    return t;
  });
  const voiceTrack: Track = { id: "track-voice", kind: "audio", name: "Voice", muted: false, hidden: false, items: [mediaItem("voice-1", "audio", "voice", 0, 0, seconds, { eq: { low: -4, mid: 4, high: 3 } })] };
  return { ...doc, assets, tracks: [...tracks, voiceTrack] };
}

/** A seeded pseudo-random generator (mulberry32), so generated noise is the same every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Generated sound for each asset of mixTestDoc: voice = harmonic bursts on voiceSpans, music = chord plus noise, clip = noise. */
export function mixTestAudio(seconds: number, sampleRate = 48_000): Map<string, DecodedAudio> {
  const n = Math.round(seconds * sampleRate);
  const voice = new Float32Array(n);
  for (const { start, end } of voiceSpans(seconds)) {
    for (let i = Math.round(start * sampleRate); i < Math.min(n, Math.round(end * sampleRate)); i++) {
      const t = i / sampleRate;
      voice[i] = 0.25 * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 360 * t) + 0.3 * Math.sin(2 * Math.PI * 1100 * t));
    }
  }
  const rnd = random(7);
  const musicL = new Float32Array(n);
  const musicR = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const chord = 0.15 * (Math.sin(2 * Math.PI * 220 * t) + Math.sin(2 * Math.PI * 277.2 * t) + Math.sin(2 * Math.PI * 329.6 * t));
    musicL[i] = chord + 0.03 * (rnd() * 2 - 1);
    musicR[i] = chord + 0.03 * (rnd() * 2 - 1);
  }
  const clipN = Math.round((seconds / 3) * sampleRate);
  const clip = new Float32Array(clipN);
  for (let i = 0; i < clipN; i++) clip[i] = 0.2 * (rnd() * 2 - 1);
  return new Map([
    ["voice", { channels: [voice], sampleRate }],
    ["music", { channels: [musicL, musicR], sampleRate }],
    ["clip", { channels: [clip], sampleRate }],
  ]);
}
