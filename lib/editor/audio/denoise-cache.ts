/**
 * Noise reduction runs once per asset: the denoised sound is kept (a few assets at most) and shared by the
 * preview and the export. The algorithm is lib/editor/audio/denoise.ts's; this only calls it.
 */
import type { DecodedAudio } from "./mixer";

const KEEP = 4;
const cache = new Map<string, Promise<DecodedAudio>>();

/** The asset's sound after noise reduction; `decode` is called only when it is not cached yet. */
export function denoisedAudio(assetId: string, decode: () => Promise<DecodedAudio>, signal?: AbortSignal): Promise<DecodedAudio> {
  const hit = cache.get(assetId);
  if (hit) {
    cache.delete(assetId);
    cache.set(assetId, hit);
    return hit;
  }
  const run = (async () => {
    const audio = await decode();
    const { denoiseChannels } = await import("./denoise");
    return { channels: await denoiseChannels(audio.channels, audio.sampleRate, signal), sampleRate: audio.sampleRate };
  })();
  cache.set(assetId, run);
  // A failed or cancelled run is not kept.
  run.catch(() => cache.get(assetId) === run && cache.delete(assetId));
  while (cache.size > KEEP) cache.delete(cache.keys().next().value!);
  return run;
}
