import { afterEach, describe, expect, it, vi } from "vitest";

import type { MediaItem, TextItem } from "../document";
import { defaultTrackIds, emptyDoc } from "../empty-doc";
import { type Ctx2D, drawFrame, placeRect, sourceSize } from "./compositor";

/** A 2D context that records what is drawn. */
function recorder() {
  const calls: string[] = [];
  const ctx = {
    filter: "none",
    globalAlpha: 1,
    fillStyle: "#000",
    font: "",
    textAlign: "start",
    textBaseline: "alphabetic",
    save: () => undefined,
    restore: () => undefined,
    setTransform: () => undefined,
    beginPath: () => calls.push("beginPath"),
    rect: (x: number, y: number, w: number, h: number) => calls.push(`rect ${x},${y},${w},${h}`),
    moveTo: () => undefined,
    ellipse: (x: number, y: number, rx: number, ry: number) => calls.push(`ellipse ${x},${y},${rx},${ry}`),
    imageSmoothingEnabled: true,
    clip: () => calls.push("clip"),
    fillRect(x: number, y: number, w: number, h: number) {
      calls.push(`fillRect ${this.fillStyle} ${Math.round(x)},${Math.round(y)},${Math.round(w)},${Math.round(h)}`);
    },
    drawImage(_s: unknown, ...args: number[]) {
      // drawImage(source, dx, dy, dw, dh) or (source, sx, sy, sw, sh, dx, dy, dw, dh): the destination is logged.
      const [x, y, w, h] = args.length === 8 ? args.slice(4) : args;
      calls.push(`drawImage ${this.filter}${this.imageSmoothingEnabled ? "" : " pixelated"} ${x},${y},${w},${h}`);
    },
    fillText(text: string) {
      calls.push(`fillText ${this.fillStyle} ${text}`);
    },
    measureText: (text: string) => ({ width: text.length * 10 }),
  };
  return { ctx: ctx as unknown as Ctx2D, calls };
}

const media = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: "v1",
  kind: "video",
  name: "clip",
  assetId: "a1",
  start: 0,
  in: 0,
  out: 4,
  volume: 1,
  fadeIn: 0,
  fadeOut: 0,
  transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
  ...over,
});

describe("placeRect", () => {
  it("fits contain, then scales and moves", () => {
    expect(placeRect({ width: 640, height: 360 }, { width: 1280, height: 720 }, { x: 0.5, y: 0.5, scale: 1 })).toEqual({ x: 0, y: 0, w: 1280, h: 720 });
    // A square into 16:9: pillarboxed.
    expect(placeRect({ width: 100, height: 100 }, { width: 1280, height: 720 }, { x: 0.5, y: 0.5, scale: 1 })).toEqual({ x: 280, y: 0, w: 720, h: 720 });
    expect(placeRect({ width: 100, height: 100 }, { width: 1280, height: 720 }, { x: 0.25, y: 0.5, scale: 0.5 })).toEqual({ x: 140, y: 180, w: 360, h: 360 });
  });

  it("reads the size of frames, videos and images", () => {
    expect(sourceSize({ displayWidth: 4, displayHeight: 2 } as unknown as CanvasImageSource)).toEqual({ width: 4, height: 2 });
    expect(sourceSize({ videoWidth: 6, videoHeight: 3 } as unknown as CanvasImageSource)).toEqual({ width: 6, height: 3 });
    expect(sourceSize({ width: 8, height: 5 } as unknown as CanvasImageSource)).toEqual({ width: 8, height: 5 });
  });
});

describe("drawFrame", () => {
  it("draws black, the media with the colour filter, then text and captions on top", () => {
    const doc = emptyDoc({ resolution: "1280x720", color: { brightness: 75, contrast: 50, saturation: 50 } });
    doc.assets.push({ id: "a1", name: "clip", mime: "video/webm", kind: "video", duration: 4, source: "sample", url: "/x.webm" });
    doc.tracks.find((t) => t.id === defaultTrackIds.video)!.items.push(media());
    const title: TextItem = {
      id: "t1", kind: "text", name: "Title", start: 0, in: 0, out: 2, text: "Hello", fontSize: 72, color: "#ff0000",
      placement: "center", x: 0.5, y: 0.5, bold: true, background: "#000000",
    };
    doc.tracks.find((t) => t.id === defaultTrackIds.text)!.items.push(title);
    doc.tracks.find((t) => t.id === defaultTrackIds.caption)!.items.push({ id: "c1", kind: "caption", name: "c", start: 0, in: 0, out: 3, text: "Sub" });
    const { ctx, calls } = recorder();
    const frame = { videoWidth: 640, videoHeight: 360 } as unknown as CanvasImageSource;
    drawFrame(ctx, doc, 1, () => frame, { width: 1280, height: 720 });
    expect(calls[0]).toBe("fillRect #000 0,0,1280,720");
    expect(calls[1]).toBe("drawImage brightness(1.5) contrast(1) saturate(1) 0,0,1280,720");
    expect(calls.filter((c) => c.startsWith("fillText"))).toEqual(["fillText #ff0000 Hello", "fillText #ffffff Sub"]);
    // After the title, the image is gone but the caption remains.
    const later = recorder();
    drawFrame(later.ctx, doc, 2.5, () => null, { width: 1280, height: 720 });
    expect(later.calls.filter((c) => c.startsWith("fillText"))).toEqual(["fillText #ffffff Sub"]);
    expect(later.calls.some((c) => c.startsWith("drawImage"))).toBe(false);
  });

  it("blurs only the regions when the item has them", () => {
    const doc = emptyDoc({ resolution: "1280x720" });
    doc.assets.push({ id: "a1", name: "clip", mime: "video/webm", kind: "video", duration: 4, source: "sample", url: "/x.webm" });
    doc.tracks.find((t) => t.id === defaultTrackIds.video)!.items.push(
      media({ blur: { type: "gaussian", intensity: 100, regions: [{ t: 0, boxes: [{ x: 0.5, y: 0, w: 0.5, h: 0.5 }] }] } }),
    );
    const { ctx, calls } = recorder();
    drawFrame(ctx, doc, 0, () => ({ videoWidth: 1280, videoHeight: 720 }) as unknown as CanvasImageSource, { width: 1280, height: 720 });
    expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual([
      "drawImage none 0,0,1280,720",
      expect.stringMatching(/^drawImage .*blur\(24px\) 0,0,1280,720$/),
    ]);
    expect(calls).toContain("rect 640,0,640,360");
    expect(calls).toContain("clip");
  });

  describe("privacy regions", () => {
    afterEach(() => vi.unstubAllGlobals());

    const regionDoc = (blur: MediaItem["blur"]) => {
      const doc = emptyDoc({ resolution: "1280x720" });
      doc.assets.push({ id: "a1", name: "clip", mime: "video/webm", kind: "video", duration: 4, source: "sample", url: "/x.webm" });
      doc.tracks.find((t) => t.id === defaultTrackIds.video)!.items.push(media({ blur }));
      return doc;
    };
    const frame = () => ({ videoWidth: 1280, videoHeight: 720 }) as unknown as CanvasImageSource;

    it("smart blending blurs soft ovals that follow a tracked face", () => {
      const doc = regionDoc({
        type: "gaussian",
        intensity: 50,
        blend: true,
        tracks: [{ id: "f", target: "face", keys: [{ t: 0, box: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 } }, { t: 2, box: { x: 0.5, y: 0.1, w: 0.2, h: 0.2 } }] }],
      });
      const { ctx, calls } = recorder();
      drawFrame(ctx, doc, 1, frame, { width: 1280, height: 720 });
      // Halfway between the keys: centre x = 0.4 of 1280.
      expect(calls).toContain("ellipse 512,144,128,72");
      expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none 0,0,1280,720", "drawImage brightness(1) contrast(1) saturate(1) blur(12px) 0,0,1280,720"]);
      // After the track ends (plus its hold), nothing is blurred.
      const later = recorder();
      drawFrame(later.ctx, doc, 3, frame, { width: 1280, height: 720 });
      expect(later.calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none 0,0,1280,720"]);
    });

    it("mosaic pixelates the region: shrunk to cells, drawn back without smoothing", () => {
      const small = recorder();
      vi.stubGlobal(
        "OffscreenCanvas",
        class {
          width = 1;
          height = 1;
          getContext() {
            return { ...small.ctx, canvas: this, clearRect: () => undefined };
          }
        },
      );
      const doc = regionDoc({ type: "mosaic", intensity: 100, regions: [{ t: 0, boxes: [{ x: 0.5, y: 0.5, w: 0.25, h: 0.25 }] }] });
      const { ctx, calls } = recorder();
      drawFrame(ctx, doc, 0, frame, { width: 1280, height: 720 });
      // Mosaic at 100% on 1280 px: 28 px radius, 56 px cells, so the 320x180 box becomes 6x3 cells.
      expect(small.calls).toEqual(["drawImage none 0,0,6,3"]);
      expect(calls).toContain("rect 640,360,320,180");
      expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none 0,0,1280,720", "drawImage none pixelated 640,360,320,180"]);
    });
  });
});

describe("resizeLayers and layerFilter (the preview draws at its own size)", () => {
  it("scales text and captions with the canvas, leaves media alone, and names the whole-picture filter", async () => {
    const { framePlan } = await import("../frame-plan");
    const { resizeLayers, layerFilter } = await import("./compositor");
    const d = emptyDoc();
    const title: TextItem = {
      id: "t1",
      kind: "text",
      name: "Title",
      start: 0,
      in: 0,
      out: 3,
      text: "Hi",
      fontSize: 96,
      color: "#fff",
      placement: "center",
      x: 0.5,
      y: 0.5,
      bold: true,
      background: null,
    };
    const doc = {
      ...d,
      assets: [{ id: "a1", name: "clip", mime: "video/webm", kind: "video" as const, duration: 4, source: "sample" as const, url: "/c.webm" }],
      tracks: d.tracks.map((t) =>
        t.id === defaultTrackIds.video
          ? { ...t, items: [media({ blur: { type: "gaussian" as const, intensity: 50 } })] }
          : t.id === defaultTrackIds.text
            ? { ...t, items: [title] }
            : t,
      ),
    };
    const layers = framePlan(doc, 1);
    const half = resizeLayers(layers, 0.5);
    expect(half[0]).toBe(layers[0]);
    expect(half[1]).toMatchObject({ type: "text", fontSize: 48 });
    expect(layers[1]).toMatchObject({ fontSize: 96 });
    const m = layers[0];
    if (m.type !== "media") throw new Error("expected the clip first");
    expect(layerFilter(m, 640)).toBe("brightness(1) contrast(1) saturate(1) blur(6px)");
    expect(layerFilter(m, 1280)).toBe("brightness(1) contrast(1) saturate(1) blur(12px)");
    expect(layerFilter({ ...m, blur: { type: "gaussian", intensity: 50, boxes: [{ x: 0, y: 0, w: 0.1, h: 0.1 }] } }, 640)).toBe(
      "brightness(1) contrast(1) saturate(1)",
    );
  });
});
