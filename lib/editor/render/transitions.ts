/**
 * The twelve transitions, drawn with Canvas 2D: the outgoing picture (A) and the incoming one (B) at progress p
 * (0 = all A, 1 = all B). The compositor calls this for a pair of layers the frame plan marks as a transition, so
 * the preview and the export draw them alike. Each side is drawn by a callback (the compositor's own media
 * drawing, with colour, blur and keyframes) onto the context it is given, transformed or clipped as the kind needs.
 *
 * Mixes (dissolve, zoom, blur-through) are exact: A and B are drawn on two scratch canvases and added as
 * A·(1 − p) + B·p, colour and alpha alike, before landing on the frame, so a transition on the Overlay track
 * lets the Main Video show where neither picture covers it. Without OffscreenCanvas (old browsers) they fall back
 * to drawing B over A with alpha p.
 */
import type { TransitionKind } from "../model/document";
import type { Size } from "./frame-plan";
import type { Ctx2D } from "./blur-effects";

/** Draws one side of the transition onto `ctx` (in the frame's coordinates, through ctx's current transform). */
export type DrawSide = (ctx: Ctx2D) => void;

type Scratch = OffscreenCanvasRenderingContext2D;
const pool: OffscreenCanvas[] = [];

/** Scratch canvas `i` at the frame's size, cleared and reset (null where OffscreenCanvas is missing). */
function scratch(i: number, size: Size): Scratch | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  let canvas = pool[i];
  if (!canvas) canvas = pool[i] = new OffscreenCanvas(size.width, size.height);
  if (canvas.width !== size.width || canvas.height !== size.height) {
    canvas.width = size.width;
    canvas.height = size.height;
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  reset(ctx);
  ctx.clearRect(0, 0, size.width, size.height);
  return ctx;
}

function reset(ctx: Ctx2D): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = "source-over";
  ctx.filter = "none";
}

/** The blur-through's strongest blur, as a fraction of the frame's width. */
export const BLUR_THROUGH_MAX = 1 / 40;

/** A side drawn scaled by `scale` about the frame's centre. */
function scaled(draw: DrawSide, scale: number, size: Size): DrawSide {
  return (ctx) => {
    ctx.save();
    ctx.translate(size.width / 2, size.height / 2);
    ctx.scale(scale, scale);
    ctx.translate(-size.width / 2, -size.height / 2);
    draw(ctx);
    ctx.restore();
  };
}

/** A side drawn moved by (dx, dy) pixels. */
function moved(draw: DrawSide, dx: number, dy: number): DrawSide {
  return (ctx) => {
    ctx.save();
    ctx.translate(dx, dy);
    draw(ctx);
    ctx.restore();
  };
}

/** A side drawn only inside the path `path` adds (with `evenodd`: inside the first shape, outside the second). */
function clipped(draw: DrawSide, path: (ctx: Ctx2D) => void, rule: CanvasFillRule = "nonzero"): DrawSide {
  return (ctx) => {
    ctx.save();
    ctx.beginPath();
    path(ctx);
    ctx.clip(rule);
    draw(ctx);
    ctx.restore();
  };
}

/** A·(1 − p) + B·p onto ctx, with `filter` applied to the result (e.g. a blur). */
function mix(ctx: Ctx2D, a: DrawSide, b: DrawSide, p: number, size: Size, filter = "none"): void {
  const sa = scratch(0, size);
  const sb = scratch(1, size);
  if (!sa || !sb) {
    // No scratch canvases: B over A with alpha p (exact where B covers the frame).
    a(ctx);
    ctx.save();
    ctx.globalAlpha = p;
    b(ctx);
    ctx.restore();
    return;
  }
  a(sa);
  b(sb);
  reset(sa);
  // Scale A (colour and alpha) by 1 − p, then add B scaled by p.
  sa.globalCompositeOperation = "destination-in";
  sa.fillStyle = `rgba(0, 0, 0, ${1 - p})`;
  sa.fillRect(0, 0, size.width, size.height);
  sa.globalCompositeOperation = "lighter";
  sa.globalAlpha = p;
  sa.drawImage(sb.canvas, 0, 0);
  reset(sa);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = filter;
  ctx.drawImage(sa.canvas, 0, 0);
  ctx.restore();
}

/** A side with a flat colour laid over it by `amount` (0..1), only where the side has pixels. */
function dipped(ctx: Ctx2D, side: DrawSide, color: string, amount: number, size: Size): void {
  const s = scratch(0, size);
  if (!s) {
    side(ctx);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = amount;
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.restore();
    return;
  }
  side(s);
  reset(s);
  s.globalCompositeOperation = "source-atop";
  s.globalAlpha = amount;
  s.fillStyle = color;
  s.fillRect(0, 0, size.width, size.height);
  reset(s);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = "none";
  ctx.drawImage(s.canvas, 0, 0);
  ctx.restore();
}

/**
 * Draws the transition `kind` at progress p between A (outgoing) and B (incoming). A side that cannot be drawn
 * (its picture not loaded) is null: the other is drawn alone.
 */
export function drawTransition(ctx: Ctx2D, kind: TransitionKind, progress: number, a: DrawSide | null, b: DrawSide | null, size: Size): void {
  const p = Math.min(1, Math.max(0, progress));
  const none: DrawSide = () => undefined;
  const A = a ?? none;
  const B = b ?? none;
  const { width: W, height: H } = size;
  const rect = (x: number, y: number, w: number, h: number) => (c: Ctx2D) => c.rect(x, y, w, h);
  // Wipes: B shows in a band that grows from one edge; A keeps the rest.
  const wipe = (bx: number, by: number, bw: number, bh: number) => {
    clipped(A, (c) => {
      c.rect(0, 0, W, H);
      c.rect(bx, by, bw, bh);
    }, "evenodd")(ctx);
    clipped(B, rect(bx, by, bw, bh))(ctx);
  };
  switch (kind) {
    case "dissolve":
      return mix(ctx, A, B, p, size);
    case "dip-black":
    case "dip-white": {
      const color = kind === "dip-black" ? "#000000" : "#ffffff";
      // A goes to the colour in the first half, B comes out of it in the second.
      return p < 0.5 ? dipped(ctx, A, color, p * 2, size) : dipped(ctx, B, color, (1 - p) * 2, size);
    }
    case "wipe-left":
      return wipe(W * (1 - p), 0, W * p, H);
    case "wipe-right":
      return wipe(0, 0, W * p, H);
    case "wipe-up":
      return wipe(0, H * (1 - p), W, H * p);
    case "wipe-down":
      return wipe(0, 0, W, H * p);
    case "slide":
      // B slides in from the right over A.
      A(ctx);
      return moved(B, W * (1 - p), 0)(ctx);
    case "push":
      // B pushes A out to the left.
      moved(A, -W * p, 0)(ctx);
      return moved(B, W * (1 - p), 0)(ctx);
    case "zoom":
      // A grows towards the viewer as B fades in beneath it.
      return mix(ctx, scaled(A, 1 + p, size), scaled(B, 0.8 + 0.2 * p, size), p, size);
    case "iris": {
      // B shows in a circle that grows from the centre until it covers the corners.
      const r = (p * Math.hypot(W, H)) / 2;
      const circle = (c: Ctx2D) => c.arc(W / 2, H / 2, r, 0, Math.PI * 2);
      clipped(A, (c) => {
        c.rect(0, 0, W, H);
        c.moveTo(W / 2 + r, H / 2);
        circle(c);
      }, "evenodd")(ctx);
      if (r > 0) clipped(B, circle)(ctx);
      return;
    }
    case "blur": {
      // Blurs up to the middle, where A becomes B, and clears again.
      const radius = W * BLUR_THROUGH_MAX * (1 - Math.abs(2 * p - 1));
      const m = Math.min(1, Math.max(0, (p - 0.35) / 0.3));
      return mix(ctx, A, B, m, size, radius > 0.05 ? `blur(${radius.toFixed(2)}px)` : "none");
    }
  }
}
