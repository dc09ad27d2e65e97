/**
 * Effect items in the one compositor, on a real 2D canvas (Skia): an effect over the whole timeline changes the
 * pictures below it but not the titles above it; an effect on one clip changes that clip's picture only; before the
 * effect engine has loaded the frame is drawn without effects.
 */
import { Canvas } from "@napi-rs/canvas";
import { beforeAll, describe, expect, it } from "vitest";

import type { MediaItem, ProjectDoc, TextItem } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { drawFrame } from "../render/compositor";

import { addEffect } from "./effect-edits";
import { effectEngine, prepareEffects } from "./effect-hook";
import type { Ctx2D } from "./types";
import { useSkiaScratch } from "./testing/frames";

beforeAll(useSkiaScratch);

const W = 320;
const H = 180;

/** A solid-colour picture. */
function solid(colour: string): Canvas {
  const c = new Canvas(64, 36);
  const ctx = c.getContext("2d");
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 64, 36);
  return c;
}

const picture = (id: string, assetId: string, transform: MediaItem["transform"]): MediaItem => ({
  id,
  kind: "image",
  name: id,
  assetId,
  start: 0,
  in: 0,
  out: 4,
  volume: 1,
  fadeIn: 0,
  fadeOut: 0,
  transform,
});

const title: TextItem = {
  id: "t",
  kind: "text",
  name: "Title",
  text: "HI",
  start: 0,
  in: 0,
  out: 4,
  fontSize: 200,
  color: "#ff0000",
  placement: "custom",
  x: 0.5,
  y: 0.2,
  bold: true,
  background: null,
};

function doc(): ProjectDoc {
  const d = emptyDoc({ resolution: "1280x720" });
  const assets = [
    { id: "red", name: "red.png", mime: "image/png", kind: "image" as const, duration: null, source: "sample" as const, url: "/red.png" },
    { id: "blue", name: "blue.png", mime: "image/png", kind: "image" as const, duration: null, source: "sample" as const, url: "/blue.png" },
  ];
  return {
    ...d,
    assets,
    tracks: d.tracks.map((t) =>
      t.id === defaultTrackIds.video
        ? { ...t, items: [picture("bg", "red", { x: 0.5, y: 0.5, scale: 1, opacity: 1 })] }
        : t.id === defaultTrackIds.overlay
          ? { ...t, items: [picture("pip", "blue", { x: 0.8, y: 0.75, scale: 0.3, opacity: 1 })] }
          : t.id === defaultTrackIds.text
            ? { ...t, items: [title] }
            : t,
    ),
  };
}

const sources = { red: solid("#d02020"), blue: solid("#2040d0") } as Record<string, Canvas>;

function draw(d: ProjectDoc) {
  const c = new Canvas(W, H);
  const ctx = c.getContext("2d") as unknown as Ctx2D;
  drawFrame(ctx, d, 1, (layer) => (sources[layer.asset?.id ?? ""] as unknown as CanvasImageSource) ?? null, { width: W, height: H });
  const px = ctx.getImageData(0, 0, W, H).data;
  return (x: number, y: number) => {
    const i = (Math.round(y * H) * W + Math.round(x * W)) * 4;
    return [px[i], px[i + 1], px[i + 2]];
  };
}

const grey = ([r, g, b]: number[]) => Math.abs(r - g) < 20 && Math.abs(g - b) < 20;
let n = 0;
const newId = () => `id-${++n}`;

describe("effect items in the compositor", () => {
  it("are left out until the effect engine has loaded, then drawn over everything below them but not the titles above", async () => {
    const noir = addEffect(doc(), { effectId: "film-noir", start: 0, duration: 4, id: "fx", newId });
    expect(effectEngine()).toBeNull();
    const before = draw(noir);
    expect(grey(before(0.2, 0.6))).toBe(false);
    await prepareEffects(noir);
    expect(effectEngine()).not.toBeNull();
    const after = draw(noir);
    // The red background and the blue picture-in-picture are black and white now; the red title above is not.
    expect(grey(after(0.2, 0.6))).toBe(true);
    expect(grey(after(0.8, 0.75))).toBe(true);
    const [r, g] = after(0.5, 0.2);
    expect(r - g).toBeGreaterThan(100);
  });

  it("on one clip change that clip's picture only", async () => {
    const onPip = addEffect(doc(), { effectId: "film-noir", start: 0, duration: 4, targetId: "pip", id: "fx", newId });
    await prepareEffects(onPip);
    const at = draw(onPip);
    expect(grey(at(0.8, 0.75))).toBe(true);
    const [r, g] = at(0.2, 0.6);
    expect(r - g).toBeGreaterThan(100);
  });
});
