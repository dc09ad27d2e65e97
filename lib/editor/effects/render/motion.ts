/**
 * Effects that follow movement. The motion mask comes from frame differences: the frame below, shrunk to 96 pixels
 * across and turned to luma, against the previous frame of the same effect item. Trails and after-images keep a
 * little state per item (the previous frames); a jump in time (a seek) starts it afresh, so the export, which draws
 * frame after frame, and the preview playing from the same point draw the same trail.
 */
import type { Ctx2D, EffectFrame, EffectMask, EffectRenderer } from "../types";

import { extentOf, glow, hash, luma, makeCanvas, maskCanvas, num, paint, scratch, setExtent, snapshot, unit, within } from "./kit";
import { drawShape } from "./particles";

export const MOTION_W = 96;

interface History {
  local: number;
  luma: Float32Array | null;
  trail: Float32Array | null;
  echoes: (OffscreenCanvas | HTMLCanvasElement)[];
  size: string;
}

const histories = new Map<string, History>();

/** The luma of a picture at MOTION_W × proportional height. */
function smallLuma(source: CanvasImageSource, f: EffectFrame, w: number, h: number): Float32Array {
  const s = scratch("motion-small", w, h);
  s.ctx.drawImage(source, f.area.x, f.area.y, f.area.w, f.area.h, 0, 0, w, h);
  const d = s.ctx.getImageData(0, 0, w, h).data;
  const out = new Float32Array(w * h);
  for (let p = 0, i = 0; p < out.length; p++, i += 4) out[p] = luma(d[i], d[i + 1], d[i + 2]);
  return out;
}

/**
 * The share of each cell that moved between two luma frames: |a - b| past a threshold (0..255 scale, lower =
 * more sensitive), softened over the cell's neighbours. Pure; the unit tests use it on a moving square.
 */
export function motionMask(prev: Float32Array, cur: Float32Array, w: number, h: number, threshold: number): EffectMask {
  const raw = new Float32Array(w * h);
  for (let p = 0; p < raw.length; p++) {
    const d = Math.abs(cur[p] - prev[p]);
    raw[p] = d <= threshold ? 0 : Math.min(1, (d - threshold) / Math.max(1, threshold));
  }
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          m = Math.max(m, raw[yy * w + xx]);
        }
      }
      data[y * w + x] = m;
    }
  }
  return { width: w, height: h, data };
}

/** The item's history, reset when the time did not move one frame forward (a seek, a restart, a new size). */
function historyOf(f: EffectFrame, key: string): History {
  const size = `${f.width}x${f.height}`;
  let h = histories.get(key);
  const step = h ? f.local - h.local : -1;
  if (!h || h.size !== size || step <= 0 || step > 0.2) {
    h = { local: f.local, luma: null, trail: null, echoes: [], size };
    histories.set(key, h);
    if (histories.size > 16) histories.delete(histories.keys().next().value!);
  }
  return h;
}

/** This frame's motion mask for the item (and its history): empty on the first frame after a seek. */
function motionOf(ctx: Ctx2D, f: EffectFrame, h: History): EffectMask {
  const w = MOTION_W;
  const mh = Math.max(1, Math.round((MOTION_W * f.area.h) / Math.max(1, f.area.w)));
  const cur = smallLuma(ctx.canvas as CanvasImageSource, f, w, mh);
  const threshold = 6 + (1 - num(f, "threshold", 0.5)) * 40;
  const mask = f.motion ?? (h.luma && h.luma.length === cur.length ? motionMask(h.luma, cur, w, mh, threshold) : { width: w, height: mh, data: new Float32Array(w * mh) });
  h.luma = cur;
  h.local = f.local;
  return mask;
}

/** The trail: this frame's motion added to the last frames', each older one fainter. */
function trailOf(mask: EffectMask, h: History, length: number): EffectMask {
  const keep = 0.55 + 0.4 * length;
  const trail = h.trail && h.trail.length === mask.data.length ? h.trail : new Float32Array(mask.data.length);
  for (let p = 0; p < trail.length; p++) trail[p] = Math.max(mask.data[p], trail[p] * keep);
  h.trail = trail;
  return { width: mask.width, height: mask.height, data: trail };
}

/** Particles of a trail: drawn at the trail's strongest cells (seeded, so the same cells give the same sparks). */
function sparksOnTrail(ctx: Ctx2D, f: EffectFrame, trail: EffectMask, shape: "flame" | "sparkle", colors: string[], size: number): void {
  const amount = num(f, "amount", 1);
  const kx = f.area.w / trail.width;
  const ky = f.area.h / trail.height;
  const tick = Math.floor(f.local * 20);
  for (let p = 0; p < trail.data.length; p++) {
    const v = trail.data[p];
    if (v < 0.25 || hash(f.seed, p, tick) > 0.35) continue;
    const x = f.area.x + ((p % trail.width) + hash(f.seed, p, tick + 1)) * kx;
    const y = f.area.y + (Math.floor(p / trail.width) + hash(f.seed, p, tick + 2)) * ky - (shape === "flame" ? (1 - v) * unit(f) * 0.05 : 0);
    drawShape(ctx, shape, x, y, unit(f) * size * (0.5 + v), hash(f.seed, p, 3) * 6, colors[p % colors.length], amount * v * 0.7);
  }
}

/** A trail mask tinted with a colour (or a rainbow), drawn with "lighter". */
function tintTrail(ctx: Ctx2D, f: EffectFrame, trail: EffectMask, fill: (c: Ctx2D) => void, alpha: number): void {
  const m = maskCanvas(trail, f, "trail-mask", unit(f) * 0.01);
  const tint = scratch("trail-tint", f.width, f.height);
  const r = extentOf(m);
  setExtent(tint.canvas, r);
  paint(tint.ctx, m);
  tint.ctx.globalCompositeOperation = "source-in";
  tint.ctx.save();
  tint.ctx.beginPath();
  tint.ctx.rect(r.x, r.y, r.w, r.h);
  tint.ctx.clip();
  fill(tint.ctx);
  tint.ctx.restore();
  ctx.globalCompositeOperation = "lighter";
  ctx.globalAlpha = alpha;
  paint(ctx, tint.canvas);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = "source-over";
}

const key = (f: EffectFrame, id: string) => `${id}:${f.seed}`;

function fireTrail(ctx: Ctx2D, f: EffectFrame): void {
  const h = historyOf(f, key(f, "fire"));
  const trail = trailOf(motionOf(ctx, f, h), h, num(f, "length", 0.6));
  within(ctx, f, () => {
    tintTrail(ctx, f, trail, (c) => {
      const g = c.createLinearGradient(0, f.area.y, 0, f.area.y + f.area.h);
      g.addColorStop(0, "#ffdf6b");
      g.addColorStop(1, "#ff3b0f");
      c.fillStyle = g;
      c.fillRect(0, 0, f.width, f.height);
    }, 0.8 * num(f, "amount", 1));
    sparksOnTrail(ctx, f, trail, "flame", ["#ff7b1c", "#ffd23f", "#ff4510"], 0.03);
  });
}

function rainbowTrail(ctx: Ctx2D, f: EffectFrame): void {
  const h = historyOf(f, key(f, "rainbow"));
  const trail = trailOf(motionOf(ctx, f, h), h, num(f, "length", 0.6));
  within(ctx, f, () =>
    tintTrail(ctx, f, trail, (c) => {
      const g = c.createLinearGradient(f.area.x, 0, f.area.x + f.area.w, 0);
      const shift = (f.local * 0.3) % 1;
      ["#ff0000", "#ff9900", "#ffee00", "#33dd33", "#3399ff", "#9933ff"].forEach((col, i) => g.addColorStop((i / 6 + shift) % 1, col));
      c.fillStyle = g;
      c.fillRect(0, 0, f.width, f.height);
    }, 0.85 * num(f, "amount", 1)),
  );
}

function fairyDust(ctx: Ctx2D, f: EffectFrame): void {
  const h = historyOf(f, key(f, "fairy"));
  const trail = trailOf(motionOf(ctx, f, h), h, num(f, "length", 0.6));
  within(ctx, f, () => {
    sparksOnTrail(ctx, f, trail, "sparkle", ["#fff6b0", "#ffffff", "#ffd1f4"], 0.025);
    for (let i = 0; i < 12; i++) {
      const x = f.area.x + f.area.w * hash(f.seed, i, 1);
      const y = f.area.y + f.area.h * ((hash(f.seed, i, 2) + f.local * 0.05) % 1);
      glow(ctx, x, y, unit(f) * 0.02, "#fff6b0", 0.5 * num(f, "amount", 1) * Math.abs(Math.sin(f.local * 3 + i)));
    }
  });
}

/** After-images: copies of the last frames, each fainter, under the current one; or a motion blur (Slow Motion). */
function echoes(ctx: Ctx2D, f: EffectFrame, id: string, count: number, tint: string | null, blend: boolean): void {
  const h = historyOf(f, key(f, id));
  h.local = f.local;
  const amount = num(f, "amount", 1);
  const current = snapshot(ctx, f, `${id}-current`);
  const frames = Math.max(1, Math.round(count * num(f, "length", 0.6)));
  within(ctx, f, () => {
    h.echoes.forEach((old, i) => {
      const age = h.echoes.length - i;
      ctx.globalAlpha = (blend ? 0.6 : 0.45) * amount * (1 - age / (frames + 1));
      if (tint) ctx.globalCompositeOperation = "screen";
      ctx.drawImage(old as CanvasImageSource, 0, 0);
      ctx.globalCompositeOperation = "source-over";
    });
    if (!blend && h.echoes.length) {
      ctx.globalAlpha = 0.6;
      ctx.drawImage(current as CanvasImageSource, 0, 0);
    }
    if (tint && h.echoes.length) {
      ctx.globalAlpha = 0.15 * amount;
      ctx.fillStyle = tint;
      ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
    }
  });
  // Keep a copy of this frame (every other frame, so the echoes reach further back).
  if (Math.round(f.local * 30) % 2 === 0) {
    const slot = h.echoes.length >= frames ? h.echoes.shift()! : null;
    const copy = slot && slot.width === f.width && slot.height === f.height ? slot : null;
    const target = copy ?? makeCanvas(f.width, f.height);
    const tctx = target.getContext("2d") as Ctx2D;
    tctx.clearRect(0, 0, f.width, f.height);
    tctx.drawImage(current as CanvasImageSource, 0, 0);
    h.echoes.push(target);
  }
}

export const motionRenderers: Record<string, EffectRenderer> = {
  "fire-trail": fireTrail,
  "rainbow-trail": rainbowTrail,
  "fairy-dust": fairyDust,
  "ghost-echo": (ctx, f) => echoes(ctx, f, "ghost", 6, "#9fb8ff", false),
  "slow-motion": (ctx, f) => echoes(ctx, f, "slow", 6, null, true),
};
