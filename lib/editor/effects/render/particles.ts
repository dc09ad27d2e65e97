/**
 * Particles and overlays: each particle's place, size, turn and colour are a pure function of (seed, index, time),
 * so a frame can be drawn alone (a seek, the export's frame n) and the preview and the export draw the same
 * particles. Positions are fractions of the area; sizes fractions of its short side.
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { colour, glow, hash, heartPath, num, rgba, starPath, unit, within } from "./kit";

type Shape = "heart" | "petal" | "confetti" | "coin" | "snow" | "firefly" | "glitter" | "sparkle" | "star" | "bokeh" | "gem" | "smoke" | "flame";
type Motion = "fall" | "rise" | "swirl" | "float" | "burst" | "twinkle";

interface Spec {
  shape: Shape;
  motion: Motion;
  /** Particles at density 1. */
  count: number;
  /** Size as a share of the short side at size 1 (each particle varies around it). */
  size: number;
  /** Share of the area crossed per second at speed 1. */
  speed: number;
  colors: string[];
  /** A colour parameter replaces the first colour. */
  colorParam?: boolean;
  alpha?: number;
  /** Particles only in part of the frame: [x0, x1, y0, y1] fractions. */
  region?: [number, number, number, number];
}

interface Particle {
  x: number;
  y: number;
  s: number;
  turn: number;
  alpha: number;
  color: string;
}

const TAU = Math.PI * 2;

/** Where particle i is at time t (fractions of the area, before the area's offset). */
export function particleAt(spec: Spec, f: EffectFrame, i: number, colors: string[]): Particle | null {
  const r = (k: number) => hash(f.seed, i, k);
  const sp = num(f, "speed", 1) * spec.speed * (0.6 + 0.8 * r(2));
  const t = f.local;
  const base = spec.size * num(f, "size", 1) * (0.55 + 0.9 * r(3));
  const color = colors[Math.floor(r(4) * colors.length) % colors.length];
  const turn = r(5) * TAU + t * (r(6) - 0.5) * 4;
  const [x0, x1, y0, y1] = spec.region ?? [0, 1, 0, 1];
  const place = (x: number, y: number) => ({ x: x0 + x * (x1 - x0), y: y0 + y * (y1 - y0) });
  let x: number;
  let y: number;
  let alpha = spec.alpha ?? 1;
  switch (spec.motion) {
    case "fall":
    case "rise": {
      const p = (r(1) + t * sp) % 1.2;
      y = spec.motion === "fall" ? p - 0.1 : 1.1 - p;
      x = r(0) + 0.04 * Math.sin(t * (1 + r(7) * 2) + r(8) * TAU);
      break;
    }
    case "swirl": {
      const p = (r(1) + t * sp) % 1.3;
      x = p - 0.15;
      y = r(0) + 0.12 * Math.sin(t * 1.7 + r(8) * TAU + p * 4);
      break;
    }
    case "float": {
      x = (r(0) + 0.03 * Math.sin(t * 0.6 * sp + r(8) * TAU) + 1) % 1;
      y = (r(1) + 0.03 * Math.cos(t * 0.5 * sp + r(7) * TAU) + 1) % 1;
      alpha *= 0.55 + 0.45 * Math.sin(t * 1.3 + r(9) * TAU);
      break;
    }
    case "burst": {
      const life = 1.6;
      const age = (t * sp * 0.8 + r(1) * life) % life;
      const dir = r(0) * TAU;
      const dist = age * (0.35 + 0.4 * r(7));
      x = 0.5 + Math.cos(dir) * dist;
      y = 0.5 + Math.sin(dir) * dist * 1.4 + age * age * 0.12;
      alpha *= 1 - age / life;
      break;
    }
    case "twinkle": {
      x = r(0);
      y = r(1);
      const phase = (t * sp * 1.5 + r(9)) % 1;
      alpha *= Math.max(0, Math.sin(phase * Math.PI));
      break;
    }
  }
  if (alpha <= 0.01) return null;
  const at = place(x, y);
  return { x: at.x, y: at.y, s: base, turn, alpha, color };
}

export function drawShape(ctx: Ctx2D, shape: Shape, x: number, y: number, s: number, turn: number, color: string, alpha: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(turn);
  ctx.globalAlpha = alpha;
  ctx.fillStyle = color;
  ctx.beginPath();
  switch (shape) {
    case "heart":
      heartPath(ctx, 0, 0, s);
      ctx.fill();
      break;
    case "petal":
      ctx.ellipse(0, 0, s * 0.5, s * 0.28, 0, 0, TAU);
      ctx.fill();
      ctx.fillStyle = "rgba(0,0,0,0.15)";
      ctx.beginPath();
      ctx.ellipse(s * 0.1, 0, s * 0.3, s * 0.1, 0, 0, TAU);
      ctx.fill();
      break;
    case "confetti":
      ctx.fillRect(-s * 0.35, -s * 0.15, s * 0.7, s * 0.3);
      break;
    case "coin":
      ctx.ellipse(0, 0, s * 0.5 * Math.abs(Math.cos(turn)) + s * 0.08, s * 0.5, 0, 0, TAU);
      ctx.fill();
      ctx.strokeStyle = "rgba(150,100,0,0.9)";
      ctx.lineWidth = Math.max(1, s * 0.08);
      ctx.stroke();
      break;
    case "snow":
      ctx.fillStyle = rgba("#ffffff", 0.9);
      ctx.arc(0, 0, s * 0.3, 0, TAU);
      ctx.fill();
      break;
    case "gem":
      ctx.moveTo(0, -s * 0.5);
      ctx.lineTo(s * 0.4, 0);
      ctx.lineTo(0, s * 0.5);
      ctx.lineTo(-s * 0.4, 0);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = "rgba(255,255,255,0.55)";
      ctx.beginPath();
      ctx.moveTo(0, -s * 0.5);
      ctx.lineTo(s * 0.15, 0);
      ctx.lineTo(-s * 0.15, 0);
      ctx.closePath();
      ctx.fill();
      break;
    case "glitter":
    case "sparkle":
      starPath(ctx, 0, 0, s * 0.5, s * 0.1, 4);
      ctx.fill();
      break;
    case "star":
      starPath(ctx, 0, 0, s * 0.5, s * 0.22, 5);
      ctx.fill();
      break;
    case "firefly":
    case "bokeh":
    case "smoke":
    case "flame":
      break;
  }
  ctx.restore();
  if (shape === "firefly") glow(ctx, x, y, s, color, alpha);
  else if (shape === "bokeh") {
    ctx.globalCompositeOperation = "screen";
    ctx.fillStyle = rgba(color, 0.35 * alpha);
    ctx.beginPath();
    ctx.arc(x, y, s * 0.5, 0, TAU);
    ctx.fill();
    ctx.globalCompositeOperation = "source-over";
  } else if (shape === "smoke") glow(ctx, x, y, s, color, 0.5 * alpha, "source-over");
  else if (shape === "flame") glow(ctx, x, y, s, color, alpha, "lighter");
}

function drawParticles(ctx: Ctx2D, f: EffectFrame, spec: Spec): void {
  const colors = spec.colorParam ? [colour(f, "color", spec.colors[0]), ...spec.colors.slice(1)] : spec.colors;
  const count = Math.round(spec.count * num(f, "density", 1));
  const amount = num(f, "amount", 1);
  const u = unit(f);
  for (let i = 0; i < count; i++) {
    const p = particleAt(spec, f, i, colors);
    if (!p) continue;
    drawShape(ctx, spec.shape, f.area.x + p.x * f.area.w, f.area.y + p.y * f.area.h, p.s * u, p.turn, p.color, p.alpha * amount);
  }
}

const specs: Record<string, Spec> = {
  "hearts-rain": { shape: "heart", motion: "fall", count: 34, size: 0.07, speed: 0.12, colors: ["#ff6fb1", "#ff8fc4", "#ff4f9a"], colorParam: true, alpha: 0.9 },
  "rose-petals": { shape: "petal", motion: "swirl", count: 30, size: 0.06, speed: 0.14, colors: ["#d81b3c", "#b3132e", "#ff4d6a"], colorParam: true },
  "city-lights": { shape: "bokeh", motion: "float", count: 26, size: 0.12, speed: 1, colors: ["#ffd27a", "#ff9f5a", "#8fd3ff", "#ffffff"] },
  "enchanted-forest": { shape: "firefly", motion: "float", count: 30, size: 0.05, speed: 1.4, colors: ["#d9ff7a", "#9dff9a"] },
  "unicorn-dream": { shape: "star", motion: "rise", count: 26, size: 0.045, speed: 0.06, colors: ["#ffb3e6", "#b3d9ff", "#fff3b3", "#c9b3ff"], alpha: 0.85 },
  "diamond-sparkle": { shape: "sparkle", motion: "twinkle", count: 36, size: 0.06, speed: 1, colors: ["#ffffff", "#e6f4ff"] },
  "gold-rush": { shape: "coin", motion: "fall", count: 26, size: 0.06, speed: 0.2, colors: ["#ffcc33", "#f2b01e", "#ffd966"] },
  "jewel-burst": { shape: "gem", motion: "burst", count: 40, size: 0.05, speed: 1, colors: ["#ff3366", "#33ccff", "#66ff99", "#cc66ff", "#ffdd33"] },
  "glam-glitter": { shape: "glitter", motion: "twinkle", count: 120, size: 0.02, speed: 2, colors: ["#ffffff", "#ffe9a8", "#ffc2e9"] },
  snowfall: { shape: "snow", motion: "fall", count: 90, size: 0.03, speed: 0.08, colors: ["#ffffff"] },
};

/** An arrow crossing the frame every 2.5 s, trailing sparkles. */
function cupidArrow(ctx: Ctx2D, f: EffectFrame): void {
  const { x, y, w, h } = f.area;
  const period = 2.5 / num(f, "speed", 1);
  const p = (f.local % period) / period;
  const u = unit(f) * num(f, "size", 1);
  const ax = x - w * 0.1 + p * w * 1.2;
  const ay = y + h * (0.65 - 0.35 * p);
  const angle = Math.atan2(-0.35 * h, 1.2 * w);
  const amount = num(f, "amount", 1);
  for (let k = 1; k <= 14; k++) {
    const q = p - k * 0.015;
    if (q < 0) break;
    const sx = x - w * 0.1 + q * w * 1.2 + (hash(f.seed, k, 1) - 0.5) * u * 0.08;
    const sy = y + h * (0.65 - 0.35 * q) + (hash(f.seed, k, 2) - 0.5) * u * 0.08;
    drawShape(ctx, "sparkle", sx, sy, u * 0.05 * (1 - k / 16), k, "#fff3a8", amount * (1 - k / 15));
  }
  ctx.save();
  ctx.globalAlpha = amount;
  ctx.translate(ax, ay);
  ctx.rotate(angle);
  ctx.strokeStyle = "#8a4b1f";
  ctx.lineWidth = Math.max(2, u * 0.012);
  ctx.beginPath();
  ctx.moveTo(-u * 0.18, 0);
  ctx.lineTo(u * 0.12, 0);
  ctx.stroke();
  ctx.fillStyle = "#ff3d7f";
  ctx.beginPath();
  heartPath(ctx, u * 0.14, 0, u * 0.08);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(-u * 0.2, -u * 0.025, u * 0.05, u * 0.05);
  ctx.restore();
}

/** Flames sweeping across from the left in a cone that rises and falls. */
function dragonFire(ctx: Ctx2D, f: EffectFrame): void {
  const { x, y, w, h } = f.area;
  const amount = num(f, "amount", 1);
  const count = Math.round(70 * num(f, "density", 1));
  const u = unit(f) * num(f, "size", 1);
  const aim = 0.5 + 0.25 * Math.sin(f.local * 0.9 * num(f, "speed", 1));
  for (let i = 0; i < count; i++) {
    const life = 1.2;
    const age = (f.local * num(f, "speed", 1) + hash(f.seed, i, 1) * life) % life;
    const q = age / life;
    const spread = (hash(f.seed, i, 2) - 0.5) * 0.25 * q;
    const px = x + w * q * 1.05;
    const py = y + h * (aim + spread + (q * q - q) * 0.1);
    const c = q < 0.3 ? "#fff2a8" : q < 0.6 ? "#ffa13d" : "#ff4a1c";
    drawShape(ctx, "flame", px, py, u * (0.05 + 0.18 * q), 0, c, amount * (1 - q) * 0.8);
  }
}

/** Rotating coloured light spots around the centre. */
function discoBall(ctx: Ctx2D, f: EffectFrame): void {
  const { x, y, w, h } = f.area;
  const amount = num(f, "amount", 1);
  const count = Math.round(18 * num(f, "density", 1));
  const turn = f.local * 0.6 * num(f, "speed", 1);
  const colors = ["#ff4fd8", "#4fd8ff", "#fff04f", "#7dff4f", "#ff7d4f"];
  ctx.fillStyle = `rgba(0,0,0,${0.25 * amount})`;
  ctx.fillRect(x, y, w, h);
  for (let i = 0; i < count; i++) {
    const a = hash(f.seed, i, 0) * TAU + turn * (hash(f.seed, i, 1) > 0.5 ? 1 : -1);
    const d = 0.15 + 0.45 * hash(f.seed, i, 2);
    const px = x + w * (0.5 + Math.cos(a) * d);
    const py = y + h * (0.5 + Math.sin(a) * d * 0.8);
    glow(ctx, px, py, unit(f) * 0.12 * num(f, "size", 1), colors[i % colors.length], 0.75 * amount);
  }
}

/** Coloured smoke that billows in over 2 s and clears over the next 2 s, again and again. */
function smokeBomb(ctx: Ctx2D, f: EffectFrame): void {
  const { x, y, w, h } = f.area;
  const amount = num(f, "amount", 1);
  const period = 4 / num(f, "speed", 1);
  const p = (f.local % period) / period;
  const fill = p < 0.5 ? p * 2 : 2 - p * 2;
  const c = colour(f, "color", "#9b6bff");
  const count = Math.round(24 * num(f, "density", 1));
  for (let i = 0; i < count; i++) {
    const px = x + w * (hash(f.seed, i, 0) + 0.05 * Math.sin(f.local + i));
    const py = y + h * (1 - fill * (0.3 + 0.9 * hash(f.seed, i, 1)));
    glow(ctx, px, py, unit(f) * (0.15 + 0.35 * fill) * num(f, "size", 1), c, 0.55 * amount * fill, "source-over");
  }
}

export const particleRenderers: Record<string, EffectRenderer> = {
  ...Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, ((ctx, f) => within(ctx, f, () => drawParticles(ctx, f, spec))) as EffectRenderer])),
  "cupid-arrow": (ctx, f) => within(ctx, f, () => cupidArrow(ctx, f)),
  "dragon-fire": (ctx, f) => within(ctx, f, () => dragonFire(ctx, f)),
  "disco-ball": (ctx, f) => within(ctx, f, () => discoBall(ctx, f)),
  "smoke-bomb": (ctx, f) => within(ctx, f, () => smokeBomb(ctx, f)),
};


