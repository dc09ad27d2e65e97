"use client";
/** The sound a transcription hears, decoded on the device: one item's span, or the whole timeline's mix. */
import type { MediaAsset, MediaItem, ProjectDoc } from "../model/document";
import { retimeSpan } from "../export/retime";
import { isRetimed } from "../model/speed";
import { mixForSpeech, monoSpan, timelineSpeechPlan } from "./transcribe";
import { toast } from "@/lib/toast";
import { fetchFile } from "@/lib/api-request";

/** Decoding rate: what the speech models take, so the worker has nothing to resample. */
export const DECODE_RATE = 16_000;

/** All of an asset's sound, decoded (and resampled) at DECODE_RATE. */
async function decodeAsset(asset: MediaAsset): Promise<AudioBuffer> {
  if (!asset.url) throw new Error(`${asset.name} is not available in this browser`);
  const response = await fetchFile(asset.url);
  if (!response.ok) throw new Error(`Could not read ${asset.name} (HTTP ${response.status})`);
  const bytes = await response.arrayBuffer();
  const context = new OfflineAudioContext(1, 1, DECODE_RATE);
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(bytes);
  } catch {
    throw new Error(`${asset.name} has no audio this browser can decode`);
  }
  return buffer;
}

/** A video or audio item's own sound, the span it plays. @public (loaded on demand by use-transcribe.ts) */
export async function itemAudio(assets: MediaAsset[], item: MediaItem): Promise<Float32Array> {
  const asset = assets.find((a) => a.id === item.assetId);
  if (!asset) throw new Error(`The media of ${item.name} is missing`);
  const buffer = await decodeAsset(asset);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  const span = monoSpan(channels, buffer.sampleRate, item.in, item.out);
  // Cues count from the item's start on the timeline: a retimed clip is heard at its speed and direction.
  return isRetimed(item) ? retimeSpan(span, buffer.sampleRate, item) : span;
}

/**
 * Everything heard on the timeline (the export's mix), from 0 to the end of the last sound, or null when nothing is
 * audible (the user is told why). @public (loaded on demand by use-transcribe.ts)
 */
export async function timelineAudio(doc: ProjectDoc, announce: (message: string) => void): Promise<{ samples: Float32Array; duration: number } | null> {
  const plan = timelineSpeechPlan(doc);
  if (!plan) {
    toast({
      title: "No sound to transcribe",
      description: "Nothing on the timeline is audible (muted tracks and clips at volume 0 are left out). Add a video or audio clip with speech.",
    });
    announce("No sound to transcribe on the timeline");
    return null;
  }
  // Each asset decoded once; one that cannot be read is left out (as the export leaves it out).
  const decoded = new Map<string, Promise<AudioBuffer | null>>();
  const sources = [];
  const unreadable = new Set<string>();
  for (const segment of plan.segments) {
    const { asset } = segment;
    if (!decoded.has(asset.id)) decoded.set(asset.id, decodeAsset(asset).catch(() => null));
    const buffer = await decoded.get(asset.id);
    if (!buffer) {
      unreadable.add(asset.name);
      continue;
    }
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
    sources.push({ segment, channels, sampleRate: buffer.sampleRate });
  }
  if (sources.length === 0) throw new Error(`${[...unreadable].join(", ")}: no audio this browser can decode`);
  if (unreadable.size > 0) toast({ title: "Some sound is left out", description: `${[...unreadable].join(", ")} could not be decoded.` });
  return { samples: mixForSpeech(sources, plan.duration, DECODE_RATE), duration: plan.duration };
}
