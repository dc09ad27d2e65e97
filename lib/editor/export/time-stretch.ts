/**
 * Time-stretching that keeps the pitch: WSOLA (waveform-similarity overlap-add). The output is built from windows
 * of the input taken at the output's place scaled by the stretch, each one shifted (by up to SEARCH seconds) to
 * where it best continues the previous window, then overlap-added with a Hann window. Speech and music keep their
 * pitch; very fast or slow rates (4×, 0.25×) are audibly choppy or smeared, as with any time-domain stretch.
 * All channels take the same shifts, so a stereo image stays put. Pure; no Web Audio.
 */

/** Window length, seconds: a few pitch periods of a low voice. */
const WINDOW = 0.04;
/** How far a window may move to match the previous one, seconds. */
const SEARCH = 0.012;
/** The shifts are tried every DECIMATE-th sample first (measured on every 2 * DECIMATE-th), then refined around the best. */
const DECIMATE = 4;

function hann(size: number): Float32Array {
  const w = new Float32Array(size);
  for (let i = 0; i < size; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
  return w;
}

/** Similarity of src at `a` and at `b` over `size` samples (cross-correlation, every `step`-th sample). */
function similarity(src: Float32Array, a: number, b: number, size: number, step: number): number {
  // Only the part where both stretches lie inside the source counts.
  const first = Math.max(0, -a, -b);
  const last = Math.min(size, src.length - a, src.length - b);
  let sum = 0;
  for (let i = first; i < last; i += step) sum += src[a + i] * src[b + i];
  return sum;
}

/** Windows placed between two pauses of the stepped stretch (about 5 s of output). */
const WINDOWS_PER_STEP = 250;

/**
 * The channels brought to `length` samples with their pitch kept. `channels` share one length; the first channel
 * (or their mix, for stereo) guides where each window is taken.
 */
export function timeStretchChannels(channels: readonly Float32Array[], length: number, sampleRate: number): Float32Array[] {
  const steps = stretchSteps(channels, length, sampleRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** timeStretchChannels in steps, awaiting `pause()` between them (the page stays responsive); the same samples. */
export async function timeStretchChannelsAsync(
  channels: readonly Float32Array[],
  length: number,
  sampleRate: number,
  pause: () => Promise<void>,
): Promise<Float32Array[]> {
  const steps = stretchSteps(channels, length, sampleRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

function* stretchSteps(channels: readonly Float32Array[], length: number, sampleRate: number): Generator<void, Float32Array[], void> {
  const n = channels[0]?.length ?? 0;
  const outs = channels.map(() => new Float32Array(length));
  if (n === 0 || length === 0) return outs;
  const size = Math.max(8, Math.round(WINDOW * sampleRate) & ~1);
  const hop = size / 2;
  const search = Math.round(SEARCH * sampleRate);
  const window = hann(size);
  const guide = channels.length === 1 ? channels[0] : mix(channels);
  const rate = n / length;
  const weight = new Float32Array(length + size);
  const acc = channels.map(() => new Float32Array(length + size));
  let previous = 0;
  for (let outPos = 0, k = 0; outPos < length; outPos += hop, k++) {
    if (k > 0 && k % WINDOWS_PER_STEP === 0) yield;
    const nominal = Math.round(outPos * rate);
    let best = nominal;
    if (k > 0) {
      // Where the previous window would naturally continue.
      const natural = previous + hop;
      let bestScore = -Infinity;
      const lo = Math.max(0, nominal - search);
      const hi = Math.min(n - 1, nominal + search);
      for (let s = lo; s <= hi; s += DECIMATE) {
        const score = similarity(guide, natural, s, hop, 2 * DECIMATE);
        if (score > bestScore) {
          bestScore = score;
          best = s;
        }
      }
      // Refine around the coarse best, sample by sample.
      const coarse = best;
      for (let s = Math.max(lo, coarse - DECIMATE + 1); s <= Math.min(hi, coarse + DECIMATE - 1); s++) {
        const score = similarity(guide, natural, s, hop, 2);
        if (score > bestScore) {
          bestScore = score;
          best = s;
        }
      }
    }
    previous = best;
    for (let i = 0; i < size; i++) {
      const src = best + i;
      const dst = outPos + i;
      if (dst >= weight.length) break;
      weight[dst] += window[i];
      if (src < 0 || src >= n) continue;
      for (let c = 0; c < channels.length; c++) acc[c][dst] += channels[c][src] * window[i];
    }
  }
  // Dividing by the summed window also undoes the fade of the first and last half windows.
  for (let c = 0; c < channels.length; c++) {
    for (let i = 0; i < length; i++) outs[c][i] = weight[i] > 1e-3 ? acc[c][i] / weight[i] : 0;
  }
  return outs;
}

function mix(channels: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(channels[0].length);
  for (const channel of channels) for (let i = 0; i < out.length; i++) out[i] += channel[i] / channels.length;
  return out;
}
