/**
 * Voice activity with Silero VAD v5 (MIT) and the rules that turn it into caption-sized spans.
 *
 * Silero scores 512-sample frames (32 ms at 16 kHz), each preceded by the previous frame's last
 * 64 samples, with a recurrent state carried from frame to frame.
 *
 * Segmentation rules (all in seconds, see `DEFAULT_SEGMENT_OPTIONS`):
 * 1. Speech starts on a frame scoring ≥ `threshold` (0.5) and goes on until the score stays below
 *    `threshold − 0.15` for `minSilence` (0.3 s): shorter dips (commas, breaths) do not end it.
 * 2. Spans shorter than `minSpeech` (0.25 s) are dropped (clicks, noise).
 * 3. Each span is padded by `pad` (0.1 s) on both sides, never past its neighbours or the audio.
 * 4. Neighbours whose padded gap is under `mergeGap` (0.2 s) are joined while the result stays
 *    within `maxSeconds`.
 * 5. A span longer than `maxSeconds` (7 s) is cut at its quietest frame (lowest score) that leaves
 *    at least `minSeconds` (1 s) on each side of the cut, repeatedly, until every piece fits.
 */
import { SAMPLE_RATE, throwIfAborted, type OrtSession, type OrtTensor, type OrtTensorConstructor } from "./runtime";

export const VAD_FRAME = 512;
const VAD_CONTEXT = 64;
export const VAD_FRAME_SECONDS = VAD_FRAME / SAMPLE_RATE;

export interface Segment {
  start: number;
  end: number;
}

export interface SegmentOptions {
  threshold: number;
  minSilence: number;
  minSpeech: number;
  pad: number;
  mergeGap: number;
  maxSeconds: number;
  minSeconds: number;
}

export const DEFAULT_SEGMENT_OPTIONS: SegmentOptions = {
  threshold: 0.5,
  minSilence: 0.3,
  minSpeech: 0.25,
  pad: 0.1,
  mergeGap: 0.2,
  maxSeconds: 7,
  minSeconds: 1,
};

/** Speech probability of each 32 ms frame of 16 kHz mono audio. */
export async function speechProbabilities(
  audio: Float32Array,
  session: OrtSession,
  Tensor: OrtTensorConstructor,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const frames = Math.ceil(audio.length / VAD_FRAME);
  const probs = new Float32Array(frames);
  const sr = new Tensor("int64", BigInt64Array.from([BigInt(SAMPLE_RATE)]), []);
  let state: OrtTensor = new Tensor("float32", new Float32Array(2 * 128), [2, 1, 128]);
  const input = new Float32Array(VAD_CONTEXT + VAD_FRAME);
  for (let f = 0; f < frames; f++) {
    if (f % 256 === 0) throwIfAborted(signal);
    // Context: the previous frame's tail, already at the end of `input`.
    input.copyWithin(0, VAD_FRAME, VAD_FRAME + VAD_CONTEXT);
    const frame = audio.subarray(f * VAD_FRAME, (f + 1) * VAD_FRAME);
    input.fill(0, VAD_CONTEXT);
    input.set(frame, VAD_CONTEXT);
    const out = await session.run({ input: new Tensor("float32", input.slice(), [1, input.length]), state, sr });
    state = out.stateN;
    probs[f] = (out.output.data as Float32Array)[0];
  }
  return probs;
}

/** Rules 1–2: raw speech spans from frame probabilities. */
export function rawSpeechSpans(probs: Float32Array, options: SegmentOptions = DEFAULT_SEGMENT_OPTIONS): Segment[] {
  const spans: Segment[] = [];
  const low = options.threshold - 0.15;
  const silenceFrames = Math.max(1, Math.round(options.minSilence / VAD_FRAME_SECONDS));
  let start = -1;
  let lastSpeech = -1;
  for (let f = 0; f < probs.length; f++) {
    const p = probs[f];
    if (start < 0) {
      if (p >= options.threshold) {
        start = f;
        lastSpeech = f;
      }
      continue;
    }
    if (p >= low) lastSpeech = f;
    else if (f - lastSpeech >= silenceFrames) {
      spans.push({ start: start * VAD_FRAME_SECONDS, end: (lastSpeech + 1) * VAD_FRAME_SECONDS });
      start = -1;
    }
  }
  if (start >= 0) spans.push({ start: start * VAD_FRAME_SECONDS, end: (lastSpeech + 1) * VAD_FRAME_SECONDS });
  return spans.filter((s) => s.end - s.start >= options.minSpeech);
}

/** Rules 3–5: padded, merged and split spans, ready to transcribe one by one. */
export function cueSegments(
  spans: readonly Segment[],
  probs: Float32Array,
  duration: number,
  options: SegmentOptions = DEFAULT_SEGMENT_OPTIONS,
): Segment[] {
  // Rule 3: pad, without crossing into the neighbours.
  const padded = spans.map((s, i) => {
    const prevEnd = i > 0 ? spans[i - 1].end : 0;
    const nextStart = i + 1 < spans.length ? spans[i + 1].start : duration;
    return {
      start: Math.max(0, prevEnd, s.start - options.pad),
      end: Math.min(duration, nextStart, s.end + options.pad),
    };
  });
  // Rule 4: join close neighbours that fit together.
  const merged: Segment[] = [];
  for (const s of padded) {
    const last = merged[merged.length - 1];
    if (last && s.start - last.end < options.mergeGap && s.end - last.start <= options.maxSeconds) last.end = s.end;
    else merged.push({ ...s });
  }
  // Rule 5: cut the long ones at their quietest frame.
  return merged.flatMap((s) => splitLong(s, probs, options)).map(round);
}

function splitLong(segment: Segment, probs: Float32Array, options: SegmentOptions): Segment[] {
  const out: Segment[] = [];
  let { start } = segment;
  while (segment.end - start > options.maxSeconds) {
    const from = Math.ceil((start + options.minSeconds) / VAD_FRAME_SECONDS);
    const to = Math.min(Math.floor((start + options.maxSeconds) / VAD_FRAME_SECONDS), Math.floor((segment.end - options.minSeconds) / VAD_FRAME_SECONDS));
    let cut = to;
    for (let f = to; f >= from; f--) if (f < probs.length && probs[f] < probs[cut]) cut = f;
    const at = Math.max(start + options.minSeconds, Math.min(cut * VAD_FRAME_SECONDS, start + options.maxSeconds));
    out.push({ start, end: at });
    start = at;
  }
  out.push({ start, end: segment.end });
  return out;
}

const round = (s: Segment): Segment => ({ start: Math.round(s.start * 1000) / 1000, end: Math.round(s.end * 1000) / 1000 });

/** Silero over the audio, then the segmentation rules. */
export async function detectSpeech(
  audio: Float32Array,
  session: OrtSession,
  Tensor: OrtTensorConstructor,
  options: Partial<SegmentOptions> = {},
  signal?: AbortSignal,
): Promise<Segment[]> {
  const opts = { ...DEFAULT_SEGMENT_OPTIONS, ...options };
  const probs = await speechProbabilities(audio, session, Tensor, signal);
  return cueSegments(rawSpeechSpans(probs, opts), probs, audio.length / SAMPLE_RATE, opts);
}
