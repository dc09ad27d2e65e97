/**
 * Grades and looks: one per-pixel pass (saturation, then per-channel curves from a lift/gain/gamma description and a
 * split tone), blended with the original by `amount`, then the shader-like passes (vignette, grain, light leaks and
 * sweeps) drawn with gradients. The per-channel curves are 256-entry tables built once per distinct setting.
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { gradeInWasm } from "./grade-pass";
import { glow, grain, hash, num, pixelArea, pixels, rgbOf, vignette, within } from "./kit";

export interface Grade {
  /** Per channel: lift (added at black), gain (multiplied at white), gamma (>1 brightens mids). */
  lift?: [number, number, number];
  gain?: [number, number, number];
  gamma?: [number, number, number];
  /** -1..1: contrast around mid grey. */
  contrast?: number;
  /** 0 = grey, 1 = as is, >1 = more colour. */
  saturation?: number;
  /** Shadows pushed towards one colour and highlights towards another (0..1 strength each). */
  shadowTint?: [string, number];
  highlightTint?: [string, number];
  /** Black and white. */
  mono?: boolean;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The W3C soft-light of backdrop `b` under source `s` (0..1 each). */
function softLight(b: number, s: number): number {
  if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
  const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
  return b + (2 * s - 1) * (d - b);
}

/**
 * One channel of the grade after saturation, as a function of its value (0..1): contrast as the CSS filter defines
 * it, the channel's gamma and gain, a screen by the lift, the shadow tint as a soft-light wash and the highlight tint
 * as a screen wash, each mixed in by its strength.
 */
function gradeChannel(g: Grade, c: number, x: number): number {
  let v = x;
  if (g.contrast) v = clamp01((v - 0.5) * (1 + g.contrast) + 0.5);
  v = clamp01(Math.pow(v, 1 / (g.gamma?.[c] ?? 1)) * (g.gain?.[c] ?? 1));
  const lift = Math.max(0, g.lift?.[c] ?? 0);
  v = 1 - (1 - v) * (1 - lift);
  if (g.shadowTint && g.shadowTint[1] > 0) {
    const tint = rgbOf(g.shadowTint[0])[c] / 255;
    v += Math.min(1, g.shadowTint[1] * 1.5) * (softLight(v, tint) - v);
  }
  if (g.highlightTint && g.highlightTint[1] > 0) {
    const tint = rgbOf(g.highlightTint[0])[c] / 255;
    v += Math.min(1, g.highlightTint[1] * 0.6) * (1 - (1 - v) * (1 - tint) - v);
  }
  return clamp01(v);
}

interface GradeTables {
  /**
   * One table per channel (red, green, blue), each `span` entries long, each entry already shifted into its byte of a
   * little-endian RGBA word. A channel's value v is at `offset + v`: more saturation pushes a channel below 0 or above
   * 255, and the entries out there hold the grade of 0 and of 255, so the pass needs no clamp. Signed 32-bit words
   * throughout: V8 keeps them in integer registers, where unsigned words above 2³¹ become doubles and the pass runs
   * three to four times slower.
   */
  lut: Int32Array;
  offset: number;
  span: number;
  /** Saturation × 256 (256 = unchanged, 0 = grey). */
  saturation: number;
}

const tableCache = new Map<string, GradeTables>();
/** The alpha byte of a little-endian RGBA word, as a signed 32-bit number. */
const ALPHA = -16777216;

/** The grade at `amount` (0..1) as per-channel tables and one saturation, built once per distinct setting. */
function gradeTables(g: Grade, amount: number): GradeTables {
  const key = `${JSON.stringify(g)}|${amount.toFixed(3)}`;
  let tables = tableCache.get(key);
  if (tables) return tables;
  const full = g.mono ? 0 : (g.saturation ?? 1);
  const saturation = Math.round((1 + amount * (full - 1)) * 256);
  // How far past 0..255 a channel can be pushed: y + (c - y) * s for luma y and channel c, both in 0..255.
  const offset = saturation > 256 ? Math.ceil((255 * (saturation - 256)) / 256) + 1 : 0;
  const span = 256 + 2 * offset;
  const lut = new Int32Array(3 * span);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < 256; i++) {
      const x = i / 255;
      const v = x + amount * (gradeChannel(g, c, x) - x);
      lut[c * span + offset + i] = Math.round(clamp01(v) * 255) << (c * 8);
    }
    lut.fill(lut[c * span + offset], c * span, c * span + offset);
    lut.fill(lut[c * span + offset + 255], c * span + offset + 256, (c + 1) * span);
  }
  tables = { lut, offset, span, saturation };
  if (tableCache.size > 64) tableCache.clear();
  tableCache.set(key, tables);
  return tables;
}

/**
 * Applies a grade over the area, mixed with the original by `amount` (0..1), in one pass over the pixels: the
 * saturation (luma kept) in integers, then one table lookup per channel for everything else. The canvas's CSS filters
 * cost 8 to 12 ms a 720p frame in software here; this pass costs about a third of that, most of it reading and
 * writing the pixels.
 */
export function applyGrade(ctx: Ctx2D, f: EffectFrame, g: Grade, amount: number): void {
  if (amount <= 0) return;
  const { lut, offset, span, saturation: sat } = gradeTables(g, Math.min(1, amount));
  const green = span + offset;
  const blue = 2 * span + offset;
  // WebAssembly where the browser has it (about twice as fast); the same arithmetic in JavaScript otherwise.
  const area = pixelArea(f);
  if (!area || gradeInWasm(ctx, area, { lut, span, offset, sat })) return;
  pixels(ctx, f, (px) => {
    const p = new Int32Array(px.buffer, px.byteOffset, px.length >> 2);
    const n = p.length;
    if (sat === 256) {
      for (let i = 0; i < n; i++) {
        const v = p[i];
        p[i] = (v & ALPHA) | lut[offset + (v & 255)] | lut[green + ((v >> 8) & 255)] | lut[blue + ((v >> 16) & 255)];
      }
      return;
    }
    // Each channel moves away from the luma (more colour) or towards it (less); the tables hold the clamp.
    for (let i = 0; i < n; i++) {
      const v = p[i];
      const r = v & 255;
      const gg = (v >> 8) & 255;
      const b = (v >> 16) & 255;
      const y = (54 * r + 183 * gg + 19 * b) >> 8;
      p[i] = (v & ALPHA) | lut[offset + y + (((r - y) * sat) >> 8)] | lut[green + y + (((gg - y) * sat) >> 8)] | lut[blue + y + (((b - y) * sat) >> 8)];
    }
  });
}

/** A warm or coloured light leak drifting across one side (screen blend). */
function lightLeak(ctx: Ctx2D, f: EffectFrame, hex: string, strength: number, speed = 0.15): void {
  const { x, y, w, h } = f.area;
  const p = (Math.sin(f.local * speed * Math.PI * 2 + hash(f.seed, 1) * 6) + 1) / 2;
  glow(ctx, x + w * (0.05 + 0.25 * p), y + h * (0.2 + 0.3 * p), Math.max(w, h) * 0.55, hex, 0.55 * strength);
}

/** A bright diagonal streak sweeping across the area every `period` seconds. */
function sweep(ctx: Ctx2D, f: EffectFrame, hex: string, strength: number, period: number): void {
  const { x, y, w, h } = f.area;
  const p = (f.local % period) / period;
  const cx = x - w * 0.3 + p * w * 1.6;
  const band = w * 0.12;
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.translate(cx, y + h / 2);
  ctx.rotate(-0.5);
  const g = ctx.createLinearGradient(-band, 0, band, 0);
  const [r, gg, b] = rgbOf(hex);
  g.addColorStop(0, `rgba(${r},${gg},${b},0)`);
  g.addColorStop(0.5, `rgba(${r},${gg},${b},${0.75 * strength})`);
  g.addColorStop(1, `rgba(${r},${gg},${b},0)`);
  ctx.fillStyle = g;
  ctx.fillRect(-band, -h * 1.5, band * 2, h * 3);
  ctx.restore();
}

/** Soft drifting cloud shapes (Moon Glow). */
function clouds(ctx: Ctx2D, f: EffectFrame, strength: number): void {
  const { x, y, w, h } = f.area;
  for (let i = 0; i < 5; i++) {
    const cx = x + ((hash(f.seed, i, 7) + f.local * 0.02 * (1 + hash(f.seed, i, 8))) % 1.2) * w - w * 0.1;
    const cy = y + h * (0.1 + 0.35 * hash(f.seed, i, 9));
    glow(ctx, cx, cy, w * (0.15 + 0.1 * hash(f.seed, i, 10)), "#c8d4ff", 0.35 * strength);
  }
}

/** Local contrast: the picture minus a blurred copy of it, added back (an unsharp mask). */
function sharpen(ctx: Ctx2D, f: EffectFrame, strength: number): void {
  pixels(ctx, f, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    const k = strength * 1.2;
    for (let yy = 1; yy < h - 1; yy++) {
      for (let xx = 1; xx < w - 1; xx++) {
        const i = (yy * w + xx) * 4;
        for (let c = 0; c < 3; c++) {
          const around = src[i - 4 + c] + src[i + 4 + c] + src[i - w * 4 + c] + src[i + w * 4 + c];
          px[i + c] = src[i + c] + k * (src[i + c] - around / 4);
        }
      }
    }
  });
}

/** Speed lines at the sides (Fitness Pop's motion lines). */
function sideLines(ctx: Ctx2D, f: EffectFrame, strength: number): void {
  const { x, y, w, h } = f.area;
  ctx.strokeStyle = `rgba(255,255,255,${0.5 * strength})`;
  ctx.lineCap = "round";
  for (let i = 0; i < 10; i++) {
    const side = i % 2 === 0 ? 0 : 1;
    const yy = y + h * hash(f.seed, i, Math.floor(f.local * 8));
    const len = w * (0.08 + 0.1 * hash(f.seed, i, 3));
    ctx.lineWidth = Math.max(1, h * 0.006);
    ctx.beginPath();
    const x0 = side === 0 ? x + w * 0.02 : x + w * 0.98 - len;
    ctx.moveTo(x0, yy);
    ctx.lineTo(x0 + len, yy);
    ctx.stroke();
  }
}

/** Frosted edges: a pale border that fades inwards. */
function frost(ctx: Ctx2D, f: EffectFrame, strength: number): void {
  const { x, y, w, h } = f.area;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.hypot(w, h) / 2;
  const g = ctx.createRadialGradient(cx, cy, r * 0.55, cx, cy, r);
  g.addColorStop(0, "rgba(230,240,255,0)");
  g.addColorStop(1, `rgba(230,240,255,${0.7 * strength})`);
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
}

/** Falling green code glyphs (Cyberpunk's digital rain). */
function digitalRain(ctx: Ctx2D, f: EffectFrame, strength: number): void {
  const { x, y, w, h } = f.area;
  const cols = 28;
  const cell = w / cols;
  ctx.font = `${Math.max(6, Math.round(cell * 0.8))}px monospace`;
  ctx.textAlign = "center";
  for (let c = 0; c < cols; c++) {
    const speedC = 0.15 + 0.35 * hash(f.seed, c, 1);
    const head = ((hash(f.seed, c, 2) + f.local * speedC) % 1.3) * h;
    for (let k = 0; k < 8; k++) {
      const yy = y + head - k * cell;
      if (yy < y || yy > y + h) continue;
      const glyph = String.fromCharCode(0x30a0 + Math.floor(hash(f.seed, c * 31 + k, Math.floor(f.local * 6)) * 90));
      ctx.fillStyle = `rgba(80,255,200,${(0.55 - k * 0.06) * strength})`;
      ctx.fillText(glyph, x + (c + 0.5) * cell, yy);
    }
  }
}

interface LookSpec {
  grade: Grade;
  extra?: (ctx: Ctx2D, f: EffectFrame, amount: number) => void;
  /** The vignette's colour (black unless set). */
  vignetteColor?: string;
}

const looks: Record<string, LookSpec> = {
  "sunset-romance": {
    grade: { gain: [1.08, 0.95, 0.8], lift: [0.04, 0.01, 0], gamma: [1.05, 1, 0.95], saturation: 1.15, highlightTint: ["#ffb35c", 0.25], shadowTint: ["#5a1f3a", 0.2] },
    extra: (ctx, f, a) => lightLeak(ctx, f, "#ff9a4a", a * 0.6),
  },
  "coffee-vibes": { grade: { gain: [1.02, 0.93, 0.8], lift: [0.05, 0.03, 0.01], contrast: -0.05, saturation: 0.8, shadowTint: ["#3b2414", 0.25] } },
  "fitness-pop": { grade: { contrast: 0.3, saturation: 1.35, gamma: [1.05, 1.05, 1.05] }, extra: (ctx, f, a) => sideLines(ctx, f, a) },
  "foodie-focus": {
    grade: { saturation: 1.35, gain: [1.06, 1.02, 0.94], contrast: 0.1 },
    extra: (ctx, f, a) => sharpen(ctx, f, a),
  },
  "summer-haze": {
    grade: { lift: [0.12, 0.1, 0.1], gain: [1.05, 1.02, 0.98], contrast: -0.15, saturation: 0.85, highlightTint: ["#ffe2c4", 0.2] },
    extra: (ctx, f, a) => lightLeak(ctx, f, "#ff8fb0", a * 0.8, 0.2),
  },
  "morning-light": {
    grade: { gain: [1.06, 1.02, 0.95], gamma: [1.08, 1.05, 1], highlightTint: ["#ffe6b0", 0.2] },
    extra: (ctx, f, a) => sweep(ctx, f, "#fff1c9", a * 0.7, 6),
  },
  "moon-glow": {
    grade: { gain: [0.85, 0.95, 1.12], lift: [0.02, 0.03, 0.08], saturation: 0.7, shadowTint: ["#14213d", 0.35] },
    extra: (ctx, f, a) => clouds(ctx, f, a),
    vignetteColor: "#050a1a",
  },
  "luxury-shine": { grade: { contrast: 0.12, gain: [1.05, 1.0, 0.9], saturation: 1.05 }, extra: (ctx, f, a) => sweep(ctx, f, "#fff6d8", a, 2.5) },
  "platinum-frost": { grade: { saturation: 0.35, gain: [0.95, 1.0, 1.08], lift: [0.04, 0.05, 0.08], contrast: 0.1 }, extra: (ctx, f, a) => frost(ctx, f, a) },
  "velvet-luxe": {
    grade: { gamma: [0.85, 0.8, 0.88], contrast: 0.18, saturation: 1.1, shadowTint: ["#3d0a2a", 0.45], highlightTint: ["#ffe9f2", 0.1] },
    vignetteColor: "#1a0010",
  },
  "film-noir": { grade: { mono: true, contrast: 0.45, gamma: [0.95, 0.95, 0.95] } },
  cyberpunk: {
    grade: { contrast: 0.2, saturation: 1.3, shadowTint: ["#00a0a8", 0.45], highlightTint: ["#ff2fa8", 0.35] },
    extra: (ctx, f, a) => digitalRain(ctx, f, a),
  },
};

function lookRenderer(spec: LookSpec): EffectRenderer {
  return (ctx, f) => {
    const amount = num(f, "amount", 1);
    applyGrade(ctx, f, spec.grade, amount);
    within(ctx, f, () => {
      spec.extra?.(ctx, f, amount);
      vignette(ctx, f, num(f, "vignette", 0) * amount, spec.vignetteColor);
      grain(ctx, f, num(f, "grain", 0) * amount);
    });
  };
}

export const gradeRenderers: Record<string, EffectRenderer> = Object.fromEntries(Object.entries(looks).map(([id, spec]) => [id, lookRenderer(spec)]));
