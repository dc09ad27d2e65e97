import type { BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { exportFile, openEditorAt720p } from "./export-frames";
import { previewShows } from "./preview-canvas";
import { expect, openEditor, test, toastRegion } from "./fixtures";
import { mediabunnyPage } from "./mediabunny-page";
import { CLIP_FPS, CLIP_H, CLIP_W, PERSON_HEIGHT, PERSON_TOP, personClip } from "./person-clip";

/**
 * The test clip: the astronaut of lib/server/ai/testdata (a public-domain NASA photo of Eileen Collins, cut out;
 * see its README) walking right across a grey backdrop, 640x360, 3 s at 24 fps, made in the browser with
 * mediabunny (WebCodecs). Her face's place at each time is known from the cut-out (BlazeFace's box there).
 */
const W = CLIP_W;
const H = CLIP_H;
const TOP = PERSON_TOP;
const K = PERSON_HEIGHT / 264;
const leftAt = (t: number) => 100 + 60 * t;
/** The face in the clip's pixels at source time t (x, y, w, h). */
const faceAt = (t: number) => ({ x: leftAt(t) + 80 * K, y: TOP + 55 * K, w: 78 * K, h: 78 * K });
/** A part of the picture away from the face: the suit and the backdrop under it. */
const bodyAt = (t: number) => ({ x: leftAt(t) + 40 * K, y: TOP + 190 * K, w: 160 * K, h: 60 * K });

/** The clips made in this worker, by length: each is made once and used by every test that needs it. */
const faceClips = new Map<number, Buffer>();

async function makeFaceClip(context: BrowserContext, SECONDS = 3): Promise<Buffer> {
  const made = faceClips.get(SECONDS);
  if (made) return made;
  const clip = await personClip(context, { seconds: SECONDS, x0: 100, speed: 60 });
  faceClips.set(SECONDS, clip);
  return clip;
}

type Region = { x: number; y: number; w: number; h: number };

/** Mean absolute difference between neighbouring grey pixels in `region` (in W x H clip pixels) of a picture. */
async function edgeEnergy(png: Buffer, region: Region): Promise<number> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const sx = width / W;
  const sy = height / H;
  const left = Math.round(region.x * sx);
  const top = Math.round(region.y * sy);
  const w = Math.round(region.w * sx);
  const h = Math.round(region.h * sy);
  const grey = await sharp(png).extract({ left, top, width: w, height: h }).greyscale().raw().toBuffer();
  let sum = 0;
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      const p = grey[y * w + x];
      sum += Math.abs(p - grey[y * w + x + 1]) + Math.abs(p - grey[(y + 1) * w + x]);
    }
  }
  return sum / ((w - 1) * (h - 1));
}

/**
 * What the preview shows (the canvas with the privacy regions) once it has drawn timeline time t with the video at
 * that time's frame: right after the playhead moves, the canvas still holds the previous time's picture.
 */
async function previewShot(page: Page, t: number): Promise<Buffer> {
  await previewShows(page, t);
  return page.getByTestId("preview-frame").screenshot({ animations: "disabled" });
}

/**
 * The frame of a video (bytes) shown at time t, as PNG at the clip's size, decoded by the browser's WebCodecs
 * (mediabunny) by its timestamp. Not through a <video> element seeked to t: with several of them in a busy page,
 * the picture drawn after `seeked` was once the frame from the start of the file (the astronaut where she stood at
 * 0 s, under the region blurred for 2 s), which read as an export that had lost the face region.
 */
async function frameAt(context: BrowserContext, bytes: Buffer, t: number): Promise<Buffer> {
  const page = await mediabunnyPage(context);
  const { png, timestamp } = await page.evaluate(
    async ({ base64, t, W, H }) => {
      const mb = (globalThis as unknown as { Mediabunny: typeof import("mediabunny") }).Mediabunny;
      const input = new mb.Input({ source: new mb.BufferSource(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))), formats: mb.ALL_FORMATS });
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new Error("no video track");
      const frame = await new mb.CanvasSink(track, { width: W, height: H, fit: "fill" }).getCanvas(t);
      if (!frame) throw new Error(`no frame at ${t} s`);
      const canvas = new OffscreenCanvas(W, H);
      canvas.getContext("2d")!.drawImage(frame.canvas, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { png: btoa(s), timestamp: frame.timestamp };
    },
    { base64: bytes.toString("base64"), t, W, H },
  );
  // The frame shown at t: the one starting at t or less than a frame before it.
  expect(timestamp).toBeGreaterThan(t - 1 / CLIP_FPS - 1e-3);
  expect(timestamp).toBeLessThanOrEqual(t + 1e-3);
  return Buffer.from(png, "base64");
}

test.describe("privacy blur that finds and follows faces", () => {
  test("finds the face on the device, blurs it in the preview as it moves, and in the exported video", async ({ page, context }) => {
    test.setTimeout(300_000);
    const clip = await makeFaceClip(context);
    const modelRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/models/")) modelRequests.push(new URL(r.url()).pathname);
    });

    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "24 fps" });
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page.getByLabel("Choose local media files").setInputFiles({ name: "astronaut.webm", mimeType: "video/webm", buffer: clip });
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");
    const item = page.getByRole("button", { name: /^astronaut\.webm/ });
    await item.click();
    await expect(page.getByLabel("Preview of astronaut.webm")).toBeVisible();
    // One second in (Shift+→ on the selected clip).
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("preview-time")).toHaveText("0:01 / 0:03");
    const before = await previewShot(page, 1);
    // Nothing is loaded for the models until the user asks.
    expect(modelRequests).toEqual([]);

    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: "Hands", exact: true }).click();
    await expect(dialog.getByTestId("blur-not-detected")).toHaveText(
      "Not detected automatically on this device: Hands. The whole picture is blurred instead.",
    );
    await dialog.getByRole("button", { name: "Hands", exact: true }).click();
    await expect(dialog.getByTestId("blur-not-detected")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Face", exact: true }).click();
    await expect(dialog.getByTestId("blur-find-note")).toHaveText(
      "Face: found on this device in astronaut.webm and followed through it; only those regions are blurred.",
    );
    await dialog.getByRole("slider", { name: "Blur Intensity" }).focus();
    await page.keyboard.press("End");
    await expect(dialog.getByRole("switch", { name: "Auto-track throughout video (AI)" })).toBeChecked();
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    await expect(dialog.getByTestId("blur-find-progress")).toBeVisible();
    await expect(toastRegion(page)).toContainText("Gaussian blur at 100% on face (1 face followed in astronaut.webm)", { timeout: 120_000 });
    await expect(dialog).toBeHidden();
    // The models came from our own origin.
    expect(modelRequests).toEqual(expect.arrayContaining(["/models/face/blazeface.json", "/models/face/blazeface.bin"]));
    expect(modelRequests.every((p) => p.startsWith("/models/"))).toBe(true);

    // The preview: the face's detail is gone, the rest of the picture is as it was.
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "1");
    const after = await previewShot(page, 1);

    const face1 = faceAt(1);
    const faceBefore = await edgeEnergy(before, face1);
    const faceAfter = await edgeEnergy(after, face1);
    const bodyBefore = await edgeEnergy(before, bodyAt(1));
    const bodyAfter = await edgeEnergy(after, bodyAt(1));
    console.info(`preview edge energy: face ${faceBefore.toFixed(2)} -> ${faceAfter.toFixed(2)}, suit ${bodyBefore.toFixed(2)} -> ${bodyAfter.toFixed(2)}`);
    expect(faceAfter).toBeLessThan(faceBefore * 0.45);
    expect(Math.abs(bodyAfter - bodyBefore)).toBeLessThan(bodyBefore * 0.15);

    // It follows her: two seconds in, the face has moved 60 px right and is still blurred there.
    await item.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("preview-time")).toHaveText("0:02 / 0:03");
    const later = await previewShot(page, 2);
    // She has only moved, so her sharp face would measure as it did at one second.
    expect(await edgeEnergy(later, faceAt(2))).toBeLessThan(faceBefore * 0.45);
    expect(await edgeEnergy(later, bodyAt(2))).toBeGreaterThan(bodyBefore * 0.85);

    // The export blurs the same region.
    const exported = await exportFile(page, { started: false });
    for (const t of [1, 2]) {
      const source = await frameAt(context, clip, t);
      const out = await frameAt(context, exported, t);

      const face = faceAt(t);
      const sourceFace = await edgeEnergy(source, face);
      const outFace = await edgeEnergy(out, face);
      const sourceBody = await edgeEnergy(source, bodyAt(t));
      const outBody = await edgeEnergy(out, bodyAt(t));
      console.info(`export t=${t}: face ${sourceFace.toFixed(2)} -> ${outFace.toFixed(2)}, suit ${sourceBody.toFixed(2)} -> ${outBody.toFixed(2)}`);
      expect(outFace).toBeLessThan(sourceFace * 0.45);
      expect(Math.abs(outBody - sourceBody)).toBeLessThan(sourceBody * 0.25);
    }

    // Remove Blur takes the privacy blur off the clip again.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Blur Effects" }).click();
    await dialog.getByRole("button", { name: "Remove Blur" }).click();
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "0");
  });

  test("Cancel stops the search and changes nothing", async ({ page, context }) => {
    test.setTimeout(180_000);
    const clip = await makeFaceClip(context);
    await openEditor(page);
    await page.getByLabel("Choose local media files").setInputFiles({ name: "astronaut.webm", mimeType: "video/webm", buffer: clip });
    await page.getByRole("button", { name: /^astronaut\.webm/ }).click();
    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: "Face", exact: true }).click();
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    const progress = dialog.getByTestId("blur-find-progress");
    await expect(progress).toBeVisible();
    await progress.getByRole("button", { name: "Cancel" }).click();
    await expect(progress).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply AI Blur" })).toBeEnabled();
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "0");
    await expect(toastRegion(page)).not.toContainText("AI Blur Applied");
  });

  test("Body with Auto-track off: the person found at the current frame is blurred through the clip", async ({ page, context }) => {
    test.setTimeout(180_000);
    const clip = await makeFaceClip(context);
    await openEditor(page);
    // With no clip selected, the dialog says what it will do instead of searching.
    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: "Body", exact: true }).click();
    await expect(dialog.getByTestId("blur-find-note")).toHaveText(
      "Body: found on this device in sample-clip.webm and followed through it; only those regions are blurred. Where none is found, the whole picture is blurred.",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page.getByLabel("Choose local media files").setInputFiles({ name: "astronaut.webm", mimeType: "video/webm", buffer: clip });
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");
    await page.getByRole("button", { name: /^astronaut\.webm/ }).click();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("preview-time")).toHaveText("0:01 / 0:03");
    const before = await previewShot(page, 1);
    await page.getByRole("button", { name: "Blur Effects" }).click();
    await dialog.getByRole("button", { name: "Body", exact: true }).click();
    await dialog.getByRole("switch", { name: "Auto-track throughout video (AI)" }).click();
    await expect(dialog.getByTestId("blur-find-note")).toHaveText(
      "Body: found on this device in astronaut.webm at the current frame and held; only those regions are blurred.",
    );
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    await expect(toastRegion(page)).toContainText("Gaussian blur at 50% on body (1 person held in astronaut.webm)", { timeout: 120_000 });
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "1");
    const after = await previewShot(page, 1);
    // The suit loses its detail; the empty backdrop at the far right is untouched.
    const suitBefore = await edgeEnergy(before, bodyAt(1));
    const suitAfter = await edgeEnergy(after, bodyAt(1));
    console.info(`preview edge energy (body): suit ${suitBefore.toFixed(2)} -> ${suitAfter.toFixed(2)}`);
    expect(suitAfter).toBeLessThan(suitBefore * 0.6);
    const corner = { x: 560, y: 10, w: 70, h: 60 };
    expect(Math.abs((await edgeEnergy(after, corner)) - (await edgeEnergy(before, corner)))).toBeLessThan(0.5);
  });
});

/** Mean absolute difference of two same-sized pictures (0..255 per channel). */
async function pictureDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer(), sharp(b).removeAlpha().raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs(ra[i] - rb[i]);
  return sum / ra.length;
}

/** Scrolls the dialog so that `element` is in the middle of the screen (for the screenshots). */
async function centre(element: Locator) {
  await element.evaluate((el) => el.scrollIntoView({ block: "center" }));
}

/** The editor with the two face clips one after the other on the main track (the sample clip deleted), nothing selected. */
async function twoFaceClips(page: Page, clip: Buffer, second: Buffer = clip) {
  await openEditorAt720p(page);
  await page.getByLabel("Choose local media files").setInputFiles([
    { name: "astronaut-a.webm", mimeType: "video/webm", buffer: clip },
    { name: "astronaut-b.webm", mimeType: "video/webm", buffer: second },
  ]);
  await expect(page.getByTestId("timeline-total")).toHaveText(/^2 items · /);
  // Select and deselect (Escape): nothing is selected.
  await page.getByRole("button", { name: /^astronaut-a\.webm/ }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("timeline-announcer")).toHaveText("Nothing selected");
}

test.describe("privacy blur over every clip (nothing selected)", () => {
  test("finds the face in both clips in one run, blurs only the faces in the export, one undo step", async ({ page, context }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const clip = await makeFaceClip(context);
    await twoFaceClips(page, clip);
    await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();

    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: "Face", exact: true }).click();
    await expect(dialog.getByTestId("blur-find-note")).toHaveText(
      "Face: found on this device in each of the 2 clips on the timeline and followed through each, one clip after another; only those regions are blurred. Where none is found, the whole picture is blurred.",
    );
    await dialog.getByRole("slider", { name: "Blur Intensity" }).focus();
    await page.keyboard.press("End");
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    const progress = dialog.getByTestId("blur-find-progress");
    // One bar over the run: the second clip is announced as such.
    await expect(progress).toContainText(/Finding faces: clip 2 of 2 · \d+%/, { timeout: 120_000 });
    await centre(progress);
    await page.screenshot({ path: "test-results/screenshots/blur-run-during-1440.png" });
    const result = dialog.getByTestId("blur-run-result");
    await expect(result).toHaveText("Blurring 2 faces in 2 of 2 clips.", { timeout: 120_000 });
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Blurring 2 faces in 2 of 2 clips.");
    await expect(toastRegion(page)).toContainText("Gaussian blur at 100% on face (2 faces followed in 2 of 2 clips)");
    await centre(result);
    await page.screenshot({ path: "test-results/screenshots/blur-run-after-1440.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await centre(result);
    await page.screenshot({ path: "test-results/screenshots/blur-run-after-390.png" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Both clips carry their own region blur (the overlay shows one region over each).
    await page.getByRole("button", { name: /^astronaut-a\.webm/ }).click();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "1");

    const exported = await exportFile(page, { timeout: 300_000, started: false });
    // Timeline 1 s is the first clip's 1 s, timeline 4 s the second clip's 1 s.
    for (const [t, source] of [
      [1, 1],
      [4, 1],
    ]) {
      const original = await frameAt(context, clip, source);
      const out = await frameAt(context, exported, t);
      const sourceFace = await edgeEnergy(original, faceAt(source));
      const outFace = await edgeEnergy(out, faceAt(source));
      const sourceBody = await edgeEnergy(original, bodyAt(source));
      const outBody = await edgeEnergy(out, bodyAt(source));
      console.info(`export t=${t}: face ${sourceFace.toFixed(2)} -> ${outFace.toFixed(2)}, suit ${sourceBody.toFixed(2)} -> ${outBody.toFixed(2)}`);
      expect(outFace).toBeLessThan(sourceFace * 0.45);
      expect(Math.abs(outBody - sourceBody)).toBeLessThan(sourceBody * 0.25);
    }

    // The whole run is one undo step: one Undo takes both clips' blurs off.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: /^astronaut-a\.webm/ }).click();
    await expect(page.getByTestId("preview-time")).toHaveText(/^0:01 \//);
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "0");
  });

  test("Cancel in the middle of the run changes nothing", async ({ page, context }) => {
    test.setTimeout(240_000);
    const clip = await makeFaceClip(context);
    // A longer second clip, so there is time to cancel while it is searched.
    const longer = await makeFaceClip(context, 8);
    await twoFaceClips(page, clip, longer);
    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: "Face", exact: true }).click();
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    const progress = dialog.getByTestId("blur-find-progress");
    await expect(progress).toContainText("clip 2 of 2", { timeout: 120_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await centre(progress);
    await page.screenshot({ path: "test-results/screenshots/blur-run-during-390.png" });
    await progress.getByRole("button", { name: "Cancel" }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Finding faces cancelled; nothing changed");
    await expect(dialog.getByTestId("blur-run-result")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Apply AI Blur" })).toBeEnabled();
    await expect(toastRegion(page)).not.toContainText("AI Blur Applied");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press("Escape");
    // Neither clip has a privacy blur: the first clip, searched whole before Cancel, shows none.
    await page.getByRole("button", { name: /^astronaut-a\.webm/ }).click();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("preview-time")).toHaveText(/^0:01 \//);
    await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "0");
  });
});

test("the dialog's thumbnail draws the chosen blur type", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByLabel("Preview of sample-clip.webm")).toBeVisible();
  await page.getByRole("button", { name: "Blur Effects" }).click();
  const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
  await dialog.getByRole("button", { name: "Preview Effect" }).click();
  const thumbnail = dialog.getByRole("img", { name: "Current frame with Gaussian blur at 50%" });
  await expect(thumbnail).toHaveAttribute("data-drawn", "gaussian-50");
  const gaussian = await thumbnail.screenshot();
  await dialog.getByRole("button", { name: /^Mosaic/ }).click();
  const mosaicThumb = dialog.getByRole("img", { name: "Current frame with Mosaic blur at 50%" });
  await expect(mosaicThumb).toHaveAttribute("data-drawn", "mosaic-50");
  const mosaic = await mosaicThumb.screenshot();
  await dialog.getByRole("button", { name: /^Dot/ }).click();
  await expect(dialog.getByRole("img", { name: /Dot.* blur at 50%/ })).toHaveAttribute("data-drawn", "dot-50");
  const dot = await dialog.getByTestId("blur-thumbnail").screenshot();
  const gm = await pictureDifference(gaussian, mosaic);
  const md = await pictureDifference(mosaic, dot);
  console.info(`thumbnail difference: gaussian/mosaic ${gm.toFixed(2)}, mosaic/dot ${md.toFixed(2)}`);
  expect(gm).toBeGreaterThan(2);
  expect(md).toBeGreaterThan(2);
});

test("a clip lengthened after its faces were found: the dialog says which part is not blurred, and Find again covers it", async ({ page, context }) => {
  test.setTimeout(180_000);
  const clip = await makeFaceClip(context);
  await openEditor(page);
  await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
  await page.keyboard.press("Delete");
  await page.getByLabel("Choose local media files").setInputFiles({ name: "astronaut.webm", mimeType: "video/webm", buffer: clip });
  const item = page.getByRole("button", { name: /^astronaut\.webm/ });
  await item.click();
  // Trim its first second off, then find the face in what is left (1-3 s of the source).
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.getByTestId("preview-time")).toHaveText(/^0:01 \//);
  await page.getByRole("button", { name: "Trim start" }).click();
  await page.getByRole("button", { name: "Blur Effects" }).click();
  const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
  await dialog.getByRole("button", { name: "Face", exact: true }).click();
  await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
  await expect(toastRegion(page)).toContainText("(1 face followed in astronaut.webm)", { timeout: 120_000 });
  await expect(dialog).toBeHidden();

  // Lengthen it again: its start back to 0 s. There the face is not blurred.
  await item.click();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.getByTestId("preview-time")).toHaveText(/^0:00 \//);
  await page.getByRole("button", { name: "Trim start" }).click();
  await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");
  await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "0");

  await page.getByRole("button", { name: "Blur Effects" }).click();
  const again = dialog.getByTestId("blur-find-again");
  await expect(again.locator("p")).toHaveText("astronaut.webm was lengthened after it was searched: 0.0–1.0 s is not blurred.");
  await again.getByRole("button", { name: "Find again" }).click();
  await expect(dialog.getByTestId("blur-run-result")).toHaveText("Blurring 1 face in astronaut.webm.", { timeout: 120_000 });
  await expect(again).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("preview-canvas")).toHaveAttribute("data-regions", "1");
});
