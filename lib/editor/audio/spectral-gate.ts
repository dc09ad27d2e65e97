/**
 * A spectral gate with a learned noise profile (pure TypeScript): the sound's short-time spectrum (Hann windows of
 * about 32 ms, three-quarter overlap), the noise floor per frequency learned from its quietest frames, and a soft
 * mask per bin (a Wiener gain on a decision-directed estimate of the speech-to-noise ratio, never below a floor),
 * smoothed across neighbouring bins and resynthesised by overlap-add. Steady noise (hiss, hum, fans, room tone) is
 * what it removes best.
 */

export interface GateOptions {
  /** Share of the quietest frames that make the noise profile. */
  quietShare: number;
  /** The deepest cut, dB. */
  floorDb: number;
  /** Weight of the previous frame in the decision-directed estimate (0–1). */
  smoothing: number;
  /** Noise profile multiplier (over-subtraction). */
  overSubtract: number;
}

export const DEFAULT_GATE: GateOptions = { quietShare: 0.1, floorDb: -30, smoothing: 0.98, overSubtract: 1.5 };

/** In-place radix-2 FFT of (re, im); n a power of two. */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      let t = re[i];
      re[i] = re[j];
      re[j] = t;
      t = im[i];
      im[i] = im[j];
      im[j] = t;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    const half = len >> 1;
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < half; k++) {
        const a = i + k;
        const b = a + half;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] /= n;
      im[i] /= n;
    }
  }
}

/** The window length for a sample rate: the power of two nearest 32 ms. */
export function gateWindow(sampleRate: number): number {
  return 2 ** Math.round(Math.log2(sampleRate * 0.032));
}

/** One channel through the gate; the output has the input's length and timing. */
export function spectralGate(input: Float32Array, sampleRate: number, options: GateOptions = DEFAULT_GATE): Float32Array {
  const n = gateWindow(sampleRate);
  const hop = n / 4;
  const bins = n / 2 + 1;
  const window = new Float64Array(n);
  for (let i = 0; i < n; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  // Frames start at -n + hop so every sample is covered by four windows.
  const first = -n + hop;
  const frames = Math.max(0, Math.ceil((input.length - first) / hop));
  if (frames === 0) return input.slice();
  const spectraRe = new Float32Array(frames * bins);
  const spectraIm = new Float32Array(frames * bins);
  const power = new Float32Array(frames * bins);
  const energy = new Float64Array(frames);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let f = 0; f < frames; f++) {
    const start = first + f * hop;
    for (let i = 0; i < n; i++) {
      const j = start + i;
      re[i] = j >= 0 && j < input.length ? input[j] * window[i] : 0;
      im[i] = 0;
    }
    fft(re, im);
    let e = 0;
    for (let k = 0; k < bins; k++) {
      const at = f * bins + k;
      spectraRe[at] = re[k];
      spectraIm[at] = im[k];
      const p = re[k] * re[k] + im[k] * im[k];
      power[at] = p;
      e += p;
    }
    energy[f] = e;
  }
  // The noise profile: mean power per bin over the quietest frames that hold any sound (digital silence says nothing).
  const order = Array.from({ length: frames }, (_, f) => f).filter((f) => energy[f] > 0);
  order.sort((a, b) => energy[a] - energy[b]);
  const quiet = order.slice(0, Math.max(1, Math.ceil(order.length * options.quietShare)));
  const noise = new Float64Array(bins);
  for (const f of quiet) for (let k = 0; k < bins; k++) noise[k] += power[f * bins + k];
  for (let k = 0; k < bins; k++) noise[k] = (noise[k] / quiet.length) * options.overSubtract + 1e-20;

  const floor = 10 ** (options.floorDb / 20);
  const a = options.smoothing;
  const prevClean = new Float64Array(bins);
  const gain = new Float64Array(bins);
  const smooth = new Float64Array(bins);
  const out = new Float64Array(input.length);
  const norm = new Float64Array(input.length);
  for (let f = 0; f < frames; f++) {
    for (let k = 0; k < bins; k++) {
      const p = power[f * bins + k];
      const gamma = p / noise[k];
      const xi = a * (prevClean[k] / noise[k]) + (1 - a) * Math.max(gamma - 1, 0);
      const g = xi / (1 + xi);
      gain[k] = g;
      prevClean[k] = g * g * p;
    }
    // A three-bin average softens isolated bins (the "musical noise" of plain subtraction).
    for (let k = 0; k < bins; k++) {
      const l = gain[Math.max(0, k - 1)];
      const r = gain[Math.min(bins - 1, k + 1)];
      smooth[k] = Math.max(floor, (l + 2 * gain[k] + r) / 4);
    }
    for (let k = 0; k < bins; k++) {
      const at = f * bins + k;
      re[k] = spectraRe[at] * smooth[k];
      im[k] = spectraIm[at] * smooth[k];
    }
    for (let k = 1; k < bins - 1; k++) {
      re[n - k] = re[k];
      im[n - k] = -im[k];
    }
    fft(re, im, true);
    const start = first + f * hop;
    for (let i = 0; i < n; i++) {
      const j = start + i;
      if (j < 0 || j >= input.length) continue;
      out[j] += re[i] * window[i];
      norm[j] += window[i] * window[i];
    }
  }
  const result = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) result[i] = norm[i] > 1e-9 ? out[i] / norm[i] : 0;
  return result;
}
