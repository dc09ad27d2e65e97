/**
 * Effects on the beat: they read the beat and onset times detected from the timeline's audio (../beats.ts). A
 * timeline without sound has no beats; these effects then keep a steady 120 BPM grid from the effect's start.
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { zoomFrame } from "./camera";
import { applyGrade } from "./grades";
import { beatEnvelope, beatIndex, colour, glow, hash, heartPath, lastBeat, num, rgba, unit, within } from "./kit";
import { drawShape } from "./particles";

const GRID = 0.5;

/** The beats this effect follows: the detected ones, or a 120 BPM grid from the effect's start. */
export function beatsOf(f: EffectFrame): readonly number[] {
  if (f.beats.length > 0) return f.beats;
  const start = f.t - f.local;
  const n = Math.ceil(f.duration / GRID) + 1;
  return Array.from({ length: n }, (_, i) => start + i * GRID);
}

function impactZoom(ctx: Ctx2D, f: EffectFrame): void {
  const env = beatEnvelope(beatsOf(f), f.t, num(f, "decay", 0.25));
  if (env > 0) zoomFrame(ctx, f, 1 + 0.18 * num(f, "amount", 1) * env);
}

function beatPulse(ctx: Ctx2D, f: EffectFrame): void {
  const env = beatEnvelope(beatsOf(f), f.t, num(f, "decay", 0.25));
  const amount = num(f, "amount", 1);
  if (env <= 0) return;
  zoomFrame(ctx, f, 1 + 0.05 * amount * env);
  within(ctx, f, () => {
    ctx.globalCompositeOperation = "lighter";
    ctx.fillStyle = `rgba(255,255,255,${0.12 * amount * env})`;
    ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
  });
}

function strobe(ctx: Ctx2D, f: EffectFrame): void {
  const beats = beatsOf(f);
  const last = lastBeat(beats, f.t);
  if (last === null) return;
  const on = f.t - last < Math.max(0.04, num(f, "decay", 0.25) * 0.35);
  // Between flashes the club is dim.
  within(ctx, f, () => {
    ctx.fillStyle = on ? `rgba(255,255,255,${0.85 * num(f, "amount", 1)})` : `rgba(0,0,10,${0.3 * num(f, "amount", 1)})`;
    ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
  });
}

/** A waveform along the bottom whose height follows the beat. */
function rhythmWave(ctx: Ctx2D, f: EffectFrame): void {
  const env = beatEnvelope(beatsOf(f), f.t, num(f, "decay", 0.25) * 2);
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#3ee0ff");
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    const base = y + h * 0.88;
    const amp = h * (0.02 + 0.08 * env) * amount;
    ctx.strokeStyle = rgba(c, 0.9 * amount);
    ctx.lineWidth = Math.max(2, unit(f) * 0.008);
    ctx.shadowColor = c;
    ctx.shadowBlur = unit(f) * 0.02;
    for (const k of [1, 0.6]) {
      ctx.beginPath();
      for (let i = 0; i <= 64; i++) {
        const px = x + (i / 64) * w;
        const py = base + Math.sin(i * 0.45 + f.local * 6 * k) * amp * k * (0.6 + 0.4 * Math.sin(i * 0.13 + f.local));
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
    }
  });
}

/** Jump-cuts: each beat cuts to a closer or wider framing, with a colour pop. */
function hipHopCut(ctx: Ctx2D, f: EffectFrame): void {
  const beats = beatsOf(f);
  const i = beatIndex(beats, f.t);
  if (i < 0) return;
  const amount = num(f, "amount", 1);
  const framing = [1, 1.18, 1.08, 1.28][i % 4];
  const dx = (hash(f.seed, i, 1) - 0.5) * f.area.w * 0.08 * (framing - 1) * 4;
  zoomFrame(ctx, f, 1 + (framing - 1) * amount, dx, 0);
  const env = beatEnvelope(beats, f.t, num(f, "decay", 0.25));
  const pops = ["#ff2fa8", "#ffe53b", "#2ff3ff", "#7cff4f"];
  applyGrade(ctx, f, { saturation: 1.4, contrast: 0.15 }, amount);
  if (env > 0)
    within(ctx, f, () => {
      ctx.globalCompositeOperation = "color";
      ctx.globalAlpha = 0.45 * env * amount;
      ctx.fillStyle = pops[i % pops.length];
      ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
    });
}

/** Confetti fired from both bottom corners on every fourth beat (the bar's downbeat), falling for 2.5 s. */
function partyConfetti(ctx: Ctx2D, f: EffectFrame): void {
  const beats = beatsOf(f);
  const amount = num(f, "amount", 1);
  const colors = ["#ff3b6b", "#ffd23b", "#3bd1ff", "#7cff6b", "#b36bff"];
  within(ctx, f, () => {
    for (let b = 0; b < beats.length; b += 4) {
      const age = f.t - beats[b];
      if (age < 0 || age > 2.5) continue;
      for (let i = 0; i < 40; i++) {
        const left = i % 2 === 0;
        const v = 0.9 + 0.6 * hash(f.seed, i, b);
        const a = (left ? -1 : 1) * (0.25 + 0.5 * hash(f.seed, i, b + 1)) + (left ? 0 : Math.PI);
        const vx = Math.cos(left ? -Math.PI / 2 + Math.abs(a) * 0.8 : -Math.PI / 2 - Math.abs(a - Math.PI) * 0.8) * v * 0.5;
        const vy = -v;
        const px = (left ? 0.02 : 0.98) + vx * age;
        const py = 1 + vy * age + 0.9 * age * age;
        drawShape(
          ctx,
          "confetti",
          f.area.x + px * f.area.w,
          f.area.y + py * f.area.h,
          unit(f) * 0.035,
          age * 8 + i,
          colors[i % colors.length],
          amount * Math.min(1, (2.5 - age) * 2),
        );
      }
    }
  });
}

/** Lipstick marks bloom on each beat at a seeded place and fade. */
function kissBloom(ctx: Ctx2D, f: EffectFrame): void {
  const beats = beatsOf(f);
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#e0115f");
  const i = beatIndex(beats, f.t);
  within(ctx, f, () => {
    for (let k = Math.max(0, i - 3); k <= i; k++) {
      const age = f.t - beats[k];
      const life = 1.2;
      if (age < 0 || age > life) continue;
      const grow = Math.min(1, age / 0.15);
      const x = f.area.x + f.area.w * (0.15 + 0.7 * hash(f.seed, k, 1));
      const y = f.area.y + f.area.h * (0.15 + 0.7 * hash(f.seed, k, 2));
      const s = unit(f) * 0.12 * grow;
      ctx.save();
      ctx.globalAlpha = amount * (1 - age / life);
      ctx.translate(x, y);
      ctx.rotate((hash(f.seed, k, 3) - 0.5) * 0.8);
      ctx.fillStyle = c;
      // Two lips: an upper bow and a lower curve.
      ctx.beginPath();
      ctx.moveTo(-s, 0);
      ctx.quadraticCurveTo(-s * 0.5, -s * 0.6, 0, -s * 0.2);
      ctx.quadraticCurveTo(s * 0.5, -s * 0.6, s, 0);
      ctx.quadraticCurveTo(0, -s * 0.05, -s, 0);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(-s, s * 0.05);
      ctx.quadraticCurveTo(0, s * 0.75, s, s * 0.05);
      ctx.quadraticCurveTo(0, s * 0.2, -s, s * 0.05);
      ctx.fill();
      ctx.restore();
      if (age < 0.3) {
        ctx.beginPath();
        heartPath(ctx, x, y - s, s * 0.4);
        glow(ctx, x, y, s * 1.5, c, amount * (0.3 - age));
      }
    }
  });
}

export const beatRenderers: Record<string, EffectRenderer> = {
  "impact-zoom": impactZoom,
  "beat-pulse": beatPulse,
  "strobe-flash": strobe,
  "rhythm-wave": rhythmWave,
  "hip-hop-cut": hipHopCut,
  "party-confetti": partyConfetti,
  "kiss-bloom": kissBloom,
};
