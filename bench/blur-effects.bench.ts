/**
 * Benchmark: milliseconds to draw one frame with each blur type, at 1280x720 and 1920x1080, as the export draws it
 * (an OffscreenCanvas drawn through the compositor's drawLayers, flushed by reading a pixel as the encoder's
 * VideoFrame would; the median of BENCH_FRAMES frames, default 20): the picture alone, a face-sized privacy region
 * (rectangle, and with smart blending), and the whole picture. Chromium runs with --disable-gpu here, so these are
 * software-canvas figures.
 */
import { test } from "@playwright/test";

import { blurTypeIds } from "../lib/editor/model/choices";
import { openBlurLab } from "../e2e/blur-lab";

const FRAMES = Number(process.env.BENCH_FRAMES ?? 20);

test("blur types: ms per frame", async ({ page }) => {
  await openBlurLab(page);
  const rows: string[] = [];
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    const figures = await page.evaluate(
      ({ width, height, types, frames }) => {
        const { drawLayers } = (globalThis as unknown as { Compositor: typeof import("../lib/editor/render/compositor") }).Compositor;
        const person = (globalThis as unknown as { astronaut: ImageBitmap }).astronaut;
        // The source: a frame-sized picture (the astronaut on grey, with noise so there is detail everywhere).
        const src = new OffscreenCanvas(width, height);
        const s = src.getContext("2d")!;
        s.fillStyle = "#606870";
        s.fillRect(0, 0, width, height);
        for (let i = 0; i < 4000; i++) {
          s.fillStyle = `hsl(${(i * 37) % 360} 40% ${30 + (i % 40)}%)`;
          s.fillRect((i * 7919) % width, (i * 104729) % height, 6, 6);
        }
        s.drawImage(person, width * 0.2, height * 0.05, (person.width * height * 0.95) / person.height, height * 0.95);
        const out = new OffscreenCanvas(width, height);
        const ctx = out.getContext("2d", { alpha: false })!;
        const color = { brightness: 50, contrast: 50, saturation: 50 };
        const layer = (blur: unknown) => ({
          type: "media" as const,
          trackId: "v",
          item: {} as never,
          asset: null,
          sourceTime: 0,
          transform: { x: 0.5, y: 0.5, scale: 1, opacity: 1 },
          color,
          blur: blur as null,
          opacity: 1,
        });
        const time = (blur: unknown) => {
          const layers = [layer(blur)];
          const draw = () => {
            drawLayers(ctx, layers, () => src, { width, height });
            ctx.getImageData(0, 0, 1, 1);
          };
          draw();
          draw();
          // The median frame: the machine is shared, so a mean would carry other work's pauses.
          const times: number[] = [];
          for (let i = 0; i < frames; i++) {
            const t0 = performance.now();
            draw();
            times.push(performance.now() - t0);
          }
          return times.sort((a, b) => a - b)[Math.floor(frames / 2)];
        };
        const face = { x: 0.3, y: 0.15, w: 0.12, h: 0.22 };
        const result: Record<string, number[]> = { none: [time(null)] };
        for (const type of types) {
          result[type] = [
            time({ type, intensity: 50, boxes: [face] }),
            time({ type, intensity: 50, boxes: [face], blend: true }),
            time({ type, intensity: 50 }),
          ];
        }
        return result;
      },
      { width, height, types: [...blurTypeIds], frames: FRAMES },
    );
    rows.push(`${width}x${height}, intensity 50, ms per frame (picture alone: ${figures.none[0].toFixed(1)} ms)`);
    rows.push(`  ${"type".padEnd(10)} ${"face region".padStart(12)} ${"blended".padStart(10)} ${"whole".padStart(10)}`);
    for (const type of blurTypeIds) {
      const [region, blended, whole] = figures[type];
      rows.push(`  ${type.padEnd(10)} ${region.toFixed(1).padStart(12)} ${blended.toFixed(1).padStart(10)} ${whole.toFixed(1).padStart(10)}`);
    }
  }
  console.log(rows.join("\n"));
});
