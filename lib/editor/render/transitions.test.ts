/**
 * Pixel tests of the twelve transitions on a real 2D canvas (Skia, through @napi-rs/canvas): at progress 0 the
 * frame is the outgoing picture, at 1 the incoming one, and at 0.5 each kind shows its own mix of the two.
 */
import { Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type MediaItem, type ProjectDoc, type TransitionKind, transitionKinds } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { framePlan } from "./frame-plan";
import { type Ctx2D, drawLayers } from "./compositor";
import { drawTransition } from "./transitions";

const W = 64;
const H = 36;
const size = { width: W, height: H };
type RGB = [number, number, number];
const RED: RGB = [255, 0, 0];
const YELLOW: RGB = [255, 255, 0];
const BLUE: RGB = [0, 0, 255];

const g = globalThis as { OffscreenCanvas?: unknown };
const had = g.OffscreenCanvas;
beforeAll(() => {
  // The transitions' scratch canvases: Skia canvases stand in for the browser's OffscreenCanvas.
  g.OffscreenCanvas = Canvas;
});
afterAll(() => {
  g.OffscreenCanvas = had;
});

function canvas(): { canvas: Canvas; ctx: SKRSContext2D } {
  const c = new Canvas(W, H);
  return { canvas: c, ctx: c.getContext("2d") };
}

/** The outgoing picture: red on its left half, yellow on its right (so moves show). The incoming: blue. */
function pictures() {
  const a = canvas();
  a.ctx.fillStyle = "rgb(255,0,0)";
  a.ctx.fillRect(0, 0, W / 2, H);
  a.ctx.fillStyle = "rgb(255,255,0)";
  a.ctx.fillRect(W / 2, 0, W / 2, H);
  const b = canvas();
  b.ctx.fillStyle = "rgb(0,0,255)";
  b.ctx.fillRect(0, 0, W, H);
  return { a: a.canvas, b: b.canvas };
}

function render(kind: TransitionKind, progress: number) {
  const { a, b } = pictures();
  const out = canvas();
  out.ctx.fillStyle = "#000";
  out.ctx.fillRect(0, 0, W, H);
  const side = (c: Canvas) => (ctx: Ctx2D) => ctx.drawImage(c as unknown as CanvasImageSource, 0, 0, W, H);
  drawTransition(out.ctx as unknown as Ctx2D, kind, progress, side(a), side(b), size);
  return pixels(out.ctx);
}

function pixels(ctx: SKRSContext2D) {
  const data = ctx.getImageData(0, 0, W, H).data;
  return (x: number, y: number): RGB => {
    const i = (Math.floor(y) * W + Math.floor(x)) * 4;
    return [data[i], data[i + 1], data[i + 2]];
  };
}

const near = (got: RGB, want: RGB, tolerance = 3) => got.every((v, i) => Math.abs(v - want[i]) <= tolerance);
const mid = (a: RGB, b: RGB): RGB => [0, 1, 2].map((i) => (a[i] + b[i]) / 2) as RGB;

function expectEverywhere(at: (x: number, y: number) => RGB, want: (x: number) => RGB) {
  for (let y = 0; y < H; y += 5)
    for (let x = 0; x < W; x += 3) expect(near(at(x, y), want(x)), `pixel ${x},${y} is ${at(x, y)}, not ${want(x)}`).toBe(true);
}

const a = (x: number): RGB => (x < W / 2 ? RED : YELLOW);

describe.each(transitionKinds)("%s", (kind) => {
  it("shows the outgoing picture at 0 and the incoming one at 1", () => {
    expectEverywhere(render(kind, 0), a);
    expectEverywhere(render(kind, 1), () => BLUE);
  });

  it("shows its own mix of both at 0.5", () => {
    const at = render(kind, 0.5);
    const q = W / 4;
    const y = H / 2;
    const checks: Record<TransitionKind, [number, number, RGB][]> = {
      dissolve: [[q, y, mid(RED, BLUE)], [3 * q, y, mid(YELLOW, BLUE)]],
      "dip-black": [[q, y, [0, 0, 0]], [3 * q, y, [0, 0, 0]]],
      "dip-white": [[q, y, [255, 255, 255]], [3 * q, y, [255, 255, 255]]],
      "wipe-left": [[q, y, RED], [3 * q, y, BLUE]],
      "wipe-right": [[q, y, BLUE], [3 * q, y, YELLOW]],
      "wipe-up": [[q, H / 4, RED], [q, (3 * H) / 4, BLUE]],
      "wipe-down": [[q, H / 4, BLUE], [q, (3 * H) / 4, RED]],
      slide: [[q, y, RED], [3 * q, y, BLUE]],
      // A has moved half a frame left: its yellow half is where its red half was.
      push: [[q, y, YELLOW], [3 * q, y, BLUE]],
      zoom: [[q * 1.6, y, mid(RED, BLUE)]],
      iris: [[W / 2, y, BLUE], [1, 1, RED], [W - 2, H - 2, YELLOW]],
      blur: [[q, y, mid(RED, BLUE)], [3 * q, y, mid(YELLOW, BLUE)]],
    };
    for (const [x, yy, want] of checks[kind]) expect(near(at(x, yy), want, 4), `${kind} at ${x},${yy}: ${at(x, yy)} not ${want}`).toBe(true);
  });
});

describe("a transition through the frame plan and the compositor", () => {
  const picture = (id: string, assetId: string, start: number): MediaItem => ({
    id,
    kind: "image",
    name: id,
    assetId,
    start,
    in: 0,
    out: 2,
    volume: 1,
    fadeIn: 0,
    fadeOut: 0,
    transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  });
  const base = emptyDoc();
  const doc: ProjectDoc = {
    ...base,
    assets: ["a", "b"].map((id) => ({ id, name: id, mime: "image/png", kind: "image" as const, duration: null, source: "sample" as const, url: `/${id}.png` })),
    tracks: base.tracks.map((t) =>
      t.id === defaultTrackIds.video
        ? { ...t, items: [picture("p1", "a", 0), picture("p2", "b", 2)], transitions: [{ id: "x", kind: "dissolve", fromId: "p1", toId: "p2", duration: 1 }] }
        : t,
    ),
  };

  it("plans both pictures with the progress, and draws their mix at the cut", () => {
    const layers = framePlan(doc, 2);
    expect(layers.map((l) => (l.type === "media" ? [l.item.id, l.transition?.role, l.transition?.progress] : l.type))).toEqual([
      ["p1", "out", 0.5],
      ["p2", "in", 0.5],
    ]);
    // The outgoing picture is shown 0.5 s past its out point, the incoming one 0.5 s before its in point.
    expect(layers.map((l) => (l.type === "media" ? l.sourceTime : null))).toEqual([2, 0]);
    expect(framePlan(doc, 1.4).map((l) => l.item.id)).toEqual(["p1"]);
    expect(framePlan(doc, 2.5).map((l) => l.item.id)).toEqual(["p2"]);
    const { a, b } = pictures();
    const out = canvas();
    drawLayers(out.ctx as unknown as Ctx2D, layers, (l) => (l.item.id === "p1" ? a : b) as unknown as CanvasImageSource, size);
    const at = pixels(out.ctx);
    expect(near(at(W / 4, H / 2), mid(RED, BLUE))).toBe(true);
  });
});
