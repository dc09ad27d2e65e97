#!/usr/bin/env node
/**
 * Assembles the WebAssembly the editor ships from its text source (wabt, Apache-2.0) and writes its bytes, as
 * base64, into the TypeScript module beside it: lib/editor/effects/render/grade-pass.wat → grade-pass-bytes.ts.
 * `grade-pass.test.ts` fails when the two differ. Run: npm run make:wasm
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import wabtInit from "wabt";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "lib", "editor", "effects", "render");

const wabt = await wabtInit();
const parsed = wabt.parseWat("grade-pass.wat", readFileSync(join(dir, "grade-pass.wat"), "utf8"), { simd: true });
const bytes = Buffer.from(parsed.toBinary({}).buffer);
parsed.destroy();
writeFileSync(
  join(dir, "grade-pass-bytes.ts"),
  `// Written by scripts/make-wasm.mjs from grade-pass.wat: do not edit by hand (npm run make:wasm).
/** The grade's per-pixel pass as a WebAssembly module (${bytes.length} bytes), base64. */
export const GRADE_PASS_WASM = "${bytes.toString("base64")}";
`,
);
console.log(`grade-pass-bytes.ts: ${bytes.length} bytes`);
