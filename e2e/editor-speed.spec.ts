import type { Page } from "@playwright/test";

import { exportFile, frameColours, openEditorAt720p, probe } from "./export-frames";
import { expect, test } from "./fixtures";

const SAMPLE = "/media/sample-clip.webm";
/** The sample clip is 6 s long; its last frame starts just before 6 s. */
const SAMPLE_LAST_FRAME = 5.96;

/** Opens the editor at 720p 24 fps with the sample clip selected, its properties showing. */
async function selectSample(page: Page) {
  await openEditorAt720p(page, { keepSample: true });
  await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
  await expect(page.getByTestId("speed-properties")).toBeVisible();
}

test.describe("clip speed", () => {
  test("a clip at 2× lasts half as long on the timeline and in the exported file, showing its source twice as fast", async ({ page }) => {
    test.setTimeout(300_000);
    await selectSample(page);
    const clip = page.getByRole("button", { name: /^sample-clip\.webm/ });
    await page.getByRole("button", { name: "Speed 2×" }).click();
    await expect(page.getByRole("button", { name: "Speed 2×" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("speed-value")).toHaveText("2× · 0:03");
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");
    await expect(clip.getByTestId("item-speed")).toHaveText("2×");
    await expect(clip).toHaveAccessibleName(/0:00 to 0:03, 2×$/);
    // One undo step back to 1×, and redo.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:06");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:03");

    const bytes = await exportFile(page, { timeout: 280_000, summary: "0:03 · 1280x720 · 24 fps · MP4" });
    const meta = await probe(bytes);
    expect(meta.audioCodec).toBe("aac");
    expect(Math.abs(meta.duration - 3)).toBeLessThanOrEqual(1 / 24 + 0.02);
    // At 1 s and 2.5 s of the export: the source's 2 s and 5 s frames (nearer to them than to the 1 s and 2.5 s ones).
    const frames = await frameColours(page, bytes, [1.02, 2.52], SAMPLE, [2.04, 5.04, 1.02, 2.52]);
    for (const [i, f] of frames.entries()) {
      expect(f.diff[i]!, `export ${f.t}s against source ${2 * f.t}s`).toBeLessThan(25);
      expect(f.diff[i]!, `export ${f.t}s looks like source ${f.t}s`).toBeLessThan(f.diff[i + 2]!);
    }
  });

  test("a reversed clip's first exported frame is its source's last, and its last is the source's first", async ({ page }) => {
    test.setTimeout(300_000);
    await selectSample(page);
    const reverse = page.getByRole("switch", { name: "Reverse" });
    await reverse.focus();
    await page.keyboard.press("Space");
    await expect(reverse).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("speed-value")).toHaveText("1×, reversed · 0:06");
    await expect(page.getByRole("button", { name: /^sample-clip\.webm/ }).getByTestId("item-speed")).toHaveText("1× reversed");
    await expect(page.getByTestId("timeline-total")).toHaveText("1 item · 0:06");

    const bytes = await exportFile(page, { timeout: 280_000, summary: "0:06 · 1280x720 · 24 fps · MP4" });
    expect(Math.abs((await probe(bytes)).duration - 6)).toBeLessThanOrEqual(1 / 24 + 0.02);
    const [first, last] = await frameColours(page, bytes, [0, 5.98], SAMPLE, [SAMPLE_LAST_FRAME, 0]);
    expect(first.diff[0]!, "first exported frame against the source's last").toBeLessThan(25);
    expect(first.diff[0]!).toBeLessThan(first.diff[1]!);
    expect(last.diff[1]!, "last exported frame against the source's first").toBeLessThan(25);
    expect(last.diff[1]!).toBeLessThan(last.diff[0]!);
  });
});
