/**
 * Loudness as platforms measure it: ITU-R BS.1770-4 / EBU R128 integrated loudness (K-weighting, 400 ms blocks
 * overlapping by 75 %, an absolute gate at -70 LUFS and a relative gate 10 LU below the ungated level) and a
 * true-peak estimate (4x oversampling). Pure TypeScript, streaming: feed planar channels in any chunk sizes.
 */

export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages (a high shelf modelling the head, then a high-pass), for any sample rate. */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  // BS.1770's stage filters, derived for the sample rate (at 48 kHz they equal the standard's tabled coefficients).
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

const ABSOLUTE_GATE = -70;
const RELATIVE_GATE = -10;
const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * Integrated loudness, fed chunk by chunk. Channels are weighted 1 (mono, stereo, L/R/C of 5.1 — surround
 * channels are not distinguished here). Memory: one number per 100 ms.
 */
export class LoudnessMeter {
  private readonly filters: [Biquad, Biquad];
  /** Per channel: the two stages' state (z1, z2 each). */
  private readonly state: Float64Array[] = [];
  private readonly step: number;
  private stepFill = 0;
  private stepSum = 0;
  /** Summed channel energy of each 100 ms step. */
  private readonly steps: number[] = [];

  constructor(readonly sampleRate: number) {
    this.filters = kWeighting(sampleRate);
    this.step = Math.round(sampleRate / 10);
  }

  push(channels: readonly Float32Array[]): void {
    const length = channels[0]?.length ?? 0;
    while (this.state.length < channels.length) this.state.push(new Float64Array(4));
    const [s, h] = this.filters;
    let done = 0;
    while (done < length) {
      const n = Math.min(length - done, this.step - this.stepFill);
      for (let c = 0; c < channels.length; c++) {
        const x = channels[c];
        const st = this.state[c];
        let z1 = st[0];
        let z2 = st[1];
        let w1 = st[2];
        let w2 = st[3];
        let sum = 0;
        for (let i = done; i < done + n; i++) {
          // Transposed direct form II, twice.
          const v = x[i];
          const y = s.b0 * v + z1;
          z1 = s.b1 * v - s.a1 * y + z2;
          z2 = s.b2 * v - s.a2 * y;
          const out = h.b0 * y + w1;
          w1 = h.b1 * y - h.a1 * out + w2;
          w2 = h.b2 * y - h.a2 * out;
          sum += out * out;
        }
        st[0] = z1;
        st[1] = z2;
        st[2] = w1;
        st[3] = w2;
        this.stepSum += sum;
      }
      done += n;
      this.stepFill += n;
      if (this.stepFill === this.step) {
        this.steps.push(this.stepSum / this.step);
        this.stepSum = 0;
        this.stepFill = 0;
      }
    }
  }

  /** Mean-square energy (channels summed) of each complete 400 ms block, one block every 100 ms. */
  private blocks(): number[] {
    const out: number[] = [];
    for (let i = 3; i < this.steps.length; i++) out.push((this.steps[i] + this.steps[i - 1] + this.steps[i - 2] + this.steps[i - 3]) / 4);
    return out;
  }

  /** Gated integrated loudness in LUFS; -Infinity for silence or less than 400 ms of sound. */
  integrated(): number {
    const blocks = this.blocks().filter((z) => z > 0 && toLufs(z) > ABSOLUTE_GATE);
    if (blocks.length === 0) return -Infinity;
    const ungated = blocks.reduce((a, b) => a + b, 0) / blocks.length;
    const threshold = toLufs(ungated) + RELATIVE_GATE;
    const kept = blocks.filter((z) => toLufs(z) > threshold);
    if (kept.length === 0) return -Infinity;
    return toLufs(kept.reduce((a, b) => a + b, 0) / kept.length);
  }
}

export function integratedLoudness(channels: readonly Float32Array[], sampleRate: number): number {
  const meter = new LoudnessMeter(sampleRate);
  meter.push(channels);
  return meter.integrated();
}

/** Phases and taps of the 4x oversampling interpolator (a Hann-windowed sinc, 12 taps per phase as BS.1770's). */
const PHASES = 4;
const TAPS = 12;
const interpolator: Float64Array[] = (() => {
  const total = PHASES * TAPS;
  const centre = (total - 1) / 2;
  const taps = new Float64Array(total);
  for (let n = 0; n < total; n++) {
    const x = (n - centre) / PHASES;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * (n + 0.5)) / total);
    taps[n] = sinc * window;
  }
  // Phase p holds taps p, p + 4, ...; each phase is normalised to unity DC gain.
  return Array.from({ length: PHASES }, (_, p) => {
    const phase = new Float64Array(TAPS);
    for (let k = 0; k < TAPS; k++) phase[k] = taps[p + k * PHASES];
    const sum = phase.reduce((a, b) => a + b, 0);
    return phase.map((v) => v / sum);
  });
})();

/**
 * True peak (linear), fed chunk by chunk: the largest sample of the signal oversampled 4x. To stay fast, the
 * interpolation only runs over stretches whose samples come within 3 dB of the peak found so far (4x
 * oversampling's inter-sample peaks exceed their neighbouring samples by less than that).
 */
export class TruePeakMeter {
  private peak = 0;
  private readonly history: Float32Array[] = [];

  push(channels: readonly Float32Array[]): void {
    while (this.history.length < channels.length) this.history.push(new Float32Array(TAPS));
    const BLOCK = 256;
    for (let c = 0; c < channels.length; c++) {
      const x = channels[c];
      // The last TAPS samples of the previous chunk, then this chunk.
      const buf = new Float32Array(TAPS + x.length);
      buf.set(this.history[c]);
      buf.set(x, TAPS);
      for (let b = 0; b < x.length; b += BLOCK) {
        const end = Math.min(x.length, b + BLOCK);
        // Filter output at buf index TAPS + i stands between samples i - 6 and i - 5 (the filter's delay).
        let blockMax = 0;
        for (let i = TAPS + b - 6; i < TAPS + end - 5; i++) {
          const a = Math.abs(buf[i]);
          if (a > blockMax) blockMax = a;
        }
        if (blockMax > this.peak) this.peak = blockMax;
        if (blockMax < this.peak * 0.7) continue;
        for (let p = 0; p < PHASES; p++) {
          const h = interpolator[p];
          for (let i = TAPS + b; i < TAPS + end; i++) {
            let y = 0;
            for (let k = 0; k < TAPS; k++) y += h[k] * buf[i - k];
            const ay = y < 0 ? -y : y;
            if (ay > this.peak) this.peak = ay;
          }
        }
      }
      this.history[c] = buf.slice(buf.length - TAPS);
    }
  }

  /** Linear true peak so far. */
  value(): number {
    return this.peak;
  }
}

export function truePeak(channels: readonly Float32Array[]): number {
  const meter = new TruePeakMeter();
  meter.push(channels);
  return meter.value();
}

export const toDb = (linear: number): number => (linear > 0 ? 20 * Math.log10(linear) : -Infinity);
export const fromDb = (db: number): number => 10 ** (db / 20);
