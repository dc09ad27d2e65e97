import type { Page } from "@playwright/test";

import { expect, openEditor, test, toastRegion } from "./fixtures";

const playheadTime = (page: Page) => page.getByTestId("timeline-playhead").evaluate((el) => Number(el.getAttribute("data-time")));

/** Moves the playhead to whole seconds from 0 with the keyboard. */
async function playheadTo(page: Page, seconds: number) {
  await page.getByRole("heading", { name: "Timeline" }).click();
  for (let i = 0; i < seconds; i++) await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(() => playheadTime(page)).toBeCloseTo(seconds, 2);
}

const audioItems = (page: Page) => page.getByTestId("track-audio").getByRole("button", { name: /, \d+:\d\d to / });

test.describe("Editor voiceover", () => {
  test("records from the fake microphone onto the audio track at the playhead; one undo step; back after a reload", async ({ page }) => {
    await openEditor(page);
    await playheadTo(page, 2);

    const record = page.getByRole("button", { name: "Record voiceover" });
    await record.click();
    const dialog = page.getByRole("dialog", { name: "Record voiceover" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("onto the audio track at 0:02");
    // The count-in, with the live meter already listening.
    await expect(dialog.getByTestId("voiceover-count-in")).toBeVisible({ timeout: 10_000 });
    const meter = dialog.getByRole("meter", { name: "Microphone level" });
    await expect(meter).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Stop" })).toBeDisabled();
    // Recording: the time runs and the fake microphone's beeps move the meter. (On a busy machine the take runs on
    // a little before Stop lands: it ends 0:04 or later.)
    // At least two seconds recorded (a busy machine can show 0:01 and then 0:03: each time shows for a second).
    const recorded = async () => {
      const [m, sec] = ((await dialog.getByTestId("voiceover-seconds").textContent()) ?? "0:00").split(":").map(Number);
      return m * 60 + sec;
    };
    await expect.poll(recorded, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => Number(await meter.getAttribute("aria-valuenow")), { timeout: 5_000 }).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Stop" }).click();

    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();
    const take = page.getByTestId("track-audio").getByRole("button", { name: /^Voiceover 1\.wav, 0:02 to 0:(0[4-9]|[1-5]\d)/ });
    await expect(take).toBeVisible();
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Added Voiceover 1.wav at 0:02");
    await expect(toastRegion(page)).toContainText("Voiceover 1.wav");
    await expect(take.getByTestId("item-waveform")).toHaveAttribute("data-drawn", "true", { timeout: 15_000 });

    // One undo step: Undo takes it off, Redo puts it back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(audioItems(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(take).toBeVisible();

    // Kept in the browser's own storage: saved, reloaded, it is still there and plays from a blob: URL.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("msx-media");
          let n = 0;
          for await (const _ of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) n++;
          return n;
        }),
      )
      .toBe(1);
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page)).toContainText("saved as private project");
    await expect(page).toHaveURL(/project=/);
    await page.reload();
    const again = page.getByTestId("track-audio").getByRole("button", { name: /^Voiceover 1\.wav, 0:02 to 0:(0[4-9]|[1-5]\d)/ });
    await expect(again).toBeVisible();
    await expect(again.getByTestId("item-waveform")).toHaveAttribute("data-drawn", "true", { timeout: 15_000 });
  });

  test("Escape and Cancel drop the take, release the microphone and return focus", async ({ page }) => {
    await openEditor(page);
    const record = page.getByRole("button", { name: "Record voiceover" });
    await record.click();
    const dialog = page.getByRole("dialog", { name: "Record voiceover" });
    await expect(dialog.getByTestId("voiceover-count-in")).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();

    await record.click();
    await expect(dialog.getByTestId("voiceover-seconds")).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();
    await expect(audioItems(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  });

  test("Speak text puts the embedded voice's speech on the audio track at the playhead", async ({ page }) => {
    await openEditor(page);
    await playheadTo(page, 1);
    const speak = page.getByRole("button", { name: "Speak text" });
    await speak.click();
    const dialog = page.getByRole("dialog", { name: "Speak text" });
    await expect(dialog).toContainText("at 0:01");
    const submit = dialog.getByRole("button", { name: "Speak" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Text to speak").fill("Welcome to the show.");
    await expect(dialog).toContainText("20/1000 characters");
    await submit.click();

    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(speak).toBeFocused();
    const item = page.getByTestId("track-audio").getByRole("button", { name: /^Speech – Welcome to the show\.wav, 0:01 to 0:0\d/ });
    await expect(item).toBeVisible();
    await expect(toastRegion(page)).toContainText("Speech added");
    await expect(item.getByTestId("item-waveform")).toHaveAttribute("data-drawn", "true", { timeout: 15_000 });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(audioItems(page)).toHaveCount(0);
  });

  test("the dialogs and the Reduce noise switch fit a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openEditor(page);
    await page.getByRole("button", { name: "Speak text" }).click();
    const speak = page.getByRole("dialog", { name: "Speak text" });
    await expect(speak).toBeVisible();
    const box = (await speak.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("speak-text-375.png") });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Record voiceover" }).click();
    const record = page.getByRole("dialog", { name: "Record voiceover" });
    await expect(record.getByTestId("voiceover-count-in")).toBeVisible({ timeout: 10_000 });
    const rbox = (await record.boundingBox())!;
    expect(rbox.x + rbox.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("record-375.png") });
    await page.keyboard.press("Escape");

    // Reduce noise on the sample clip: one undo step.
    await page.getByRole("button", { name: /^sample-clip\.webm/ }).click();
    const denoise = page.getByRole("switch", { name: "Reduce noise" });
    await denoise.scrollIntoViewIfNeeded();
    await expect(denoise).toHaveAttribute("aria-checked", "false");
    const engine = page.waitForResponse((r) => r.url().endsWith("/models/rnnoise/rnnoise.wasm"));
    await denoise.click();
    await expect(denoise).toHaveAttribute("aria-checked", "true");
    // The engine loads from our own origin and runs a frame in this browser.
    expect((await engine).status()).toBe(200);
    await expect(denoise).toHaveAttribute("data-engine", "ready", { timeout: 15_000 });
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Noise reduction on for sample-clip.webm");
    await page.screenshot({ path: test.info().outputPath("denoise-375.png"), fullPage: true });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(denoise).toHaveAttribute("aria-checked", "false");
  });
});
