/**
 * Noise reduction of an item's sound, on the device. The audio mix (preview and export) calls denoiseChannels on
 * an item's decoded source when the item has `denoise` set, and uses what it returns in place of the source.
 *
 * The engine is RNNoise (Xiph's recurrent-network noise suppressor, BSD-3-Clause) compiled to WebAssembly with its
 * model inside, from @echogarden/rnnoise-wasm (125 KB; instantiated by ./rnnoise-engine.ts). RNNoise works on
 * 48 kHz mono in frames of 480 samples scaled like 16-bit PCM: each channel is resampled to 48 kHz, run through its
 * own denoiser state, moved back by the engine's latency (about one frame) and resampled to its own rate. In Node
 * (tests, benches) the .wasm is read from node_modules; in the browser it comes from our own origin
 * (scripts/copy-models.mjs puts it in /models/rnnoise/).
 */
import { fetchFile } from "@/lib/api-request";
import { nextTurn } from "./next-turn";
import { instantiateRnnoise, type RnnoiseEngine } from "./rnnoise-engine";
import { resampleChannel } from "./resample";

/** RNNoise's own sample rate and frame length. */
export const DENOISE_RATE = 48_000;
const FRAME = 480;
/** How late the engine answers, in samples at 48 kHz: one frame, less the 2 samples measured on speech. */
const LATENCY = FRAME - 2;
/** RNNoise expects samples in the range of 16-bit PCM. */
const PCM_SCALE = 32_768;
/** Frames processed between two yields to the event loop (2 s of sound): the page stays responsive. */
const FRAMES_PER_SLICE = 200;
/** Where the browser loads the engine from. */
export const RNNOISE_WASM_URL = "/models/rnnoise/rnnoise.wasm";

/** The engine's bytes in Node (tests, benches): read from node_modules without importing a Node module here. */
async function wasmFromNodeModules(): Promise<BufferSource> {
  const fs = process.getBuiltinModule?.("fs") as typeof import("fs") | undefined;
  if (!fs) throw new Error("Noise reduction in Node needs Node 20.16 or newer");
  return fs.readFileSync(`${process.cwd()}/node_modules/@echogarden/rnnoise-wasm/rnnoise.wasm`);
}

let engine: Promise<RnnoiseEngine> | null = null;

function loadEngine(): Promise<RnnoiseEngine> {
  engine ??= (async () => {
    // Node itself, not a browser bundle's `process` stand-in (a page or a worker fetches from our origin).
    const inNode = typeof process !== "undefined" && typeof process.versions?.node === "string";
    if (inNode) return instantiateRnnoise(await wasmFromNodeModules());
    const res = await fetchFile(RNNOISE_WASM_URL);
    if (!res.ok) throw new Error(`The noise reduction engine could not be loaded (${res.status})`);
    return instantiateRnnoise(await res.arrayBuffer());
  })().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/** One channel at 48 kHz through a fresh RNNoise state; the output lines up with the input sample for sample. */
async function denoise48k(rn: RnnoiseEngine, input: Float32Array, signal?: AbortSignal): Promise<Float32Array> {
  const out = new Float32Array(input.length);
  const state = rn.create();
  const pointer = rn.malloc(FRAME * 4);
  try {
    const frame = new Float32Array(FRAME);
    // The engine answers about a frame late: one extra frame flushes the tail.
    const frames = Math.ceil(input.length / FRAME) + 1;
    for (let f = 0; f < frames; f++) {
      if (f % FRAMES_PER_SLICE === FRAMES_PER_SLICE - 1) {
        await nextTurn();
        signal?.throwIfAborted();
      }
      const from = f * FRAME;
      frame.fill(0);
      const n = Math.max(0, Math.min(FRAME, input.length - from));
      for (let i = 0; i < n; i++) frame[i] = input[from + i] * PCM_SCALE;
      // The view is made after every call: a memory growth replaces the buffer.
      new Float32Array(rn.memory.buffer, pointer, FRAME).set(frame);
      rn.process(state, pointer, pointer);
      const result = new Float32Array(rn.memory.buffer, pointer, FRAME);
      const to = from - LATENCY;
      for (let i = 0; i < FRAME; i++) {
        const j = to + i;
        if (j >= 0 && j < out.length) out[j] = result[i] / PCM_SCALE;
      }
    }
  } finally {
    rn.free(pointer);
    rn.destroy(state);
  }
  return out;
}

/** Loads the engine and runs one frame through it: resolves once noise reduction can run on this device. */
export async function prepareDenoiser(): Promise<void> {
  await denoise48k(await loadEngine(), new Float32Array(FRAME));
}

export async function denoiseChannels(channels: Float32Array[], sampleRate: number, signal?: AbortSignal): Promise<Float32Array[]> {
  signal?.throwIfAborted();
  if (!(sampleRate > 0)) throw new RangeError("sample rate must be positive");
  const rn = await loadEngine();
  const result: Float32Array[] = [];
  for (const channel of channels) {
    signal?.throwIfAborted();
    if (channel.length === 0) {
      result.push(new Float32Array(0));
      continue;
    }
    const at48k = sampleRate === DENOISE_RATE ? channel : resampleChannel(channel, sampleRate, DENOISE_RATE);
    const clean48k = await denoise48k(rn, at48k, signal);
    const back = sampleRate === DENOISE_RATE ? clean48k : resampleChannel(clean48k, DENOISE_RATE, sampleRate);
    // Rounding in the two resamplings can leave the length a sample off: keep the source's length.
    const out = back.length === channel.length ? back : new Float32Array(channel.length);
    if (out !== back) out.set(back.subarray(0, channel.length));
    result.push(out);
    await nextTurn();
  }
  signal?.throwIfAborted();
  return result;
}
