/**
 * Node-only helpers for the speech tests and scripts/bench-captions.mjs: the ONNX sessions from
 * node_modules (onnxruntime-web's Node build, WASM backend) and spoken test material from Flite.
 * Never imported by app code.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import * as ort from "onnxruntime-web";
import { decodeWav } from "@/lib/media/audio-merge";
import { fliteSynthesize, type FliteVoice } from "@/lib/server/ai/flite";
import type { OrtSession, OrtTensorConstructor, SpeechSessions } from "../runtime";
import { vocabFromLlamaTokenizerSource } from "../moonshine";

const modules = path.join(process.cwd(), "node_modules");
export const MODEL_FILES = {
  encoder: path.join(modules, "@moonshine-ai/moonshine-js/dist/model/tiny/quantized/encoder_model.onnx"),
  decoder: path.join(modules, "@moonshine-ai/moonshine-js/dist/model/tiny/quantized/decoder_model_merged.onnx"),
  vad: path.join(modules, "@ricky0123/vad-web/dist/silero_vad_v5.onnx"),
  tokenizer: path.join(modules, "llama-tokenizer-js/llama-tokenizer.js"),
};

export async function loadNodeSessions(threads = 1): Promise<SpeechSessions> {
  ort.env.wasm.numThreads = threads;
  const open = async (file: string) => (await ort.InferenceSession.create(await readFile(file))) as unknown as OrtSession;
  const [vad, encoder, decoder, source] = await Promise.all([
    open(MODEL_FILES.vad),
    open(MODEL_FILES.encoder),
    open(MODEL_FILES.decoder),
    readFile(MODEL_FILES.tokenizer, "utf8"),
  ]);
  return { Tensor: ort.Tensor as unknown as OrtTensorConstructor, vad, encoder, decoder, vocab: vocabFromLlamaTokenizerSource(source) };
}

export interface SpokenSentence {
  text: string;
  /** Seconds where its audio starts (Flite's own leading silence included). */
  start: number;
  end: number;
}

/** Sentences spoken by Flite at 16 kHz, `gaps[i]` seconds of silence before sentence i. */
export async function speakSentences(
  texts: readonly string[],
  gaps: readonly number[],
  voice: FliteVoice = "slt",
): Promise<{ audio: Float32Array; sentences: SpokenSentence[] }> {
  const parts: Float32Array[] = [];
  const sentences: SpokenSentence[] = [];
  let t = 0;
  for (let i = 0; i < texts.length; i++) {
    const { samples, sampleRate } = decodeWav(await fliteSynthesize(texts[i], { voice, rate: 1, pitch: 1 }));
    if (sampleRate !== 16_000) throw new Error(`Flite answered ${sampleRate} Hz`);
    const gap = new Float32Array(Math.round(gaps[i % gaps.length] * 16_000));
    parts.push(gap, samples);
    t += gap.length / 16_000;
    sentences.push({ text: texts[i], start: t, end: t + samples.length / 16_000 });
    t += samples.length / 16_000;
  }
  parts.push(new Float32Array(8_000));
  const audio = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    audio.set(p, at);
    at += p.length;
  }
  return { audio, sentences };
}

/** Where the first sample louder than −40 dBFS lies in [from, to) seconds (Flite pads its output). */
export function firstSound(audio: Float32Array, from: number, to: number): number {
  for (let i = Math.floor(from * 16_000); i < Math.min(audio.length, to * 16_000); i++) if (Math.abs(audio[i]) > 0.01) return i / 16_000;
  return from;
}

export const TEST_SENTENCES = [
  "The weather was warm and sunny all week.",
  "She opened the window to let in some fresh air.",
  "Our train leaves the station at seven in the morning.",
  "Please remember to bring your keys when you go out.",
  "The children played football in the park after school.",
  "He bought a loaf of bread and a bottle of milk.",
  "We watched an old movie together last night.",
  "The little dog ran across the garden chasing a ball.",
  "My sister is learning to play the piano.",
  "They decided to paint the kitchen a bright yellow.",
  "The museum is closed on Mondays and public holidays.",
  "Thank you very much for your help with the project.",
] as const;

/** Silences before each sentence, seconds. */
export const TEST_GAPS = [0.6, 1.0, 1.3, 0.8, 1.5, 0.9, 1.2, 1.1, 0.7, 1.4, 1.0, 1.2] as const;
