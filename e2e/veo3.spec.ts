import { veoPresets } from "../lib/catalog/veo-presets";
import { buildVeoPrompt, veoTextFields } from "../lib/ai/veo";
import { expect, test, toastRegion } from "./fixtures";

test.describe("Veo 3 generator", () => {
  test("loading a preset replaces every prompt field and the preview follows", async ({ page }) => {
    await page.goto("/veo3");
    await expect(page.getByRole("heading", { level: 1, name: "Veo 3 Generator" })).toBeVisible();
    const [a, b] = veoPresets;
    await page.getByLabel("Main Subject").fill("Something I typed");
    await page.getByRole("button", { name: `Load preset ${a.name}` }).click();
    await page.getByRole("button", { name: `Load preset ${b.name}` }).click();
    for (const f of veoTextFields) await expect(page.getByLabel(f.label, { exact: true })).toHaveValue(b.prompt[f.key]);
    await expect(page.getByLabel("Duration")).toHaveValue(b.prompt.duration);
    await expect(page.getByLabel("Aspect Ratio")).toHaveValue(b.prompt.aspect_ratio);
    await expect(page.getByLabel("Subtitles")).toHaveValue(b.prompt.subtitles);
    await expect(page.getByTestId("veo-prompt-preview")).toHaveText(buildVeoPrompt(b.prompt));
    await expect(page.getByTestId("veo-settings")).toContainText(`${b.prompt.duration} seconds`);
    // Every allowed option is offered.
    await expect(page.getByLabel("Duration").locator("option")).toHaveText(["3 seconds", "5 seconds", "8 seconds", "12 seconds", "15 seconds"]);
    await expect(page.getByLabel("Aspect Ratio").locator("option")).toHaveText(["16:9", "9:16", "1:1", "4:3"]);
    await expect(page.getByLabel("Subtitles").locator("option")).toHaveText(["Yes", "No"]);
    await page.getByLabel("Aspect Ratio").selectOption("1:1");
    await expect(page.getByTestId("veo-settings")).toContainText("1:1");
    await expect(page.getByTestId("veo-prompt-preview")).toContainText('"aspect_ratio": "1:1"');
    await expect(page.getByRole("heading", { name: "Pro Tips" })).toBeVisible();
  });

  test("Copy Prompt writes the structured prompt to the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/veo3");
    const preset = veoPresets[0];
    await page.getByRole("button", { name: `Load preset ${preset.name}` }).click();
    await page.getByRole("button", { name: "Copy Prompt" }).click();
    await expect(toastRegion(page).getByText("Prompt Copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(buildVeoPrompt(preset.prompt));
    expect(JSON.parse(copied).main_subject).toBe(preset.prompt.main_subject);
  });

  test("generating with no subject is refused; otherwise about 3 s, 'Video Generated!' and the clip plays", async ({ page }) => {
    await page.goto("/veo3");
    await page.getByRole("button", { name: "Generate with Veo 3" }).click();
    await expect(toastRegion(page).getByText("Missing Main Subject")).toBeVisible();
    await expect(page.getByLabel("Generated video")).toHaveCount(0);

    await page.getByLabel("Main Subject").fill("A lighthouse in a storm");
    const started = Date.now();
    await page.getByRole("button", { name: "Generate with Veo 3" }).click();
    const busy = page.getByRole("button", { name: "Generating Video..." });
    await expect(busy).toBeDisabled();
    await expect(toastRegion(page).getByText("Video Generated!")).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole("button", { name: "Generate with Veo 3" })).toBeEnabled();
    const video = page.getByLabel("Generated video");
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), { timeout: 15_000 })
      .toBe(true);
  });
});
