/**
 * Test support for the effect renderers: a Skia canvas (through @napi-rs/canvas) standing in for the browser's, a
 * frame with a person-like subject that moves, its exact mask, and picture comparisons.
 */
import { Canvas } from "@napi-rs/canvas";

import { setScratchFactory } from "../render/kit";
import type { Ctx2D, EffectFrame, EffectMask } from "../types";

export function useSkiaScratch(): void {
  setScratchFactory((w, h) => new Canvas(w, h) as unknown as OffscreenCanvas);
}

export function canvas(w: number, h: number): { canvas: Canvas; ctx: Ctx2D } {
  const c = new Canvas(w, h);
  return { canvas: c, ctx: c.getContext("2d") as unknown as Ctx2D };
}

/** Where the subject's centre is at time t (0..1 of the frame): it walks from left to right and back. */
export const subjectAt = (t: number) => ({ x: 0.5 + 0.2 * Math.sin(t * 1.3), y: 0.55 });

/**
 * A test picture at time t: a blue-to-orange gradient, a grid of darker squares, and a person-like subject (an
 * ellipse for the body, a circle for the head) in skin and shirt tones.
 */
export function drawTestFrame(ctx: Ctx2D, w: number, h: number, t: number): void {
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, "#2a4d8f");
  g.addColorStop(1, "#d9823b");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = "rgba(0,0,0,0.25)";
  for (let y = 0; y < 8; y++) for (let x = 0; x < 14; x++) if ((x + y) % 2 === 0) ctx.fillRect((x * w) / 14, (y * h) / 8, w / 28, h / 16);
  const s = subjectAt(t);
  ctx.fillStyle = "#3c8f5a";
  ctx.beginPath();
  ctx.ellipse(s.x * w, s.y * h + h * 0.12, w * 0.09, h * 0.25, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#e0b090";
  ctx.beginPath();
  ctx.arc(s.x * w, s.y * h - h * 0.2, h * 0.1, 0, Math.PI * 2);
  ctx.fill();
}

/** The subject's exact mask at time t, 128 × 72. */
export function subjectMask(t: number, w = 128, h = 72): EffectMask {
  const s = subjectAt(t);
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const fx = (x + 0.5) / w;
      const fy = (y + 0.5) / h;
      const body = ((fx - s.x) / 0.09) ** 2 + ((fy - s.y - 0.12) / 0.25) ** 2 <= 1;
      const head = Math.hypot((fx - s.x) * (16 / 9), fy - s.y + 0.2) <= 0.1;
      data[y * w + x] = body || head ? 1 : 0;
    }
  }
  return { width: w, height: h, data };
}

/** A frame description for the renderers at time t, drawn at w × h. */
export function effectFrame(w: number, h: number, t: number, params: EffectFrame["params"], extra: Partial<EffectFrame> = {}): EffectFrame {
  return {
    width: w,
    height: h,
    t,
    local: t,
    duration: 6,
    params,
    seed: 1234,
    subject: subjectMask(t),
    motion: null,
    beats: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4],
    area: { x: 0, y: 0, w, h },
    ...extra,
  };
}

/** Peak signal-to-noise ratio of two RGBA pictures of one size, dB (Infinity when equal). */
export function psnr(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = a[i + c] - b[i + c];
      sum += d * d;
      n++;
    }
  }
  const mse = sum / n;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** The picture of a canvas shrunk to w × h (smoothing on). */
export function shrink(source: Canvas, w: number, h: number): Uint8ClampedArray {
  const { ctx } = canvas(w, h);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source as unknown as CanvasImageSource, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h).data;
}
