/**
 * An item's sound prepared whole for the preview, through the export's own path (../export/export-audio.ts's
 * sourceSound): denoised when the item has noise reduction (the same cached result the export mixes), reversed and
 * time-stretched when the clip is reversed or at another speed. The preview plays it from a Web Audio buffer for
 * the items a media element cannot play as the export mixes them: reversed or denoised ones. Loaded on demand.
 */
import { itemEnd, type MediaAsset, type MediaItem } from "../model/document";
import { sourceSound, type SoundSink } from "../export/export-audio";
import type { SourceChunk } from "../export/readers";
import { joinChunks } from "../export/retime";
import type { AudioSegment } from "../render/frame-plan";
import { isFlat } from "./eq";
import { type MixSource, timelineToSource } from "./mix-plan";

export interface PreparedSound {
  channels: Float32Array[];
  sampleRate: number;
  /** Where the channels start, in `segment`'s source seconds. */
  timestamp: number;
  /** What the sound plays as: the item's own segment, or for a retimed clip a 1x one from its start. */
  segment: AudioSegment;
}

/** The mix plan's entry for one item on its own (no crossfade, no ducking: the preview applies its gain per tick). */
export function itemSource(item: MediaItem, asset: MediaAsset): MixSource {
  const segment: AudioSegment = {
    trackId: "",
    item,
    asset,
    start: item.start,
    end: itemEnd(item),
    in: item.in,
    out: item.out,
    volume: item.volume,
    fadeIn: item.fadeIn,
    fadeOut: item.fadeOut,
    ...(item.speed !== undefined ? { speed: item.speed } : {}),
    ...(item.reverse ? { reverse: true } : {}),
  };
  return { segment, eq: isFlat(item.eq) ? null : item.eq!, denoise: Boolean(item.denoise), duck: null };
}

/** The item's sound as the export reads it, joined into one buffer. */
export async function prepareSound(source: MixSource, sink: SoundSink, signal?: AbortSignal): Promise<PreparedSound> {
  const { chunks, segment } = await sourceSound(source, sink, signal);
  const parts: SourceChunk[] = [];
  for await (const chunk of chunks) {
    signal?.throwIfAborted();
    parts.push(chunk);
  }
  if (parts.length === 0) throw new Error("The item has no sound");
  if (parts.length === 1) {
    const [only] = parts;
    return { channels: only.channels.map((c) => c as Float32Array), sampleRate: only.sampleRate, timestamp: only.timestamp, segment };
  }
  const from = parts[0].timestamp;
  const last = parts[parts.length - 1];
  return { ...joinChunks(parts, from, last.timestamp + last.duration), timestamp: from, segment };
}

/** Seconds into a prepared sound's channels that play at timeline second t. */
export function preparedOffset(sound: Pick<PreparedSound, "segment" | "timestamp">, t: number): number {
  return timelineToSource(sound.segment, t) - sound.timestamp;
}
