import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, openEditor, test } from "./fixtures";
import { solidPng } from "./png";
import { sineWav } from "./wav";

/** Serious and critical accessibility problems (axe) of what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}

/** The element's content is wider than its box: the text is cut off (or scrolls sideways). */
const overflowsX = (el: Locator) => el.evaluate((e) => e.scrollWidth > e.clientWidth + 1);

async function withinViewport(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box.x, "left edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge on screen").toBeLessThanOrEqual(width);
}

test.describe("editor panels on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test("track names, keyframe units and bezier values are shown whole", async ({ page }) => {
    await openEditor(page);
    // The track names beside the timeline are not cut off.
    for (const kind of ["video", "overlay", "text", "audio"]) {
      const name = page.getByTestId(`track-${kind}`).locator("span.truncate").first();
      expect(await overflowsX(name), `${await name.textContent()} is cut off`).toBe(false);
    }

    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    const animation = page.getByRole("region", { name: "Animation" });
    await animation.scrollIntoViewIfNeeded();
    // Each animated property says its unit where a person reads it, not only to a screen reader.
    await expect(animation.getByTestId("animate-x")).toContainText("Position X (%)");
    await expect(animation.getByTestId("animate-rotation")).toContainText("Rotation (°)");
    await expect(page.getByTestId("look-properties").getByTestId("animate-cropLeft")).toContainText("Crop left (%)");

    // A cubic bezier keyframe: its four numbers fit their fields at 375 px.
    await animation.getByRole("button", { name: "Keyframe Position X" }).click();
    await animation.getByLabel("Easing to the next keyframe").selectOption("cubic-bezier");
    for (const name of ["X1", "Y1", "X2", "Y2"]) {
      const field = animation.getByLabel(`Bezier ${name}`);
      await expect(field).toBeVisible();
      await withinViewport(page, field);
      expect(await overflowsX(field), `Bezier ${name} (${await field.inputValue()}) is cut off`).toBe(false);
    }
  });

  test("the switches of a clip's sound sit before their labels, one way for all", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    const sound = page.getByRole("region", { name: "Clip sound" });
    for (const name of ["Reverse", "Reduce noise"]) {
      const toggle = sound.getByRole("switch", { name });
      await toggle.scrollIntoViewIfNeeded();
      const label = sound.locator("label", { hasText: name });
      const [s, l] = [(await toggle.boundingBox())!, (await label.boundingBox())!];
      expect(s.x + s.width, `${name}: the switch comes first`).toBeLessThanOrEqual(l.x);
      await withinViewport(page, toggle);
    }
    // Every speed preset is on screen.
    for (const preset of ["0.25×", "0.5×", "1×", "1.5×", "2×", "4×"]) await withinViewport(page, sound.getByRole("button", { name: `Speed ${preset}`, exact: true }));
  });

  test("Escape stops the eyedropper, keeps the clip selected and gives focus back to its button; the sliders move by arrow keys", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    const look = page.getByTestId("look-properties");
    await look.getByLabel("Remove a background colour (green screen)").check();
    const pick = look.getByRole("button", { name: "Pick from preview" });
    await pick.click();
    const dropper = page.getByTestId("eyedropper");
    await expect(dropper).toBeFocused();
    // The preview, where the colour is picked, is on screen while picking.
    await expect(dropper).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dropper).toHaveCount(0);
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Colour picking off");
    await expect(look).toBeVisible();
    await expect(pick).toBeFocused();
    await expect(pick).toHaveAttribute("aria-pressed", "false");

    // Picking while a dialog opens: Escape closes the dialog first, then stops picking.
    await pick.click();
    await expect(dropper).toBeFocused();
    await page.getByRole("button", { name: "Speak text" }).click();
    const speak = page.getByRole("dialog", { name: "Speak text" });
    await expect(speak.getByLabel("Text to speak")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(speak).toBeHidden();
    await expect(dropper).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dropper).toHaveCount(0);
    await expect(look).toBeVisible();

    // Arrow keys move a slider one step; the change is one undo step.
    const tolerance = look.getByRole("slider", { name: "Tolerance" });
    await tolerance.focus();
    const before = Number(await tolerance.inputValue());
    await page.keyboard.press("ArrowRight");
    await expect(tolerance).toHaveValue(String(before + 1));
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(tolerance).toHaveValue(String(before));
  });

  test("the finished export's dialog fits the screen: its file name wraps, Download and Close are on screen", async ({ page }) => {
    test.setTimeout(240_000);
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog.getByTestId("export-loudness")).toBeVisible({ timeout: 200_000 });
    await page.screenshot({ path: test.info().outputPath("export-done-375.png") });
    expect(await overflowsX(dialog), "the dialog scrolls sideways").toBe(false);
    const download = dialog.getByRole("link", { name: /^Download untitled-project-1280x720-30fps\.mp4/ });
    await download.scrollIntoViewIfNeeded();
    await withinViewport(page, download);
    expect(await overflowsX(download), "the file name is cut off").toBe(false);
    await withinViewport(page, dialog.getByTestId("export-loudness"));
    const close = dialog.locator("[data-slot=dialog-footer]").getByRole("button", { name: "Close" });
    await close.scrollIntoViewIfNeeded();
    await withinViewport(page, close);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Export", exact: true })).toBeFocused();
  });

  test("Speak text fits, traps Tab and gives focus back on Escape", async ({ page }) => {
    await openEditor(page);
    const speak = page.getByRole("button", { name: "Speak text" });
    await speak.click();
    const dialog = page.getByRole("dialog", { name: "Speak text" });
    await expect(dialog.getByLabel("Text to speak")).toBeFocused();
    for (const name of ["Speak", "Cancel"]) await withinViewport(page, dialog.getByRole("button", { name, exact: true }));
    // Tab goes round inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(speak).toBeFocused();
  });
});

test("the panels of a selected clip, sound and transition have no serious accessibility problems", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "music.wav", mimeType: "audio/wav", buffer: sineWav(4, 330) });
  const music = page.getByTestId("track-audio").getByRole("button", { name: /^music\.wav/ });
  await expect(music).toBeVisible();

  // A clip: its sound (speed, noise, EQ), its look with a chroma key and a LUT, its animation with a keyframe.
  await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
  const look = page.getByTestId("look-properties");
  await look.getByLabel("Remove a background colour (green screen)").check();
  await look.getByLabel("Look-up table").selectOption({ label: "Warm" });
  await page.getByRole("region", { name: "Animation" }).getByRole("button", { name: "Keyframe Position X" }).click();
  await expect(page.getByTestId("keyframe-diamond")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // A music item ducking under speech.
  await music.click();
  await page.getByTestId("duck-switch").click();
  await expect(page.getByRole("region", { name: "Clip sound" }).getByLabel("Duck depth (dB)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A transition between two pictures, selected.
  await page.getByLabel("Choose local media files").setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: solidPng(320, 180, [220, 30, 30]) },
    { name: "blue.png", mimeType: "image/png", buffer: solidPng(320, 180, [30, 60, 220]) },
  ]);
  await page.getByRole("button", { name: /^red\.png/ }).click();
  await page.getByTestId("transitions-list").getByRole("button", { name: "Cross-dissolve", exact: true }).click();
  await page.getByTestId("timeline-transition").click();
  await expect(page.getByTestId("transition-properties")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
