import { describe, expect, it } from "vitest";

import { type CopyableFrame, type RgbaCanvas, RgbaFrames } from "./rgba-frames";

/** A fake frame whose RGBA copy fills every pixel with `value`, counting its copies. */
function frame(width: number, height: number, value: number, options: { display?: [number, number]; fails?: boolean } = {}) {
  const f = {
    copies: 0,
    displayWidth: options.display?.[0] ?? width,
    displayHeight: options.display?.[1] ?? height,
    codedWidth: width + 16,
    codedHeight: height,
    visibleRect: { width, height },
    async copyTo(destination: Uint8ClampedArray, opts: { format: "RGBA"; colorSpace: "srgb" }) {
      if (options.fails) throw new DOMException("not supported", "NotSupportedError");
      expect(opts).toEqual({ format: "RGBA", colorSpace: "srgb" });
      expect(destination.length).toBe(width * height * 4);
      f.copies++;
      destination.fill(value);
      return [];
    },
  };
  return f satisfies CopyableFrame;
}

/** Canvases that keep what was put in them. */
function canvases() {
  const made: { width: number; height: number; pixels: number[] }[] = [];
  const make = (width: number, height: number): RgbaCanvas => {
    const c = { width, height, pixels: [] as number[] };
    made.push(c);
    return { width, height, source: c as unknown as CanvasImageSource, put: (px) => (c.pixels = Array.from(px.slice(0, 4))) };
  };
  return { made, make };
}

describe("RgbaFrames", () => {
  it("copies a frame's visible pixels as RGBA into the item's canvas, once per decoded frame", async () => {
    const { made, make } = canvases();
    const frames = new RgbaFrames(make);
    const a = frame(64, 36, 200);
    const keyA = {};
    const first = await frames.canvasOf("clip-1", a, keyA);
    expect(first).toBe(made[0]);
    expect(made[0]).toMatchObject({ width: 64, height: 36, pixels: [200, 200, 200, 200] });
    // The same decoded frame again (a slowed clip, a held frame): no second copy.
    expect(await frames.canvasOf("clip-1", a, keyA)).toBe(made[0]);
    expect(a.copies).toBe(1);
    // The next frame refills the same canvas.
    const b = frame(64, 36, 90);
    expect(await frames.canvasOf("clip-1", b, {})).toBe(made[0]);
    expect(made).toHaveLength(1);
    expect(made[0].pixels).toEqual([90, 90, 90, 90]);
    // Another item has a canvas of its own; a released item starts over.
    await frames.canvasOf("clip-2", frame(64, 36, 10), {});
    frames.release("clip-1");
    await frames.canvasOf("clip-1", frame(64, 36, 20), {});
    expect(made).toHaveLength(3);
  });

  it("leaves anamorphic frames to be drawn as they are (their display size is not their pixel size)", async () => {
    const { made, make } = canvases();
    const frames = new RgbaFrames(make);
    expect(await frames.canvasOf("clip-1", frame(720, 576, 1, { display: [1024, 576] }), {})).toBeNull();
    expect(made).toHaveLength(0);
  });

  it("stops converting once the browser cannot copy a frame as RGBA", async () => {
    const { make } = canvases();
    const frames = new RgbaFrames(make);
    expect(await frames.canvasOf("clip-1", frame(64, 36, 1, { fails: true }), {})).toBeNull();
    const later = frame(64, 36, 5);
    expect(await frames.canvasOf("clip-1", later, {})).toBeNull();
    expect(later.copies).toBe(0);
  });
});
