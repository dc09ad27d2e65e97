/**
 * Camera effects: zooms, shakes and lens remaps of the frame below, drawn from a snapshot of it. Shakes and bursts
 * are seeded functions of time; the remaps (fisheye, ripples) are per-pixel passes.
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { applyGrade } from "./grades";
import { glow, hash, makeCanvas, num, pixels, snapshot, unit, within } from "./kit";
import { drawShape } from "./particles";

/** Redraws the snapshot scaled by `zoom` about (cx, cy) and moved by (dx, dy), turned by `turn` radians. */
export function zoomFrame(ctx: Ctx2D, f: EffectFrame, zoom: number, dx = 0, dy = 0, turn = 0, cx?: number, cy?: number): void {
  const below = snapshot(ctx, f);
  const x = cx ?? f.area.x + f.area.w / 2;
  const y = cy ?? f.area.y + f.area.h / 2;
  within(ctx, f, () => {
    ctx.translate(x + dx, y + dy);
    ctx.rotate(turn);
    ctx.scale(zoom, zoom);
    ctx.translate(-x, -y);
    ctx.drawImage(below as CanvasImageSource, 0, 0);
  });
}

/** A seeded shake offset of up to `reach` pixels (smooth: two sines with seeded frequencies). */
export function shake(f: EffectFrame, reach: number, k = 0): { dx: number; dy: number } {
  const a = 13 + 9 * hash(f.seed, k, 1);
  const b = 17 + 7 * hash(f.seed, k, 2);
  return { dx: reach * Math.sin(f.local * a + hash(f.seed, k, 3) * 6), dy: reach * Math.cos(f.local * b + hash(f.seed, k, 4) * 6) };
}

/** Every 2 s a blast: a flash, a burst of fire and a shake that die away over 1.6 s, with a warm fiery tint. */
function explosion(ctx: Ctx2D, f: EffectFrame): void {
  const period = 2 / num(f, "speed", 1);
  const age = f.local % period;
  const amount = num(f, "amount", 1);
  const decay = Math.max(0, 1 - age / 1.6);
  applyGrade(ctx, f, { gain: [1.08, 0.98, 0.85], contrast: 0.1 }, amount * (0.4 + 0.6 * decay));
  const { dx, dy } = shake(f, unit(f) * 0.03 * decay * amount);
  zoomFrame(ctx, f, 1 + 0.06 * decay * amount, dx, dy);
  within(ctx, f, () => {
    const cx = f.area.x + f.area.w * (0.3 + 0.4 * hash(f.seed, Math.floor(f.local / period), 5));
    const cy = f.area.y + f.area.h * 0.6;
    glow(ctx, cx, cy, unit(f) * (0.2 + 0.8 * Math.min(1, age * 2)), "#ffb347", amount * decay, "lighter");
    glow(ctx, cx, cy, unit(f) * 0.3 * decay, "#ffffff", amount * decay * decay, "lighter");
    for (let i = 0; i < 40; i++) {
      const dir = hash(f.seed, i, 7) * Math.PI * 2;
      const dist = age * unit(f) * (0.3 + 0.5 * hash(f.seed, i, 8));
      drawShape(ctx, "flame", cx + Math.cos(dir) * dist, cy + Math.sin(dir) * dist, unit(f) * 0.06, 0, i % 2 ? "#ff6a1c" : "#ffd24a", amount * decay);
    }
  });
}

/** Comic speed lines from the edges towards the centre, redrawn 12 times a second. */
function speedLines(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const tick = Math.floor(f.local * 12 * num(f, "speed", 1));
  within(ctx, f, () => {
    const cx = f.area.x + f.area.w / 2;
    const cy = f.area.y + f.area.h / 2;
    const far = Math.hypot(f.area.w, f.area.h) * 0.6;
    ctx.fillStyle = `rgba(255,255,255,${0.8 * amount})`;
    for (let i = 0; i < 70; i++) {
      const a = hash(f.seed, i, tick) * Math.PI * 2;
      const near = far * (0.45 + 0.3 * hash(f.seed, i, tick + 999));
      const width = 0.006 + 0.012 * hash(f.seed, i, tick + 77);
      ctx.beginPath();
      ctx.moveTo(cx + Math.cos(a) * near, cy + Math.sin(a) * near);
      ctx.lineTo(cx + Math.cos(a - width) * far, cy + Math.sin(a - width) * far);
      ctx.lineTo(cx + Math.cos(a + width) * far, cy + Math.sin(a + width) * far);
      ctx.closePath();
      ctx.fill();
    }
  });
}

/** RGB split and displaced slices in short bursts (a fifth of a second every 1.2 s). */
export function glitch(ctx: Ctx2D, f: EffectFrame, strength: number, tick: number): void {
  if (strength <= 0) return;
  const shift = Math.round(f.width * 0.012 * strength);
  pixels(ctx, f, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    const bands = 7;
    for (let b = 0; b < bands; b++) {
      const y0 = Math.floor(h * hash(f.seed, b, tick));
      const bh = Math.max(1, Math.floor(h * 0.04 * (0.3 + hash(f.seed, b, tick + 5))));
      const dx = Math.round((hash(f.seed, b, tick + 9) - 0.5) * f.width * 0.08 * strength);
      for (let y = y0; y < Math.min(h, y0 + bh); y++) {
        for (let x = 0; x < w; x++) {
          const sx = Math.min(w - 1, Math.max(0, x - dx));
          const i = (y * w + x) * 4;
          const j = (y * w + sx) * 4;
          src[i] = px[j];
          src[i + 1] = px[j + 1];
          src[i + 2] = px[j + 2];
        }
      }
    }
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const r = (y * w + Math.min(w - 1, x + shift)) * 4;
        const bl = (y * w + Math.max(0, x - shift)) * 4;
        px[i] = src[r];
        px[i + 1] = src[i + 1];
        px[i + 2] = src[bl + 2];
      }
    }
  });
}

function glitchHit(ctx: Ctx2D, f: EffectFrame): void {
  const period = 1.2 / num(f, "speed", 1);
  const age = f.local % period;
  const burst = age < 0.2 ? 1 : 0.15;
  glitch(ctx, f, num(f, "amount", 1) * burst, Math.floor(f.local * 15));
}

/**
 * Bullet time: the frame at the start of each 2.5 s cycle is held, and the camera orbits it. A jump in time (a seek)
 * holds the frame it lands on.
 */
const held = new Map<number, { cycle: number; local: number; canvas: OffscreenCanvas | HTMLCanvasElement }>();

function bulletTime(ctx: Ctx2D, f: EffectFrame): void {
  const period = 2.5 / num(f, "speed", 1);
  const cycle = Math.floor(f.local / period);
  const p = (f.local % period) / period;
  const amount = num(f, "amount", 1);
  let hold = held.get(f.seed);
  const step = hold ? f.local - hold.local : -1;
  if (!hold || hold.cycle !== cycle || step <= 0 || step > 0.2 || hold.canvas.width !== f.width || hold.canvas.height !== f.height) {
    const canvas = hold && hold.canvas.width === f.width && hold.canvas.height === f.height ? hold.canvas : makeCanvas(f.width, f.height);
    const copy = canvas.getContext("2d") as Ctx2D;
    copy.clearRect(0, 0, f.width, f.height);
    copy.drawImage(ctx.canvas as CanvasImageSource, 0, 0);
    hold = { cycle, local: f.local, canvas };
    held.set(f.seed, hold);
    if (held.size > 8) held.delete(held.keys().next().value!);
  }
  hold.local = f.local;
  const angle = Math.sin(p * Math.PI * 2) * 0.06 * amount;
  const squeeze = 1 - 0.08 * Math.abs(Math.sin(p * Math.PI)) * amount;
  within(ctx, f, () => {
    const cx = f.area.x + f.area.w / 2;
    const cy = f.area.y + f.area.h / 2;
    ctx.translate(cx + Math.sin(p * Math.PI * 2) * f.area.w * 0.04 * amount, cy);
    ctx.rotate(angle);
    ctx.scale((1.12 + 0.04 * amount) * squeeze, 1.12 + 0.04 * amount);
    ctx.translate(-cx, -cy);
    ctx.drawImage(hold!.canvas as CanvasImageSource, 0, 0);
  });
  applyGrade(ctx, f, { saturation: 0.55, contrast: 0.15, gain: [0.95, 1, 1.08] }, amount);
}

/** A fisheye lens inside a circle, with a purple haze around it. */
function crystalBall(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const wobble = 0.02 * Math.sin(f.local * num(f, "speed", 1) * 2);
  pixels(ctx, f, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    const cx = w / 2;
    const cy = h / 2;
    const R = Math.min(w, h) * (0.45 + wobble);
    const k = 0.9 * amount;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const dx = x - cx;
        const dy = y - cy;
        const d = Math.hypot(dx, dy);
        const i = (y * w + x) * 4;
        if (d >= R) {
          px[i] = src[i] * 0.55 + 60 * amount;
          px[i + 1] = src[i + 1] * 0.45 + 20 * amount;
          px[i + 2] = src[i + 2] * 0.55 + 90 * amount;
          continue;
        }
        const r = d / R;
        const bent = Math.pow(r, 1 + k) / Math.max(1e-6, r);
        const sx = Math.min(w - 1, Math.max(0, Math.round(cx + dx * bent)));
        const sy = Math.min(h - 1, Math.max(0, Math.round(cy + dy * bent)));
        const j = (sy * w + sx) * 4;
        px[i] = src[j];
        px[i + 1] = src[j + 1];
        px[i + 2] = src[j + 2];
      }
    }
  });
  within(ctx, f, () => glow(ctx, f.area.x + f.area.w * 0.4, f.area.y + f.area.h * 0.35, unit(f) * 0.25, "#ffffff", 0.35 * amount));
}

/** Colour fringes (the channels drawn apart) and rainbow bands that drift across. */
function crystalPrism(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const a = f.local * num(f, "speed", 1);
  const shift = f.width * 0.01 * amount;
  const sx = Math.round(Math.cos(a) * shift);
  const sy = Math.round(Math.sin(a) * shift);
  pixels(ctx, f, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    for (let y = 0; y < h; y++) {
      const ry = Math.min(h - 1, Math.max(0, y + sy));
      const by = Math.min(h - 1, Math.max(0, y - sy));
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        px[i] = src[(ry * w + Math.min(w - 1, Math.max(0, x + sx))) * 4];
        px[i + 2] = src[(by * w + Math.min(w - 1, Math.max(0, x - sx))) * 4 + 2];
      }
    }
  });
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    const g = ctx.createLinearGradient(x, y, x + w, y + h);
    const off = (a * 0.1) % 1;
    const hues = ["#ff0000", "#ffa500", "#ffff00", "#00ff00", "#00bfff", "#8a2be2"];
    hues.forEach((c, i) => g.addColorStop((i / hues.length + off) % 1, c));
    ctx.globalCompositeOperation = "soft-light";
    ctx.globalAlpha = 0.5 * amount;
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, h);
  });
}

/** Ripples spreading from the centre that bend the picture. */
function timeWarp(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const phase = f.local * 6 * num(f, "speed", 1);
  pixels(ctx, f, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    const cx = w / 2;
    const cy = h / 2;
    const k = (Math.PI * 2 * 6) / Math.min(w, h);
    const A = Math.min(w, h) * 0.02 * amount;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const dx = x - cx;
        const dy = y - cy;
        const d = Math.hypot(dx, dy) || 1;
        const off = A * Math.sin(d * k - phase);
        const sx = Math.min(w - 1, Math.max(0, Math.round(x + (dx / d) * off)));
        const sy = Math.min(h - 1, Math.max(0, Math.round(y + (dy / d) * off)));
        const i = (y * w + x) * 4;
        const j = (sy * w + sx) * 4;
        px[i] = src[j];
        px[i + 1] = src[j + 1];
        px[i + 2] = src[j + 2];
      }
    }
  });
  applyGrade(ctx, f, { gain: [0.95, 1.0, 1.1], saturation: 0.85 }, amount * 0.6);
}

export const cameraRenderers: Record<string, EffectRenderer> = {
  "explosion-burst": explosion,
  "speed-lines": speedLines,
  "glitch-hit": glitchHit,
  "bullet-time": bulletTime,
  "crystal-ball": crystalBall,
  "crystal-prism": crystalPrism,
  "time-warp": timeWarp,
};
