/** A solid-colour WebM (320x180, 24 fps), made in the browser with mediabunny (WebCodecs). */
import type { BrowserContext } from "@playwright/test";

import { mediabunnyPage } from "./mediabunny-page";
import type { RGB } from "./preview-canvas";

export async function solidClip(context: BrowserContext, [r, g, b]: RGB, seconds = 3): Promise<Buffer> {
  const page = await mediabunnyPage(context);
  const base64 = await page.evaluate(
    async ({ fill, frames }) => {
      const mb = (globalThis as unknown as { Mediabunny: typeof import("mediabunny") }).Mediabunny;
      const canvas = new OffscreenCanvas(320, 180);
      const ctx = canvas.getContext("2d")!;
      const target = new mb.BufferTarget();
      const output = new mb.Output({ format: new mb.WebMOutputFormat(), target });
      const codec = (await mb.canEncodeVideo("vp9", { width: 320, height: 180 })) ? "vp9" : "vp8";
      const source = new mb.CanvasSource(canvas, { codec, bitrate: 1e6, keyFrameInterval: 0.5 });
      output.addVideoTrack(source, { frameRate: 24 });
      await output.start();
      for (let i = 0; i < frames; i++) {
        ctx.fillStyle = fill;
        ctx.fillRect(0, 0, 320, 180);
        await source.add(i / 24, 1 / 24);
      }
      await output.finalize();
      const bytes = new Uint8Array(target.buffer!);
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { fill: `rgb(${r}, ${g}, ${b})`, frames: Math.round(seconds * 24) },
  );
  return Buffer.from(base64, "base64");
}
