/**
 * A test clip of a person: the astronaut of lib/server/ai/testdata (a public-domain NASA photo of Eileen Collins,
 * cut out; see its README) walking right across a backdrop, 640x360 at 24 fps, made in the browser with mediabunny
 * (WebCodecs). Where the person stands at each time is known: left edge `x0 + speed * t`, top 40, 300 pixels tall.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext } from "@playwright/test";

import { mediabunnyPage } from "./mediabunny-page";

export const ASTRONAUT = path.join(__dirname, "..", "lib", "server", "ai", "testdata", "astronaut-cutout.png");
export const CLIP_W = 640;
export const CLIP_H = 360;
export const CLIP_FPS = 24;
export const PERSON_HEIGHT = 300;
export const PERSON_TOP = 40;

export interface PersonClip {
  seconds: number;
  /** The person's left edge at 0 s, and pixels a second to the right. */
  x0: number;
  speed: number;
  /** A green ground under the grey backdrop (a letterbox would show against it). */
  horizon?: boolean;
  /** Another picture size (default 640x360): every place and size above scales with it. */
  size?: { width: number; height: number };
}

export async function personClip(context: BrowserContext, clip: PersonClip): Promise<Buffer> {
  const page = await mediabunnyPage(context);
  const base64 = await page.evaluate(
    async ({ png, W: w0, H: h0, FPS, HEIGHT, TOP, clip }) => {
      let [W, H] = [w0, h0];
      const mb = (globalThis as unknown as { Mediabunny: typeof import("mediabunny") }).Mediabunny;
      const person = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: "image/png" }));
      const k = clip.size ? clip.size.height / H : 1;
      [W, H] = clip.size ? [clip.size.width, clip.size.height] : [W, H];
      const canvas = new OffscreenCanvas(W, H);
      const ctx = canvas.getContext("2d")!;
      const target = new mb.BufferTarget();
      const output = new mb.Output({ format: new mb.WebMOutputFormat(), target });
      const codec = (await mb.canEncodeVideo("vp9", { width: W, height: H })) ? "vp9" : "vp8";
      const source = new mb.CanvasSource(canvas, { codec, bitrate: 4e6, keyFrameInterval: 0.5 });
      output.addVideoTrack(source, { frameRate: FPS });
      await output.start();
      const width = (person.width * HEIGHT * k) / person.height;
      for (let i = 0; i < clip.seconds * FPS; i++) {
        const t = i / FPS;
        ctx.fillStyle = clip.horizon ? "#6a7480" : "#606870";
        ctx.fillRect(0, 0, W, H);
        if (clip.horizon) {
          ctx.fillStyle = "#3f6a4a";
          ctx.fillRect(0, H * 0.75, W, H * 0.25);
        }
        ctx.drawImage(person, (clip.x0 + clip.speed * t) * k, TOP * k, width, HEIGHT * k);
        await source.add(t, 1 / FPS);
      }
      await output.finalize();
      const bytes = new Uint8Array(target.buffer!);
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { png: readFileSync(ASTRONAUT).toString("base64"), W: CLIP_W, H: CLIP_H, FPS: CLIP_FPS, HEIGHT: PERSON_HEIGHT, TOP: PERSON_TOP, clip },
  );
  return Buffer.from(base64, "base64");
}
