/**
 * Sequential readers for export: a video item's frames and a segment's sound are read once, in order, never by
 * seeking per frame. Generic over the decoded types so they are tested in Node with plain objects.
 */
import type { SourceVoice } from "../audio/mixer";
import { type AudioChunk, clampMix, type MixSegment, mixChunk } from "./plan";

/** A decoded frame: what FramePicker needs of mediabunny's VideoSample. */
export interface TimedFrame {
  /** Seconds into the source. */
  timestamp: number;
  close(): void;
}

/**
 * How far after an asked time a frame may start and still be the frame at that time: containers store frame times
 * rounded (WebM to the millisecond, so 25/24 s is 1.042 s), and without this slack a third of a 24 or 30 fps WebM
 * source's frames were skipped, the frame before shown twice in their place.
 */
export const FRAME_TIME_SLACK = 0.0005 + 1e-6;

/** Picks, for increasing source times, the last frame starting at or before each time, closing frames passed by. */
export class FramePicker<F extends TimedFrame> {
  private current: F | null = null;
  private next: F | null | undefined = undefined;

  constructor(private readonly iterator: AsyncIterator<F, void, unknown>) {}

  private async pull(): Promise<F | null> {
    const step = await this.iterator.next();
    return step.done ? null : step.value;
  }

  async at(sourceTime: number): Promise<F | null> {
    if (this.next === undefined) this.next = await this.pull();
    while (this.next && this.next.timestamp <= sourceTime + FRAME_TIME_SLACK) {
      this.current?.close();
      this.current = this.next;
      this.next = await this.pull();
    }
    // Before the first decoded frame (a source starting late), show that first frame.
    return this.current ?? this.next ?? null;
  }

  close(): void {
    this.current?.close();
    this.next?.close();
    this.current = this.next = null;
    void this.iterator.return?.(undefined)?.catch(() => undefined);
  }
}

/** A decoded stretch of source sound with its length in seconds. */
export interface SourceChunk extends AudioChunk {
  duration: number;
}

/** One audible segment's sound, read chunk by chunk; a chunk reaching past a window is kept for the next one. */
export interface SoundReader {
  segment: MixSegment;
  iterator: AsyncIterator<SourceChunk, void, unknown>;
  pending: SourceChunk | null;
  done: boolean;
  /** The mix plan's voice for this segment (EQ, ducking); without it the segment's own gain applies. */
  voice?: SourceVoice;
}

export function soundReader(segment: MixSegment, iterator: AsyncIterator<SourceChunk, void, unknown>, voice?: SourceVoice): SoundReader {
  return { segment, iterator, pending: null, done: false, ...(voice ? { voice } : {}) };
}

/**
 * Mixes every reader's sound for the window of `length` samples starting at `windowStart` seconds into new planar
 * channels (clamped to [-1, 1]). Windows must be asked for in order; each reader advances only as far as needed.
 */
export async function mixWindow(
  readers: readonly SoundReader[],
  windowStart: number,
  length: number,
  sampleRate: number,
  channelCount: number,
  /** false: leave the sum unclamped (a master stage follows). */
  clamp = true,
): Promise<Float32Array[]> {
  const out = Array.from({ length: channelCount }, () => new Float32Array(length));
  const windowEnd = windowStart + length / sampleRate;
  for (const reader of readers) {
    const { segment } = reader;
    if (reader.done || segment.end <= windowStart || segment.start >= windowEnd) continue;
    // Source time at the window's end.
    const sourceWindowEnd = segment.in + (windowEnd - segment.start);
    for (;;) {
      if (!reader.pending) {
        const step = await reader.iterator.next();
        if (step.done) {
          reader.done = true;
          break;
        }
        reader.pending = step.value;
      }
      const chunk = reader.pending;
      if (reader.voice) reader.voice.add(out, windowStart, sampleRate, chunk);
      else mixChunk(out, windowStart, sampleRate, chunk, segment);
      if (chunk.timestamp + chunk.duration <= sourceWindowEnd + 1e-9) reader.pending = null;
      else break;
    }
  }
  if (clamp) clampMix(out);
  return out;
}
