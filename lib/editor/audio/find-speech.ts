/**
 * Speech in the timeline's voice assets, for ducking: each asset's sound is decoded at 16 kHz mono and run through
 * Silero VAD in a worker (./speech.worker.ts), once per asset (kept for the session). Browser only; loaded on demand.
 */
import { fetchFile } from "@/lib/api-request";
import type { MediaAsset, ProjectDoc } from "../model/document";
import type { Interval } from "./duck";
import { speechSources, type SpeechByAsset } from "./mix-plan";

const VAD_RATE = 16_000;
const found = new Map<string, Promise<Interval[]>>();
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (spans: Interval[]) => void; reject: (error: Error) => void }>();

function speechWorker(): Worker {
  if (worker) return worker;
  // Written out here: bundlers only turn this exact `new Worker(new URL(…, import.meta.url))` form into a chunk.
  worker = new Worker(new URL("./speech.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<{ id: number; spans?: Interval[]; error?: string }>) => {
    const job = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    if (event.data.spans) job?.resolve(event.data.spans);
    else job?.reject(new Error(event.data.error ?? "Speech detection failed"));
  };
  worker.onerror = (event) => {
    for (const job of waiting.values()) job.reject(new Error(event.message || "Speech detection failed"));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** The asset's sound at 16 kHz mono (the browser decodes and resamples). */
async function decode16k(url: string): Promise<Float32Array> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const buffer = await new OfflineAudioContext(1, 1, VAD_RATE).decodeAudioData(await response.arrayBuffer());
  const mono = new Float32Array(buffer.length);
  for (let c = 0; c < buffer.numberOfChannels; c++) {
    const data = buffer.getChannelData(c);
    for (let i = 0; i < mono.length; i++) mono[i] += data[i] / buffer.numberOfChannels;
  }
  return mono;
}

/**
 * Where speech is in `audio` (16 kHz mono), seconds: Silero VAD in the speech worker (pauses under 0.3 s stay
 * inside a span). The samples are handed to the worker: `audio` is empty afterwards.
 */
export function speechSpans(audio: Float32Array): Promise<Interval[]> {
  return new Promise<Interval[]>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    speechWorker().postMessage({ id, audio }, [audio.buffer]);
  });
}

function speechIn(asset: MediaAsset, url: string): Promise<Interval[]> {
  const key = `${asset.id}|${url}`;
  let job = found.get(key);
  if (!job) {
    job = decode16k(url).then(speechSpans);
    found.set(key, job);
    job.catch(() => found.get(key) === job && found.delete(key));
  }
  return job;
}

/**
 * Speech of every voice asset on the timeline (empty when nothing ducks). An asset that cannot be read or has no
 * sound counts as silent.
 */
export async function findSpeech(doc: ProjectDoc, resolveUrl: (asset: MediaAsset) => string | null): Promise<SpeechByAsset> {
  const assets = new Map(speechSources(doc).map((s) => [s.asset!.id, s.asset!]));
  const out = new Map<string, Interval[]>();
  await Promise.all(
    [...assets.values()].map(async (asset) => {
      const url = resolveUrl(asset);
      if (!url) return;
      try {
        out.set(asset.id, await speechIn(asset, url));
      } catch (error) {
        console.warn("ducking: no speech read from", asset.name, error);
      }
    }),
  );
  return out;
}
