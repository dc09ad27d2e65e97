import { exportedFrames, exportFile, meanColour, openEditorAt720p } from "./export-frames";
import { expect, openEditor, test } from "./fixtures";
import { solidPng } from "./png";
import { canvasColour, distance, type RGB, seekTo } from "./preview-canvas";

const RED: RGB = [220, 30, 30];
const BLUE: RGB = [30, 60, 220];
const MIX: RGB = [0, 1, 2].map((c) => (RED[c] + BLUE[c]) / 2) as RGB;

test.describe("transitions", () => {
  test("a dissolve between two pictures is added by keyboard or by dragging, and exports as a mix of both at its middle", async ({ page }) => {
    test.setTimeout(300_000);
    await openEditorAt720p(page);
    await page.getByLabel("Choose local media files").setInputFiles([
      { name: "red.png", mimeType: "image/png", buffer: solidPng(320, 180, RED) },
      { name: "blue.png", mimeType: "image/png", buffer: solidPng(320, 180, BLUE) },
    ]);
    // red.png 0–5 s and blue.png 5–10 s on the main track: one cut, at 0:05.
    await expect(page.getByTestId("timeline-total")).toHaveText("2 items · 0:10");
    const announcer = page.getByTestId("timeline-announcer");
    const list = page.getByTestId("transitions-list");
    await expect(list.getByRole("button")).toHaveCount(12);
    const blocks = page.getByTestId("timeline-transition");

    // By keyboard: select the first picture, then choose the transition.
    await page.getByRole("button", { name: /^red\.png/ }).click();
    await list.getByRole("button", { name: "Cross-dissolve", exact: true }).click();
    await expect(announcer).toHaveText("Added Cross-dissolve between red.png and blue.png");
    await expect(blocks).toHaveCount(1);
    await expect(page.getByTestId("transition-properties")).toBeVisible();
    // One undo step each way.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(blocks).toHaveCount(0);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(blocks).toHaveCount(1);
    // Selected on the timeline, Delete removes the transition and keeps both pictures.
    await blocks.first().focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Delete");
    await expect(blocks).toHaveCount(0);
    await expect(page.getByTestId("timeline-total")).toHaveText("2 items · 0:10");

    // By dragging from the panel onto the cut (the first picture's right edge). The panel and the timeline are far
    // apart on the page, so the drag's events are sent to each end directly, with the data they carry.
    const red = page.getByRole("button", { name: /^red\.png/ });
    await red.scrollIntoViewIfNeeded();
    const box = (await red.boundingBox())!;
    const at = { clientX: box.x + box.width - 3, clientY: box.y + box.height / 2 };
    const data = await page.evaluateHandle(() => new DataTransfer());
    await list.getByRole("button", { name: "Cross-dissolve", exact: true }).dispatchEvent("dragstart", { dataTransfer: data });
    await red.dispatchEvent("dragover", { dataTransfer: data, ...at });
    await red.dispatchEvent("drop", { dataTransfer: data, ...at });
    await expect(announcer).toHaveText("Added Cross-dissolve between red.png and blue.png");
    await expect(blocks).toHaveCount(1);
    await expect(blocks.first()).toHaveAttribute("aria-label", /^Cross-dissolve transition, 1\.00 seconds, between red\.png and blue\.png/);

    // Two seconds long by its number field: from 0:04 to 0:06, centred on the cut.
    const duration = page.getByLabel("Duration (seconds)");
    await duration.fill("2");
    await duration.press("Enter");
    await expect(announcer).toHaveText("Cross-dissolve lasts 2.00 s");
    await expect(blocks.first()).toHaveAttribute("aria-label", /2\.00 seconds/);
    await page.getByTestId("timeline-scroll").screenshot({ path: test.info().outputPath("timeline-transition.png") });
    await page.getByTestId("transition-properties").screenshot({ path: test.info().outputPath("transition-properties.png") });

    // The preview shows the mix at the cut.
    await seekTo(page, "0:05 / 0:10", 5);
    await expect.poll(async () => distance(await canvasColour(page, { x: 0.5, y: 0.5 }), MIX)).toBeLessThan(20);

    const bytes = await exportFile(page);

    // Red before the transition, half red and half blue at its middle (the cut), blue after it.
    const [before, middle, after] = (await exportedFrames(page, bytes, [3, 5, 7])).map(meanColour);
    expect(distance(before, RED), `before: ${before}`).toBeLessThan(20);
    expect(distance(middle, MIX), `middle: ${middle}`).toBeLessThan(20);
    expect(distance(after, BLUE), `after: ${after}`).toBeLessThan(20);
  });

  test("the panel is usable at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openEditor(page);
    const list = page.getByTestId("transitions-list");
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole("button")).toHaveCount(12);
    const box = (await list.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("transitions-375.png"), fullPage: false });
  });
});
