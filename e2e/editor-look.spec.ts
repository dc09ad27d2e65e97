import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { parseCube, sampleLut } from "../lib/editor/render/lut";
import { exportedFrames, exportFile, frameColour, openEditorAt720p } from "./export-frames";
import { expect, test } from "./fixtures";
import { canvasColour, distance, type RGB } from "./preview-canvas";

/**
 * Crop, key and colour from the UI: a green-screen picture on the Overlay track keyed by the eyedropper lets the
 * background through in the preview and the export, and a shipped LUT colours the background as its file says.
 */
const SCREEN: RGB = [40, 190, 70];
const SUBJECT: RGB = [220, 40, 40];
const BACKGROUND: RGB = [30, 80, 220];

/** A 320×180 green screen with a subject (a red box) in its middle half. */
function greenScreen(): Promise<Buffer> {
  const [r, g, b] = SUBJECT;
  return sharp({ create: { width: 320, height: 180, channels: 3, background: { r: SCREEN[0], g: SCREEN[1], b: SCREEN[2] } } })
    .composite([{ input: { create: { width: 160, height: 90, channels: 3, background: { r, g, b } } }, left: 80, top: 45 }])
    .png()
    .toBuffer();
}

function solid([r, g, b]: RGB): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: { r, g, b } } }).png().toBuffer();
}

const row = (page: Page, kind: "video" | "overlay", name: string) => page.getByTestId(`track-${kind}`).getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}, `) });

/** What the shipped mono LUT makes of a colour, read from its own file. */
function monoOf(rgb: RGB): RGB {
  const lut = parseCube(readFileSync(join(process.cwd(), "public", "luts", "mono.cube"), "utf8"));
  return sampleLut(lut, rgb[0] / 255, rgb[1] / 255, rgb[2] / 255).map((v) => Math.round(v * 255)) as RGB;
}

test.describe("crop, key and colour", () => {
  test("a green screen keyed with the eyedropper shows the background, a LUT colours it as its file says, in the preview and the export", async ({ page }) => {
    test.setTimeout(300_000);
    await openEditorAt720p(page);
    const announcer = page.getByTestId("timeline-announcer");

    // The green screen first, moved to the Overlay track; then the background on the main track.
    await page.getByLabel("Choose local media files").setInputFiles([{ name: "screen.png", mimeType: "image/png", buffer: await greenScreen() }]);
    await page.getByRole("region", { name: "Track and placement" }).getByLabel("Track", { exact: true }).selectOption({ label: "Overlay" });
    await expect(row(page, "overlay", "screen.png")).toHaveAccessibleName(/0:00 to 0:05/);
    await page.getByLabel("Choose local media files").setInputFiles([{ name: "background.png", mimeType: "image/png", buffer: await solid(BACKGROUND) }]);
    await expect(row(page, "video", "background.png")).toHaveAccessibleName(/0:00 to 0:05/);
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.1, y: 0.1 }), SCREEN)).toBeLessThan(12);

    // Key it: on, then the key colour picked from the preview's green.
    await row(page, "overlay", "screen.png").click();
    const look = page.getByTestId("look-properties");
    await look.getByLabel("Remove a background colour (green screen)").check();
    await expect(announcer).toHaveText("Chroma key on for screen.png");
    await look.getByRole("button", { name: "Pick from preview" }).click();
    await expect(page.getByTestId("eyedropper")).toBeVisible();
    const frame = (await page.getByTestId("preview-frame").boundingBox())!;
    await page.mouse.click(frame.x + frame.width * 0.1, frame.y + frame.height * 0.15);
    await expect(announcer).toHaveText("Key colour #28be46 picked from the preview");
    await expect(look.getByLabel("Key colour")).toHaveValue("#28be46");
    await expect(page.getByTestId("eyedropper")).toHaveCount(0);

    // The preview: the background where the screen was, the subject kept.
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.1, y: 0.1 }), BACKGROUND)).toBeLessThan(12);
    expect(distance(await canvasColour(page, { x: 0.5, y: 0.5 }), SUBJECT)).toBeLessThan(12);

    // Crop: 30 % off the left of the keyed picture (its field), then 5 % more from its handle on the preview.
    const left = look.getByLabel("Crop left (%)");
    await left.fill("30");
    await left.press("Enter");
    await expect(announcer).toHaveText("Crop left set for screen.png");
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.27, y: 0.5 }), BACKGROUND)).toBeLessThan(12);
    expect(distance(await canvasColour(page, { x: 0.5, y: 0.5 }), SUBJECT)).toBeLessThan(12);
    await page.getByRole("button", { name: "Crop left edge: drag, or use the arrow keys" }).focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(announcer).toHaveText("Crop left 35%");
    await expect(left).toHaveValue("35");
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.32, y: 0.5 }), BACKGROUND)).toBeLessThan(12);
    // Each was one step: two undos give the whole subject back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(left).toHaveValue("30");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(left).toHaveValue("0");
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.27, y: 0.5 }), SUBJECT)).toBeLessThan(12);

    // The mono LUT on the background: grey as the file says; the subject (not on that item) keeps its colour.
    await row(page, "video", "background.png").click();
    await look.getByLabel("Look-up table").selectOption({ label: "Mono" });
    await expect(announcer).toHaveText("LUT Mono applied to background.png");
    const grey = monoOf(BACKGROUND);
    expect(grey[0]).toBe(grey[1]);
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.1, y: 0.1 }), grey)).toBeLessThan(6);
    // Undo takes the LUT back in one step; redo applies it again.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.1, y: 0.1 }), BACKGROUND)).toBeLessThan(12);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.1, y: 0.1 }), grey)).toBeLessThan(6);

    const bytes = await exportFile(page);
    const [f1, f2] = await exportedFrames(page, bytes, [0.5, 3.5]);
    for (const f of [f1, f2]) {
      for (const at of [{ x: 0.1, y: 0.1 }, { x: 0.9, y: 0.85 }, { x: 0.15, y: 0.5 }])
        expect(distance(frameColour(f, at), grey), `background at ${at.x},${at.y} of ${f.t}s: ${frameColour(f, at)}`).toBeLessThan(14);
      expect(distance(frameColour(f, { x: 0.5, y: 0.5 }), SUBJECT), `subject at ${f.t}s: ${frameColour(f, { x: 0.5, y: 0.5 })}`).toBeLessThan(20);
    }
  });
});
