/**
 * Export of clips at another speed or reversed. Pure and generic over the decoded types (tested in Node):
 * - ReversePicker reads a reversed clip's frames block by block backwards (each block decoded forwards once),
 *   instead of seeking per frame;
 * - retimeSound turns a clip's decoded source span into the sound of its length on the timeline: reversed when the
 *   clip plays backwards, then stretched or squeezed to (out - in) / speed.
 */
import type { AudioChunk } from "./plan";
import { FRAME_TIME_SLACK, type SourceChunk, type TimedFrame } from "./readers";
import { nextTurn } from "../audio/next-turn";
import { timeStretchChannels, timeStretchChannelsAsync } from "./time-stretch";

/** Seconds of source decoded at a time when reading a reversed clip. */
export const REVERSE_BLOCK_SECONDS = 1;

/**
 * Picks frames for decreasing source times: each time outside the frames in hand loads the block of source that
 * ends at it (`load(from, to)` yields frames from `from` to `to`, forwards), and shows the last frame starting at or
 * before it. Frames of a block are closed when the next block is loaded.
 */
export class ReversePicker<F extends TimedFrame> {
  private frames: F[] = [];
  private from = Infinity;
  private to = -Infinity;

  constructor(
    private readonly load: (from: number, to: number) => AsyncIterator<F, void, unknown>,
    private readonly start: number,
    private readonly block = REVERSE_BLOCK_SECONDS,
  ) {}

  async at(sourceTime: number): Promise<F | null> {
    if (!(sourceTime >= this.from && sourceTime <= this.to)) await this.fill(sourceTime);
    let shown: F | null = null;
    for (const frame of this.frames) if (frame.timestamp <= sourceTime + FRAME_TIME_SLACK) shown = frame;
    return shown ?? this.frames[0] ?? null;
  }

  private async fill(sourceTime: number) {
    this.release();
    const from = Math.max(this.start, sourceTime - this.block);
    const iterator = this.load(from, sourceTime + FRAME_TIME_SLACK);
    try {
      for (;;) {
        const step = await iterator.next();
        if (step.done) break;
        this.frames.push(step.value);
      }
    } finally {
      await iterator.return?.(undefined);
    }
    this.from = from;
    this.to = sourceTime;
  }

  private release() {
    for (const frame of this.frames) frame.close();
    this.frames = [];
  }

  close(): void {
    this.release();
    this.from = Infinity;
    this.to = -Infinity;
  }
}

/** The decoded chunks of a source span joined into one buffer from `from` to `to` (source seconds), silence where none. */
export function joinChunks(chunks: readonly AudioChunk[], from: number, to: number): { channels: Float32Array[]; sampleRate: number } {
  const sampleRate = chunks[0]?.sampleRate ?? 48_000;
  const channelCount = Math.max(1, ...chunks.map((c) => c.channels.length));
  const length = Math.max(0, Math.round((to - from) * sampleRate));
  const channels = Array.from({ length: channelCount }, () => new Float32Array(length));
  for (const chunk of chunks) {
    const offset = Math.round((chunk.timestamp - from) * sampleRate);
    const n = chunk.channels[0]?.length ?? 0;
    const first = Math.max(0, -offset);
    const last = Math.min(n, length - offset);
    for (let c = 0; c < channelCount; c++) {
      const src = chunk.channels[Math.min(c, chunk.channels.length - 1)];
      if (last > first) channels[c].set(src.subarray(first, last), offset + first);
    }
  }
  return { channels, sampleRate };
}

/** How a retimed clip's sound keeps its pitch: stretched (pitch kept) or resampled (pitch follows the speed). */
export type RetimeMode = "stretch" | "resample";

/** Linear resampling of one channel to `length` samples (the pitch follows the speed). */
function resample(src: Float32Array, length: number): Float32Array {
  const out = new Float32Array(length);
  if (src.length === 0) return out;
  const step = length > 1 ? (src.length - 1) / (length - 1) : 0;
  for (let i = 0; i < length; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    const next = Math.min(j + 1, src.length - 1);
    out[i] = src[j] + (src[next] - src[j]) * (pos - j);
  }
  return out;
}

/**
 * A clip's sound on the timeline from its source span: reversed when it plays backwards, then brought to
 * `length` samples (its timeline length) by time-stretching (pitch kept) or resampling.
 */
export function retimeSound(channels: readonly Float32Array[], length: number, sampleRate: number, options: { reverse: boolean; mode: RetimeMode }): Float32Array[] {
  const ordered = options.reverse ? channels.map((channel) => channel.slice().reverse()) : channels.map((channel) => channel.slice());
  if ((ordered[0]?.length ?? 0) === length) return ordered;
  return options.mode === "stretch" ? timeStretchChannels(ordered, length, sampleRate) : ordered.map((channel) => resample(channel, length));
}

/** retimeSound with pauses for other work between steps of the stretch (the same samples). */
export async function retimeSoundAsync(
  channels: readonly Float32Array[],
  length: number,
  sampleRate: number,
  options: { reverse: boolean; mode: RetimeMode },
): Promise<Float32Array[]> {
  if (options.mode !== "stretch") return retimeSound(channels, length, sampleRate, options);
  const ordered = options.reverse ? channels.map((channel) => channel.slice().reverse()) : channels.map((channel) => channel.slice());
  if ((ordered[0]?.length ?? 0) === length) return ordered;
  return timeStretchChannelsAsync(ordered, length, sampleRate, nextTurn);
}

/**
 * The reader of a retimed clip's sound: its whole source span is decoded (the `chunks` from in to out), retimed,
 * and given to the mixer as one chunk in item-relative timeline seconds (mix it with a segment whose `in` is 0).
 */
export async function* retimedChunks(
  chunks: AsyncIterable<SourceChunk>,
  span: { in: number; out: number; speed: number; reverse: boolean },
  mode: RetimeMode,
): AsyncGenerator<SourceChunk, void, unknown> {
  const decoded: SourceChunk[] = [];
  for await (const chunk of chunks) decoded.push(chunk);
  if (decoded.length === 0) return;
  const { channels, sampleRate } = joinChunks(decoded, span.in, span.out);
  const length = Math.max(1, Math.round(((span.out - span.in) / span.speed) * sampleRate));
  const out = await retimeSoundAsync(channels, length, sampleRate, { reverse: span.reverse, mode });
  yield { channels: out, sampleRate, timestamp: 0, duration: length / sampleRate };
}

/** A frame source for the export: a FramePicker (forwards) or a ReversePicker. */
export interface Picker<F> {
  at(sourceTime: number): Promise<F | null>;
  close(): void;
}

/** The mixer's view of a retimed segment: its chunks count from the item's start on the timeline (in = 0, 1×). */
export function retimedSegment<S extends AudioSegmentLike>(segment: S): S {
  const { speed: _speed, reverse: _reverse, ...rest } = segment;
  void _speed;
  void _reverse;
  return { ...rest, in: 0, out: segment.end - segment.start } as S;
}

interface AudioSegmentLike {
  start: number;
  end: number;
  in: number;
  out: number;
  speed?: number;
  reverse?: boolean;
}

/** A clip's source span of sound (one channel, from its in to its out point) brought to its timeline length and direction. */
export function retimeSpan(samples: Float32Array, sampleRate: number, clip: { in: number; out: number; speed?: number; reverse?: boolean }): Float32Array {
  const length = Math.max(1, Math.round(((clip.out - clip.in) / (clip.speed ?? 1)) * sampleRate));
  return retimeSound([samples], length, sampleRate, { reverse: Boolean(clip.reverse), mode: "stretch" })[0];
}
