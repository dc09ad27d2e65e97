/**
 * The export's sound, before any frame is encoded: the mix plan (EQ, ducking, noise reduction, gains) is mixed
 * for the whole timeline, measured (integrated loudness), normalised to the project's target and limited at
 * -1 dBTP. Kept in memory (about 23 MB a minute) and handed to the encoder window by window.
 */
import type { Input as InputT } from "mediabunny";

import { denoisedAudio } from "../audio/denoise-cache";
import { applyMaster, type DecodedAudio, type MasterResult, SourceVoice } from "../audio/mixer";
import type { MixPlan, MixSource } from "../audio/mix-plan";
import type { MediaAsset } from "../model/document";
import type { AudioSegment } from "../render/frame-plan";
import { isRetimed } from "../model/speed";
import { mixWindow, type SourceChunk, type SoundReader, soundReader } from "./readers";
import { retimedChunks, retimedSegment } from "./retime";

type Mediabunny = typeof import("mediabunny");

/** What the sound readers need of mediabunny's AudioBufferSink (a plain object stands in for it in tests). */
export interface SoundSink {
  buffers(
    start?: number,
    end?: number,
  ): AsyncGenerator<
    { buffer: { numberOfChannels: number; sampleRate: number; length: number; getChannelData(channel: number): Float32Array }; timestamp: number; duration: number },
    void,
    unknown
  >;
}

type WrappedBuffers = ReturnType<SoundSink["buffers"]>;

/** mediabunny's decoded audio as the mixer's chunks (planar channels, no copy). */
async function* audioChunks(buffers: WrappedBuffers): AsyncGenerator<SourceChunk, void, unknown> {
  try {
    for await (const { buffer, timestamp, duration } of buffers) {
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c));
      yield { channels, sampleRate: buffer.sampleRate, timestamp, duration };
    }
  } finally {
    await buffers.return(undefined);
  }
}

/** A whole decoded source as one chunk. */
async function* wholeChunk(audio: DecodedAudio): AsyncGenerator<SourceChunk, void, unknown> {
  yield { ...audio, timestamp: 0, duration: (audio.channels[0]?.length ?? 0) / audio.sampleRate };
}

/** Decodes an asset's whole sound (for noise reduction, which needs all of it). */
async function decodeWhole(sink: SoundSink): Promise<DecodedAudio> {
  const parts: Float32Array[][] = [];
  let sampleRate = 48_000;
  let at = 0;
  const starts: number[] = [];
  for await (const { buffer, timestamp } of sink.buffers()) {
    sampleRate = buffer.sampleRate;
    parts.push(Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c).slice()));
    starts.push(Math.max(at, Math.round(timestamp * sampleRate)));
    at = starts[starts.length - 1] + buffer.length;
  }
  const channelCount = Math.max(1, ...parts.map((p) => p.length));
  const channels = Array.from({ length: channelCount }, () => new Float32Array(at));
  parts.forEach((p, k) => channels.forEach((ch, c) => ch.set(p[Math.min(c, p.length - 1)], starts[k])));
  return { channels, sampleRate };
}

/**
 * One source's sound as the mixer reads it, the export's and the preview's one path: decoded from `sink`; when the
 * item has noise reduction, its asset's whole sound denoised (once per asset, ../audio/denoise-cache.ts); a clip at
 * another speed or reversed is decoded whole, then retimed with its pitch kept, and from then on is a 1x sound from
 * the segment's start at the same gain curve. `segment` is the segment the chunks are mixed as.
 */
export async function sourceSound(
  source: MixSource,
  sink: SoundSink,
  signal?: AbortSignal,
): Promise<{ chunks: AsyncGenerator<SourceChunk, void, unknown>; segment: AudioSegment }> {
  const { segment } = source;
  const asset = segment.asset;
  let chunks =
    source.denoise && asset
      ? wholeChunk(await denoisedAudio(asset.id, () => decodeWhole(sink), signal))
      : audioChunks(sink.buffers(segment.in, segment.out));
  if (!isRetimed(segment)) return { chunks, segment };
  const span = { in: segment.in, out: segment.out, speed: segment.speed ?? 1, reverse: Boolean(segment.reverse) };
  chunks = retimedChunks(chunks, span, "stretch");
  return { chunks, segment: retimedSegment(segment) };
}

export interface ExportMix {
  channels: Float32Array[];
  master: MasterResult;
}

export async function mixForExport(
  mb: Mediabunny,
  plan: MixPlan,
  openInput: (asset: MediaAsset) => Promise<InputT>,
  options: { sampleRate: number; channels: number; windowSeconds: number; signal?: AbortSignal; notices: string[] },
): Promise<ExportMix> {
  const { sampleRate, signal, notices } = options;
  const readers: SoundReader[] = [];
  for (const source of plan.sources) {
    const { segment } = source;
    const asset = segment.asset;
    if (!asset) continue;
    try {
      const audioTrack = await (await openInput(asset)).getPrimaryAudioTrack();
      if (!audioTrack) continue;
      const { chunks, segment: played } = await sourceSound(source, new mb.AudioBufferSink(audioTrack), signal);
      const voice = new SourceVoice(played === segment ? source : { ...source, segment: played }, sampleRate, options.channels);
      readers.push(soundReader(played, chunks, voice));
    } catch (error) {
      signal?.throwIfAborted();
      notices.push(`The sound of "${asset.name}" could not be read and is left out.`);
      console.warn("export: audio source failed", error);
    }
  }
  const total = Math.round(plan.duration * sampleRate);
  const channels = Array.from({ length: options.channels }, () => new Float32Array(total));
  const windowSamples = Math.round(options.windowSeconds * sampleRate);
  try {
    for (let done = 0; done < total; done += windowSamples) {
      signal?.throwIfAborted();
      const length = Math.min(windowSamples, total - done);
      const out = await mixWindow(readers, done / sampleRate, length, sampleRate, options.channels, false);
      out.forEach((ch, c) => channels[c].set(ch, done));
    }
  } finally {
    for (const reader of readers) void reader.iterator.return?.(undefined)?.catch(() => undefined);
  }
  return { channels, master: applyMaster(plan, channels, sampleRate) };
}
