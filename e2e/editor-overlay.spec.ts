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

test.describe("picture-in-picture from the editor's UI", () => {
  test("a picture moves to the Overlay track by menu, drag and keys, sits in a corner over the main clip, and Undo takes it back", async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page);
    const orange = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: ORANGE[0], g: ORANGE[1], b: ORANGE[2] } } })
      .png()
      .toBuffer();
    await page.getByLabel("Choose local media files").setInputFiles({ name: "orange.png", mimeType: "image/png", buffer: orange });
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
});
