import { veoPresetPrompts } from "../lib/catalog/veo3-v3";
import { expect, test, toastRegion } from "./fixtures";

test.describe("VEO3 V3", () => {
  test("has the settings with their defaults, presets and marketing cards", async ({ page }) => {
    await page.goto("/veo3-v3");
    await expect(page.getByLabel("Duration")).toHaveValue("5");
    await expect(page.getByLabel("Duration").locator("option")).toHaveText(["3 seconds", "5 seconds", "10 seconds", "15 seconds"]);
    await expect(page.getByLabel("Style")).toHaveValue("cinematic");
    await expect(page.getByLabel("Style").locator("option")).toHaveText(["Cinematic", "Realistic", "Artistic", "Abstract", "Anime"]);
    await expect(page.getByLabel("Quality")).toHaveValue("1080p");
    await expect(page.getByLabel("Quality").locator("option")).toHaveText(["720p", "1080p", "4K"]);
    await expect(page.getByText("Your generated video will appear here")).toBeVisible();
    await expect(page.getByRole("button", { name: "Play" })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Up to 15 Seconds" })).toBeVisible();

    for (const preset of veoPresetPrompts) {
      await page.getByRole("button", { name: preset.label }).click();
      await expect(page.getByLabel("Video Description")).toHaveValue(preset.prompt);
    }
  });

  test("a blank prompt is refused", async ({ page }) => {
    await page.goto("/veo3-v3");
    await page.getByLabel("Video Description").fill("   ");
    await page.getByRole("button", { name: "Generate with VEO3" }).click();
    await expect(toastRegion(page).getByText("Prompt Required")).toBeVisible();
    await expect(toastRegion(page).getByText("Please enter a video description to generate.")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("progress rises to 100 in about 5 s, then the clip plays and downloads; a new run clears it", async ({ page }) => {
    await page.goto("/veo3-v3");
    await page.getByLabel("Video Description").fill("A red fox running through fresh snow");
    await page.getByLabel("Quality").selectOption("4k");
    const started = Date.now();
    await page.getByRole("button", { name: "Generate with VEO3" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    const bar = page.getByRole("progressbar");
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute("aria-valuenow"));
    expect(midway).toBeLessThan(100);
    expect(midway % 2).toBe(0);
    await expect(page.getByTestId("veo-progress-percent")).toHaveText(/^\d+%$/);

    await expect(toastRegion(page).getByText("VEO3 Generation Complete!")).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    await expect(toastRegion(page).getByText("Your high-quality video has been generated successfully.")).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("veo-progress-percent")).toHaveText("100%");
    await expect(page.getByRole("button", { name: "Generate with VEO3" })).toBeEnabled();

    const video = page.locator("video");
    await expect(video).toBeVisible();
    await expect(page.getByText("Your generated video will appear here")).toHaveCount(0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("veo3-video.mp4");
    expect((await file.failure()) ?? null).toBeNull();

    await page.getByRole("button", { name: "Generate with VEO3" }).click();
    await expect(page.getByText("Your generated video will appear here")).toBeVisible();
    await expect(video).toHaveCount(0);
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  });

  test("leaving the page mid-generation stops the timer", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    // The page's clock runs at real speed until the test moves it on past the whole generation below.
    await page.clock.install();
    await page.goto("/veo3-v3");
    await page.getByLabel("Video Description").fill("A lighthouse in a storm");
    await page.getByRole("button", { name: "Generate with VEO3" }).click();
    await expect.poll(async () => Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Longer than the whole generation would take: a timer left running would finish and raise its toast here.
    await page.clock.runFor(6500);
    // As long as a finished generation's toast takes to load and show (Sonner loads on the first toast).
    await page.waitForTimeout(1500);
    await expect(toastRegion(page).getByText("VEO3 Generation Complete!")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
