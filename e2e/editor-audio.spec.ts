import { readFileSync } from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";

import { expect, openEditor, test, toastRegion } from "./fixtures";
import { sineWav } from "./wav";

const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");

/** Pixels of a canvas that are not fully transparent. */
function drawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });
}

async function addMusic(page: Page, name = "tone.wav", seconds = 4) {
  await page.getByLabel("Choose local media files").setInputFiles({ name, mimeType: "audio/wav", buffer: sineWav(seconds, 330) });
  const item = page.getByTestId("track-audio").getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}, 0:00 to 0:0${seconds}`) });
  await expect(item).toBeVisible();
  return item;
}

test.describe("Editor audio", () => {
  test("an audio item draws its waveform; volume, fades and track mute are undoable edits", async ({ page }) => {
    await openEditor(page);
    const item = await addMusic(page);

    // The waveform: a canvas inside the item with drawn pixels; the video item keeps its thumbnails.
    const wave = item.getByTestId("item-waveform");
    await expect(wave).toHaveAttribute("data-drawn", "true");
    expect(await drawnPixels(wave)).toBeGreaterThan(200);
    await expect(page.getByTestId("track-video").getByTestId("item-thumbnails")).toHaveCount(1);
    await expect(page.getByTestId("track-video").getByTestId("item-waveform")).toHaveCount(0);

    // Volume 150% and a 1 s fade-in, typed; each field is one undo step.
    const panel = page.getByRole("region", { name: "Clip sound" });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("volume-value")).toHaveText("100%");
    await panel.getByLabel("Volume (%)").fill("150");
    await panel.getByLabel("Volume (%)").press("Enter");
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");
    await expect(panel.getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "150");
    await panel.getByLabel("Fade in (s)").fill("1");
    await panel.getByLabel("Fade in (s)").press("Enter");
    await expect(panel.getByLabel("Fade in (s)")).toHaveValue("1");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Fade in set for tone.wav");

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByLabel("Fade in (s)")).toHaveValue("0");
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("100%");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");

    // The slider from the keyboard: each key is one step, announced.
    const slider = panel.getByRole("slider", { name: "Volume" });
    await slider.focus();
    await slider.press("ArrowRight");
    await expect(panel.getByTestId("volume-value")).toHaveText("151%");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Volume 151%");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(panel.getByTestId("volume-value")).toHaveText("150%");

    // Mute per track.
    const mute = page.getByRole("button", { name: "Mute Audio" });
    await expect(mute).toHaveAttribute("aria-pressed", "false");
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Audio muted");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(mute).toHaveAttribute("aria-pressed", "false");
  });

  test("the Music Library's Use puts the track on the editor's audio track at its real length", async ({ page }) => {
    await page.goto("/dashboard");
    const library = page.getByRole("region", { name: "Music Library" });
    await library.getByRole("link", { name: "Use Morning Light in the editor" }).click();
    await expect(page).toHaveURL(/\/editor/);
    const item = page.getByTestId("track-audio").getByRole("button", { name: /^Morning Light, 0:00 to 3:10/ });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(toastRegion(page)).toContainText("Morning Light is on the audio track.");
    await expect(item.getByTestId("item-waveform")).toHaveAttribute("data-drawn", "true", { timeout: 20_000 });
    // The parameter has left the address: a reload does not add the track again.
    expect(new URL(page.url()).searchParams.has("music")).toBe(false);
  });

  test("a local file is kept in the browser and is back after saving and reloading", async ({ page }) => {
    await openEditor(page);
    // Only the user's own files on the timeline: the stand-in sample clip goes.
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    await page.keyboard.press("Delete");
    await page
      .getByLabel("Choose local media files")
      .setInputFiles({ name: "holiday.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
    await expect(page.getByRole("button", { name: /^holiday\.webm, 0:00 to 0:06/ })).toBeVisible();
    await addMusic(page, "voice.wav", 3);
    // The files are in the browser's own storage before the save.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("msx-media");
          let n = 0;
          for await (const _ of (dir as unknown as { values(): AsyncIterable<unknown> }).values()) n++;
          return n;
        }),
      )
      .toBe(2);
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page)).toContainText("Untitled Project saved as private project");
    await expect(page).toHaveURL(/project=/);

    await page.reload();
    const clip = page.getByRole("button", { name: /^holiday\.webm, 0:00 to 0:06/ });
    await expect(clip).toBeVisible();
    await expect(page.getByTestId("preview-media")).toHaveAttribute("src", /^blob:/);
    await expect(page.getByText("is a local file that this browser has not kept")).toHaveCount(0);
    // It plays: the preview's video reads its frames.
    await expect.poll(() => page.getByTestId("preview-media").evaluate((v) => (v as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId("track-audio").getByRole("button", { name: /^voice\.wav/ }).getByTestId("item-waveform")).toHaveAttribute(
      "data-drawn",
      "true",
    );
  });

  test("a title goes to the lower third, and moves by drag and by arrow keys, one undo step each", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: "Add Text" }).click();
    const props = page.getByRole("region", { name: "Title properties" });
    const frame = page.getByTestId("preview-frame");
    const title = page.getByTestId("preview-text");
    const centreY = async () => {
      const f = (await frame.boundingBox())!;
      const t = (await title.boundingBox())!;
      return (t.y + t.height / 2 - f.y) / f.height;
    };
    const centreX = async () => {
      const f = (await frame.boundingBox())!;
      const t = (await title.boundingBox())!;
      return (t.x + t.width / 2 - f.x) / f.width;
    };

    await props.getByRole("group", { name: "Placement" }).getByRole("button", { name: "Lower third" }).click();
    await expect(props.getByRole("button", { name: "Lower third" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(centreY).toBeGreaterThan(0.7);
    await props.getByRole("button", { name: "Top" }).click();
    await expect.poll(centreY).toBeLessThan(0.2);
    await props.getByRole("button", { name: "Centre" }).click();
    await expect.poll(centreY).toBeCloseTo(0.5, 1);

    // Drag the title up and to the left: one step.
    await frame.scrollIntoViewIfNeeded();
    const box = (await title.boundingBox())!;
    const f = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - f.width * 0.1, box.y + box.height / 2 - f.height * 0.1, { steps: 6 });
    await page.mouse.move(box.x + box.width / 2 - f.width * 0.2, box.y + box.height / 2 - f.height * 0.25, { steps: 6 });
    await page.mouse.up();
    await expect.poll(centreY).toBeCloseTo(0.25, 1);
    await expect.poll(centreX).toBeCloseTo(0.3, 1);
    await expect(props.getByRole("button", { name: "Centre" })).toHaveAttribute("aria-pressed", "false");

    // Arrow keys nudge the focused title (Shift: 5% of the frame); undo walks back the nudge, then the drag.
    const top = () => title.evaluate((el) => parseFloat((el as HTMLElement).style.top));
    const dragged = await top();
    await title.focus();
    await page.keyboard.press("Shift+ArrowDown");
    await expect(page.getByTestId("timeline-announcer")).toHaveText(/^Title at \d+% across, \d+% down$/);
    await expect.poll(top).toBeCloseTo(dragged + 5, 1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(top).toBeCloseTo(dragged, 1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(top).toBe(50);
    await expect(props.getByRole("button", { name: "Centre" })).toHaveAttribute("aria-pressed", "true");
  });
});
