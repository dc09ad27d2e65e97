/**
 * The effects' inputs in the browser, computed once and shared by every effect of a frame: the beats of the
 * timeline's audio (its mix, as the export hears it, through ./beats.ts) and the person mask of the frame's
 * pictures (selfie segmentation in the face worker, lib/ai/face/segmenter.ts). Loaded on demand with the effects.
 */
import { fetchFile } from "@/lib/api-request";
import type { Input as InputT } from "mediabunny";

import { mixPlan } from "../audio/mix-plan";
import type { MediaAsset, ProjectDoc } from "../model/document";
import { mixForExport } from "../export/export-audio";
import type { Layer } from "../render/frame-plan";

import { detectOnsets, toMono } from "./beats";
import { effectDefinition } from "./definitions";
import type { EffectInput, EffectMask } from "./types";

/** The beats are detected at this rate (plenty for 10 ms hops). */
const BEAT_RATE = 22_050;

/** Whether any effect of the document reads `input`. */
export function docNeeds(doc: ProjectDoc, input: EffectInput): boolean {
  return doc.tracks.some((t) => t.items.some((i) => i.kind === "effect" && Boolean(effectDefinition(i.effectId)?.inputs.includes(input))));
}

/** Whether an effect planned for this frame reads `input`. */
export function layersNeed(layers: readonly Layer[], input: EffectInput): boolean {
  return layers.some((l) => l.type === "effect" && Boolean(effectDefinition(l.item.effectId)?.inputs.includes(input)));
}

/** What the beats depend on: the audible segments and their sources. */
export function beatKey(doc: ProjectDoc): string {
  return JSON.stringify(mixPlan(doc).sources.map((s) => [s.segment.asset?.id, s.segment.asset?.url, s.segment.start, s.segment.end, s.segment.in, s.segment.out, s.segment.volume]));
}

/** Onsets of mixed channels (the export's own mix). */
export function beatsOfMix(channels: readonly Float32Array[], sampleRate: number): number[] {
  return detectOnsets(toMono(channels), sampleRate);
}

/** The beats of the document's mix, read with mediabunny from each asset's URL. */
export async function timelineBeats(doc: ProjectDoc, resolveUrl: (asset: MediaAsset) => string | null, signal?: AbortSignal): Promise<number[]> {
  const plan = mixPlan(doc);
  if (plan.sources.length === 0) return [];
  const mb = await import("mediabunny");
  const inputs = new Map<string, Promise<InputT>>();
  const openInput = (asset: MediaAsset) => {
    let input = inputs.get(asset.id);
    if (!input) {
      input = (async () => {
        const url = resolveUrl(asset);
        if (!url) throw new Error(`"${asset.name}" is not available`);
        const response = await fetchFile(url, { signal });
        if (!response.ok) throw new Error(`"${asset.name}" could not be read`);
        return new mb.Input({ source: new mb.BlobSource(await response.blob()), formats: mb.ALL_FORMATS });
      })();
      inputs.set(asset.id, input);
    }
    return input;
  };
  try {
    const mix = await mixForExport(mb, plan, openInput, { sampleRate: BEAT_RATE, channels: 1, windowSeconds: 1, signal, notices: [] });
    return beatsOfMix(mix.channels, BEAT_RATE);
  } finally {
    for (const input of inputs.values()) void input.then((i) => i.dispose()).catch(() => undefined);
  }
}

/** The segmenter's square mask as an effect mask (the effects stretch it over the frame, as it was taken). */
export function toEffectMask(mask: { width: number; height: number; data: Float32Array }): EffectMask {
  return { width: mask.width, height: mask.height, data: mask.data };
}
