import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";

import { itemForAsset } from "../lib/editor/model/sample-doc";
import type { MediaAsset, ProjectDoc, TextItem } from "../lib/editor/model/document";
import { defaultTrackIds, emptyDoc } from "../lib/editor/model/empty-doc";
import { savedProjectRecord } from "../lib/projects/test-fixtures";

import { canvasColour, distance, type RGB, seekTo } from "./preview-canvas";
import { expect, openEditor, sameOrigin, signUpViaApi, test, toastRegion } from "./fixtures";
import { solidClip } from "./solid-clip";

/**
 * One renderer: the preview is the compositor's canvas, so it shows what export draws — the main clip, the overlay
 * track (an image, then a video, each placed small in a corner) and a title — and plays every video's own sound.
 */
const ORANGE: RGB = [255, 140, 0];
const PURPLE: RGB = [120, 40, 200];
/** The title's box: a brown no colour bar of the sample clip has. */
const BOX: RGB = [110, 70, 20];
const TITLE = "Layered";
/** Where the overlay image (0–3 s) and the overlay video (3–6 s) sit: centre, 30% of the frame. */
const IMAGE_AT = { x: 0.75, y: 0.25 };
const VIDEO_AT = { x: 0.25, y: 0.75 };

const transform = (at: { x: number; y: number }) => ({ ...at, scale: 0.3, opacity: 1 });

/** The sample clip on the main track, orange.png then purple.webm on the overlay track, a boxed title over all. */
function layeredDoc(): ProjectDoc {
  const doc = emptyDoc({ title: "Layered" });
  const clip: MediaAsset = { id: "a-clip", name: "sample-clip.webm", mime: "video/webm", kind: "video", duration: 6, source: "sample", url: "/media/sample-clip.webm" };
  const image: MediaAsset = { id: "a-orange", name: "orange.png", mime: "image/png", kind: "image", duration: null, source: "sample", url: "/e2e-media/orange.png" };
  const video: MediaAsset = { id: "a-purple", name: "purple.webm", mime: "video/webm", kind: "video", duration: 3, source: "sample", url: "/e2e-media/purple.webm" };
  const title: TextItem = {
    id: "title",
    kind: "text",
    name: TITLE,
    start: 0,
    in: 0,
    out: 6,
    text: TITLE,
    fontSize: 120,
    color: "#ffffff",
    placement: "custom",
    x: 0.5,
    y: 0.5,
    bold: true,
    background: `rgb(${BOX.join(", ")})`,
  };
  const items: Record<string, ProjectDoc["tracks"][number]["items"]> = {
    [defaultTrackIds.video]: [itemForAsset(clip, "main", 0, 6)],
    [defaultTrackIds.overlay]: [
      { ...itemForAsset(image, "overlay-image", 0, 3), transform: transform(IMAGE_AT) },
      { ...itemForAsset(video, "overlay-video", 3, 3), transform: transform(VIDEO_AT), volume: 0.8 },
    ],
    [defaultTrackIds.text]: [title],
  };
  return { ...doc, assets: [clip, image, video], tracks: doc.tracks.map((t) => ({ ...t, items: items[t.id] ?? [] })) };
}

/** Signs up, stores the layered project through the API (media served by the test) and opens it in the editor. */
async function openLayered(page: Page, context: BrowserContext): Promise<string> {
  const purple = await solidClip(context, PURPLE);
  const orange = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: ORANGE[0], g: ORANGE[1], b: ORANGE[2] } } })
    .png()
    .toBuffer();
  await page.route("**/e2e-media/orange.png", (route) => route.fulfill({ contentType: "image/png", body: orange }));
  // Served with byte ranges, as a file server does: a video answered whole is not seekable.
  await page.route("**/e2e-media/purple.webm", (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()["range"] ?? "");
    if (!range) return route.fulfill({ contentType: "video/webm", headers: { "accept-ranges": "bytes" }, body: purple });
    const from = Number(range[1]);
    const to = range[2] ? Math.min(Number(range[2]), purple.length - 1) : purple.length - 1;
    return route.fulfill({
      status: 206,
      contentType: "video/webm",
      headers: { "accept-ranges": "bytes", "content-range": `bytes ${from}-${to}/${purple.length}` },
      body: purple.subarray(from, to + 1),
    });
  });
  await page.goto("/dashboard");
  await signUpViaApi(page);
  const record = savedProjectRecord({ doc: layeredDoc(), settings: { title: "Layered" } });
  const res = await page.request.post("/api/projects", { headers: sameOrigin(page), data: { record } });
  expect(res.status(), await res.text()).toBe(201);
  const { project } = (await res.json()) as { project: { id: string } };
  await openEditor(page, `/editor?project=${project.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layered");
  return project.id;
}

/** Shares of the title's box (where the DOM hit target sits) that show the box colour and the white text. */
async function titlePixels(page: Page): Promise<{ box: number; text: number }> {
  const frame = (await page.getByTestId("preview-frame").boundingBox())!;
  const title = (await page.getByTestId("preview-text").boundingBox())!;
  const rect = { x: (title.x - frame.x) / frame.width, y: (title.y - frame.y) / frame.height, w: title.width / frame.width, h: title.height / frame.height };
  return page.getByTestId("preview-canvas").evaluate(
    (el, { r, box }) => {
      const canvas = el as HTMLCanvasElement;
      const x = Math.round(r.x * canvas.width);
      const y = Math.round(r.y * canvas.height);
      const px = canvas.getContext("2d")!.getImageData(x, y, Math.max(1, Math.round(r.w * canvas.width)), Math.max(1, Math.round(r.h * canvas.height))).data;
      let boxed = 0;
      let white = 0;
      for (let i = 0; i < px.length; i += 4) {
        if (Math.abs(px[i] - box[0]) < 30 && Math.abs(px[i + 1] - box[1]) < 30 && Math.abs(px[i + 2] - box[2]) < 30) boxed++;
        if (px[i] > 225 && px[i + 1] > 225 && px[i + 2] > 225) white++;
      }
      const n = px.length / 4;
      return { box: boxed / n, text: white / n };
    },
    { r: rect, box: BOX },
  );
}

test.describe("the preview draws through the compositor", () => {
  test("shows the overlay track and the title on the canvas at each time, and overlay video is heard", async ({ page, context }) => {
    test.setTimeout(120_000);
    await openLayered(page, context);
    const canvas = page.getByTestId("preview-canvas");
    await expect(canvas).toHaveAttribute("aria-label", "Preview of sample-clip.webm");
    // The DOM title is only a transparent hit target: the canvas draws the text.
    await expect(page.getByTestId("preview-text")).toHaveText(TITLE);
    await expect(page.getByTestId("preview-text")).toHaveCSS("color", "rgba(0, 0, 0, 0)");

    // One second in: the orange image in the top right corner, the main clip (not the purple video) bottom left.
    await seekTo(page, "0:01 / 0:06", 1);
    await expect.poll(async () => distance(await canvasColour(page, IMAGE_AT), ORANGE)).toBeLessThan(20);
    expect(distance(await canvasColour(page, VIDEO_AT), PURPLE)).toBeGreaterThan(50);
    const early = await titlePixels(page);
    expect(early.box).toBeGreaterThan(0.2);
    expect(early.text).toBeGreaterThan(0.03);
    await expect(canvas).toHaveAttribute("data-complete", "true");

    // Four seconds in: the overlay video has taken over, bottom left; the image has gone; the title stays.
    await seekTo(page, "0:04 / 0:06", 4);
    await expect.poll(async () => distance(await canvasColour(page, VIDEO_AT), PURPLE)).toBeLessThan(30);
    expect(distance(await canvasColour(page, IMAGE_AT), ORANGE)).toBeGreaterThan(50);
    const later = await titlePixels(page);
    expect(later.box).toBeGreaterThan(0.2);
    expect(later.text).toBeGreaterThan(0.03);

    // Playing (from 3.2 s, so there is time to look): the overlay video plays its own sound at its volume, as does
    // the main clip (data-gain: the gain it plays at, by its own volume or, while the level meters show, the Web
    // Audio graph).
    await seekTo(page, "0:03 / 0:06", 3.2);
    const overlayVideo = page.locator('video[data-item="overlay-video"]');
    // It stands at 0.2 s of its own 3 s before Play. (Read after the checks below, on a busy machine it had already
    // played to 2.8 s, too near its end to gain the 0.3 s asked of it.)
    await expect.poll(() => overlayVideo.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(0.2, 1);
    const t0 = 0.2;
    await page.getByRole("button", { name: "Play" }).click();
    // Both read in one go: the timeline ends 2.8 s after Play, and on a busy machine separate polls can outlast it.
    await expect
      .poll(() =>
        page.evaluate((t0) => {
          const overlay = document.querySelector<HTMLVideoElement>('video[data-item="overlay-video"]')!;
          const main = document.querySelector<HTMLVideoElement>('[data-testid="preview-media"]')!;
          return {
            overlay: { muted: overlay.muted, gain: Math.round(Number(overlay.dataset.gain) * 100), paused: overlay.paused, advanced: overlay.currentTime > t0 + 0.3 },
            main: { muted: main.muted, paused: main.paused, gain: Number(main.dataset.gain) },
          };
        }, t0),
      )
      .toEqual({ overlay: { muted: false, gain: 80, paused: false, advanced: true }, main: { muted: false, paused: false, gain: 1 } });
    await page.getByRole("button", { name: "Pause" }).click();
    await expect(overlayVideo).toHaveJSProperty("paused", true);

    // Muting the overlay track mutes its video in the preview.
    await page.getByTestId("track-overlay").getByRole("button", { name: "Mute Overlay" }).click();
    await expect(overlayVideo).toHaveJSProperty("muted", true);
  });

  test("standing still, the preview asks the browser for no frames; a seek and a new size draw it again", async ({ page, context }) => {
    test.setTimeout(120_000);
    // Every animation frame callback the page runs, counted.
    await context.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      const w = window as unknown as { frameCallbacks: number };
      w.frameCallbacks = 0;
      window.requestAnimationFrame = (callback) =>
        request((time) => {
          w.frameCallbacks++;
          callback(time);
        });
    });
    const frameCallbacks = () => page.evaluate(() => (window as unknown as { frameCallbacks: number }).frameCallbacks);
    await openLayered(page, context);
    await seekTo(page, "0:01 / 0:06", 1);
    await expect.poll(async () => distance(await canvasColour(page, IMAGE_AT), ORANGE)).toBeLessThan(20);
    // Settled: over a second and a half the page runs no more than a few frames (a loop would run about ninety).
    await page.waitForTimeout(500);
    const before = await frameCallbacks();
    await page.waitForTimeout(1500);
    expect((await frameCallbacks()) - before).toBeLessThan(5);

    // A seek wakes the drawing: the overlay video's frame at 4 s is drawn.
    await seekTo(page, "0:04 / 0:06", 4);
    await expect.poll(async () => distance(await canvasColour(page, VIDEO_AT), PURPLE)).toBeLessThan(30);
    // So does a new size: the canvas is drawn again at the preview's new width.
    const canvas = page.getByTestId("preview-canvas");
    const wide = await canvas.evaluate((el: HTMLCanvasElement) => el.width);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.width)).not.toBe(wide);
    await expect.poll(async () => distance(await canvasColour(page, VIDEO_AT), PURPLE)).toBeLessThan(30);
  });

  test("the saved project's thumbnail is the composed frame: overlay and title included", async ({ page, context }) => {
    test.setTimeout(120_000);
    const id = await openLayered(page, context);
    await expect.poll(async () => distance(await canvasColour(page, IMAGE_AT), ORANGE)).toBeLessThan(20);
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-complete", "true");
    // The bare video frame (what the thumbnail used to be) at the thumbnail's size.
    const bare = await page.getByTestId("preview-media").evaluate((v: HTMLVideoElement) => {
      const c = document.createElement("canvas");
      c.width = 320;
      c.height = 180;
      const ctx = c.getContext("2d")!;
      ctx.drawImage(v, 0, 0, 320, 180);
      return Array.from(ctx.getImageData(0, 0, 320, 180).data);
    });

    await page.getByRole("button", { name: "Save Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Project" });
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toastRegion(page)).toContainText("Layered saved as private project");

    const res = await page.request.get(`/api/projects/${id}/thumbnail`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    const { data, info } = await sharp(await res.body()).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 180]);
    const at = (pixels: ArrayLike<number>, channels: number, p: { x: number; y: number }): RGB => {
      const i = (Math.round(p.y * 180) * 320 + Math.round(p.x * 320)) * channels;
      return [pixels[i], pixels[i + 1], pixels[i + 2]];
    };
    // The overlay image is in the stored thumbnail where the preview shows it; the bare frame has no orange there.
    expect(distance(at(data, info.channels, IMAGE_AT), ORANGE)).toBeLessThan(30);
    expect(distance(at(bare, 4, IMAGE_AT), ORANGE)).toBeGreaterThan(50);
    // The title's box, left of its text, is in the thumbnail; the bare frame differs there.
    // Above the letters, inside the box (120 px type at 1080: its box reaches 0.08 above the centre).
    const inBox = { x: 0.5, y: 0.5 - 0.06 };
    let boxed = 0;
    let differs = 0;
    for (let dx = -0.12; dx <= 0.12; dx += 0.01) {
      const p = { x: inBox.x + dx, y: inBox.y };
      if (distance(at(data, info.channels, p), BOX) < 40) boxed++;
      if (distance(at(data, info.channels, p), at(bare, 4, p)) > 60) differs++;
    }
    expect(boxed).toBeGreaterThan(5);
    expect(differs).toBeGreaterThan(12);
  });
});
