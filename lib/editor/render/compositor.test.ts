import { afterEach, describe, expect, it, vi } from "vitest";

import type { MediaItem, TextItem } from "../model/document";
import { defaultTrackIds, emptyDoc } from "../model/empty-doc";
import { placeRect } from "./frame-plan";
import { type Ctx2D, drawFrame } from "./compositor";
import { sourceSize } from "./source-size";

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
    globalCompositeOperation: "source-over",
    imageSmoothingQuality: "low",
    save: () => undefined,
    restore: () => undefined,
    setTransform: (a: number, _b: number, _c: number, d: number, e: number, f: number) => {
      if (a !== 1 || d !== 1 || e !== 0 || f !== 0) calls.push(`setTransform ${[a, d, e, f].map((v) => Math.round(v * 100) / 100).join(",")}`);
    },
    translate: (x: number, y: number) => calls.push(`translate ${x},${y}`),
    clearRect: () => undefined,
    lineTo: () => undefined,
    closePath: () => undefined,
    arc: () => undefined,
    createRadialGradient: () => ({ addColorStop: (at: number, color: string) => calls.push(`stop ${at} ${color}`) }),
    beginPath: () => calls.push("beginPath"),
    rect: (x: number, y: number, w: number, h: number) => calls.push(`rect ${x},${y},${w},${h}`),
    moveTo: () => undefined,
    ellipse: (x: number, y: number, rx: number, ry: number) => calls.push(`ellipse ${x},${y},${rx},${ry}`),
    imageSmoothingEnabled: true,
    clip: () => calls.push("clip"),
    fillRect(x: number, y: number, w: number, h: number) {
      const style = typeof this.fillStyle === "string" ? this.fillStyle : "gradient";
      calls.push(`fillRect ${this.globalCompositeOperation === "source-over" ? "" : `${this.globalCompositeOperation} `}${style} ${Math.round(x)},${Math.round(y)},${Math.round(w)},${Math.round(h)}`);
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

    /**
     * OffscreenCanvas stand-in: every scratch canvas's drawing goes to `scratch.calls` of the latest stub (the
     * compositor keeps its scratch canvases from one frame to the next).
     */
    let scratch = recorder();
    function stubScratch() {
      scratch = recorder();
      vi.stubGlobal(
        "OffscreenCanvas",
        class {
          width: number;
          height: number;
          constructor(width: number, height: number) {
            this.width = width;
            this.height = height;
          }
          getContext() {
            return Object.assign(scratch.ctx, { canvas: this });
          }
        },
      );
      return scratch;
    }

    it("mosaic pixelates the region: shrunk to cells, drawn back without smoothing", () => {
      const small = stubScratch();
      const doc = regionDoc({ type: "mosaic", intensity: 100, regions: [{ t: 0, boxes: [{ x: 0.5, y: 0.5, w: 0.25, h: 0.25 }] }] });
      const { ctx, calls } = recorder();
      drawFrame(ctx, doc, 0, frame, { width: 1280, height: 720 });
      // The picture under the region copied (at its place relative to the region), then shrunk to cells: mosaic at
      // 100% on 1280 px is a 28 px radius, 56 px cells, so the 320x180 box becomes 6x3 cells.
      expect(small.calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none -640,-360,1280,720", "drawImage none 0,0,6,3"]);
      expect(calls).toContain("rect 640,360,320,180");
      expect(calls).toContain("translate 640,360");
      expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none 0,0,1280,720", "drawImage none pixelated 0,0,320,180"]);
    });

    it("smart blending fades the effect out in an oval: a radial gradient keeps it, then it is drawn over", () => {
      const scratch = stubScratch();
      const doc = regionDoc({ type: "dot", intensity: 50, blend: true, regions: [{ t: 0, boxes: [{ x: 0.25, y: 0.25, w: 0.5, h: 0.5 }] }] });
      const { ctx, calls } = recorder();
      drawFrame(ctx, doc, 0, frame, { width: 1280, height: 720 });
      // The oval is 1.15 times the 640x360 box: 736x414 around its centre (640, 360).
      expect(scratch.calls).toContain("setTransform 368,207,368,207");
      expect(scratch.calls).toContain("fillRect destination-in gradient -1,-1,2,2");
      expect(scratch.calls.filter((c) => c.startsWith("stop"))).toEqual(["stop 0 rgba(0, 0, 0, 1)", "stop 0.7 rgba(0, 0, 0, 1)", "stop 1 rgba(0, 0, 0, 0)"]);
      // Dots: the dark ground first.
      expect(scratch.calls).toContain("fillRect #101014 0,0,736,414");
      expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none 0,0,1280,720", "drawImage none 272,153,736,414"]);
    });

    it("the whole picture takes the type's effect too, over the picture only", () => {
      const scratch = stubScratch();
      const doc = emptyDoc({ resolution: "1280x720", blur: { type: "motion", intensity: 50, targets: [], autoTrack: true, smartBlending: true } });
      doc.assets.push({ id: "a1", name: "clip", mime: "video/webm", kind: "video", duration: 4, source: "sample", url: "/x.webm" });
      // A 4:3 picture, pillarboxed in the 16:9 frame: 960x720 at x 160.
      doc.tracks.find((t) => t.id === defaultTrackIds.video)!.items.push(media());
      const { ctx, calls } = recorder();
      drawFrame(ctx, doc, 0, () => ({ videoWidth: 640, videoHeight: 480 }) as unknown as CanvasImageSource, { width: 1280, height: 720 });
      expect(calls).toContain("rect 160,0,960,720");
      // Motion at 50% on 1280 px: radius 10, reach 40, softened by a 5 px blur. The picture is copied with 56 px
      // around it (reach + three soften radii + 1) at 1/2.5 of the size (half the soften radius); 32 copies spread
      // from -40 to +40 px are averaged in 5 steps, each drawing the result so far twice, moved apart twice as far
      // as in the step before; then it is blurred there by 2 px and drawn back up.
      expect(scratch.calls.filter((c) => c.startsWith("setTransform"))).toEqual(["setTransform 0.4,0.4,0,0", ...Array(5).fill("setTransform 0.4,0.4,22.4,22.4")]);
      // The picture's edge pixels stretched out into the margin (eight strips and corners around the picture).
      expect(scratch.calls).toContain("drawImage none 56,56,960,720");
      expect(scratch.calls).toContain("drawImage none 0,56,56,720");
      const moved = scratch.calls.filter((c) => c.startsWith("drawImage none") && c.endsWith(",1072,832")).map((c) => Number(c.split(" ")[2].split(",")[0]) + 56);
      expect(moved).toHaveLength(10);
      const spreads = [0, 2, 4, 6, 8].map((i) => moved[i + 1] - moved[i]);
      spreads.slice(1).forEach((d, i) => expect(d).toBeCloseTo(spreads[i] * 2));
      expect(spreads.reduce((sum, d) => sum + d, 0) / 2).toBeCloseTo(40);
      expect(scratch.calls.at(-1)).toBe("drawImage blur(2px) 0,0,428.8,332.8");
      expect(calls.filter((c) => c.startsWith("drawImage"))).toEqual(["drawImage none -56,-56,1072,832"]);
    });
  });
});

describe("resizeLayers and layerFilter (the preview draws at its own size)", () => {
  it("scales text and captions with the canvas, leaves media alone, and names the whole-picture filter", async () => {
    const { framePlan } = await import("./frame-plan");
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
