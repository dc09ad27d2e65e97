import type { Page } from "@playwright/test";

import { exportedFrames, exportFile, openEditorAt720p } from "./export-frames";
import { expect, test } from "./fixtures";
import { solidPng } from "./png";

const MAGENTA: [number, number, number] = [230, 20, 200];

/** Where the magenta picture is in frames of the exported file: the centre of its pixels, 0..1 of the frame. */
async function magentaCentres(page: Page, bytes: Buffer, times: number[]) {
  return (await exportedFrames(page, bytes, times)).map(({ t, width: W, height: H, data }) => {
    let n = 0;
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < W * H; i++) {
      const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
      if (r > 150 && g < 100 && b > 120) {
        n++;
        sx += (i % W) + 0.5;
        sy += Math.floor(i / W) + 0.5;
      }
    }
    return { t, x: n ? sx / n / W : null, y: n ? sy / n / H : null, share: n / (W * H) };
  });
}

test.describe("keyframes", () => {
  test("a keyframed picture moves between its keyframes in the export, and each keyframe edit is one undo step", async ({ page }) => {
    test.setTimeout(300_000);
    await openEditorAt720p(page);
    await page.getByLabel("Choose local media files").setInputFiles([{ name: "magenta.png", mimeType: "image/png", buffer: solidPng(320, 180, MAGENTA) }]);
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:05");
    const announcer = page.getByTestId("timeline-announcer");

    // The picture is selected on adding it; its animation loads with the selection.
    const panel = page.getByTestId("animation-panel");
    await expect(panel).toBeVisible();
    // A quarter of the frame: a static value, since scale has no keyframes.
    await panel.getByLabel("Scale (%)").fill("25");
    await panel.getByLabel("Scale (%)").press("Enter");
    await expect(announcer).toHaveText("Scale set for magenta.png");

    // At 0:00 the stopwatch keys Position X where it is (50 %); the field then moves that keyframe to 20 %.
    const stopwatch = panel.getByRole("button", { name: "Keyframe Position X" });
    await expect(stopwatch).toHaveAttribute("aria-pressed", "false");
    await stopwatch.click();
    await expect(announcer).toHaveText("Added Position X keyframe at 0:00.00");
    await expect(stopwatch).toHaveAttribute("aria-pressed", "true");
    await panel.getByLabel("Position X (%)").fill("20");
    await panel.getByLabel("Position X (%)").press("Enter");
    await expect(announcer).toHaveText("Position X keyframe at 0:00.00");

    // Four seconds on (Shift+→ is a second), a second keyframe at 80 %.
    await page.getByRole("heading", { name: "Animation" }).click();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowRight");
    await expect(stopwatch).toHaveAttribute("aria-pressed", "false");
    await panel.getByLabel("Position X (%)").fill("80");
    await panel.getByLabel("Position X (%)").press("Enter");
    const diamonds = page.getByTestId("keyframe-diamond");
    await expect(diamonds).toHaveCount(2);

    // Undo takes back only that keyframe; redo brings it back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(diamonds).toHaveCount(1);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(diamonds).toHaveCount(2);

    // Previous and next keyframe: keys and buttons, announced.
    await page.getByRole("heading", { name: "Animation" }).click();
    await page.keyboard.press("[");
    await expect(announcer).toHaveText("Keyframe at 0:00.00 of magenta.png");
    await panel.getByRole("button", { name: "Next keyframe" }).click();
    await expect(announcer).toHaveText("Keyframe at 0:04.00 of magenta.png");
    // The keyframe at the playhead is re-eased in the panel (one step), and a diamond deletes with Delete.
    await panel.getByLabel("Easing to the next keyframe").selectOption("hold");
    await expect(announcer).toHaveText("Easing Hold at 0:04.00");
    await diamonds.first().focus();
    await page.keyboard.press("Delete");
    await expect(diamonds).toHaveCount(1);
    await expect(announcer).toHaveText("Deleted keyframe at 0:00.00");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(diamonds).toHaveCount(2);
    // The picture is still there: Delete on a diamond removed the keyframe only.
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:05");

    const bytes = await exportFile(page);

    // 0:00 at 20 %, halfway (linear) at 50 %, and from 0:04 on at 80 %; always a quarter of the frame, centred in height.
    const frames = await magentaCentres(page, bytes, [0.02, 2.02, 4.52]);
    const expected = [0.2 + 0.6 * (0.02 / 4), 0.2 + 0.6 * (2.02 / 4), 0.8];
    for (const [i, f] of frames.entries()) {
      expect(f.x, `picture missing at ${f.t}s`).not.toBeNull();
      expect(Math.abs(f.x! - expected[i]), `picture at x=${f.x} at ${f.t}s, expected ${expected[i]}`).toBeLessThan(0.02);
      expect(Math.abs(f.y! - 0.5)).toBeLessThan(0.02);
      expect(Math.abs(f.share - 1 / 16)).toBeLessThan(0.015);
    }
  });
});
