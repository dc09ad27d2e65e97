// Runs CMU Flite (WebAssembly, node:wasi) once, in its own process: node flite-run.mjs <flite.wasm> <dir> <flite args...>.
// Flite writes its WAV into <dir>. A crash here (Flite has been seen to segfault a Node process) ends only this
// process, never the server that asked for the speech (lib/server/ai/flite.ts).
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

const [wasmPath, dir, ...args] = process.argv.slice(2);
const wasm = await WebAssembly.compile(await readFile(wasmPath));
const wasi = new WASI({ version: "preview1", args, env: {}, preopens: { ".": dir }, returnOnExit: true });
const instance = await WebAssembly.instantiate(wasm, wasi.getImportObject());
process.exitCode = wasi.start(instance);
