import { storyTemplates } from "../lib/catalog/story";
import { expect, test, toastRegion } from "./fixtures";

test.describe("Story Maker", () => {
  test("tools, templates, generation timings and disabled states", async ({ page }) => {
    await page.goto("/story-maker");
    const tools = page.getByRole("group", { name: "Tools" });
    await expect(tools.getByRole("button")).toHaveCount(8);
    await expect(tools.getByRole("button", { name: "Text to Image" })).toHaveAttribute("aria-pressed", "true");
    await tools.getByRole("button", { name: "Music Gen" }).click();
    await expect(tools.getByRole("button", { name: "Music Gen" })).toHaveAttribute("aria-pressed", "true");
    await expect(tools.getByRole("button", { name: "Text to Image" })).toHaveAttribute("aria-pressed", "false");

    const generate = page.getByRole("button", { name: "Generate Image" });
    const animate = page.getByRole("button", { name: "Animate" });
    await expect(generate).toBeDisabled();
    await expect(animate).toBeDisabled();
    await expect(page.getByText("No assets yet.", { exact: false })).toBeVisible();

    const neon = storyTemplates.find((t) => t.name === "Neon Cityscape")!;
    await page.getByRole("button", { name: /Neon Cityscape/ }).click();
    await expect(page.getByLabel("Image Prompt")).toHaveValue(neon.imagePrompt);
    await expect(page.getByLabel("Video Animation Prompt")).toHaveValue(neon.videoPrompt);

    const started = Date.now();
    await generate.click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(animate).toBeDisabled();
    await expect(page.getByRole("img", { name: "Generated or uploaded story image" })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole("list", { name: "Assets" }).getByText("Generated image 1")).toBeVisible();

    await page.getByLabel("Duration").selectOption("10");
    await page.getByLabel("Style").selectOption("anime");
    await page.getByLabel("Motion").selectOption("dynamic");
    await expect(animate).toBeEnabled();
    const animStart = Date.now();
    await animate.click();
    await expect(page.getByRole("button", { name: "Animating..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Generate Image" })).toBeDisabled();
    await expect(page.getByLabel("Animated story video")).toBeVisible({ timeout: 12_000 });
    expect(Date.now() - animStart).toBeGreaterThanOrEqual(4900);
    await expect(page.getByRole("list", { name: "Assets" }).getByText("Animated clip 1")).toBeVisible();
  });

  test("an uploaded image becomes the preview; Save restores the story and Share copies the link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/story-maker");
    await page.getByLabel("Upload Image").setInputFiles("public/media/thumbs/thumb-3.jpg");
    const preview = page.getByRole("img", { name: "Generated or uploaded story image" });
    await expect(preview).toHaveAttribute("src", /^data:image\/jpeg/);
    await expect(page.getByRole("list", { name: "Assets" }).getByText("thumb-3.jpg")).toBeVisible();
    await expect(page.getByRole("button", { name: "Animate" })).toBeEnabled();

    await page.getByRole("button", { name: /Crystal Forest/ }).click();
    await page.getByLabel("Style").selectOption("realistic");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toastRegion(page).getByText("Story Saved")).toBeVisible();

    await page.reload();
    const crystal = storyTemplates.find((t) => t.name === "Crystal Forest")!;
    await expect(page.getByLabel("Image Prompt")).toHaveValue(crystal.imagePrompt);
    await expect(page.getByLabel("Style")).toHaveValue("realistic");
    await expect(page.getByRole("list", { name: "Assets" }).getByText("thumb-3.jpg")).toBeVisible();
    await expect(page.getByRole("img", { name: "Generated or uploaded story image" })).toHaveAttribute("src", /^data:image/);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(toastRegion(page).getByText("Link Copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(copied).toMatch(/\/story-maker$/);
  });
});
