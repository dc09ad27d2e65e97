/**
 * Frames and stylisation: borders and overlays drawn over the frame (Polaroid, heart, vlog, stamps, runes) and looks
 * that rework its pixels (VHS, pixel art, hologram, cartoon: edges plus posterise, no model).
 */
import type { Ctx2D, EffectFrame, EffectRenderer } from "../types";

import { applyGrade } from "./grades";
import { colour, desaturate, glow, grain, hash, heartPath, luma, num, pixels, rgba, scratch, snapshot, unit, vignette, within } from "./kit";

function polaroid(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  applyGrade(ctx, f, { lift: [0.08, 0.07, 0.05], contrast: -0.12, saturation: 0.75, highlightTint: ["#fff1d6", 0.15] }, amount);
  const below = snapshot(ctx, f);
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    ctx.fillStyle = "#1b1b1f";
    ctx.fillRect(x, y, w, h);
    const cardH = h * 0.92;
    const cardW = Math.min(w * 0.9, cardH * 0.9);
    const cx = x + w / 2;
    const cy = y + h / 2;
    ctx.translate(cx, cy);
    ctx.rotate(-0.03 * amount);
    ctx.fillStyle = "#f7f4ec";
    ctx.fillRect(-cardW / 2, -cardH / 2, cardW, cardH);
    const m = cardW * 0.06;
    const photoW = cardW - m * 2;
    const photoH = cardH - m - cardH * 0.2;
    // The picture's centre, cut to the photo's shape.
    const scale = Math.max(photoW / w, photoH / h);
    const sw = photoW / scale;
    const sh = photoH / scale;
    ctx.drawImage(below as CanvasImageSource, x + (w - sw) / 2, y + (h - sh) / 2, sw, sh, -cardW / 2 + m, -cardH / 2 + m, photoW, photoH);
  });
}

function heartFrame(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#ff3d7f");
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    const s = Math.min(w, h * 1.1) * (1.05 + 0.04 * Math.sin(f.local * 3));
    const m = scratch("heart-mask", f.width, f.height);
    m.ctx.fillStyle = rgba(c, 0.85 * amount);
    m.ctx.fillRect(x, y, w, h);
    m.ctx.globalCompositeOperation = "destination-out";
    m.ctx.beginPath();
    heartPath(m.ctx, x + w / 2, y + h * 0.52, s);
    m.ctx.fill();
    m.ctx.globalCompositeOperation = "source-over";
    ctx.drawImage(m.canvas as CanvasImageSource, 0, 0);
    ctx.strokeStyle = rgba("#ffffff", 0.9 * amount);
    ctx.lineWidth = Math.max(2, unit(f) * 0.012);
    ctx.beginPath();
    heartPath(ctx, x + w / 2, y + h * 0.52, s);
    ctx.stroke();
  });
}

function timecode(seconds: number): string {
  const s = Math.floor(seconds);
  const ff = Math.floor((seconds - s) * 30);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}:${pad(ff)}`;
}

function vlogFrame(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    const u = unit(f);
    const m = u * 0.06;
    const arm = u * 0.1;
    ctx.globalAlpha = amount;
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = Math.max(2, u * 0.008);
    ctx.beginPath();
    for (const [cx, cy, sx, sy] of [
      [x + m, y + m, 1, 1],
      [x + w - m, y + m, -1, 1],
      [x + m, y + h - m, 1, -1],
      [x + w - m, y + h - m, -1, -1],
    ]) {
      ctx.moveTo(cx, cy + sy * arm);
      ctx.lineTo(cx, cy);
      ctx.lineTo(cx + sx * arm, cy);
    }
    ctx.stroke();
    const blink = Math.floor(f.local * 2) % 2 === 0;
    if (blink) {
      ctx.fillStyle = "#ff2d2d";
      ctx.beginPath();
      ctx.arc(x + m + u * 0.05, y + m + u * 0.06, u * 0.018, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = "#ffffff";
    ctx.font = `bold ${Math.round(u * 0.045)}px monospace`;
    ctx.textBaseline = "middle";
    ctx.fillText("REC", x + m + u * 0.085, y + m + u * 0.06);
    ctx.textAlign = "right";
    ctx.fillText(timecode(f.local), x + w - m - u * 0.02, y + h - m - u * 0.05);
    // Battery.
    const bw = u * 0.08;
    const bh = u * 0.035;
    ctx.strokeRect(x + w - m - bw - u * 0.02, y + m + u * 0.04, bw, bh);
    ctx.fillRect(x + w - m - bw - u * 0.015, y + m + u * 0.045, bw * 0.7, bh - u * 0.01);
  });
}

const PLACES = ["PARIS", "TOKYO", "ROMA", "NEW YORK", "RIO", "CAIRO", "SYDNEY", "LISBOA"];

/** A passport stamp lands every 2 s and stays; earlier ones fade. */
function travelStamp(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const period = 2;
  const count = Math.floor(f.local / period) + 1;
  within(ctx, f, () => {
    const u = unit(f);
    for (let k = Math.max(0, count - 4); k < count; k++) {
      const age = f.local - k * period;
      const land = Math.min(1, age / 0.25);
      const scale = 1 + (1 - land) * 1.5;
      const fade = 1 - (count - 1 - k) * 0.22;
      const cx = f.area.x + f.area.w * (0.2 + 0.6 * hash(f.seed, k, 1));
      const cy = f.area.y + f.area.h * (0.2 + 0.6 * hash(f.seed, k, 2));
      const c = ["#c0392b", "#1f5fbf", "#2e8b57", "#8e44ad"][k % 4];
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate((hash(f.seed, k, 3) - 0.5) * 0.6);
      ctx.scale(scale, scale);
      ctx.globalAlpha = amount * land * fade * 0.85;
      ctx.strokeStyle = c;
      ctx.fillStyle = c;
      ctx.lineWidth = u * 0.012;
      const r = u * 0.14;
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2);
      ctx.stroke();
      ctx.font = `bold ${Math.round(u * 0.045)}px sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(PLACES[Math.floor(hash(f.seed, k, 4) * PLACES.length)], 0, -u * 0.01);
      ctx.font = `${Math.round(u * 0.025)}px sans-serif`;
      ctx.fillText("✈ ARRIVED", 0, u * 0.045);
      ctx.restore();
    }
  });
}

const LETTER = ["My dearest,", "every moment", "with you is a gift.", "Forever yours ♥"];

/** Sepia paper and handwriting that writes itself out, line by line. */
function loveLetter(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  applyGrade(ctx, f, { mono: false, saturation: 0.35, gain: [1.05, 0.97, 0.85], lift: [0.1, 0.08, 0.05], contrast: -0.1 }, amount);
  within(ctx, f, () => {
    const { x, y, w, h } = f.area;
    vignette(ctx, f, 0.45 * amount, "#5a3a1a");
    const u = unit(f);
    ctx.font = `italic ${Math.round(u * 0.075)}px "Brush Script MT", "Segoe Script", cursive, serif`;
    ctx.fillStyle = rgba("#5b1020", 0.9 * amount);
    ctx.textBaseline = "alphabetic";
    const perLine = 1.2;
    LETTER.forEach((line, i) => {
      const shown = Math.max(0, Math.min(1, (f.local - i * perLine) / perLine));
      if (shown <= 0) return;
      const ly = y + h * 0.25 + i * u * 0.12;
      const lx = x + w * 0.1;
      const full = ctx.measureText(line).width;
      ctx.save();
      ctx.beginPath();
      ctx.rect(lx, ly - u * 0.1, full * shown, u * 0.14);
      ctx.clip();
      ctx.fillText(line, lx, ly);
      ctx.restore();
    });
  });
}

const RUNES = "ᚠᚢᚦᚨᚱᚲᚷᚹᚺᚾᛁᛃᛇᛈᛉᛊᛏᛒᛖᛗᛚᛜᛞᛟ";

function wizardSpell(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  within(ctx, f, () => {
    const cx = f.area.x + f.area.w / 2;
    const cy = f.area.y + f.area.h / 2;
    const u = unit(f);
    const flash = Math.max(0, 1 - ((f.local % 2) / 0.3));
    ctx.fillStyle = `rgba(30,0,60,${0.3 * amount})`;
    ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
    for (const [ring, turn, n] of [
      [0.38, 0.5, 18],
      [0.28, -0.8, 12],
    ] as const) {
      const r = u * ring;
      ctx.strokeStyle = rgba("#b48cff", 0.8 * amount);
      ctx.lineWidth = Math.max(1, u * 0.005);
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.stroke();
      ctx.font = `${Math.round(u * 0.05)}px serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = rgba("#e8dcff", amount);
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + f.local * turn;
        ctx.save();
        ctx.translate(cx + Math.cos(a) * (r + u * 0.035), cy + Math.sin(a) * (r + u * 0.035));
        ctx.rotate(a + Math.PI / 2);
        ctx.fillText(RUNES[(i * 7 + n) % RUNES.length], 0, 0);
        ctx.restore();
      }
    }
    glow(ctx, cx, cy, u * 0.6, "#c9a6ff", amount * (0.25 + 0.6 * flash), "lighter");
  });
}

/** Scanlines drawn as rows of black (composited by the canvas, not per pixel), or their average where unresolvable. */
function scanlines(ctx: Ctx2D, f: EffectFrame, lines: number, depth: number, offset = 0): void {
  const { x, y, w, h } = f.area;
  if (h / lines < 3) {
    ctx.fillStyle = `rgba(0,0,0,${depth / 2})`;
    ctx.fillRect(x, y, w, h);
    return;
  }
  ctx.fillStyle = `rgba(0,0,0,${depth})`;
  const pitch = h / lines;
  const shift = ((offset % 1) + 1) % 1;
  for (let k = -1; k < lines; k++) ctx.fillRect(x, y + (k + shift) * pitch + pitch / 2, w, pitch / 2);
}

/**
 * The picture with its red and blue drawn `shift` pixels apart (chroma bleed) and its colour lessened to
 * `saturation` (luma kept), in one pass over the pixels: red from `shift` pixels to the left, blue from as many to
 * the right, each row read from a copy of itself. Whole pixels, in signed 32-bit words (see grades.ts).
 */
function chromaShift(ctx: Ctx2D, f: EffectFrame, shift: number, saturation: number): void {
  const d = Math.max(0, Math.round(shift));
  const sat = Math.round(Math.min(1, Math.max(0, saturation)) * 256);
  pixels(ctx, f, (px, w, h) => {
    const p = new Int32Array(px.buffer, px.byteOffset, px.length >> 2);
    const row = new Int32Array(w);
    const last = w - 1;
    for (let y = 0; y < h; y++) {
      const at = y * w;
      row.set(p.subarray(at, at + w));
      // The edges (a neighbour past the side is the side's pixel), then the middle without bounds checks.
      for (let x = 0; x < w; x++) {
        if (x === d && w - d > d) x = w - d;
        p[at + x] = shifted(row[x], row[Math.min(last, Math.max(0, x - d))], row[Math.min(last, Math.max(0, x + d))], sat);
      }
      for (let x = d; x < w - d; x++) p[at + x] = shifted(row[x], row[x - d], row[x + d], sat);
    }
  });
}

/** One pixel of the chroma shift: green and alpha from `v`, red from `left`, blue from `right`, at `sat` (× 256, ≤ 256). */
function shifted(v: number, left: number, right: number, sat: number): number {
  const r = left & 255;
  const g = (v >> 8) & 255;
  const b = (right >> 16) & 255;
  const l = (54 * r + 183 * g + 19 * b) >> 8;
  // Between the luma and the channel, so within 0..255 while sat ≤ 256.
  return (v & -16777216) | ((l + (((b - l) * sat) >> 8)) << 16) | ((l + (((g - l) * sat) >> 8)) << 8) | (l + (((r - l) * sat) >> 8));
}

function vhs(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  chromaShift(ctx, f, f.width * 0.004 * amount, 0.8);
  // The tracking band: a strip that rolls down the picture, its rows jittered sideways and full of noise.
  const tick = Math.floor(f.local * 30);
  const bandY = f.area.y + ((f.local * 0.15 + hash(f.seed, 1)) % 1) * f.area.h;
  const band: EffectFrame = { ...f, area: { x: f.area.x, y: bandY, w: f.area.w, h: f.area.h * 0.05 } };
  pixels(ctx, band, (px, w, h) => {
    const src = new Uint8ClampedArray(px);
    for (let y = 0; y < h; y++) {
      const row = Math.floor(((bandY - f.area.y + y) / f.area.h) * 180);
      const jitter = Math.round((hash(f.seed, row, tick) - 0.5) * w * 0.03);
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const j = (y * w + Math.min(w - 1, Math.max(0, x + jitter))) * 4;
        const n = hash(f.seed, Math.floor((x / w) * 160) + row * 160, tick) * 80 * amount;
        px[i] = src[j] + n;
        px[i + 1] = src[j + 1] + n;
        px[i + 2] = src[j + 2] + n;
      }
    }
  });
  within(ctx, f, () => {
    scanlines(ctx, f, 240, 0.18 * amount);
    grain(ctx, f, 0.35 * amount);
    const u = unit(f);
    ctx.font = `bold ${Math.round(u * 0.055)}px monospace`;
    // White with a dark edge (a stroke: a shadow blur costs a blur of the whole text each frame).
    ctx.fillStyle = rgba("#ffffff", 0.9 * amount);
    ctx.strokeStyle = "rgba(0,0,0,0.7)";
    ctx.lineWidth = Math.max(1, u * 0.006);
    const seconds = Math.floor(f.local);
    const clock = `${String(10 + Math.floor(seconds / 60)).padStart(2, "0")}:${String(24 + (seconds % 60)).padStart(2, "0").slice(-2)}`;
    for (const [text, baseline, ty] of [
      ["PLAY ▶", "top", f.area.y + u * 0.06],
      [`JUN 14 1998  ${clock} PM`, "bottom", f.area.y + f.area.h - u * 0.06],
    ] as const) {
      ctx.textBaseline = baseline;
      ctx.strokeText(text, f.area.x + u * 0.06, ty);
      ctx.fillText(text, f.area.x + u * 0.06, ty);
    }
  });
}

/** Few big pixels and a game palette (four levels a channel). */
function pixelArt(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const cells = Math.round(200 - 120 * amount);
  const below = snapshot(ctx, f);
  const sw = cells;
  const sh = Math.max(1, Math.round((cells * f.area.h) / f.area.w));
  const small = scratch("pixel-small", sw, sh);
  small.ctx.imageSmoothingEnabled = true;
  small.ctx.drawImage(below as CanvasImageSource, f.area.x, f.area.y, f.area.w, f.area.h, 0, 0, sw, sh);
  const image = small.ctx.getImageData(0, 0, sw, sh);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    for (let c = 0; c < 3; c++) d[i + c] = Math.round(d[i + c] / 85) * 85;
  }
  small.ctx.putImageData(image, 0, 0);
  within(ctx, f, () => {
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(small.canvas as CanvasImageSource, f.area.x, f.area.y, f.area.w, f.area.h);
  });
}

function hologram(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const flicker = 0.85 + 0.15 * Math.sin(f.local * 37) * Math.sin(f.local * 11);
  const roll = (f.local * 0.3) % 1;
  const below = snapshot(ctx, f);
  // Luma in blue-cyan (a multiply by the hologram's colour, a lift of its blues), then rolling scanlines.
  const holo = scratch("holo", f.width, f.height);
  holo.ctx.drawImage(below as CanvasImageSource, 0, 0);
  desaturate(holo.ctx, f.area, 1);
  // The flicker (a brightness under 1) and the colour in one multiply.
  holo.ctx.globalCompositeOperation = "multiply";
  holo.ctx.fillStyle = `rgb(${[77, 217, 255].map((c) => Math.round(c * Math.min(1, flicker))).join(", ")})`;
  holo.ctx.fillRect(0, 0, f.width, f.height);
  holo.ctx.globalCompositeOperation = "lighter";
  holo.ctx.fillStyle = "rgb(0, 20, 40)";
  holo.ctx.fillRect(0, 0, f.width, f.height);
  holo.ctx.globalCompositeOperation = "source-over";
  scanlines(holo.ctx, { ...f, area: { x: 0, y: 0, w: f.width, h: f.height } }, 180, 0.45, roll);
  within(ctx, f, () => {
    ctx.globalAlpha = amount;
    ctx.drawImage(holo.canvas as CanvasImageSource, 0, 0);
    ctx.globalAlpha = 1;
    const g = ctx.createLinearGradient(0, f.area.y, 0, f.area.y + f.area.h);
    g.addColorStop(0, "rgba(80,200,255,0)");
    g.addColorStop(roll, `rgba(120,230,255,${0.35 * amount})`);
    g.addColorStop(Math.min(1, roll + 0.05), "rgba(80,200,255,0)");
    ctx.globalCompositeOperation = "screen";
    ctx.fillStyle = g;
    ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
  });
}

/** The cartoon is worked at this width (edges one working pixel wide at any output size). */
const CARTOON_W = 480;

/** A cartoon: smoothed, posterised colour with dark lines where the picture has edges (Sobel). */
function cartoon(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const ww = CARTOON_W;
  const wh = Math.max(1, Math.round((CARTOON_W * f.area.h) / f.area.w));
  const work = scratch("cartoon", ww, wh);
  work.ctx.imageSmoothingEnabled = true;
  work.ctx.filter = "blur(1px)";
  work.ctx.drawImage(ctx.canvas as CanvasImageSource, f.area.x, f.area.y, f.area.w, f.area.h, 0, 0, ww, wh);
  work.ctx.filter = "none";
  const whole: EffectFrame = { ...f, width: ww, height: wh, area: { x: 0, y: 0, w: ww, h: wh } };
  pixels(work.ctx, whole, (px, w, h) => {
    const lum = new Float32Array(w * h);
    for (let i = 0, p = 0; p < w * h; p++, i += 4) lum[p] = luma(px[i], px[i + 1], px[i + 2]);
    const levels = 5;
    const step = 255 / (levels - 1);
    const edge = 90 - 40 * amount;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = y * w + x;
        const i = p * 4;
        let gx = 0;
        let gy = 0;
        if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
          gx = lum[p - w + 1] + 2 * lum[p + 1] + lum[p + w + 1] - lum[p - w - 1] - 2 * lum[p - 1] - lum[p + w - 1];
          gy = lum[p + w - 1] + 2 * lum[p + w] + lum[p + w + 1] - lum[p - w - 1] - 2 * lum[p - w] - lum[p - w + 1];
        }
        const line = Math.hypot(gx, gy) > edge;
        for (let c = 0; c < 3; c++) {
          const v = line ? 25 : Math.round(px[i + c] / step) * step * 1.05;
          px[i + c] = v;
        }
      }
    }
  });
  within(ctx, f, () => {
    ctx.globalAlpha = amount;
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(work.canvas as CanvasImageSource, f.area.x, f.area.y, f.area.w, f.area.h);
  });
}

export const styliseRenderers: Record<string, EffectRenderer> = {
  polaroid,
  "heart-frame": heartFrame,
  "vlog-frame": vlogFrame,
  "travel-stamp": travelStamp,
  "love-letter": loveLetter,
  "wizard-spell": wizardSpell,
  "vhs-retro": vhs,
  "pixel-art": pixelArt,
  hologram,
  "ai-cartoon": cartoon,
};
