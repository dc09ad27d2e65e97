/** The Emscripten module of @echogarden/rnnoise-wasm (RNNoise with its model compiled in; BSD-3-Clause). */
declare module "@echogarden/rnnoise-wasm" {
  export interface RnnoiseModule {
    HEAPF32: Float32Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    _rnnoise_get_frame_size(): number;
    /** A denoiser state; 0 picks the built-in model. */
    _rnnoise_create(model: number): number;
    _rnnoise_destroy(state: number): void;
    /** Denoises one frame in place (or into `out`); answers the frame's voice probability. */
    _rnnoise_process_frame(state: number, out: number, input: number): number;
  }
  const createRnnoise: (options?: { wasmBinary?: ArrayBuffer; locateFile?: (path: string) => string }) => Promise<RnnoiseModule>;
  export default createRnnoise;
}
