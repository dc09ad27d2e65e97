import { readFileSync, statSync } from "node:fs";

import { readWavInfo } from "../lib/media/audio-merge";
import { expect, test, toastRegion } from "./fixtures";
import { pngSize } from "./png";
import { sineWav } from "./wav";

const mb = (path: string) => (statSync(path).size / (1024 * 1024)).toFixed(1);

test.describe("Merge Media", () => {
  test("uploads show real details; the queue rules, progress and merged result", async ({ page }) => {
    await page.goto("/merge-media");
    const files = ["public/media/thumbs/thumb-1.jpg", "public/media/thumbs/thumb-2.jpg", "public/media/sample-clip.webm"];
    await page.getByLabel("Upload Images and Videos").setInputFiles(files);

    const list = page.getByRole("list", { name: "Uploaded Files" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const clip = list.getByRole("listitem", { name: "sample-clip.webm" });
    await expect(clip).toContainText(`Video · ${mb(files[2])} MB`);
    // The real duration replaces the placeholder once the metadata has loaded.
    await expect(clip.getByTestId("duration")).toHaveText("0:06");
    await expect(clip.getByRole("img", { name: "sample-clip.webm thumbnail" })).toHaveAttribute("src", /^data:image\/jpeg/);
    const thumb1 = list.getByRole("listitem", { name: "thumb-1.jpg" });
    await expect(thumb1).toContainText(`Image · ${mb(files[0])} MB`);
    await expect(thumb1.getByRole("img", { name: "thumb-1.jpg thumbnail" })).toBeVisible();

    const queue = page.getByRole("list", { name: "Queued files" });
    await thumb1.getByRole("button", { name: "Add to Queue" }).click();
    await expect(queue.getByRole("listitem")).toHaveCount(1);
    await expect(thumb1.getByRole("button", { name: "In Queue" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Start Merge" })).toBeHidden();
    await expect(page.getByText("Add one more file to start merging.")).toBeVisible();

    await clip.getByRole("button", { name: "Add to Queue" }).click();
    await expect(queue.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Start Merge" })).toBeVisible();
    await queue.getByRole("button", { name: "Remove thumb-1.jpg from queue" }).click();
    await expect(queue.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Start Merge" })).toBeHidden();
    await list.getByRole("listitem", { name: "thumb-2.jpg" }).getByRole("button", { name: "Add to Queue" }).click();

    await page.getByRole("button", { name: "Start Merge" }).click();
    await expect(page.getByText(/Merging\.\.\. [1-9]0%/)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Merge progress" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Merged Result" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByLabel("Merged video")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    expect((await download).suggestedFilename()).toBe("merged-video.mp4");
    await page.getByRole("button", { name: "Save to Library" }).click();
    await expect(toastRegion(page).getByText("Saved to Library")).toBeVisible();
    await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();

    // Deleting a file takes it out of the queue too.
    await clip.getByRole("button", { name: "Delete sample-clip.webm" }).click();
    await expect(queue.getByRole("listitem")).toHaveCount(1);
  });

  test("image to video: main image, hints, sound effects and the 5 s generation", async ({ page }) => {
    await page.goto("/merge-media");
    const generate = page.getByRole("button", { name: "Generate Video" });
    await expect(generate).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Sound Effects" })).toBeChecked();
    await page.getByLabel("Main image").setInputFiles("public/media/thumbs/thumb-4.jpg");
    await expect(page.getByRole("img", { name: "Main image" })).toBeVisible();
    await page.getByLabel("Main image").setInputFiles("public/media/thumbs/thumb-5.jpg");
    await expect(page.getByText("thumb-5.jpg")).toBeVisible();
    const hints = page.getByRole("group", { name: "Hints" });
    await hints.getByRole("button", { name: /Animals/ }).click();
    await expect(hints.getByRole("button", { name: /Animals/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("switch", { name: "Sound Effects" }).click();
    await expect(page.getByRole("switch", { name: "Sound Effects" })).not.toBeChecked();

    const start = Date.now();
    await generate.click();
    await expect(page.getByRole("button", { name: "Generating Video..." })).toBeDisabled();
    await expect(page.getByLabel("Generated video")).toBeVisible({ timeout: 12_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(4900);
    await expect(page.getByText("Without sound effects · Hints: Animals")).toBeVisible();

    await page.getByRole("button", { name: "Delete Image" }).click();
    await expect(page.getByRole("button", { name: /Upload Main Image/ })).toBeVisible();
    await expect(generate).toBeDisabled();

    await page.getByRole("button", { name: /Green Screen/ }).click();
    await expect(page.getByText("Green Screen setup:")).toBeVisible();
  });

  test("the image combiner downloads a PNG at the chosen output size", async ({ page }) => {
    await page.goto("/merge-media");
    await expect(page.getByText("Upload images above to combine them.")).toBeVisible();
    await page
      .getByLabel("Upload Images and Videos")
      .setInputFiles(["public/media/thumbs/thumb-1.jpg", "public/media/thumbs/thumb-2.jpg", "public/media/sample-image.jpg"]);
    await page.getByLabel("Mode").selectOption("grid");
    await page.getByLabel("Output Size").selectOption("story");
    await expect(page.getByRole("img", { name: "Combined image preview, 1080x1920" })).toBeVisible();
    const spacing = page.getByRole("slider", { name: "Spacing" });
    await expect(spacing).toHaveAttribute("aria-valuenow", "10");
    await spacing.focus();
    await page.keyboard.press("ArrowRight");
    await expect(spacing).toHaveAttribute("aria-valuenow", "11");
    await expect(page.getByRole("slider", { name: "Opacity" })).toHaveAttribute("aria-valuemax", "100");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PNG" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("combined-grid-1080x1920.png");
    expect(pngSize(readFileSync(await file.path()))).toEqual({ width: 1080, height: 1920 });

    await page.getByLabel("Output Size").selectOption("4k");
    const again = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PNG" }).click();
    expect(pngSize(readFileSync(await (await again).path()))).toEqual({ width: 3840, height: 2160 });
  });

  test("the audio merger joins WAV files with a crossfade or a cut and downloads a WAV", async ({ page }, testInfo) => {
    await page.goto("/merge-media");
    const merge = page.getByRole("button", { name: "Merge Audio" });
    await expect(merge).toBeDisabled();
    await page.getByLabel("Add Audio Files").setInputFiles([
      { name: "intro.wav", mimeType: "audio/wav", buffer: sineWav(2, 440) },
      { name: "outro.wav", mimeType: "audio/wav", buffer: sineWav(3, 660) },
    ]);
    await expect(page.getByRole("list", { name: "Audio files" }).getByRole("listitem")).toHaveCount(2);

    await page.getByLabel("Transition").selectOption("crossfade");
    await merge.click();
    await expect(page.getByText("Merged audio · 4.0 s")).toBeVisible({ timeout: 15_000 });
    const dl = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download WAV" }).click();
    const wav = readWavInfo(readFileSync(await (await dl).path()));
    expect(wav.sampleRate).toBe(44100);
    expect(wav.durationSeconds).toBeCloseTo(4, 2);
    // The merged file really plays in the browser.
    const playable = await page.getByLabel("Merged audio").evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (el.readyState >= 1) resolve(el.duration);
          el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
        }),
    );
    expect(playable).toBeCloseTo(4, 1);

    // AAC: the page says whether this browser can encode it (MediaRecorder), and falls back to WAV when not.
    await page.getByLabel("Format").selectOption("aac");
    const aac = await page.evaluate(() => ["audio/mp4;codecs=mp4a.40.2", "audio/aac"].some((t) => MediaRecorder.isTypeSupported(t)));
    await expect(page.getByText("This browser cannot encode AAC; the merged audio will be saved as WAV.")).toBeVisible({ visible: !aac });

    await page.getByLabel("Transition").selectOption("cut");
    await page.getByLabel("Format").selectOption("mp3");
    await expect(page.getByText("This browser cannot encode MP3; the merged audio will be saved as WAV.")).toBeVisible();
    await merge.click();
    await expect(page.getByText("Merged audio · 5.0 s")).toBeVisible({ timeout: 15_000 });
    const dl2 = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download WAV" }).click();
    const cut = await dl2;
    expect(cut.suggestedFilename()).toBe("merged-audio.wav");
    expect(readWavInfo(readFileSync(await cut.path())).durationSeconds).toBeCloseTo(5, 2);
    testInfo.annotations.push({ type: "audio", description: "crossfade 4 s, cut 5 s" });
  });
});
