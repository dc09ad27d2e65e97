/**
 * Moonshine tiny (MIT, Useful Sensors / Moonshine AI) speech-to-text: one encoder pass over a
 * segment of 16 kHz mono audio, then greedy decoding with the merged decoder and its key/value
 * cache. Written after the reference in @moonshine-ai/moonshine-js (src/model.ts, MIT), with
 * outputs matched by name instead of by order.
 *
 * Tokens are SentencePiece pieces from the LLaMA vocabulary (ids 0–2 are <unk>, <s>, </s>; byte
 * fallbacks are spelled <0xNN>; "▁" is a space). Moonshine returns plain text: no word times.
 */
import { throwIfAborted, type OrtSession, type OrtTensor, type OrtTensorConstructor, SAMPLE_RATE } from "./runtime";

export const MOONSHINE_TINY = { layers: 6, heads: 8, headDim: 36 } as const;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** Moonshine's own bound: about 6 tokens a second of audio is plenty. */
const TOKENS_PER_SECOND = 6;

/** Token strings, one per line (see scripts/copy-models.mjs), to an id → piece table. */
export function parseVocab(text: string): string[] {
  return text.split("\n");
}

/**
 * The vocabulary embedded (base64, "\n"-separated) in llama-tokenizer-js's source, which is
 * where moonshine-js takes its tokenizer from.
 */
export function vocabFromLlamaTokenizerSource(source: string): string[] {
  const match = /llama_vocab_base64\s*=\s*"([A-Za-z0-9+/=]+)"/.exec(source);
  if (!match) throw new Error("no vocabulary in llama-tokenizer-js");
  const bytes = Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0));
  return parseVocab(new TextDecoder().decode(bytes));
}

/** Token ids → text, SentencePiece style. */
export function decodeTokens(ids: readonly number[], vocab: readonly string[]): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const id of ids) {
    if (id <= END_TOKEN || id >= vocab.length) continue;
    const piece = vocab[id];
    const byte = /^<0x([0-9A-F]{2})>$/.exec(piece);
    if (byte) bytes.push(parseInt(byte[1], 16));
    else for (const b of encoder.encode(piece)) bytes.push(b);
  }
  return new TextDecoder().decode(new Uint8Array(bytes)).replace(/▁/g, " ").replace(/\s+/g, " ").trim();
}

function argMax(values: Float32Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

export interface MoonshineModel {
  Tensor: OrtTensorConstructor;
  encoder: OrtSession;
  decoder: OrtSession;
  vocab: readonly string[];
}

/** The token ids Moonshine reads from `audio` (16 kHz mono), greedy. */
export async function moonshineTokens(audio: Float32Array, model: MoonshineModel, signal?: AbortSignal): Promise<number[]> {
  const { Tensor, encoder, decoder } = model;
  const { layers, heads, headDim } = MOONSHINE_TINY;
  const maxTokens = Math.max(4, Math.ceil((audio.length / SAMPLE_RATE) * TOKENS_PER_SECOND));
  const encoded = await encoder.run({ input_values: new Tensor("float32", audio, [1, audio.length]) });
  const hidden = encoded.last_hidden_state;

  const past: Record<string, OrtTensor> = {};
  for (let i = 0; i < layers; i++) {
    for (const part of ["decoder", "encoder"]) {
      for (const kind of ["key", "value"]) {
        past[`past_key_values.${i}.${part}.${kind}`] = new Tensor("float32", new Float32Array(0), [0, heads, 1, headDim]);
      }
    }
  }

  const tokens: number[] = [];
  let next = START_TOKEN;
  for (let step = 0; step < maxTokens; step++) {
    throwIfAborted(signal);
    const out = await decoder.run({
      input_ids: new Tensor("int64", BigInt64Array.from([BigInt(next)]), [1, 1]),
      encoder_hidden_states: hidden,
      use_cache_branch: new Tensor("bool", Uint8Array.from([step > 0 ? 1 : 0]), [1]),
      ...past,
    });
    const logits = out.logits.data as Float32Array;
    const vocabSize = logits.length / (out.logits.dims[1] ?? 1);
    next = argMax(logits.subarray(logits.length - vocabSize));
    if (next === END_TOKEN) break;
    tokens.push(next);
    // The decoder's self-attention cache grows every step; the cross-attention cache is computed
    // on the first step only (later steps answer empty placeholders for it).
    for (const name of decoder.outputNames) {
      if (!name.startsWith("present.")) continue;
      if (step > 0 && name.includes(".encoder.")) continue;
      past[name.replace("present.", "past_key_values.")] = out[name];
    }
    if (repeatsItself(tokens)) break;
  }
  return tokens;
}

/** A greedy loop stuck on the same 1–4 tokens four times over: cut it short. */
function repeatsItself(tokens: readonly number[]): boolean {
  for (let n = 1; n <= 4; n++) {
    if (tokens.length < n * 4) continue;
    const tail = tokens.slice(-n);
    let repeats = true;
    for (let k = 2; k <= 4 && repeats; k++) {
      const chunk = tokens.slice(-n * k, -n * (k - 1));
      repeats = chunk.every((t, i) => t === tail[i]);
    }
    if (repeats) return true;
  }
  return false;
}

/** Text of one segment of 16 kHz mono audio. */
export async function moonshineTranscribe(audio: Float32Array, model: MoonshineModel, signal?: AbortSignal): Promise<string> {
  return decodeTokens(await moonshineTokens(audio, model, signal), model.vocab);
}
