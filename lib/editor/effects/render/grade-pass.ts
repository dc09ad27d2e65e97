/**
 * The grade's per-pixel pass in WebAssembly with SIMD (grade-pass.wat): the same integer arithmetic as applyGrade's
 * JavaScript loop, which stays for browsers without them. The module is under 1 kB, compiled synchronously on first
 * use; its memory holds the tables and one frame's pixels.
 *
 * Reading the pixels costs more than grading them: getImageData takes about 4 ms for a 720p frame in software here,
 * most of it making a new ImageData. An opaque canvas that is kept in memory (willReadFrequently) is read instead as
 * a VideoFrame copied straight into the module's memory (about 0.5 ms, in the canvas's own BGRA order, which the
 * pass reads), and written back with putImageData from there.
 */
import type { Ctx2D } from "../types";
import { GRADE_PASS_WASM } from "./grade-pass-bytes";
import type { Rect } from "./kit";

interface GradePassExports {
  memory: WebAssembly.Memory;
  grade: (px: number, n: number, lut: number, span: number, offset: number, sat: number, bgra: number) => void;
}

/** Where the pixels start in the module's memory: after the tables (3 × at most 768 words). */
const PIXELS_AT = 16384;

/** undefined: not tried yet; null: this runtime has no WebAssembly with SIMD (or it failed to compile). */
let pass: GradePassExports | null | undefined;
/** The tables last copied into the module's memory. */
let tablesIn: Int32Array | null = null;
/**
 * Whether VideoFrame.copyTo fills the buffer before it returns (Chromium does, for a frame in memory): undefined until
 * tried on a canvas of one known pixel.
 */
let copiesAtOnce: boolean | undefined;
/**
 * Set when a copy into the module's memory was found unfinished after all: the late copy may still land there, so the
 * pass stays in JavaScript from then on.
 */
let memoryUnsafe = false;

/** A grade's tables and saturation, as grades.ts builds them. */
export interface GradeTablesIn {
  lut: Int32Array;
  span: number;
  offset: number;
  sat: number;
}

function load(): GradePassExports | null {
  if (pass !== undefined) return pass;
  try {
    const bytes = Uint8Array.from(atob(GRADE_PASS_WASM), (c) => c.charCodeAt(0));
    pass = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as GradePassExports;
  } catch {
    pass = null;
  }
  return pass;
}

/** The module with room for `bytes` of pixels and the tables in place, or null (no WebAssembly, or tables too big). */
function ready(bytes: number, t: GradeTablesIn): GradePassExports | null {
  const wasm = memoryUnsafe ? null : load();
  if (!wasm || t.lut.length * 4 > PIXELS_AT) return null;
  const need = PIXELS_AT + bytes;
  const have = wasm.memory.buffer.byteLength;
  if (need > have) {
    wasm.memory.grow(Math.ceil((need - have) / 65536));
    tablesIn = null;
  }
  if (tablesIn !== t.lut) {
    new Int32Array(wasm.memory.buffer, 0, t.lut.length).set(t.lut);
    tablesIn = t.lut;
  }
  return wasm;
}

/**
 * Grades `px` (RGBA, or BGRA with `order: "bgra"`) and answers the result (RGBA) in the module's memory, valid until
 * the next call; null where WebAssembly with SIMD is unavailable.
 */
export function gradeBuffer(px: Uint8Array | Uint8ClampedArray, order: "rgba" | "bgra", t: GradeTablesIn): Uint8ClampedArray<ArrayBuffer> | null {
  const wasm = ready(px.length, t);
  if (!wasm) return null;
  const view = new Uint8ClampedArray(wasm.memory.buffer as ArrayBuffer, PIXELS_AT, px.length);
  view.set(px);
  wasm.grade(PIXELS_AT, px.length >> 2, 0, t.span, t.offset, t.sat, order === "bgra" ? 1 : 0);
  return view;
}

/** Whether VideoFrame.copyTo copies at once here: tried once, on a one-pixel canvas of a known colour. */
function copyIsImmediate(): boolean {
  if (copiesAtOnce !== undefined) return copiesAtOnce;
  copiesAtOnce = false;
  try {
    const probe = new OffscreenCanvas(1, 1);
    const pctx = probe.getContext("2d", { alpha: false, willReadFrequently: true })!;
    pctx.fillStyle = "#0a141e";
    pctx.fillRect(0, 0, 1, 1);
    const frame = new VideoFrame(probe, { timestamp: 0 });
    const out = new Uint8Array(4);
    const order = frame.format === "BGRA" || frame.format === "BGRX" ? [30, 20, 10] : [10, 20, 30];
    frame.copyTo(out).catch(() => undefined);
    frame.close();
    copiesAtOnce = out[0] === order[0] && out[1] === order[1] && out[2] === order[2];
  } catch {
    copiesAtOnce = false;
  }
  return copiesAtOnce;
}

/**
 * Reads an opaque, in-memory canvas's pixels in `rect` into the module's memory through a VideoFrame: the byte order
 * read, or null where that cannot be done (the caller reads with getImageData).
 */
function readIntoModule(ctx: Ctx2D, rect: Rect, wasm: GradePassExports): "rgba" | "bgra" | null {
  if (typeof VideoFrame !== "function" || typeof OffscreenCanvas !== "function") return null;
  const attributes = "getContextAttributes" in ctx ? ctx.getContextAttributes() : null;
  if (!attributes || attributes.alpha !== false || !attributes.willReadFrequently || !copyIsImmediate()) return null;
  const frame = new VideoFrame(ctx.canvas as OffscreenCanvas | HTMLCanvasElement, { timestamp: 0 });
  try {
    const format = frame.format;
    const order = format === "BGRA" || format === "BGRX" ? "bgra" : format === "RGBA" || format === "RGBX" ? "rgba" : null;
    if (!order) return null;
    const bytes = rect.w * rect.h * 4;
    const view = new Uint8Array(wasm.memory.buffer, PIXELS_AT, bytes);
    // The last pixel's alpha byte: an opaque frame's copy sets it to 255; if it is still 0 after the call, the copy
    // did not finish at once, and the pass goes back to JavaScript for good.
    view[bytes - 1] = 0;
    frame.copyTo(view, { rect: { x: rect.x, y: rect.y, width: rect.w, height: rect.h } }).catch(() => undefined);
    if (view[bytes - 1] !== 255) {
      copiesAtOnce = false;
      memoryUnsafe = true;
      return null;
    }
    return order;
  } finally {
    frame.close();
  }
}

/**
 * Grades the context's pixels in `rect` in WebAssembly and writes them back: false where WebAssembly with SIMD is
 * unavailable (the caller runs its own loop).
 */
export function gradeInWasm(ctx: Ctx2D, rect: Rect, t: GradeTablesIn): boolean {
  const bytes = rect.w * rect.h * 4;
  const wasm = ready(bytes, t);
  if (!wasm) return false;
  const order = readIntoModule(ctx, rect, wasm);
  if (order) {
    wasm.grade(PIXELS_AT, bytes >> 2, 0, t.span, t.offset, t.sat, order === "bgra" ? 1 : 0);
    ctx.putImageData(new ImageData(new Uint8ClampedArray(wasm.memory.buffer as ArrayBuffer, PIXELS_AT, bytes), rect.w, rect.h), rect.x, rect.y);
    return true;
  }
  if (memoryUnsafe) return false;
  const image = ctx.getImageData(rect.x, rect.y, rect.w, rect.h);
  const graded = gradeBuffer(image.data, "rgba", t);
  if (!graded) return false;
  // The browser's ImageData can stand on the module's memory (no copy back); a test's canvas gets the pixels copied.
  if (typeof ImageData === "function") ctx.putImageData(new ImageData(graded, rect.w, rect.h), rect.x, rect.y);
  else {
    image.data.set(graded);
    ctx.putImageData(image, rect.x, rect.y);
  }
  return true;
}

/** Whether the pass runs in WebAssembly here (compiling the module on first use). */
export function gradePassInWasm(): boolean {
  return load() !== null;
}

/** Tests: forget the module, as if on first use. */
export function resetGradePass(): void {
  pass = undefined;
  tablesIn = null;
  copiesAtOnce = undefined;
  memoryUnsafe = false;
}
