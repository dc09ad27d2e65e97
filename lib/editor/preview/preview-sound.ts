/**
 * The preview's sound for items a media element cannot play as the export mixes them: reversed clips and items with
 * noise reduction. Their sound is read whole and processed by the export's own path (lib/editor/audio/item-sound.ts:
 * the same denoised samples, the same reversal and time-stretch), kept as an AudioBuffer, and played by an
 * AudioBufferSourceNode through the preview's graph (EQ → gain → master, ./preview-gain-node.ts) at the clock's
 * time: started at the right offset on play and seek, restarted when it drifts from the clock. Loaded on demand,
 * with mediabunny and the noise reduction engine, only when such an item shows.
 */
import { type PreparedSound, itemSource, prepareSound, preparedOffset } from "../audio/item-sound";
import type { ItemEq, MediaAsset, MediaItem } from "../model/document";

import { preparedSoundKey, setPreparedState } from "./prepared-state";
import { buildChain, type Chain, previewOutput, setChainEq } from "./preview-gain-node";
import { fetchFile } from "@/lib/api-request";

/** Prepared sounds kept (by key), most recent last. */
const KEEP = 4;
/** How far the buffer may run from the clock before it is restarted at the clock's time, seconds. */
const DRIFT = 0.12;

interface Ready {
  buffer: AudioBuffer;
  /** Where the buffer plays on the timeline (its samples live in the buffer only). */
  sound: Pick<PreparedSound, "segment" | "timestamp">;
}

const prepared = new Map<string, Promise<Ready>>();

async function prepare(item: MediaItem, asset: MediaAsset, url: string): Promise<Ready> {
  const mb = await import("mediabunny");
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`The sound of "${asset.name}" could not be read (HTTP ${response.status})`);
  const input = new mb.Input({ source: new mb.BlobSource(await response.blob()), formats: mb.ALL_FORMATS });
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error(`"${asset.name}" has no sound`);
  const sound = await prepareSound(itemSource(item, asset), new mb.AudioBufferSink(track));
  const length = sound.channels[0]?.length ?? 0;
  if (length === 0) throw new Error(`"${asset.name}" has no sound`);
  const { context } = previewOutput();
  const buffer = context.createBuffer(sound.channels.length, length, sound.sampleRate);
  sound.channels.forEach((channel, c) => buffer.copyToChannel(channel as Float32Array<ArrayBuffer>, c));
  return { buffer, sound: { segment: sound.segment, timestamp: sound.timestamp } };
}

function preparedFor(key: string, item: MediaItem, asset: MediaAsset, url: string): Promise<Ready> {
  const hit = prepared.get(key);
  if (hit) {
    prepared.delete(key);
    prepared.set(key, hit);
    return hit;
  }
  const run = prepare(item, asset, url);
  prepared.set(key, run);
  run.catch(() => prepared.get(key) === run && prepared.delete(key));
  while (prepared.size > KEEP) prepared.delete(prepared.keys().next().value!);
  return run;
}

export interface PreparedPlayback {
  key: string;
  item: MediaItem;
  asset: MediaAsset;
  url: string;
  /** Timeline seconds. */
  time: number;
  playing: boolean;
  muted: boolean;
  /** The item's gain at `time` (volume, fades, crossfade, ducking). */
  gain: number;
  eq: ItemEq | null | undefined;
}

interface Voice {
  want: PreparedPlayback;
  ready: Ready | null;
  input: GainNode | null;
  chain: Chain | null;
  node: AudioBufferSourceNode | null;
  /** Context time and buffer offset at which `node` started. */
  startedAt: number;
  startOffset: number;
}

const voices = new Map<string, Voice>();

function stopNode(voice: Voice): void {
  if (!voice.node) return;
  try {
    voice.node.stop();
  } catch {
    // Already stopped.
  }
  voice.node.disconnect();
  voice.node = null;
}

function apply(voice: Voice): void {
  const { ready, want } = voice;
  if (!ready) return;
  const { context, master } = previewOutput();
  if (!voice.chain || !voice.input) {
    voice.input = context.createGain();
    voice.chain = buildChain(context, voice.input, master);
    voice.chain.gain.gain.value = want.gain;
  }
  setChainEq(voice.chain, want.eq);
  const gain = voice.chain.gain.gain;
  // A short glide, as the element's graph does, so fades and ducking do not click.
  if (Math.abs(gain.value - want.gain) > 1e-3) gain.setTargetAtTime(Math.max(0, want.gain), context.currentTime, 0.015);
  const offset = preparedOffset(ready.sound, want.time);
  if (!want.playing || want.muted || !(offset >= 0) || offset >= ready.buffer.duration) {
    stopNode(voice);
    return;
  }
  if (context.state === "suspended") void context.resume().catch(() => undefined);
  if (voice.node) {
    const at = voice.startOffset + (context.currentTime - voice.startedAt);
    if (Math.abs(at - offset) < DRIFT) return;
    stopNode(voice);
  }
  const node = context.createBufferSource();
  node.buffer = ready.buffer;
  node.connect(voice.input!);
  node.start(0, offset);
  voice.node = node;
  voice.startedAt = context.currentTime;
  voice.startOffset = offset;
}

/** Plays (or pauses, or mutes) an item's prepared sound at the clock's time, preparing it first when needed. */
export function syncPrepared(itemId: string, want: PreparedPlayback): void {
  let voice = voices.get(itemId);
  if (voice && voice.want.key !== want.key) {
    stopNode(voice);
    voice.ready = null;
  }
  const fresh = !voice || voice.want.key !== want.key;
  if (!voice) {
    voice = { want, ready: null, input: null, chain: null, node: null, startedAt: 0, startOffset: 0 };
    voices.set(itemId, voice);
  }
  voice.want = want;
  if (fresh) {
    const { key } = want;
    const current = voice;
    setPreparedState(itemId, "preparing");
    preparedFor(key, want.item, want.asset, want.url).then(
      (ready) => {
        if (voices.get(itemId) !== current || current.want.key !== key) return;
        current.ready = ready;
        setPreparedState(itemId, "ready");
        apply(current);
      },
      (error: unknown) => {
        if (voices.get(itemId) !== current || current.want.key !== key) return;
        console.warn("preview: the item's sound could not be prepared", error);
        setPreparedState(itemId, "failed");
      },
    );
    return;
  }
  apply(voice);
}

/** The item no longer plays from a prepared sound (it left the preview, or neither reversed nor denoised now). */
export function stopPrepared(itemId: string): void {
  const voice = voices.get(itemId);
  if (!voice) return;
  stopNode(voice);
  voice.input?.disconnect();
  voice.chain?.gain.disconnect();
  voices.delete(itemId);
  setPreparedState(itemId, null);
}

/**
 * Starts preparing an item's sound before the preview reaches it (noise reduction just switched on, the playhead
 * elsewhere), so it plays cleaned as soon as it shows; its state shows meanwhile. The preview's own voice, when it
 * has one for the item, takes over.
 */
export function prewarmPrepared(item: MediaItem, asset: MediaAsset, url: string): void {
  if (voices.has(item.id)) return;
  setPreparedState(item.id, "preparing");
  preparedFor(preparedSoundKey(item, url), item, asset, url).then(
    () => void (voices.has(item.id) || setPreparedState(item.id, "ready")),
    () => void (voices.has(item.id) || setPreparedState(item.id, "failed")),
  );
}
