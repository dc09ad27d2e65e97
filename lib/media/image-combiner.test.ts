import { describe, expect, it } from "vitest";

import { combinerSliders, coverCrop, defaultCombinerSettings, layoutImages, outputSizes, type CombinerSettings } from "@/lib/media/image-combiner";

const s = (fields: Partial<CombinerSettings>): CombinerSettings => ({ ...defaultCombinerSettings, ...fields });

describe("image combiner layout", () => {
  it("has the product's sizes and slider defaults", () => {
    expect(outputSizes["1080p"]).toMatchObject({ width: 1920, height: 1080 });
    expect(outputSizes["4k"]).toMatchObject({ width: 3840, height: 2160 });
    expect(outputSizes.square).toMatchObject({ width: 1080, height: 1080 });
    expect(outputSizes.story).toMatchObject({ width: 1080, height: 1920 });
    expect(combinerSliders).toEqual({
      spacing: { min: 0, max: 50, default: 10 },
      borderRadius: { min: 0, max: 50, default: 0 },
      opacity: { min: 0, max: 100, default: 100 },
    });
  });

  it("places side-by-side images in equal columns with spacing", () => {
    const r = layoutImages(2, 1920, 1080, s({ mode: "side-by-side", spacing: 10 }));
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ x: 10, y: 10, width: 945, height: 1060 });
    expect(r[1]).toMatchObject({ x: 965, y: 10, width: 945, height: 1060 });
    // a portrait story stacks them instead
    const story = layoutImages(2, 1080, 1920, s({ mode: "side-by-side", spacing: 0 }));
    expect(story.map((p) => [p.x, p.y, p.width, p.height])).toEqual([[0, 0, 1080, 960], [0, 960, 1080, 960]]);
  });

  it("builds a near-square grid and scales spacing for 4K", () => {
    const r = layoutImages(4, 3840, 2160, s({ mode: "grid", spacing: 10 }));
    // 4K: spacing 10 becomes 20 px
    expect(r.map((p) => [p.x, p.y])).toEqual([[20, 20], [1930, 20], [20, 1090], [1930, 1090]]);
    expect(r.every((p) => p.width === 1890 && p.height === 1050)).toBe(true);
    expect(layoutImages(3, 1080, 1080, s({ mode: "grid", spacing: 0 })).map((p) => [p.x, p.y, p.width])).toEqual([
      [0, 0, 540], [540, 0, 540], [0, 540, 540],
    ]);
  });

  it("makes a collage with a large first image", () => {
    const r = layoutImages(3, 1920, 1080, s({ mode: "collage", spacing: 0 }));
    expect(r[0]).toMatchObject({ x: 0, y: 0, width: 1280, height: 1080 });
    expect(r[1]).toMatchObject({ x: 1280, y: 0, width: 640, height: 540 });
    expect(r[2]).toMatchObject({ x: 1280, y: 540, width: 640, height: 540 });
    expect(layoutImages(1, 1080, 1080, s({ mode: "collage", spacing: 0 }))[0]).toMatchObject({ width: 1080, height: 1080 });
  });

  it("overlays and blends full-frame images with opacity", () => {
    const overlay = layoutImages(2, 1080, 1080, s({ mode: "overlay", spacing: 0, opacity: 50 }));
    expect(overlay.map((p) => [p.width, p.alpha, p.composite])).toEqual([[1080, 0.5, "source-over"], [1080, 0.5, "overlay"]]);
    const blend = layoutImages(3, 1080, 1080, s({ mode: "blend", spacing: 0 }));
    expect(blend.map((p) => p.alpha)).toEqual([1, 0.5, 1 / 3]);
  });

  it("caps the border radius and handles no images", () => {
    const r = layoutImages(1, 1080, 1080, s({ borderRadius: 50, spacing: 0 }));
    expect(r[0].radius).toBe(50);
    expect(layoutImages(0, 1080, 1080, defaultCombinerSettings)).toEqual([]);
  });

  it("crops sources to cover a box", () => {
    expect(coverCrop(2000, 1000, 500, 500)).toEqual({ sx: 500, sy: 0, sw: 1000, sh: 1000 });
    expect(coverCrop(1000, 2000, 1000, 500)).toEqual({ sx: 0, sy: 750, sw: 1000, sh: 500 });
  });
});
