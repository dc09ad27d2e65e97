import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { frameColours, openEditorAt720p, probe } from "./export-frames";
import { expect, openEditor, test, toastRegion } from "./fixtures";
import { solidPng } from "./png";
import { sineWav } from "./wav";

const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");
const MAGENTA: [number, number, number] = [230, 20, 200];

/** Export files in the page's origin-private file system. */
function opfsExports(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const dir = await navigator.storage.getDirectory();
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names.filter((n) => n.startsWith("msx-export-"));
  });
}

test.describe("timeline export", () => {
  test("exports every clip, the image and the music into one MP4 (the default) that matches the timeline", async ({ page }) => {
    test.setTimeout(600_000);
    // Start from an empty main track (the stand-in sample removed), then add the sample clip itself as a local
    // file, an image and music.
    await openEditorAt720p(page);
    await expect(page.getByTestId("timeline-clip")).toHaveCount(0);
    await page.getByLabel("Choose local media files").setInputFiles([
      { name: "clip.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) },
      { name: "magenta.png", mimeType: "image/png", buffer: solidPng(320, 180, MAGENTA) },
      { name: "music.wav", mimeType: "audio/wav", buffer: sineWav(3, 880) },
    ]);
    // clip.webm 0–6 s and magenta.png 6–11 s on the main track, music.wav 0–3 s on the audio track.
    await expect(page.getByTestId("timeline-total")).toHaveText("3 items · 0:11");
    await expect(page.getByTestId("timeline-clip").filter({ hasText: "…" })).toHaveCount(0);

    const download = page.waitForEvent("download", { timeout: 540_000 });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(toastRegion(page)).toContainText("Exporting Video");
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    // The whole timeline: 6 s clip + 5 s image.
    await expect(dialog).toContainText("0:11 · 1280x720 · 24 fps · MP4 (H.264 video, AAC audio)");
    // MP4 is the format this browser encodes H.264 for, chosen without the creator's asking.
    await expect(dialog.getByRole("radio", { name: /MP4/ })).toBeChecked();
    await expect(dialog.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    await expect(dialog).toContainText(/left/);
    const file = await download;
    expect(file.suggestedFilename()).toBe("untitled-project-1280x720-24fps.mp4");
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    // This Chromium has no native AAC encoder: mediabunny's WASM AAC encoder fills in, so the MP4 keeps AAC audio.
    await expect(dialog).toContainText("Your video is ready: MP4 (H.264 video, AAC audio)");
    await expect(dialog).not.toContainText("no AAC encoder");
    // It was streamed to the browser's private file system (not held in memory), and is kept while the link shows.
    expect(await opfsExports(page)).toEqual([expect.stringMatching(/\.mp4$/)]);

    const meta = await probe(bytes);
    expect(meta).toMatchObject({ mime: expect.stringContaining("video/mp4"), videoCodec: "avc", audioCodec: "aac", width: 1280, height: 720 });
    expect(Math.abs(meta.duration - 11)).toBeLessThanOrEqual(1 / 24 + 0.01);

    const frames = await frameColours(page, bytes, [1.02, 4.02, 8.52], "/media/sample-clip.webm");
    // The clip's stretch shows the sample clip's frame of the same time (closer to it than to the other time's
    // frame, and within encoder noise); the image's stretch shows magenta.
    for (const [i, f] of frames.slice(0, 2).entries()) {
      const same = f.diff[i]!;
      const other = f.diff[1 - i]!;
      expect(same, `frame at ${f.t}s differs from the sample clip`).toBeLessThan(25);
      expect(same, `frame at ${f.t}s looks like another time of the clip`).toBeLessThan(other);
    }
    const [r, g, b] = frames[2].mean;
    expect(Math.abs(r - MAGENTA[0])).toBeLessThan(30);
    expect(Math.abs(g - MAGENTA[1])).toBeLessThan(30);
    expect(Math.abs(b - MAGENTA[2])).toBeLessThan(30);
  });

  test("WebM on request: choosing it stops the MP4 export that started with the dialog and exports VP9 and Opus", async ({ page }) => {
    test.setTimeout(300_000);
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    // This Chromium encodes H.264 (WebCodecs reports it supported), so MP4 is offered, and chosen.
    await expect(dialog.getByTestId("mp4-support")).not.toHaveText("Checking MP4 support…");
    await expect(dialog.getByRole("radio", { name: /MP4/ })).toBeChecked();
    const download = page.waitForEvent("download", { timeout: 240_000 });
    await dialog.getByRole("radio", { name: /WebM/ }).check();
    await expect(dialog).toContainText("1280x720 · 30 fps · WebM (VP9 video, Opus audio)");
    const file = await download;
    // The only file is the WebM: the MP4 export stopped when WebM was chosen.
    expect(file.suggestedFilename()).toBe("untitled-project-1280x720-30fps.webm");
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    await expect(dialog).toContainText(/Your video is ready: WebM \((VP9|VP8) video, Opus audio\)/);
    const meta = await probe(bytes);
    expect(meta).toMatchObject({ mime: expect.stringContaining("video/webm"), audioCodec: "opus", width: 1280, height: 720 });
    expect(["vp9", "vp8"]).toContain(meta.videoCodec);
    expect(Math.abs(meta.duration - 6)).toBeLessThanOrEqual(1 / 30 + 0.01);
  });

  test("cancelling removes the partial file from the browser's storage", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("3840x2160");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog.getByText(/Rendering… [1-9]/)).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page)).toContainText("Export canceled");
    await expect.poll(() => opfsExports(page), { timeout: 15_000 }).toEqual([]);
  });

  test("a failed export says why and can be retried", async ({ page }) => {
    test.setTimeout(240_000);
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    // The clip's file cannot be read while the export starts (the preview and the thumbnails fetch it too, so the
    // failure lasts until the export has reported it, not for one request): the export fails with the reason.
    const gone = "**/media/sample-clip.webm";
    await page.route(gone, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog.getByRole("alert")).toContainText("could not be read (HTTP 404)");
    await expect(toastRegion(page)).toContainText("Export failed");
    await page.unroute(gone);
    const download = page.waitForEvent("download", { timeout: 200_000 });
    await dialog.getByRole("button", { name: "Retry" }).click();
    await expect(dialog.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    const file = await download;
    expect(readFileSync(await file.path()).subarray(4, 8).toString("latin1")).toBe("ftyp");
    await expect(dialog.getByRole("link", { name: /Download untitled-project-1280x720-30fps\.mp4/ })).toBeVisible();
  });

  test("a platform preset sets the exported file's exact size and frame rate, in Video Properties and in the Export dialog", async ({ page }) => {
    test.setTimeout(420_000);
    await openEditor(page);
    const platform = page.getByRole("combobox", { name: "Platform" });
    await platform.selectOption({ label: "Shorts / TikTok / Reels 9:16 (1080x1920)" });
    await expect(page.getByRole("combobox", { name: "Frame Rate" })).toHaveValue("30");
    await expect(page.getByTestId("preview-frame")).toHaveCSS("aspect-ratio", "9 / 16");
    const download = page.waitForEvent("download", { timeout: 360_000 });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog).toContainText("1080x1920 · 30 fps");
    await expect(dialog.getByRole("combobox", { name: "Platform" })).toHaveValue("vertical");
    const meta = await probe(readFileSync(await (await download).path()));
    expect(meta).toMatchObject({ width: 1080, height: 1920 });
    await expect(dialog).toContainText("Your video is ready");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Chosen in the Export dialog: the project takes it too.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const again = page.waitForEvent("download", { timeout: 360_000 });
    await dialog.getByRole("combobox", { name: "Platform" }).selectOption({ label: "Instagram 4:5 (1080x1350)" });
    await expect(dialog).toContainText("1080x1350 · 30 fps");
    expect(await probe(readFileSync(await (await again).path()))).toMatchObject({ width: 1080, height: 1350 });
    await expect(dialog).toContainText("Your video is ready");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(platform).toHaveValue("portrait");
  });
});

