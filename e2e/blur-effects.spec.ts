import { expect, test } from "@playwright/test";
import sharp from "sharp";

import type { Box } from "../lib/editor/model/document";
import { FEATHER_OUTER } from "../lib/editor/render/blur-effects";
import { blurTypeIds } from "../lib/editor/model/choices";
import {
  ASTRONAUT_FACE,
  detailKept,
  drawInPage,
  edgeEnergy,
  greyPixels,
  meanDifference,
  openBlurLab,
  pixelRect,
} from "./blur-lab";

/**
 * The seven blur types drawn by the compositor on Chromium's canvas (the preview and the export both draw through
 * it): each destroys the detail inside its region and nothing outside, each looks different, the same at preview
 * and export sizes, and smart blending fades out in an oval.
 */
const W = 1280;
const H = 720;
const REGION: Box = { x: 0.3, y: 0.25, w: 0.3, h: 0.4 };
const smoothing = new Set(["gaussian", "motion", "radial", "glass", "mosaic", "triangle"]);

test.describe("blur types", () => {
  test.beforeEach(async ({ page }) => {
    await openBlurLab(page);
  });

  test("each type wipes out the region's detail at 50 % and leaves the rest of the frame alone", async ({ page }) => {
    const original = await greyPixels(await drawInPage(page, "noise", W, H, null));
    const inside = pixelRect(REGION, W, H, 2);
    const outside = pixelRect(REGION, W, H, -1);
    const before = edgeEnergy(original, inside);
    for (const type of blurTypeIds) {
      const out = await greyPixels(await drawInPage(page, "noise", W, H, { type, intensity: 50, boxes: [REGION] }));
      const kept = detailKept(original, out, inside);
      const edges = edgeEnergy(out, inside);
      const rest = meanDifference(original, out, outside, true);
      console.info(`${type}: detail kept ${kept.toFixed(3)}, edge energy ${before.toFixed(1)} -> ${edges.toFixed(1)}, outside changed ${rest.toFixed(3)}`);
      expect(Math.abs(kept), type).toBeLessThan(0.1);
      // The dots' discs on their dark ground have edges of their own; the others flatten the region.
      if (smoothing.has(type)) expect(edges, type).toBeLessThan(before * 0.4);
      expect(rest, type).toBeLessThan(0.01);
    }
  });

  test("the types look different from each other, and each is the same at preview and export sizes", async ({ page }) => {
    const face = pixelRect(ASTRONAUT_FACE, 640, 360, 1);
    const small = new Map<string, Awaited<ReturnType<typeof greyPixels>>>();
    for (const type of blurTypeIds) {
      const preview = await drawInPage(page, "astronaut", 640, 360, { type, intensity: 60, boxes: [ASTRONAUT_FACE] });
      const exported = await drawInPage(page, "astronaut", W, H, { type, intensity: 60, boxes: [ASTRONAUT_FACE] });
      const a = await greyPixels(preview);
      const b = await greyPixels(await sharp(exported).resize(640, 360).png().toBuffer());
      const drift = meanDifference(a, b, face);
      console.info(`${type}: preview (640) vs export (1280, scaled down) in the face: ${drift.toFixed(2)} grey levels`);
      // Cell edges and the dots' rims fall on different pixels at the two sizes: a few grey levels on average.
      expect(drift, type).toBeLessThan(8);
      small.set(type, a);
    }
    for (const [i, x] of blurTypeIds.entries()) {
      for (const y of blurTypeIds.slice(i + 1)) {
        const d = meanDifference(small.get(x)!, small.get(y)!, face);
        console.info(`${x} vs ${y}: ${d.toFixed(2)}`);
        expect(d, `${x} vs ${y}`).toBeGreaterThan(8);
      }
    }
  });

  test("the whole picture: every type over all of it", async ({ page }) => {
    const original = await greyPixels(await drawInPage(page, "noise", W, H, null));
    const all = { x: 4, y: 4, w: W - 8, h: H - 8 };
    const gaussian = await greyPixels(await drawInPage(page, "astronaut", W, H, { type: "gaussian", intensity: 50 }));
    for (const type of blurTypeIds) {
      const out = await greyPixels(await drawInPage(page, "noise", W, H, { type, intensity: 50 }));
      const kept = detailKept(original, out, all);
      // On the astronaut (noise averages to the same grey under any of them), each differs from the gaussian.
      const person = await greyPixels(await drawInPage(page, "astronaut", W, H, { type, intensity: 50 }));
      const fromGaussian = meanDifference(person, gaussian, pixelRect({ x: 0.15, y: 0.05, w: 0.35, h: 0.9 }, W, H));
      console.info(`whole picture, ${type}: detail kept ${kept.toFixed(3)}, differs from gaussian by ${fromGaussian.toFixed(2)}`);
      expect(Math.abs(kept), type).toBeLessThan(0.1);
      if (type !== "gaussian") expect(fromGaussian, type).toBeGreaterThan(5);
    }
  });

  test("glass scatters the same way on every draw", async ({ page }) => {
    const blur = { type: "glass" as const, intensity: 70, boxes: [ASTRONAUT_FACE] };
    const first = await drawInPage(page, "astronaut", W, H, blur);
    const second = await drawInPage(page, "astronaut", W, H, blur);
    expect(first.equals(second)).toBe(true);
  });

  test("smart blending: full effect in the middle of the oval, fading towards its edge, nothing outside", async ({ page }) => {
    const sharpFrame = await greyPixels(await drawInPage(page, "noise", W, H, null));
    // The same blur as a hard rectangle over the whole oval: what "fully blurred" is at each pixel.
    const o = { x: REGION.x - (REGION.w * (FEATHER_OUTER - 1)) / 2, y: REGION.y - (REGION.h * (FEATHER_OUTER - 1)) / 2, w: REGION.w * FEATHER_OUTER, h: REGION.h * FEATHER_OUTER };
    const full = await greyPixels(await drawInPage(page, "noise", W, H, { type: "gaussian", intensity: 50, boxes: [o] }));
    const blended = await greyPixels(await drawInPage(page, "noise", W, H, { type: "gaussian", intensity: 50, boxes: [REGION], blend: true }));
    // How far each pixel went from sharp towards fully blurred, averaged in rings of the oval (d: 0 centre, 1 edge).
    const cx = (o.x + o.w / 2) * W;
    const cy = (o.y + o.h / 2) * H;
    const rx = (o.w / 2) * W;
    const ry = (o.h / 2) * H;
    const rings = [
      [0, 0.6],
      [0.8, 0.9],
      [1.03, 1.3],
    ].map(([lo, hi]) => {
      let sum = 0;
      let n = 0;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
          const i = y * W + x;
          const span = full.data[i] - sharpFrame.data[i];
          if (d < lo || d >= hi || Math.abs(span) < 40) continue;
          sum += (blended.data[i] - sharpFrame.data[i]) / span;
          n++;
        }
      }
      return sum / n;
    });
    console.info(`smart blending, share of the blur: centre ${rings[0].toFixed(2)}, near the edge ${rings[1].toFixed(2)}, outside ${rings[2].toFixed(2)}`);
    expect(rings[0]).toBeGreaterThan(0.95);
    expect(rings[1]).toBeGreaterThan(0.25);
    expect(rings[1]).toBeLessThan(0.75);
    expect(Math.abs(rings[2])).toBeLessThan(0.02);

    // Every type blends: its middle loses the detail, the frame outside the oval's box stays as it was.
    const middle = pixelRect({ x: REGION.x + REGION.w * 0.3, y: REGION.y + REGION.h * 0.3, w: REGION.w * 0.4, h: REGION.h * 0.4 }, W, H);
    for (const type of blurTypeIds) {
      const out = await greyPixels(await drawInPage(page, "noise", W, H, { type, intensity: 50, boxes: [REGION], blend: true }));
      expect(Math.abs(detailKept(sharpFrame, out, middle)), type).toBeLessThan(0.1);
      expect(meanDifference(sharpFrame, out, pixelRect(o, W, H, -2), true), type).toBeLessThan(0.01);
    }
  });

  test("screenshots: each type on a face", async ({ page }, testInfo) => {
    // The sharp picture once (it was drawn again for each of the 14 pictures, which ran past the test's minute on a
    // busy machine).
    const original = await greyPixels(await drawInPage(page, "astronaut", W, H, null));
    const face = pixelRect({ x: 0.33, y: 0.26, w: 0.1, h: 0.18 }, W, H);
    for (const blend of [false, true]) {
      for (const type of blurTypeIds) {
        const png = await drawInPage(page, "astronaut", W, H, { type, intensity: 60, boxes: [ASTRONAUT_FACE], blend });
        const name = `blur-${type}${blend ? "-blended" : ""}.png`;
        await sharp(png).toFile(testInfo.outputPath(name));
        await testInfo.attach(name, { body: png, contentType: "image/png" });
        // The face has lost its fine detail.
        expect(Math.abs(detailKept(original, await greyPixels(png), face)), name).toBeLessThan(0.15);
      }
    }
  });
});
