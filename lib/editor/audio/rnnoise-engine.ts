/**
 * RNNoise's WebAssembly module (from @echogarden/rnnoise-wasm 0.2.0, BSD-3-Clause, model compiled in) instantiated
 * directly, without its Emscripten glue: the glue reaches for Node built-ins that browser bundles cannot carry, and
 * the module needs only two imports (grow the heap, copy memory). The export names are that build's minified ones;
 * the package is pinned, and a mismatch is caught here (the frame size must read 480) rather than mid-mix.
 */

export interface RnnoiseEngine {
  memory: WebAssembly.Memory;
  malloc(bytes: number): number;
  free(pointer: number): void;
  /** A denoiser state with the built-in model. */
  create(): number;
  destroy(state: number): void;
  /** Denoises one 480-sample frame (16-bit PCM scale) from `input` into `output`; answers its voice probability. */
  process(state: number, output: number, input: number): number;
}

type Exports = Record<string, unknown>;

export async function instantiateRnnoise(wasm: BufferSource): Promise<RnnoiseEngine> {
  let memory: WebAssembly.Memory | null = null;
  const imports = {
    a: {
      // emscripten_resize_heap(requested bytes): grow by at least 20% at a time; 1 when done, 0 when not possible.
      a: (requested: number): number => {
        const mem = memory!;
        const old = mem.buffer.byteLength;
        const want = requested >>> 0;
        for (const target of [Math.max(want, Math.ceil(old * 1.2)), want]) {
          try {
            mem.grow(Math.ceil((target - old) / 65_536));
            return 1;
          } catch {
            // Try the smaller size.
          }
        }
        return 0;
      },
      // emscripten_memcpy_js(dest, src, n)
      b: (dest: number, src: number, n: number): void => {
        new Uint8Array(memory!.buffer).copyWithin(dest >>> 0, src >>> 0, (src + n) >>> 0);
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  const x = instance.exports as Exports;
  const fn = (name: string) => {
    const f = x[name];
    if (typeof f !== "function") throw new Error("The noise reduction engine is not the expected build");
    return f as (...args: number[]) => number;
  };
  if (!(x.c instanceof WebAssembly.Memory)) throw new Error("The noise reduction engine is not the expected build");
  memory = x.c;
  fn("d")(); // static constructors
  if (fn("f")() !== 480) throw new Error("The noise reduction engine is not the expected build");
  const malloc = fn("l");
  const create = fn("h");
  return {
    memory,
    malloc: (bytes) => malloc(bytes) >>> 0,
    free: fn("j"),
    create: () => create(0),
    destroy: fn("i"),
    process: fn("k"),
  };
}
