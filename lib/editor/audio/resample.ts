/**
 * A fast band-limited resampler for whole channels of sound: the same windowed-sinc (Blackman, 8 zero crossings a
 * side, cutoff at the lower Nyquist frequency) as the speech models' resampler, with the kernel read from a table
 * instead of computed per tap, so an hour of sound resamples in seconds.
 */
const HALF_ZEROS = 8;
/** Table entries per zero crossing of the kernel (linear interpolation between them). */
const RESOLUTION = 512;

let table: Float32Array | null = null;

function kernelTable(): Float32Array {
  if (table) return table;
  const size = HALF_ZEROS * RESOLUTION + 2;
  table = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const t = i / RESOLUTION;
    const p = Math.min(1, t / HALF_ZEROS);
    const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
    table[i] = sinc * (0.42 + 0.5 * Math.cos(Math.PI * p) + 0.08 * Math.cos(2 * Math.PI * p));
  }
  return table;
}

/** `input` at `fromRate` Hz resampled to `toRate` Hz (length rounded down, as the speech resampler does). */
export function resampleChannel(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError("sample rates must be positive");
  if (fromRate === toRate) return input.slice();
  const k = kernelTable();
  const ratio = toRate / fromRate;
  const out = new Float32Array(Math.floor(input.length * ratio));
  const cutoff = Math.min(1, ratio);
  const halfWidth = HALF_ZEROS / cutoff;
  const step = cutoff * RESOLUTION;
  const last = input.length - 1;
  for (let i = 0; i < out.length; i++) {
    const center = i / ratio;
    const from = Math.max(0, Math.ceil(center - halfWidth));
    const to = Math.min(last, Math.floor(center + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let j = from; j <= to; j++) {
      const x = Math.abs(j - center) * step;
      const at = x | 0;
      const w = k[at] + (k[at + 1] - k[at]) * (x - at);
      sum += input[j] * w;
      weights += w;
    }
    out[i] = weights > 0 ? sum / weights : 0;
  }
  return out;
}
