/**
 * The export's master stage: a gain that brings the mix to its loudness target, then a look-ahead true-peak
 * limiter so nothing passes -1 dBTP. Works in place on the whole mix (planar channels).
 */
import { fromDb } from "./loudness";

export const TRUE_PEAK_CEILING_DB = -1;
/** The limiter aims a little under the ceiling: its detector sees 4x-oversampled peaks only approximately. */
const MARGIN_DB = 0.3;
const LOOKAHEAD_SECONDS = 0.005;
const RELEASE_SECONDS = 0.08;

/** The gain (dB) that takes a mix measured at `measured` LUFS to `target`; 0 for silence. */
export function normalisationGainDb(measured: number, target: number): number {
  if (!Number.isFinite(measured)) return 0;
  // A near-silent mix is not blown up by more than 40 dB (noise would come up with it).
  return Math.min(40, target - measured);
}

/**
 * Multiplies by `gainDb`, then limits so the true peak stays at or under `ceilingDb`. The gain drops ahead of an
 * over (look-ahead, so no sample passes) and recovers smoothly (release): no clicks, no clipping.
 */
export function normaliseAndLimit(channels: Float32Array[], sampleRate: number, gainDb: number, ceilingDb = TRUE_PEAK_CEILING_DB): void {
  const length = channels[0]?.length ?? 0;
  if (length === 0) return;
  const g = fromDb(gainDb);
  if (g !== 1) for (const x of channels) for (let i = 0; i < length; i++) x[i] *= g;
  const ceiling = fromDb(ceilingDb - MARGIN_DB);
  // Required gain per sample; most of a normal mix needs none, so the envelope is only built when it must.
  // The detector: each sample and a cubic (Catmull-Rom) estimate half a sample after it, which catches most
  // inter-sample overs cheaply.
  const need = new Float32Array(length).fill(1);
  let any = false;
  for (const x of channels) {
    for (let i = 0; i < length; i++) {
      const v = x[i];
      const av = v < 0 ? -v : v;
      if (av < ceiling * 0.7) continue;
      const a = i > 0 ? x[i - 1] : v;
      const b = i + 1 < length ? x[i + 1] : v;
      const c = i + 2 < length ? x[i + 2] : b;
      const mid = Math.abs((-a + 9 * v + 9 * b - c) / 16);
      const p = Math.max(av, mid);
      if (p > ceiling && ceiling / p < need[i]) {
        need[i] = ceiling / p;
        any = true;
      }
    }
  }
  if (!any) return;
  const look = Math.max(1, Math.round(LOOKAHEAD_SECONDS * sampleRate));
  // Running minimum over the next `look` samples (monotonic deque).
  const ahead = new Float32Array(length);
  const deque = new Int32Array(length);
  let head = 0;
  let tail = 0;
  for (let i = length - 1; i >= 0; i--) {
    while (tail > head && need[deque[tail - 1]] >= need[i]) tail--;
    deque[tail++] = i;
    while (deque[head] > i + look) head++;
    ahead[i] = need[deque[head]];
  }
  // Down at once to the look-ahead minimum, back up with an exponential release.
  const release = 1 - Math.exp(-1 / (RELEASE_SECONDS * sampleRate));
  let env = 1;
  for (let i = 0; i < length; i++) {
    env = ahead[i] < env ? ahead[i] : env + (1 - env) * release;
    need[i] = env;
  }
  // A moving average over the look-ahead smooths the drop; every average ending at an over is at most its need.
  const smooth = ahead;
  let sum = 0;
  for (let i = 0; i < length; i++) {
    sum += need[i];
    if (i >= look) sum -= need[i - look];
    smooth[i] = sum / Math.min(i + 1, look);
  }
  for (const x of channels) for (let i = 0; i < length; i++) x[i] *= smooth[i];
}
