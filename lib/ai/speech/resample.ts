/**
 * Mixes any number of channels down to mono and resamples to the 16 kHz the speech models want.
 * A windowed-sinc (Blackman) interpolator whose cutoff follows the lower of the two Nyquist
 * frequencies, so downsampling 44.1/48 kHz does not fold high frequencies into the speech band.
 * Pure: no DOM, no Web Audio.
 */
import { SAMPLE_RATE } from "./runtime";

/** Average of the channels (all the same length as the first). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 0) return new Float32Array(0);
  if (channels.length === 1) return channels[0];
  const length = channels[0].length;
  const out = new Float32Array(length);
  for (const channel of channels) {
    const n = Math.min(length, channel.length);
    for (let i = 0; i < n; i++) out[i] += channel[i];
  }
  const scale = 1 / channels.length;
  for (let i = 0; i < length; i++) out[i] *= scale;
  return out;
}

/** Zero crossings of the sinc kernel kept on each side. */
const HALF_ZEROS = 8;

/** Resamples `input` from `fromRate` to `toRate` Hz. */
export function resample(input: Float32Array, fromRate: number, toRate = SAMPLE_RATE): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError("sample rates must be positive");
  if (fromRate === toRate) return input.slice();
  const ratio = toRate / fromRate;
  const outLength = Math.floor(input.length * ratio);
  const out = new Float32Array(outLength);
  // Cutoff as a fraction of the input Nyquist frequency.
  const cutoff = Math.min(1, ratio);
  const halfWidth = HALF_ZEROS / cutoff;
  for (let i = 0; i < outLength; i++) {
    const center = i / ratio;
    const first = Math.max(0, Math.ceil(center - halfWidth));
    const last = Math.min(input.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let j = first; j <= last; j++) {
      const x = j - center;
      const w = kernel(x * cutoff, x / halfWidth);
      sum += input[j] * w;
      weights += w;
    }
    out[i] = weights > 0 ? sum / weights : 0;
  }
  return out;
}

/** sinc(t) · Blackman window at position `p` in [-1, 1]. */
function kernel(t: number, p: number): number {
  const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
  const window = 0.42 + 0.5 * Math.cos(Math.PI * p) + 0.08 * Math.cos(2 * Math.PI * p);
  return sinc * window;
}

/** Channels at any rate → 16 kHz mono. */
export function toMono16k(channels: readonly Float32Array[], sampleRate: number): Float32Array {
  const mono = mixToMono(channels);
  return sampleRate === SAMPLE_RATE ? mono : resample(mono, sampleRate, SAMPLE_RATE);
}
