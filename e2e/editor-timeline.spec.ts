import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expect, openEditor, test } from "./fixtures";

const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");

const playheadTime = (page: Page) => page.getByTestId("timeline-playhead").evaluate((el) => Number(el.getAttribute("data-time")));
const items = (page: Page) => page.getByRole("list", { name: "Clips" }).getByTestId("timeline-clip");

test.describe("editor timeline", () => {
  test("two clips, keyboard nudges, split with S, delete a part, a title, undo and redo", async ({ page }) => {
    await openEditor(page);
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();
    for (const track of ["Main video", "Overlay", "Text", "Audio", "Captions"]) {
      await expect(page.getByRole("listitem", { name: track })).toBeVisible();
    }

    await page
      .getByLabel("Choose local media files")
      .setInputFiles({ name: "second.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:06/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:12/ })).toBeVisible();
    await expect.poll(() => playheadTime(page)).toBeCloseTo(6, 2);

    // Keyboard nudges of the playhead: a second with Shift, a frame (1/30 s) without.
    await page.getByRole("heading", { name: "Timeline" }).click();
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(() => playheadTime(page)).toBeCloseTo(5, 2);
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(() => playheadTime(page)).toBeCloseTo(3, 2);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => playheadTime(page)).toBeCloseTo(3 + 1 / 30, 2);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => playheadTime(page)).toBeCloseTo(3, 2);
    await expect(page.getByTestId("preview-time")).toHaveText("0:03 / 0:12");

    // Split the sample at the playhead with S.
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("s");
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Split sample-clip.webm at 00:03");
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:03/ })).toBeVisible();
    const rightPart = page.getByRole("button", { name: /^sample-clip\.webm, 0:03 to 0:06/ });
    await expect(rightPart).toHaveAttribute("aria-pressed", "true");

    // Delete the right part.
    await rightPart.click();
    await page.keyboard.press("Delete");
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:03 to 0:06/ })).toHaveCount(0);
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Deleted sample-clip.webm");

    // A title at the playhead, shown over the preview.
    await page.getByRole("button", { name: "Add Text" }).click();
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole("button", { name: /^Your title, 0:03 to 0:06/ })).toBeVisible();
    await expect(page.getByTestId("preview-text")).toHaveText("Your title");

    // Undo the title, then the delete; redo both.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: /^Your title/ })).toHaveCount(0);
    await expect(items(page)).toHaveCount(2);
    await page.getByRole("heading", { name: "Timeline" }).click();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:03 to 0:06/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Redo" })).toBeEnabled();
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:03 to 0:06/ })).toHaveCount(0);
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await expect(page.getByRole("button", { name: /^Your title, 0:03 to 0:06/ })).toBeVisible();
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();
  });

  test("zoom buttons change the scale and the timeline scrolls inside a phone-width page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openEditor(page);
    const sample = page.getByRole("button", { name: /^sample-clip\.webm/ });
    const before = (await sample.boundingBox())!.width;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await sample.boundingBox())!.width).toBeGreaterThan(before * 1.4);
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await sample.boundingBox())!.width).toBeLessThan(before);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a title's words, size, colour and placement; captions import, edit and download", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: "Add Text" }).click();
    const props = page.getByRole("region", { name: "Title properties" });
    await expect(props).toBeVisible();
    await props.getByLabel("Words").fill("Summer 2026");
    await expect(page.getByRole("button", { name: /^Summer 2026, 0:00 to 0:03/ })).toBeVisible();
    await expect(page.getByTestId("preview-text")).toHaveText("Summer 2026");
    await props.getByRole("group", { name: "Placement" }).getByRole("button", { name: "Top" }).click();
    await props.getByLabel("Size").fill("120");
    await expect.poll(() => page.getByTestId("preview-text").evaluate((el) => (el as HTMLElement).style.top)).toBe("12%");
    // Typing the words was one step: undo puts the default title back.
    await page.getByRole("heading", { name: "Timeline" }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: /^Your title, 0:00 to 0:03/ })).toBeVisible();

    const vtt = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello there\n\n00:00:02.500 --> 00:00:04.000\nSecond line\n";
    await page.getByLabel("Choose a captions file").setInputFiles({ name: "subs.vtt", mimeType: "text/vtt", buffer: Buffer.from(vtt) });
    const cues = page.getByRole("list", { name: "Captions on the timeline" }).getByRole("listitem");
    await expect(cues).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^Hello there, 0:00 to 0:02/ })).toBeVisible();
    await expect(page.getByTestId("preview-caption")).toHaveText("Hello there");
    await page.getByLabel("Cue 1 text").fill("Hi everyone");
    await page.getByLabel("Cue 1 text").blur();
    await expect(page.getByTestId("preview-caption")).toHaveText("Hi everyone");
    await page.getByLabel("Cue 2 end (seconds)").fill("5");
    await page.getByLabel("Cue 2 end (seconds)").blur();
    await expect(page.getByRole("button", { name: /^Second line, 0:02 to 0:05/ })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .srt" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("untitled-project.srt");
    const text = readFileSync(await file.path(), "utf8");
    expect(text).toContain("00:00:00,000 --> 00:00:02,000\nHi everyone");
    expect(text).toContain("00:00:02,500 --> 00:00:05,000\nSecond line");
  });

  test("the ruler seeks; dragging trims and moves in one undo step each; the timeline survives a save and reload", async ({ page }) => {
    await openEditor(page);
    await page
      .getByLabel("Choose local media files")
      .setInputFiles({ name: "second.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
    const second = () => page.getByRole("button", { name: /^second\.webm/ });
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:12/ })).toBeVisible();

    // At the default zoom a second is 60 px: a press on the ruler 120 px in puts the playhead at 2 s.
    await page.getByTestId("timeline-ruler").scrollIntoViewIfNeeded();
    const ruler = (await page.getByTestId("timeline-ruler").boundingBox())!;
    await page.mouse.click(ruler.x + 120, ruler.y + ruler.height / 2);
    await expect.poll(() => playheadTime(page)).toBeCloseTo(2, 1);

    // Drag the end handle one second to the left.
    await second().getByTestId("trim-end").scrollIntoViewIfNeeded();
    const end = (await second().getByTestId("trim-end").boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2);
    await page.mouse.down();
    await page.mouse.move(end.x + end.width / 2 - 30, end.y + end.height / 2, { steps: 3 });
    await page.mouse.move(end.x + end.width / 2 - 60, end.y + end.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:11/ })).toBeVisible();

    // Drag the item two seconds to the right.
    await second().scrollIntoViewIfNeeded();
    const body = (await second().boundingBox())!;
    await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
    await page.mouse.down();
    for (const dx of [40, 80, 120]) await page.mouse.move(body.x + body.width / 2 + dx, body.y + body.height / 2, { steps: 2 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:08 to 0:13/ })).toBeVisible();
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Moved second.webm");

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:11/ })).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:12/ })).toBeVisible();
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:11/ })).toBeVisible();

    // Saved with the project's document: after a reload the timeline is as it was (the local file itself is not kept).
    await page.keyboard.press("ControlOrMeta+s");
    await expect(page).toHaveURL(/\/editor\?project=p-/);
    await page.reload();
    await expect(page.getByRole("button", { name: /^second\.webm, 0:06 to 0:11/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:06/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  });

  test("trim buttons move the selected item's edge to the playhead, for keyboard users", async ({ page }) => {
    await openEditor(page);
    const sample = page.getByRole("button", { name: /^sample-clip\.webm/ });
    await sample.focus();
    await page.keyboard.press("Enter");
    await expect(sample).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(() => playheadTime(page)).toBeCloseTo(2, 2);
    await page.getByRole("button", { name: "Trim end", exact: true }).click();
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:02/ })).toBeVisible();
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Trimmed sample-clip.webm end to 00:02");
    await expect(page.getByTestId("preview-time")).toHaveText("0:02 / 0:02");
    await page.keyboard.press("ControlOrMeta+z");
    await expect(page.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:06/ })).toBeVisible();
  });

  test("playback runs across items: the preview switches to the next clip as the playhead crosses it", async ({ page }) => {
    await openEditor(page);
    await page
      .getByLabel("Choose local media files")
      .setInputFiles({ name: "second.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
    await expect(page.getByLabel("Preview of second.webm")).toBeVisible();
    await page.getByTestId("timeline-ruler").scrollIntoViewIfNeeded();
    const ruler = (await page.getByTestId("timeline-ruler").boundingBox())!;
    await page.mouse.click(ruler.x + 5 * 60, ruler.y + ruler.height / 2);
    await expect(page.getByLabel("Preview of sample-clip.webm")).toBeVisible();
    await page.getByRole("heading", { name: "Timeline" }).click();
    await page.keyboard.press(" ");
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    const next = page.getByLabel("Preview of second.webm");
    await expect(next).toBeVisible({ timeout: 15_000 });
    // The main track's element playing now is second.webm's (the local file's blob:, not the sample's URL).
    const media = page.getByTestId("preview-media");
    await expect(media).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => media.evaluate((el) => (el as HTMLVideoElement).currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press(" ");
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  });
});
