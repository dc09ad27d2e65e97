/**
 * The mix plan: for the whole timeline, every sounding stretch of source with its gain curve (volume, volume
 * keyframes, fades, ducking), its EQ and whether it is denoised, and the master chain (loudness target, true-peak
 * ceiling). Pure: the preview builds its Web Audio graph from it (./preview-graph.ts) and the export's mixer
 * (./mixer.ts) renders the same plan, so they sound alike.
 *
 * Which items are "voice" for ducking: every sounding item that is not itself ducked and is not library music —
 * voiceover takes, spoken text, other audio and the clips' own sound. Their speech (found by voice activity
 * detection on each asset, in source seconds) dips every item that has "Duck under speech" on.
 */
import { docDuration, type ItemEq, type ProjectDoc } from "../model/document";
import { type AudioSegment, audioSegments, gainAt } from "../render/frame-plan";
import { mapSourceTime, mapTimelineTime, timelineSpan } from "../model/speed";
import { duckCurve, duckGainAt, type DuckPoint, type Interval, mergeIntervals } from "./duck";
import { isFlat } from "./eq";
import { TRUE_PEAK_CEILING_DB } from "./limiter";

export const MIX_SAMPLE_RATE = 48_000;
export const MIX_CHANNELS = 2;
export const DEFAULT_LOUDNESS_TARGET = -14;

/** Speech found in each asset's sound: source-time intervals, by asset id. */
export type SpeechByAsset = ReadonlyMap<string, readonly Interval[]>;

export interface MixSource {
  segment: AudioSegment;
  /** null when flat or absent. */
  eq: ItemEq | null;
  denoise: boolean;
  /** The duck curve (timeline seconds), for items ducked under speech; null otherwise. */
  duck: DuckPoint[] | null;
}

export interface MixPlan {
  duration: number;
  sources: MixSource[];
  master: { targetLufs: number; ceilingDbtp: number };
}

/** Source second of a segment at timeline second t, at its speed and direction. */
export const timelineToSource = (segment: Pick<AudioSegment, "start" | "in" | "out" | "speed" | "reverse">, t: number): number => mapSourceTime(segment, t);
/** Timeline second of a segment's source second s. */
export const sourceToTimeline = (segment: Pick<AudioSegment, "start" | "in" | "out" | "speed" | "reverse">, s: number): number => mapTimelineTime(segment, s);

/** Whether a segment's speech counts for ducking (see the module comment). */
export function isVoiceSegment(segment: AudioSegment): boolean {
  return !segment.item.duck && segment.asset?.source !== "library";
}

/** The segments whose assets need speech detection: only when some item ducks. */
export function speechSources(doc: ProjectDoc): AudioSegment[] {
  const segments = audioSegments(doc);
  if (!segments.some((s) => s.item.duck)) return [];
  return segments.filter((s) => s.asset && isVoiceSegment(s));
}

/** Speech on the timeline: each voice segment's detected spans moved to where it plays, merged. */
export function speechOnTimeline(doc: ProjectDoc, speech: SpeechByAsset): Interval[] {
  const out: Interval[] = [];
  for (const segment of speechSources(doc)) {
    for (const span of speech.get(segment.asset!.id) ?? []) {
      const on = timelineSpan(segment, span.start, span.end);
      const start = Math.max(segment.start, on.from);
      const end = Math.min(segment.end, on.to);
      if (end > start) out.push({ start, end });
    }
  }
  return mergeIntervals(out);
}

export function mixPlan(doc: ProjectDoc, speech: SpeechByAsset = new Map()): MixPlan {
  const spoken = speechOnTimeline(doc, speech);
  const sources = audioSegments(doc).map((segment): MixSource => {
    const { item } = segment;
    return {
      segment,
      eq: isFlat(item.eq) ? null : item.eq!,
      denoise: Boolean(item.denoise),
      duck: item.duck ? duckCurve(spoken, item.duck) : null,
    };
  });
  return {
    duration: docDuration(doc),
    sources,
    master: { targetLufs: doc.settings.loudnessTarget ?? DEFAULT_LOUDNESS_TARGET, ceilingDbtp: TRUE_PEAK_CEILING_DB },
  };
}

/** A source's gain at timeline second t: frame-plan's gain (volume, keyframes, fades) times its duck curve. */
export function sourceGainAt(source: MixSource, t: number): number {
  const g = gainAt(source.segment, t);
  return g === 0 || !source.duck ? g : g * duckGainAt(source.duck, t);
}

/** An item's duck curve for drawing on its waveform: [t, gain] pairs in item seconds, or null. */
export function duckCurveOf(plan: MixPlan, itemId: string): DuckPoint[] | null {
  return plan.sources.find((s) => s.segment.item.id === itemId)?.duck ?? null;
}
