/**
 * Beat and onset times from sound, for the effects on the beat. Our own onset detector (no package needed): the
 * sound is pre-emphasised (a first difference, so drums and clicks count more than a bass drone), cut into 10 ms
 * hops, and each hop's log energy is compared with the previous ones; a rise well above the local median (an
 * adaptive threshold over the surrounding second) that is the highest within 100 ms is an onset. Pure: mono
 * samples in, seconds out.
 */

export interface OnsetOptions {
  /** Seconds per analysis hop. */
  hop?: number;
  /** How far above the local median novelty a peak must rise (in log-energy units). */
  sensitivity?: number;
  /** Onsets closer than this (seconds) are one. */
  minGap?: number;
}

/** Mono samples from several channels (their mean). */
export function toMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0];
  const n = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(n);
  for (const c of channels) for (let i = 0; i < n; i++) out[i] += c[i] / channels.length;
  return out;
}

/** The onset times (seconds, sorted) of mono `samples` at `sampleRate`. */
export function detectOnsets(samples: Float32Array, sampleRate: number, options: OnsetOptions = {}): number[] {
  const hop = Math.max(1, Math.round((options.hop ?? 0.01) * sampleRate));
  const hops = Math.floor(samples.length / hop);
  if (hops < 3) return [];
  const energy = new Float32Array(hops);
  let prev = 0;
  for (let h = 0; h < hops; h++) {
    let sum = 0;
    for (let i = h * hop; i < (h + 1) * hop; i++) {
      const d = samples[i] - prev;
      prev = samples[i];
      sum += d * d;
    }
    energy[h] = Math.log10(1e-10 + sum / hop);
  }
  // Novelty: the rise of the log energy over the mean of the three hops before.
  const novelty = new Float32Array(hops);
  for (let h = 3; h < hops; h++) novelty[h] = Math.max(0, energy[h] - (energy[h - 1] + energy[h - 2] + energy[h - 3]) / 3);
  const window = Math.max(3, Math.round(0.5 / (hop / sampleRate)));
  const gap = Math.max(1, Math.round((options.minGap ?? 0.1) / (hop / sampleRate)));
  const sensitivity = options.sensitivity ?? 0.6;
  const onsets: number[] = [];
  let last = -Infinity;
  for (let h = 1; h < hops - 1; h++) {
    const v = novelty[h];
    if (v <= 0) continue;
    const lo = Math.max(0, h - window);
    const hi = Math.min(hops, h + window + 1);
    const around = Array.from(novelty.subarray(lo, hi)).sort((a, b) => a - b);
    const median = around[Math.floor(around.length / 2)];
    if (v < median + sensitivity) continue;
    // The highest within the gap on either side.
    let peak = true;
    for (let k = Math.max(0, h - gap); k <= Math.min(hops - 1, h + gap); k++) {
      if (novelty[k] > v || (novelty[k] === v && k < h)) {
        peak = false;
        break;
      }
    }
    if (!peak || h - last < gap) continue;
    last = h;
    onsets.push((h * hop) / sampleRate);
  }
  return onsets;
}
