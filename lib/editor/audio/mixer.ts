/**
 * The export's mixer for a mix plan, in TypeScript (no Web Audio, so it runs in Node for tests and the bench):
 * each source's decoded sound is resampled to the mix rate, filtered by its EQ (the same biquads as the preview's
 * BiquadFilterNodes), multiplied by its gain curve and added up. Sources arrive as chunks, in order, a window at a
 * time (see lib/editor/export/readers.ts); the whole-buffer helpers below serve tests and the bench.
 */
import { type AudioChunk, chunkOverlap } from "../export/plan";
import { eqBiquads } from "./eq";
import { type Biquad, LoudnessMeter } from "./loudness";
import { normaliseAndLimit, normalisationGainDb } from "./limiter";
import { type MixPlan, type MixSource, sourceGainAt, sourceToTimeline, timelineToSource } from "./mix-plan";

/** The gain curve is evaluated every GAIN_STEP samples and interpolated between (2.7 ms at 48 kHz). */
const GAIN_STEP = 128;

/** One source being mixed: its plan entry and the EQ's filter state per output channel. */
export class SourceVoice {
  readonly filters: Biquad[];
  private readonly state: Float64Array[];
  private scratch = new Float32Array(0);
  private gains = new Float32Array(0);

  constructor(
    readonly source: MixSource,
    sampleRate: number,
    channelCount: number,
  ) {
    this.filters = source.eq ? eqBiquads(source.eq, sampleRate) : [];
    this.state = Array.from({ length: channelCount }, () => new Float64Array(this.filters.length * 2));
  }

  /** Runs the EQ over x[0..n) in place, carrying channel c's filter state. */
  private filter(c: number, x: Float32Array, n: number): void {
    const st = this.state[c];
    for (let f = 0; f < this.filters.length; f++) {
      const { b0, b1, b2, a1, a2 } = this.filters[f];
      let z1 = st[2 * f];
      let z2 = st[2 * f + 1];
      // A -400 dB offset keeps silent stretches out of denormal numbers (which are very slow to compute with).
      const offset = f === 0 ? 1e-20 : 0;
      for (let i = 0; i < n; i++) {
        const v = x[i] + offset;
        const y = b0 * v + z1;
        z1 = b1 * v - a1 * y + z2;
        z2 = b2 * v - a2 * y;
        x[i] = y;
      }
      st[2 * f] = z1;
      st[2 * f + 1] = z2;
    }
  }

  /**
   * Adds a decoded chunk of the source into an output window (planar; out[c][i] is timeline second
   * windowStart + i / sampleRate), resampled linearly, through the EQ, times the gain curve. Mono sources go to
   * every output channel; extra source channels are dropped. Calls must come in timeline order.
   */
  add(out: Float32Array[], windowStart: number, sampleRate: number, chunk: AudioChunk): void {
    const { segment } = this.source;
    const length = out[0]?.length ?? 0;
    const srcLength = chunk.channels[0]?.length ?? 0;
    if (length === 0 || srcLength === 0) return;
    const chunkStart = sourceToTimeline(segment, chunk.timestamp);
    const overlap = chunkOverlap(length, windowStart, sampleRate, chunkStart, chunkStart + srcLength / chunk.sampleRate, segment);
    if (!overlap) return;
    const { first, last } = overlap;
    const n = last - first;
    if (n <= 0) return;
    if (this.scratch.length < n) {
      this.scratch = new Float32Array(n);
      this.gains = new Float32Array(n);
    }
    // The gain curve, sampled every GAIN_STEP samples and interpolated.
    const gains = this.gains;
    let silent = true;
    for (let k = 0; k < n; k += GAIN_STEP) {
      const end = Math.min(n, k + GAIN_STEP);
      const g0 = sourceGainAt(this.source, windowStart + (first + k) / sampleRate);
      const g1 = end === n ? sourceGainAt(this.source, windowStart + (first + n - 1) / sampleRate) : sourceGainAt(this.source, windowStart + (first + end) / sampleRate);
      const span = end === n ? Math.max(1, n - 1 - k) : end - k;
      if (g0 !== 0 || g1 !== 0) silent = false;
      for (let i = k; i < end; i++) gains[i] = g0 + ((g1 - g0) * (i - k)) / span;
    }
    const filtered = this.filters.length > 0;
    if (silent && !filtered) return;
    const ratio = chunk.sampleRate / sampleRate;
    const exact = (timelineToSource(segment, windowStart + first / sampleRate) - chunk.timestamp) * chunk.sampleRate;
    const p0 = Math.abs(exact - Math.round(exact)) < 1e-6 ? Math.round(exact) : exact;
    const x = this.scratch;
    for (let c = 0; c < out.length; c++) {
      const src = chunk.channels[Math.min(c, chunk.channels.length - 1)];
      if (ratio === 1 && Number.isInteger(p0)) {
        for (let i = 0; i < n; i++) {
          const j = p0 + i;
          x[i] = j >= 0 && j < srcLength ? src[j] : 0;
        }
      } else {
        for (let i = 0; i < n; i++) {
          const pos = p0 + i * ratio;
          const j = Math.floor(pos);
          if (j < 0 || j >= srcLength) {
            x[i] = 0;
            continue;
          }
          const jn = j + 1 < srcLength ? j + 1 : j;
          x[i] = src[j] + (src[jn] - src[j]) * (pos - j);
        }
      }
      if (filtered) this.filter(c, x, n);
      const o = out[c];
      for (let i = 0; i < n; i++) o[first + i] += x[i] * gains[i];
    }
  }
}

/** Decoded sound of an asset: planar channels at a sample rate, starting at source second 0. */
export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

/** Mixes a stretch of the timeline from whole decoded sources (by asset id). No master stage. */
export function renderMix(plan: MixPlan, decoded: ReadonlyMap<string, DecodedAudio>, from: number, length: number, sampleRate: number, channelCount = 2): Float32Array[] {
  const out = Array.from({ length: channelCount }, () => new Float32Array(length));
  for (const source of plan.sources) {
    const audio = source.segment.asset ? decoded.get(source.segment.asset.id) : undefined;
    if (!audio) continue;
    const voice = new SourceVoice(source, sampleRate, channelCount);
    // Filters settle from the segment's start, as they would playing from there.
    const start = Math.max(source.segment.start, from - 0.5);
    if (start < from) {
      const warm = Array.from({ length: channelCount }, () => new Float32Array(Math.round((from - start) * sampleRate)));
      voice.add(warm, start, sampleRate, { ...audio, timestamp: 0 });
    }
    voice.add(out, from, sampleRate, { ...audio, timestamp: 0 });
  }
  return out;
}

export interface MasterResult {
  /** Integrated loudness before and after the master stage, LUFS (-Infinity for silence). */
  before: number;
  after: number;
  gainDb: number;
}

/** The master chain on a whole mix, in place: measure, normalise to the plan's target, limit, measure again. */
export function applyMaster(plan: MixPlan, mix: Float32Array[], sampleRate: number): MasterResult {
  const meter = new LoudnessMeter(sampleRate);
  meter.push(mix);
  const before = meter.integrated();
  const gainDb = normalisationGainDb(before, plan.master.targetLufs);
  normaliseAndLimit(mix, sampleRate, gainDb, plan.master.ceilingDbtp);
  const afterMeter = new LoudnessMeter(sampleRate);
  afterMeter.push(mix);
  return { before, after: afterMeter.integrated(), gainDb };
}
