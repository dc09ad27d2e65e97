/**
 * Effects aware of the subject: they read the person mask (selfie segmentation, computed once per frame and shared)
 * to draw around or behind the person, and redraw the person cut out on top. Without a mask (nobody found, or the
 * model not ready) they draw around the whole frame instead. Also the editor's 3D Parallax and Relight.
 */
import type { Ctx2D, EffectFrame, EffectMask, EffectRenderer } from "../types";

import type { Scratch } from "./kit";
import { colour, cutOut, extentOf, glow, hash, maskAlpha, maskBounds, maskCanvas, num, paint, rgba, scratch, setExtent, snapshot, unit, within } from "./kit";

type Box = { cx: number; cy: number; w: number; h: number };

/** The subject's box, or the middle of the area when there is no subject. */
function subjectBox(f: EffectFrame): Box {
  return maskBounds(f.subject, f) ?? { cx: f.area.x + f.area.w / 2, cy: f.area.y + f.area.h / 2, w: f.area.w * 0.4, h: f.area.h * 0.7 };
}

/** Draws `behind` (a function that draws on the context), then the subject cut out from `below` over it. */
function behindSubject(ctx: Ctx2D, f: EffectFrame, draw: () => void): void {
  const below = f.subject ? snapshot(ctx, f, "behind-below") : null;
  within(ctx, f, draw);
  if (below && f.subject) within(ctx, f, () => paint(ctx, cutOut(below, f.subject!, f)));
}

/**
 * A pulsing glow around the person: the mask softened and widened in the glow's colour, and a soft halo, with the
 * person's own shape taken out and the rest added to the picture. Nothing is drawn over the person, so no cut-out of
 * the picture is needed. The light is composed at the mask's own size (it is no sharper than the mask) and stretched
 * over the frame in one draw: composing it at the frame's size cost five times as much in software.
 */
function loveGlow(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#ff4fa3");
  const pulse = 0.65 + 0.35 * Math.sin(f.local * Math.PI * 2 * 0.8 * num(f, "speed", 1));
  const b = subjectBox(f);
  const haloR = Math.max(b.w, b.h) * 0.8;
  const mask = f.subject;
  const soft = mask ? maskAlpha(mask, f, "glow-mask", unit(f) * 0.05) : null;
  const person = mask ? maskAlpha(mask, f, "glow-person") : null;
  if (!mask || !soft || !person) {
    within(ctx, f, () => glow(ctx, b.cx, b.cy, haloR, c, 0.35 * amount * pulse));
    return;
  }
  // Mask cells: the area's pixels per cell, and the soft mask's margin.
  const kx = f.area.w / mask.width;
  const ky = f.area.h / mask.height;
  const { pad } = soft;
  const light = scratch("glow-light", soft.canvas.width, soft.canvas.height);
  const lctx = light.ctx;
  lctx.drawImage(soft.canvas as CanvasImageSource, 0, 0);
  lctx.globalCompositeOperation = "source-in";
  lctx.fillStyle = rgba(c, Math.min(1, amount * pulse * 1.6));
  lctx.fillRect(0, 0, light.canvas.width, light.canvas.height);
  // The halo, drawn in frame pixels through a transform to mask cells.
  lctx.setTransform(1 / kx, 0, 0, 1 / ky, pad - f.area.x / kx, pad - f.area.y / ky);
  glow(lctx, b.cx, b.cy, haloR, c, 0.3 * amount * pulse, "lighter");
  lctx.setTransform(1, 0, 0, 1, 0, 0);
  lctx.globalCompositeOperation = "destination-out";
  lctx.drawImage(person.canvas as CanvasImageSource, pad, pad);
  lctx.globalCompositeOperation = "source-over";
  // Only the cells the glow or the halo reach are stretched over the frame.
  const reach = Math.ceil(soft.sigma * 3) + 1;
  const x0 = Math.max(0, Math.floor(Math.min(soft.box.x0 + pad - reach, pad + (b.cx - haloR - f.area.x) / kx)));
  const y0 = Math.max(0, Math.floor(Math.min(soft.box.y0 + pad - reach, pad + (b.cy - haloR - f.area.y) / ky)));
  const x1 = Math.min(light.canvas.width, Math.ceil(Math.max(soft.box.x1 + pad + reach + 1, pad + (b.cx + haloR - f.area.x) / kx)));
  const y1 = Math.min(light.canvas.height, Math.ceil(Math.max(soft.box.y1 + pad + reach + 1, pad + (b.cy + haloR - f.area.y) / ky)));
  if (x1 <= x0 || y1 <= y0) return;
  within(ctx, f, () => {
    ctx.globalCompositeOperation = "lighter";
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(light.canvas as CanvasImageSource, x0, y0, x1 - x0, y1 - y0, f.area.x + (x0 - pad) * kx, f.area.y + (y0 - pad) * ky, (x1 - x0) * kx, (y1 - y0) * ky);
  });
}

function magicPortal(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#8a5cff");
  const b = subjectBox(f);
  const open = Math.min(1, f.local / 0.8);
  behindSubject(ctx, f, () => {
    const r = Math.max(b.w, b.h) * 0.7 * open;
    const turn = f.local * 2 * num(f, "speed", 1);
    glow(ctx, b.cx, b.cy, r * 1.3, c, 0.8 * amount, "source-over");
    ctx.lineWidth = Math.max(2, unit(f) * 0.01);
    for (let k = 0; k < 7; k++) {
      const rr = r * (1 - k * 0.12);
      if (rr <= 0) continue;
      ctx.strokeStyle = rgba(k % 2 ? "#ffffff" : c, 0.8 * amount);
      ctx.beginPath();
      ctx.ellipse(b.cx, b.cy, rr, rr * 0.9, turn * (k % 2 ? 1 : -1), k * 0.7, k * 0.7 + Math.PI * 1.4);
      ctx.stroke();
    }
  });
}

/** Jagged bolts from the subject's outline outwards, new every tenth of a second, with a flash. */
function lightning(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const c = colour(f, "color", "#9fd8ff");
  const tick = Math.floor(f.local * 10 * num(f, "speed", 1));
  const b = subjectBox(f);
  within(ctx, f, () => {
    ctx.shadowColor = c;
    ctx.shadowBlur = unit(f) * 0.03;
    ctx.strokeStyle = rgba("#ffffff", amount);
    ctx.lineCap = "round";
    for (let k = 0; k < 5; k++) {
      const a = hash(f.seed, k, tick) * Math.PI * 2;
      let x = b.cx + Math.cos(a) * b.w * 0.5;
      let y = b.cy + Math.sin(a) * b.h * 0.5;
      ctx.lineWidth = Math.max(1.5, unit(f) * 0.006);
      ctx.beginPath();
      ctx.moveTo(x, y);
      for (let s = 0; s < 8; s++) {
        x += Math.cos(a) * unit(f) * 0.04 + (hash(f.seed, k * 10 + s, tick + 1) - 0.5) * unit(f) * 0.06;
        y += Math.sin(a) * unit(f) * 0.04 + (hash(f.seed, k * 10 + s, tick + 2) - 0.5) * unit(f) * 0.06;
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.shadowBlur = 0;
    const flash = tick % 7 === 0 ? 0.25 : 0;
    if (flash) {
      ctx.fillStyle = rgba(c, flash * amount);
      ctx.fillRect(f.area.x, f.area.y, f.area.w, f.area.h);
    }
  });
}

/** The subject's outline in neon, its colour cycling. */
function neonGroove(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const hue = (f.local * 90 * num(f, "speed", 1)) % 360;
  within(ctx, f, () => {
    if (!f.subject) {
      ctx.strokeStyle = `hsla(${hue}, 100%, 60%, ${amount})`;
      ctx.lineWidth = unit(f) * 0.02;
      ctx.shadowColor = `hsl(${hue}, 100%, 60%)`;
      ctx.shadowBlur = unit(f) * 0.04;
      const b = subjectBox(f);
      ctx.beginPath();
      ctx.ellipse(b.cx, b.cy, b.w / 2, b.h / 2, 0, 0, Math.PI * 2);
      ctx.stroke();
      return;
    }
    const grown = maskCanvas(f.subject, f, "neon-grown", unit(f) * 0.012);
    const edge = scratch("neon-edge", f.width, f.height);
    const r = extentOf(grown);
    setExtent(edge.canvas, r);
    paint(edge.ctx, grown);
    paint(edge.ctx, grown);
    edge.ctx.globalCompositeOperation = "destination-out";
    paint(edge.ctx, maskCanvas(f.subject, f, "neon-inner"));
    edge.ctx.globalCompositeOperation = "source-in";
    edge.ctx.fillStyle = `hsl(${hue}, 100%, 60%)`;
    edge.ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = amount;
    paint(ctx, edge.canvas);
    ctx.filter = `blur(${Math.round(unit(f) * 0.01)}px)`;
    paint(ctx, edge.canvas);
  });
}

/** Mirror copies of the subject on both sides, fading outwards. */
function mirrorMove(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 1);
  const below = snapshot(ctx, f, "mirror-below");
  const source = f.subject ? cutOut(below, f.subject, f, "mirror-cut") : below;
  const sway = Math.sin(f.local * num(f, "speed", 1) * 1.5) * 0.03;
  within(ctx, f, () => {
    const { x, w } = f.area;
    for (const [dx, flip, alpha] of [
      [-0.3 - sway, true, 0.6],
      [0.3 + sway, true, 0.6],
      [-0.55, false, 0.3],
      [0.55, false, 0.3],
    ] as const) {
      ctx.save();
      ctx.globalAlpha = alpha * amount * (f.subject ? 1 : 0.5);
      ctx.translate(x + w / 2 + dx * w, 0);
      ctx.scale(flip ? -1 : 1, 1);
      ctx.translate(-(x + w / 2), 0);
      paint(ctx, source);
      ctx.restore();
    }
    if (f.subject) paint(ctx, source);
  });
}

/**
 * The background with the subject's place filled from around it: the picture with the subject cut away, blurred
 * (premultiplied, so the hole takes the colours around it) and stacked until the hole is opaque.
 */
export function inpaintedBackground(below: OffscreenCanvas | HTMLCanvasElement, mask: EffectMask, f: EffectFrame): OffscreenCanvas | HTMLCanvasElement {
  // The fill is all low frequencies: it is worked at a quarter of the frame's width (the same at any output size).
  const sw = Math.max(2, Math.round(f.width / 4));
  const sh = Math.max(2, Math.round(f.height / 4));
  const small: EffectFrame = { ...f, width: sw, height: sh, area: { x: f.area.x / 4, y: f.area.y / 4, w: f.area.w / 4, h: f.area.h / 4 } };
  const hole = maskCanvas(mask, small, "inpaint-mask", unit(small) * 0.03);
  const holed = scratch("inpaint-holed", sw, sh);
  holed.ctx.drawImage(below as CanvasImageSource, 0, 0, sw, sh);
  holed.ctx.globalCompositeOperation = "destination-out";
  holed.ctx.drawImage(hole as CanvasImageSource, 0, 0);
  holed.ctx.drawImage(hole as CanvasImageSource, 0, 0);
  const fill = scratch("inpaint-fill", sw, sh);
  for (const radius of [0.12, 0.06, 0.03]) {
    fill.ctx.filter = `blur(${Math.max(1, Math.round(unit(small) * radius))}px)`;
    for (let k = 0; k < 3; k++) fill.ctx.drawImage(holed.canvas as CanvasImageSource, 0, 0);
  }
  fill.ctx.filter = "none";
  fill.ctx.drawImage(holed.canvas as CanvasImageSource, 0, 0);
  // The picture, with the subject's place (and a little around it) taken from the fill.
  const out = scratch("inpaint-out", f.width, f.height);
  out.ctx.drawImage(below as CanvasImageSource, 0, 0);
  // Only the mask's rectangle is filled (a stretched draw of the whole frame costs several ms).
  const patch = scratch("inpaint-patch", f.width, f.height);
  const big = maskCanvas(mask, f, "inpaint-big", unit(f) * 0.03);
  const r = extentOf(big);
  setExtent(patch.canvas, r);
  if (r.w > 0 && r.h > 0) {
    patch.ctx.imageSmoothingEnabled = true;
    const kx = sw / f.width;
    const ky = sh / f.height;
    patch.ctx.drawImage(fill.canvas as CanvasImageSource, r.x * kx, r.y * ky, r.w * kx, r.h * ky, r.x, r.y, r.w, r.h);
    patch.ctx.globalCompositeOperation = "destination-in";
    paint(patch.ctx, big);
    patch.ctx.globalCompositeOperation = "source-over";
    paint(out.ctx, patch.canvas);
    paint(out.ctx, patch.canvas);
  }
  return out.canvas;
}

/**
 * 3D Parallax (the 2.5D photo): the person mask splits the picture into the subject and the background (its gap
 * filled by inpainting); a slow camera move shifts and zooms the two by different amounts.
 */
function parallax(ctx: Ctx2D, f: EffectFrame): void {
  const depth = num(f, "depth", 0.6);
  const zoom = num(f, "zoom", 0.08);
  const dirRad = (num(f, "direction", 0) * Math.PI) / 180;
  const p = Math.sin(f.local * num(f, "speed", 1) * 0.8);
  const u = unit(f);
  const move = u * 0.06 * depth * p;
  const below = snapshot(ctx, f, "parallax-below");
  const bg = f.subject ? inpaintedBackground(below, f.subject, f) : below;
  const cx = f.area.x + f.area.w / 2;
  const cy = f.area.y + f.area.h / 2;
  const layer = (src: Scratch, shift: number, scale: number) => {
    ctx.save();
    ctx.translate(cx + Math.cos(dirRad) * shift, cy + Math.sin(dirRad) * shift);
    ctx.scale(scale, scale);
    ctx.translate(-cx, -cy);
    paint(ctx, src);
    ctx.restore();
  };
  within(ctx, f, () => {
    layer(bg, -move * 0.4, 1 + zoom * (1 + 0.5 * p) + 0.05 * depth);
    if (f.subject) layer(cutOut(below, f.subject, f, "parallax-cut"), move, 1 + zoom * (1.6 + p) + 0.05 * depth);
  });
}

/** Relight: a warm light from one side over the subject (its mask), brightening it. */
function relight(ctx: Ctx2D, f: EffectFrame): void {
  const amount = num(f, "amount", 0.6);
  const light = colour(f, "color", "#ffd29a");
  const a = (num(f, "direction", -45) * Math.PI) / 180;
  const b = subjectBox(f);
  const reach = Math.max(b.w, b.h) * 0.7;
  const lit = scratch("relight", f.width, f.height);
  const g = lit.ctx.createLinearGradient(b.cx + Math.cos(a) * reach, b.cy + Math.sin(a) * reach, b.cx - Math.cos(a) * reach, b.cy - Math.sin(a) * reach);
  g.addColorStop(0, rgba(light, 1));
  g.addColorStop(1, rgba(light, 0.15));
  lit.ctx.fillStyle = g;
  const mask = f.subject ? maskCanvas(f.subject, f, "relight-mask", unit(f) * 0.01) : null;
  const r = mask ? extentOf(mask) : { x: 0, y: 0, w: f.width, h: f.height };
  setExtent(lit.canvas, r);
  lit.ctx.fillRect(r.x, r.y, r.w, r.h);
  lit.ctx.globalCompositeOperation = "destination-in";
  if (mask) paint(lit.ctx, mask);
  else {
    lit.ctx.beginPath();
    lit.ctx.ellipse(b.cx, b.cy, b.w / 2, b.h / 2, 0, 0, Math.PI * 2);
    lit.ctx.fill();
  }
  within(ctx, f, () => {
    ctx.globalCompositeOperation = "soft-light";
    ctx.globalAlpha = Math.min(1, amount * 1.2);
    paint(ctx, lit.canvas);
    ctx.globalCompositeOperation = "lighter";
    ctx.globalAlpha = amount * 0.3;
    paint(ctx, lit.canvas);
  });
}

export const subjectRenderers: Record<string, EffectRenderer> = {
  "love-glow": loveGlow,
  "magic-portal": magicPortal,
  "lightning-strike": lightning,
  "neon-groove": neonGroove,
  "mirror-move": mirrorMove,
  "3d-parallax": parallax,
  relight,
};

