import type { Page } from "@playwright/test";
import sharp from "sharp";

import { expect, openEditor, test } from "./fixtures";
import { canvasColour, distance, type RGB, seekTo } from "./preview-canvas";

/**
 * Picture-in-picture from the UI: a second picture goes to the Overlay track (Track select, a drag, Alt+↑/↓) and
 * into a corner (a preset), and the preview canvas draws it there over the main clip; Undo takes each step back.
 */
const ORANGE: RGB = [255, 140, 0];
/** Inside the Bottom-right preset's picture (35 % of the frame, 3 % in from the edges). */
const BOTTOM_RIGHT = { x: 0.8, y: 0.8 };
const TOP_LEFT = { x: 0.25, y: 0.25 };

const inRow = (page: Page, kind: "video" | "overlay") => page.getByTestId(`track-${kind}`).getByRole("button", { name: /^orange\.png, / });

const nowShowing = (page: Page) => page.getByText(/^Now showing /);

/** Opens the editor and adds a 320×180 orange picture: it goes after the sample clip on the main track (0:06–0:11). */
async function openWithOrange(page: Page) {
  await openEditor(page);
  const orange = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: ORANGE[0], g: ORANGE[1], b: ORANGE[2] } } })
    .png()
    .toBuffer();
  await page.getByLabel("Choose local media files").setInputFiles({ name: "orange.png", mimeType: "image/png", buffer: orange });
}

test.describe("picture-in-picture from the editor's UI", () => {
  test("a picture moves to the Overlay track by menu, drag and keys, sits in a corner over the main clip, and Undo takes it back", async ({ page }) => {
    test.setTimeout(120_000);
    await openWithOrange(page);
    // Added after the sample clip on the main track, and selected.
    await expect(inRow(page, "video")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    const announcer = page.getByTestId("timeline-announcer");
    const panel = page.getByRole("region", { name: "Track and placement" });

    // The menu: the Track select lists the tracks that take a picture.
    const trackSelect = panel.getByLabel("Track", { exact: true });
    await expect(trackSelect.locator("option")).toHaveText(["Main video", "Overlay"]);
    await trackSelect.selectOption({ label: "Overlay" });
    await expect(inRow(page, "overlay")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await expect(inRow(page, "video")).toHaveCount(0);
    await expect(announcer).toHaveText("orange.png moved to Overlay at 00:06");
    await expect(trackSelect).toHaveValue("track-overlay");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(inRow(page, "video")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await expect(inRow(page, "overlay")).toHaveCount(0);

    // A drag: down into the Overlay row (highlighted as the drop target) and left to the start, in one undo step.
    await page.getByTestId("timeline-scroll").scrollIntoViewIfNeeded();
    const item = (await inRow(page, "video").boundingBox())!;
    const overlayRow = (await page.getByTestId("track-overlay").boundingBox())!;
    const textRow = (await page.getByTestId("track-text").boundingBox())!;
    // Near its left end: the rest of it runs past the timeline's visible width.
    const from = { x: item.x + 30, y: item.y + item.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 40, overlayRow.y + overlayRow.height / 2, { steps: 4 });
    await expect(page.getByTestId("track-overlay")).toHaveAttribute("data-drop-target", "");
    // The Text row does not take a picture: passing over it leaves the picture on the Overlay track.
    await page.mouse.move(from.x - 200, textRow.y + textRow.height / 2, { steps: 4 });
    await expect(page.getByTestId("track-text")).not.toHaveAttribute("data-drop-target", "");
    await page.mouse.move(from.x - 600, overlayRow.y + overlayRow.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(inRow(page, "overlay")).toHaveAccessibleName(/^orange\.png, 0:00 to 0:05/);
    await expect(inRow(page, "video")).toHaveCount(0);
    await expect(page.getByTestId("track-overlay")).not.toHaveAttribute("data-drop-target", "");
    await expect(announcer).toHaveText("orange.png moved to Overlay at 00:00");

    // Full frame, the orange picture covers the main clip.
    await seekTo(page, "0:01 / 0:06", 1);
    await expect.poll(async () => distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeLessThan(20);
    await expect(nowShowing(page)).toHaveText("Now showing sample-clip.webm, with orange.png on top. Drop a video, audio or image file on the preview to add it.");
    expect(distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeLessThan(20);

    // The Bottom-right preset: the picture in that corner, the main clip everywhere else.
    await inRow(page, "overlay").click();
    await panel.getByRole("button", { name: "Bottom-right" }).click();
    await expect(panel.getByLabel("Scale (%)")).toHaveValue("35");
    await expect(panel.getByLabel("Position X (%)")).toHaveValue("80");
    await expect.poll(async () => distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeGreaterThan(60);
    expect(distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeLessThan(20);
    expect(distance(await canvasColour(page, { x: 0.5, y: 0.5 }), ORANGE)).toBeGreaterThan(60);

    // Opacity typed in: one undo step; then Undo (opacity), Undo (preset): full frame again; Undo (drag): main track.
    await panel.getByLabel("Opacity (%)").fill("50");
    await panel.getByLabel("Opacity (%)").press("Enter");
    await expect(page.getByRole("slider", { name: "Opacity" })).toHaveValue("50");
    await expect.poll(async () => distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeGreaterThan(30);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeLessThan(20);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeLessThan(20);
    await expect(panel.getByLabel("Scale (%)")).toHaveValue("100");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(inRow(page, "video")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await expect(inRow(page, "overlay")).toHaveCount(0);

    // The keys: Alt+↓ to the Overlay track, Alt+↑ back to Main video, announced; no track past either end.
    await inRow(page, "video").focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(inRow(page, "overlay")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await expect(announcer).toHaveText("orange.png moved to Overlay at 00:06");
    // The focus follows the item to its new row.
    await expect(inRow(page, "overlay")).toBeFocused();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(announcer).toHaveText("orange.png has no track below");
    await page.keyboard.press("Alt+ArrowUp");
    await expect(inRow(page, "video")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await expect(announcer).toHaveText("orange.png moved to Main video at 00:06");
  });

  test("a picture on the Overlay track is dragged on the preview and nudged with the arrow keys, in one undo step each", async ({ page }) => {
    test.setTimeout(120_000);
    await openWithOrange(page);
    const panel = page.getByRole("region", { name: "Track and placement" });
    await panel.getByLabel("Track", { exact: true }).selectOption({ label: "Overlay" });
    await expect(inRow(page, "overlay")).toHaveAccessibleName(/^orange\.png, 0:06 to 0:11/);
    await panel.getByRole("button", { name: "Bottom-right" }).click();
    await expect(panel.getByLabel("Position X (%)")).toHaveValue("80");
    await seekTo(page, "0:07 / 0:11", 7);
    await expect(nowShowing(page)).toHaveText(/^Now showing orange\.png over a gap\. /);
    await expect.poll(async () => distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeLessThan(20);
    expect(distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeGreaterThan(60);

    // The picture's hit target sits where the canvas draws it, and is named for a screen reader.
    const picture = page.getByTestId("preview-picture");
    await expect(picture).toHaveAccessibleName("orange.png. Drag, or use the arrow keys, to move it");
    const frame = (await page.getByTestId("preview-frame").boundingBox())!;
    const box = (await picture.boundingBox())!;
    expect((box.x + box.width / 2 - frame.x) / frame.width).toBeCloseTo(0.8, 1);
    expect(box.width / frame.width).toBeCloseTo(0.35, 1);

    // A drag from the bottom-right corner to the top-left one.
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 0.55 * frame.width, from.y - 0.55 * frame.height, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId("timeline-announcer")).toHaveText(/^orange\.png at 2[4-6]% across, 2[4-6]% down$/);
    await expect(panel.getByLabel("Position X (%)")).toHaveValue(/^2[4-6]$/);
    await expect.poll(async () => distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeLessThan(20);
    expect(distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeGreaterThan(60);

    // The arrow keys move it 1 % a press, Shift 5 %.
    const x = Number(await panel.getByLabel("Position X (%)").inputValue());
    await expect(picture).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByLabel("Position X (%)")).toHaveValue(String(x + 1));
    await page.keyboard.press("Shift+ArrowRight");
    await expect(panel.getByLabel("Position X (%)")).toHaveValue(String(x + 6));
    await expect(page.getByTestId("timeline-announcer")).toHaveText(new RegExp(`^orange\\.png at ${x + 6}% across`));

    // Undo: the Shift nudge, the nudge, then the whole drag: back in the bottom-right corner.
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByLabel("Position X (%)")).toHaveValue("80");
    await expect.poll(async () => distance(await canvasColour(page, BOTTOM_RIGHT), ORANGE)).toBeLessThan(20);
    expect(distance(await canvasColour(page, TOP_LEFT), ORANGE)).toBeGreaterThan(60);
  });
});
