/**
 * Effects render for real: an effect applied on /effects is on the timeline and in the exported file; 3D Parallax
 * moves the person and the background of a still photo by different amounts; the gallery's cards are drawn by the
 * registry's renderers.
 */
import path from "node:path";

import sharp from "sharp";

import { exportedFrames, exportFile, type Frame, frameColour, openEditorAt720p, videoFrames } from "./export-frames";
import { expect, openEditor, seedUser, signUpViaApi, test, toastRegion } from "./fixtures";
import { canvasColour, type RGB } from "./preview-canvas";

const personFile = path.join(__dirname, "..", "public", "media", "effect-person.png");

/** Pixels of a frame's top half that are the hearts' pink (high red, middling green, blue above green). */
function pinkPixels(frame: Frame): number {
  let n = 0;
  for (let y = 0; y < frame.height / 2; y++)
    for (let x = 0; x < frame.width; x++) {
      const i = (y * frame.width + x) * 4;
      const [r, g, b] = [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
      if (r > 190 && g > 50 && g < 175 && b > g + 15 && r - g > 70) n++;
    }
  return n;
}

/** A 640x360 photo: the astronaut cut-out standing in the middle of a backdrop of uneven coloured stripes. */
async function personPhoto(): Promise<Buffer> {
  const width = 640;
  const height = 360;
  const backdrop = Buffer.alloc(width * height * 3);
  let seed = 11;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let x = 0;
  while (x < width) {
    const w = 6 + Math.floor(rand() * 22);
    const colour = [40 + rand() * 200, 40 + rand() * 200, 40 + rand() * 200];
    for (let xx = x; xx < Math.min(width, x + w); xx++)
      for (let y = 0; y < height; y++) {
        // Horizontal bands too, so that vertical moves show.
        const band = Math.floor(y / 23) % 2 === 0 ? 1 : 0.75;
        for (let c = 0; c < 3; c++) backdrop[(y * width + xx) * 3 + c] = colour[c] * band;
      }
    x += w;
  }
  const person = await sharp(personFile).resize({ height: 300 }).png().toBuffer();
  return sharp(backdrop, { raw: { width, height, channels: 3 } })
    .composite([{ input: person, left: 157, top: 60 }])
    .png()
    .toBuffer();
}

/** The shift (dx, dy in pixels) that best moves region r of frame a onto frame b (least mean absolute difference). */
function shiftOf(a: Frame, b: Frame, r: { x0: number; x1: number; y0: number; y1: number }, reach = 24): { dx: number; dy: number } {
  let best = { dx: 0, dy: 0, err: Infinity };
  for (let dy = -reach / 2; dy <= reach / 2; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      let err = 0;
      let n = 0;
      for (let y = r.y0; y < r.y1; y += 2)
        for (let x = r.x0; x < r.x1; x += 2) {
          const bx = x + dx;
          const by = y + dy;
          if (bx < 0 || by < 0 || bx >= b.width || by >= b.height) continue;
          const i = (y * a.width + x) * 4;
          const j = (by * b.width + bx) * 4;
          err += Math.abs(a.data[i] - b.data[j]) + Math.abs(a.data[i + 1] - b.data[j + 1]) + Math.abs(a.data[i + 2] - b.data[j + 2]);
          n++;
        }
      if (n > 0 && err / n < best.err) best = { dx, dy, err: err / n };
    }
  return { dx: best.dx, dy: best.dy };
}

test.describe("effects in the export", () => {
  test("Hearts Rain applied on /effects goes on the timeline and draws pink hearts over the exported video", async ({ page }) => {
    test.setTimeout(420_000);
    await page.goto("/effects?category=romance");
    await page.getByRole("listitem", { name: "Hearts Rain" }).getByRole("button", { name: "Apply" }).click();
    await expect(toastRegion(page).getByText("Effect Applied")).toBeVisible();

    await openEditorAt720p(page, { keepSample: true });
    await expect(page.getByTestId("track-effect").getByRole("button", { name: /^Hearts Rain, 0:00 to 0:06/ })).toBeVisible();
    // Taken from the queue: a reload does not add it twice.
    expect(await page.evaluate(() => localStorage.getItem("msx.editor.appliedEffects"))).toBeNull();

    const bytes = await exportFile(page, { timeout: 360_000 });
    const times = [1, 2.5, 4];
    const size = { width: 160, height: 90 };
    const drawn = await exportedFrames(page, bytes, times, size);
    const plain = await videoFrames(page, "/media/sample-clip.webm", times, size);
    for (let k = 0; k < times.length; k++) {
      const difference = drawn[k].data.reduce((sum, v, i) => sum + (i % 4 === 3 ? 0 : Math.abs(v - plain[k].data[i])), 0) / (size.width * size.height * 3);
      expect(difference, `frame at ${times[k]} s differs from the plain clip`).toBeGreaterThan(1);
      expect(pinkPixels(drawn[k]), `pink hearts in the top half at ${times[k]} s`).toBeGreaterThan(pinkPixels(plain[k]) + 12);
    }
  });

  test("3D Parallax on a still photo moves the person and the background by different amounts", async ({ page }) => {
    test.setTimeout(420_000);
    await openEditorAt720p(page);
    await page.getByLabel("Choose local media files").setInputFiles({ name: "person.png", mimeType: "image/png", buffer: await personPhoto() });
    await page.getByRole("button", { name: /^person\.png/ }).click();
    await expect(page.getByTestId("effects-scope")).toContainText("person.png");
    await page.getByRole("switch", { name: "3D Parallax" }).click();
    await expect(page.getByRole("switch", { name: "3D Parallax" })).toBeChecked();
    await expect(page.getByTestId("track-effect").getByRole("button", { name: /^3D Parallax, 0:00 to 0:05/ })).toBeVisible();

    const bytes = await exportFile(page, { timeout: 360_000 });
    const size = { width: 640, height: 360 };
    // The camera move is slowest near its ends: 0.5 s and 2 s are far apart in it.
    const [a, b] = await exportedFrames(page, bytes, [0.5, 2], size);
    const background = shiftOf(a, b, { x0: 250, x1: 390, y0: 4, y1: 40 });
    const person = shiftOf(a, b, { x0: 270, x1: 370, y0: 170, y1: 280 });
    // The person comes forward; the backdrop goes the other way, less.
    expect(person.dx - background.dx, JSON.stringify({ person, background })).toBeGreaterThanOrEqual(4);
    expect(person.dx).toBeGreaterThan(0);
  });

  test("a grade's colours in the exported file are the ones the preview shows", async ({ page }) => {
    test.setTimeout(300_000);
    // The export reads its canvas's pixels for the grade another way than the preview does (a VideoFrame copied in
    // the canvas's own byte order, where the preview uses getImageData): the two must give the same picture.
    await openEditorAt720p(page, { keepSample: true });
    const canvas = page.getByTestId("preview-canvas");
    await expect(canvas).toHaveAttribute("data-complete", "true");
    const points = [0.2, 0.5, 0.8].flatMap((x) => [0.25, 0.5, 0.75].map((y) => ({ x, y })));
    const plain: RGB[] = [];
    for (const at of points) plain.push(await canvasColour(page, at));
    await page.getByRole("button", { name: "Add an effect…" }).click();
    await page.getByRole("combobox", { name: "Effect" }).selectOption({ label: "Sunset Romance" });
    await page.getByRole("button", { name: "Add to timeline" }).click();
    await expect(page.getByTestId("track-effect").getByRole("button", { name: /^Sunset Romance, 0:00 to 0:06/ })).toBeVisible();
    await expect(canvas).toHaveAttribute("data-complete", "true");
    const size = await canvas.evaluate((el: HTMLCanvasElement) => ({ width: el.width, height: el.height }));
    // The preview shows the grade: the picture is warmer than without it.
    await expect
      .poll(async () => {
        const now = await Promise.all(points.map((at) => canvasColour(page, at)));
        return Math.max(...now.map((c, k) => Math.max(...c.map((v, ch) => Math.abs(v - plain[k][ch])))));
      })
      .toBeGreaterThan(20);
    const shown: RGB[] = [];
    for (const at of points) shown.push(await canvasColour(page, at));
    // Somewhere the picture is far from grey, so red and blue taken for each other would show.
    expect(Math.max(...shown.map(([r, , b]) => Math.abs(r - b)))).toBeGreaterThan(30);

    const bytes = await exportFile(page, { timeout: 240_000 });
    const [frame] = await exportedFrames(page, bytes, [0], size);
    for (const [k, at] of points.entries()) {
      const exported = frameColour(frame, at, 3);
      expect(Math.max(...exported.map((v, c) => Math.abs(v - shown[k][c]))), `at ${JSON.stringify(at)}: preview ${shown[k]}, export ${exported}`).toBeLessThan(16);
    }
  });

  test("each gallery card and the Preview dialog show the effect drawn on the sample clip", async ({ page }) => {
    await page.goto("/effects?category=romance");
    const card = page.getByRole("listitem", { name: "Hearts Rain" });
    const sample = card.getByRole("img", { name: "Hearts Rain on a sample clip" });
    await expect(sample).toHaveAttribute("data-drawn", "true", { timeout: 30_000 });
    // The card's picture has the hearts' pink in it, and another effect's card looks different.
    const pixels = (name: string) =>
      page.getByRole("img", { name }).evaluate((c: HTMLCanvasElement) => Array.from(c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data));
    const hearts = await pixels("Hearts Rain on a sample clip");
    const pink = hearts.filter((_, i) => i % 4 === 0 && hearts[i] > 220 && hearts[i + 1] > 80 && hearts[i + 1] < 160 && hearts[i + 2] > 140).length;
    expect(pink).toBeGreaterThan(30);
    await expect(page.getByRole("img", { name: "Heart Frame on a sample clip" })).toHaveAttribute("data-drawn", "true", { timeout: 30_000 });
    const frame = await pixels("Heart Frame on a sample clip");
    expect(frame.reduce((s, v, i) => s + Math.abs(v - hearts[i]), 0) / frame.length).toBeGreaterThan(10);

    await card.getByRole("button", { name: "Preview Hearts Rain" }).click();
    const dialog = page.getByRole("dialog", { name: /Hearts Rain/ });
    const big = dialog.getByRole("img", { name: "Hearts Rain on a sample clip" });
    await expect(big).toHaveAttribute("data-drawn", "true", { timeout: 30_000 });
    // It plays: two looks a moment apart differ.
    const first = await big.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    await expect.poll(() => big.evaluate((c: HTMLCanvasElement) => c.toDataURL()), { timeout: 10_000 }).not.toBe(first);
  });

  test("an effect added in the editor sits on the selected clip, shows its parameters, keyframes one and undoes", async ({ page }) => {
    await openEditor(page);
    const red = { x: 0.08, y: 0.6 };
    const isRed = ([r, g, b]: RGB) => r - g > 100 && r - b > 100;
    const isGrey = ([r, g, b]: RGB) => Math.abs(r - g) < 30 && Math.abs(g - b) < 30;
    await expect.poll(() => canvasColour(page, red).then(isRed)).toBe(true);

    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await expect(page.getByTestId("effects-scope")).toHaveText("On the selected clip: sample-clip.webm");
    await page.getByRole("button", { name: "Add an effect…" }).click();
    await page.getByRole("combobox", { name: "Effect" }).selectOption({ label: "Film Noir" });
    await page.getByRole("button", { name: "Add to clip" }).click();
    const item = page.getByTestId("track-effect").getByRole("button", { name: /^Film Noir, 0:00 to 0:06/ });
    await expect(item).toBeVisible();
    // The new effect is selected: its parameters show, and the preview is black and white.
    const props = page.getByTestId("effect-properties");
    await expect(props).toContainText("High-contrast black and white with grain");
    await expect(props).toContainText("On sample-clip.webm");
    await expect.poll(() => canvasColour(page, red).then(isGrey)).toBe(true);

    // Amount to 0 by the keyboard: the colour is back.
    const amount = props.getByRole("slider", { name: "Amount" });
    await amount.focus();
    await page.keyboard.press("Home");
    await expect(amount).toHaveAttribute("aria-valuenow", "0");
    await expect.poll(() => canvasColour(page, red).then(isRed)).toBe(true);
    // A keyframe of Amount at the playhead.
    await props.getByRole("button", { name: "Keyframe Amount at the playhead" }).click();
    await expect(props.getByRole("button", { name: "Remove Amount keyframe" })).toHaveAttribute("aria-pressed", "true");

    // Undo: the keyframe, the amount, then the effect itself.
    for (let i = 0; i < 3; i++) await page.keyboard.press("ControlOrMeta+z");
    await expect(item).toHaveCount(0);
    await expect.poll(() => canvasColour(page, red).then(isRed)).toBe(true);

    // Color Grading, a switch of the Effects card: on the selected clip, then off.
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    const grading = page.getByRole("switch", { name: "Color Grading" });
    await grading.click();
    await expect(grading).toBeChecked();
    await expect(page.getByTestId("track-effect").getByRole("button", { name: /^Color Grading, 0:00 to 0:06/ })).toBeVisible();
    await grading.click();
    await expect(grading).not.toBeChecked();
    await expect(page.getByTestId("track-effect")).toHaveCount(0);
  });

  test("a premium effect's export carries the watermark on a free plan, and not on Pro", async ({ page }) => {
    test.setTimeout(420_000);
    const size = { width: 320, height: 180 };
    const exportWith = async (plan: "free" | "pro") => {
      await seedUser(page, { subscriptionPlan: plan });
      await openEditorAt720p(page, { keepSample: true });
      await page.getByRole("button", { name: "Add an effect…" }).click();
      await page.getByRole("combobox", { name: "Effect" }).selectOption({ label: "Velvet Luxe (Pro)" });
      await page.getByRole("button", { name: "Add to timeline" }).click();
      await expect(page.getByTestId("track-effect").getByRole("button", { name: /^Velvet Luxe, 0:00 to 0:06/ })).toBeVisible();
      const bytes = await exportFile(page, { timeout: 360_000 });
      const notice = page.getByRole("dialog", { name: "Export Video" }).getByRole("alert").filter({ hasText: "Velvet Luxe is a premium effect" });
      if (plan === "free") {
        await expect(notice).toContainText("on your plan this video carries the MSX Studio watermark");
        await expect(notice.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
      } else await expect(notice).toHaveCount(0);
      await page.keyboard.press("Escape");
      return exportedFrames(page, bytes, [2], size).then(([f]) => f);
    };
    // A signed-up account (a visitor who has not signed up is on the free plan, whatever it is seeded with).
    await page.goto("/dashboard");
    await signUpViaApi(page);
    const free = await exportWith("free");
    const pro = await exportWith("pro");
    const diff = (x0: number, x1: number, y0: number, y1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = Math.round(y0 * size.height); y < Math.round(y1 * size.height); y++)
        for (let x = Math.round(x0 * size.width); x < Math.round(x1 * size.width); x++)
          for (let c = 0; c < 3; c++) {
            const i = (y * size.width + x) * 4 + c;
            sum += Math.abs(free.data[i] - pro.data[i]);
            n++;
          }
      return sum / n;
    };
    // The watermark's corner differs; the rest of the picture is the same effect on the same clip.
    expect(diff(0.78, 0.97, 0.89, 0.97)).toBeGreaterThan(20);
    expect(diff(0, 0.5, 0, 0.5)).toBeLessThan(6);
  });
});
