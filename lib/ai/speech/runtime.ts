/**
 * The slice of onnxruntime this engine uses, typed by hand so the engine never imports a runtime:
 * the browser worker hands in onnxruntime-web (WASM), Node tests hand in onnxruntime-web's Node
 * build (or onnxruntime-node). Both satisfy these shapes.
 */
export interface OrtTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}

export interface OrtTensorConstructor {
  new (type: "float32", data: Float32Array, dims: readonly number[]): OrtTensor;
  new (type: "int64", data: BigInt64Array, dims: readonly number[]): OrtTensor;
  new (type: "bool", data: Uint8Array, dims: readonly number[]): OrtTensor;
}

export interface OrtSession {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
}

export interface SpeechSessions {
  /** `ort.Tensor` of the runtime the sessions came from. */
  Tensor: OrtTensorConstructor;
  /** Silero VAD v5 (`silero_vad_v5.onnx`). */
  vad: OrtSession;
  /** Moonshine tiny `encoder_model.onnx`. */
  encoder: OrtSession;
  /** Moonshine tiny `decoder_model_merged.onnx`. */
  decoder: OrtSession;
  /** Moonshine's token strings by id (see `parseVocab`). */
  vocab: readonly string[];
}

export const SAMPLE_RATE = 16_000;

export function abortError(): Error {
  const error = new Error("Transcription cancelled");
  error.name = "AbortError";
  return error;
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError();
}
