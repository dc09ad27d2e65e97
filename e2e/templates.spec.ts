import { templates } from "../lib/catalog/templates";
import { expect, signUpViaApi, test, toastRegion } from "./fixtures";
import { seedUser } from "./subscription-helpers";

const grid = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Templates" });

test.describe("template gallery", () => {
  test("search, category and Premium Only filter the grid and the count badge", async ({ page }) => {
    await page.goto("/templates");
    await expect(page.getByRole("heading", { level: 1, name: "Template Gallery" })).toBeVisible();
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);
    await expect(page.getByTestId("template-count")).toHaveText(`${templates.length} templates`);

    const target = templates[3];
    await page.getByLabel("Search templates").fill(target.title.toUpperCase());
    await expect(grid(page).getByRole("listitem")).toHaveCount(1);
    await expect(grid(page)).toContainText(target.title);
    await expect(page.getByTestId("template-count")).toHaveText("1 template");
    await page.getByLabel("Search templates").fill("");

    await page.getByLabel("Category").selectOption(target.category);
    const inCategory = templates.filter((t) => t.category === target.category);
    await expect(grid(page).getByRole("listitem")).toHaveCount(inCategory.length);
    await page.getByLabel("Category").selectOption("all");

    await page.getByRole("switch", { name: "Premium Only" }).check();
    const premium = templates.filter((t) => t.isPremium);
    await expect(grid(page).getByRole("listitem")).toHaveCount(premium.length);
    for (const t of premium) await expect(grid(page)).toContainText(t.title);
  });

  test("no match shows the empty state, and Clear Filters brings everything back", async ({ page }) => {
    await page.goto("/templates");
    const free = templates.find((t) => !t.isPremium)!;
    await page.getByLabel("Category").selectOption(free.category);
    await page.getByRole("switch", { name: "Premium Only" }).check();
    await page.getByLabel("Search templates").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(page.getByTestId("template-count")).toHaveText("0 templates");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);
    await expect(page.getByLabel("Search templates")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(page.getByRole("switch", { name: "Premium Only" })).not.toBeChecked();
  });

  test("a premium template needs Pro or Enterprise; otherwise Use opens the editor with the template", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "starter" });
    await page.goto("/templates");
    const premium = templates.find((t) => t.isPremium)!;
    const free = templates.find((t) => !t.isPremium)!;
    await page.getByRole("button", { name: `Use Template: ${premium.title}` }).click();
    await expect(toastRegion(page).getByText("This template requires a Pro or Enterprise subscription.")).toBeVisible();
    await expect(page).toHaveURL(/\/templates$/);

    // Use Template makes the account's project from the template and opens it: its title, frame and length.
    await page.getByRole("button", { name: `Use Template: ${free.title}` }).click();
    await expect(page).toHaveURL(/\/editor\?project=/);
    await expect(page.getByTestId("editor-title")).toHaveText(free.title);
    await expect(page.getByTestId("preview-time")).toHaveText(`0:00 / ${free.duration}`);
    await expect(page.getByText(`Aspect ratio ${free.aspectRatio}`)).toBeVisible();
  });

  test("a Pro user can use a premium template, and Preview plays the template itself", async ({ page }) => {
    // A signed-up account on Pro: a visitor who has not signed up is on the free plan, whatever the demo shows.
    await page.goto("/dashboard");
    await signUpViaApi(page);
    await seedUser(page, { subscriptionPlan: "pro" });
    await page.goto("/templates");
    const premium = templates.find((t) => t.isPremium)!;
    await page.getByRole("button", { name: `Preview: ${premium.title}` }).click();
    const dialog = page.getByRole("dialog", { name: premium.title });
    const picture = dialog.getByRole("img", { name: `${premium.title} preview` });
    await expect(picture).toHaveAttribute("data-ready", "true");
    // Drawn from the template's document, and playing: two moments apart differ.
    const shot = () => picture.evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const first = await shot();
    await expect.poll(shot).not.toBe(first);
    await dialog.getByRole("button", { name: "Use Template" }).click();
    await expect(page).toHaveURL(/\/editor\?project=/);
    await expect(page.getByTestId("editor-title")).toHaveText(premium.title);
  });

  test("each card's picture is the template's own frame, drawn by the compositor; hovering plays it", async ({ page }) => {
    await page.goto("/templates");
    const pictures = grid(page).getByTestId("template-picture");
    await expect(pictures).toHaveCount(templates.length);
    const card = grid(page).getByRole("listitem").filter({ hasText: "Music Visualizer" });
    const picture = card.getByRole("img", { name: "Music Visualizer: the template's first scenes" });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute("data-ready", "true");
    // The square template's cover-art slot stand-in (#6d28d9) is drawn in the middle of its frame.
    const centre = await picture.evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const d = canvas.getContext("2d")!.getImageData(Math.round(canvas.width / 2), Math.round(canvas.height * 0.35), 1, 1).data;
      return [d[0], d[1], d[2]];
    });
    expect(Math.abs(centre[0] - 0x6d) + Math.abs(centre[1] - 0x28) + Math.abs(centre[2] - 0xd9)).toBeLessThan(120);
    const shot = () => picture.evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const still = await shot();
    await card.hover();
    await expect.poll(shot).not.toBe(still);
  });
});
