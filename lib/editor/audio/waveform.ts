/**
 * Waveforms of audio items: a source's sound is reduced once to peaks (the loudest sample of each 1/PEAKS_PER_SECOND
 * of a second, over all channels), then any window of it is drawn at any zoom from those peaks. Pure; the decoding
 * and the drawing are in components/editor/timeline/item-waveform.tsx.
 */
export const PEAKS_PER_SECOND = 100;

export interface Peaks {
  /** 0..1, one per 1 / perSecond of the source. */
  values: Float32Array;
  perSecond: number;
  /** Seconds of source. */
  duration: number;
}

/** Samples read between two yields to the page, so a long file never holds the main thread for long. */
const CHUNK_SAMPLES = 1 << 18;

/**
 * Peaks of planar channels at `sampleRate`. Runs in chunks and awaits `pause()` between them (a macrotask in the
 * browser), so decoding a long track does not freeze the timeline.
 */
export async function computePeaks(
  channels: readonly Float32Array[],
  sampleRate: number,
  perSecond: number = PEAKS_PER_SECOND,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Peaks> {
  const length = channels[0]?.length ?? 0;
  const duration = sampleRate > 0 ? length / sampleRate : 0;
  const count = Math.ceil(duration * perSecond);
  const values = new Float32Array(count);
  const samplesPerPeak = sampleRate / perSecond;
  for (let from = 0; from < length; from += CHUNK_SAMPLES) {
    const to = Math.min(length, from + CHUNK_SAMPLES);
    for (const data of channels) {
      for (let i = from; i < to; i++) {
        const v = Math.abs(data[i]);
        const p = Math.min(count - 1, Math.floor(i / samplesPerPeak));
        if (v > values[p]) values[p] = v;
      }
    }
    if (to < length) await pause();
  }
  for (let p = 0; p < count; p++) values[p] = Math.min(1, values[p]);
  return { values, perSecond, duration };
}

/**
 * The peaks of the source window [inPoint, outPoint) spread over `columns` columns: each column the loudest peak
 * of its stretch (or the nearest one when a column is shorter than one peak). Outside the source: 0.
 */
export function peaksForWindow(peaks: Peaks, inPoint: number, outPoint: number, columns: number): Float32Array {
  const n = Math.max(0, Math.floor(columns));
  const out = new Float32Array(n);
  const span = outPoint - inPoint;
  if (n === 0 || !(span > 0)) return out;
  const { values, perSecond } = peaks;
  for (let c = 0; c < n; c++) {
    const a = (inPoint + (span * c) / n) * perSecond;
    const b = (inPoint + (span * (c + 1)) / n) * perSecond;
    let first = Math.floor(a);
    const last = Math.max(first + 1, Math.ceil(b));
    let max = 0;
    for (; first < last; first++) if (first >= 0 && first < values.length && values[first] > max) max = values[first];
    out[c] = max;
  }
  return out;
}
