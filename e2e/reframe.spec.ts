/**
 * Reframe: a 16:9 clip with a speaker near its left edge, switched to the 9:16 Shorts preset, is scaled to fill the
 * tall frame and follows the speaker's face, which stays inside every exported frame.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext } from "@playwright/test";

import { exportedFrames, exportFile, type Frame, openEditorAt720p } from "./export-frames";
import { expect, test } from "./fixtures";
import { mediabunnyPage } from "./mediabunny-page";

const ASTRONAUT = path.join(__dirname, "..", "lib", "server", "ai", "testdata", "astronaut-cutout.png");
const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 3;
const PERSON_HEIGHT = 300;
const TOP = 40;
const K = PERSON_HEIGHT / 264;
/** The speaker walks slowly right from the left edge; their face (the cut-out's, checked by eye) at time t. */
const leftAt = (t: number) => 4 + 20 * t;
const faceAt = (t: number) => ({ x: leftAt(t) + 80 * K, y: TOP + 55 * K, w: 78 * K, h: 78 * K });

async function speakerClip(context: BrowserContext): Promise<Buffer> {
  const page = await mediabunnyPage(context);
  const base64 = await page.evaluate(
    async ({ png, W, H, SECONDS, FPS, PERSON_HEIGHT, TOP }) => {
      const mb = (globalThis as unknown as { Mediabunny: typeof import("mediabunny") }).Mediabunny;
      const person = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: "image/png" }));
      const canvas = new OffscreenCanvas(W, H);
      const ctx = canvas.getContext("2d")!;
      const target = new mb.BufferTarget();
      const output = new mb.Output({ format: new mb.WebMOutputFormat(), target });
      const codec = (await mb.canEncodeVideo("vp9", { width: W, height: H })) ? "vp9" : "vp8";
      const source = new mb.CanvasSource(canvas, { codec, bitrate: 4e6, keyFrameInterval: 0.5 });
      output.addVideoTrack(source, { frameRate: FPS });
      await output.start();
      const width = (person.width * PERSON_HEIGHT) / person.height;
      for (let i = 0; i < SECONDS * FPS; i++) {
        const t = i / FPS;
        // A backdrop with a horizon, so that a letterbox (black bars) would show.
        ctx.fillStyle = "#6a7480";
        ctx.fillRect(0, 0, W, H);
        ctx.fillStyle = "#3f6a4a";
        ctx.fillRect(0, H * 0.75, W, H * 0.25);
        ctx.drawImage(person, 4 + 20 * t, TOP, width, PERSON_HEIGHT);
        await source.add(t, 1 / FPS);
      }
      await output.finalize();
      const bytes = new Uint8Array(target.buffer!);
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { png: readFileSync(ASTRONAUT).toString("base64"), W, H, SECONDS, FPS, PERSON_HEIGHT, TOP },
  );
  return Buffer.from(base64, "base64");
}

/** Skin-toned pixels (the face) in a frame, and whether any row or column at the frame's edge is black (a letterbox). */
function look(frame: Frame) {
  let skin = 0;
  for (let i = 0; i < frame.data.length; i += 4) {
    const [r, g, b] = [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
    if (r > 150 && r > g + 15 && g > b + 5 && b > 60 && b < 190) skin++;
  }
  const black = (x: number, y: number) => {
    const i = (y * frame.width + x) * 4;
    return frame.data[i] + frame.data[i + 1] + frame.data[i + 2] < 40;
  };
  const edges = [black(2, 2), black(frame.width - 3, 2), black(2, frame.height - 3), black(frame.width - 3, frame.height - 3)];
  return { skin, letterbox: edges.some(Boolean) };
}

test("switching a 16:9 clip with a speaker near the left edge to 9:16 reframes it: the face stays in every exported frame", async ({ page, context }) => {
  test.setTimeout(600_000);
  const clip = await speakerClip(context);
  await openEditorAt720p(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "speaker.webm", mimeType: "video/webm", buffer: clip });
  await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");

  await expect(page.getByRole("checkbox", { name: "Reframe: keep faces in the new frame" })).toBeChecked();
  await page.getByRole("combobox", { name: "Platform" }).selectOption({ label: "Shorts / TikTok / Reels 9:16 (1080x1920)" });
  await expect(page.getByTestId("timeline-announcer")).toHaveText(/Reframed 1 clip to keep faces in the frame/, { timeout: 180_000 });
  await expect(page.getByRole("progressbar", { name: "Reframe progress" })).toHaveCount(0);

  const bytes = await exportFile(page, { timeout: 360_000 });
  const times = [0.25, 1.25, 2.5];
  const frames = await exportedFrames(page, bytes, times, { width: 90, height: 160 });
  frames.forEach((frame, k) => {
    const { skin, letterbox } = look(frame);
    // The picture fills the tall frame (no black bars) and the face is in it.
    expect(letterbox, `letterbox at ${times[k]} s`).toBe(false);
    expect(skin, `face pixels at ${times[k]} s (face box ${JSON.stringify(faceAt(times[k]))})`).toBeGreaterThan(15);
  });

  // One undo step restores the clip as it was (letterboxed in the tall frame).
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Export Video" })).toBeHidden();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("timeline-announcer")).toHaveText("Undo");
});
