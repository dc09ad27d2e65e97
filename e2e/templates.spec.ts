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

    await page.getByRole("button", { name: `Use Template: ${free.title}` }).click();
    await expect(page).toHaveURL(/\/editor\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("title")).toBe(free.title);
    expect(url.searchParams.get("aspectRatio")).toBe(free.aspectRatio);
    expect(url.searchParams.get("duration")).toBe(free.duration);
  });

  test("a Pro user can use a premium template, and Preview plays the sample", async ({ page }) => {
    // A signed-up account on Pro: a visitor who has not signed up is on the free plan, whatever the demo shows.
    await page.goto("/dashboard");
    await signUpViaApi(page);
    await seedUser(page, { subscriptionPlan: "pro" });
    await page.goto("/templates");
    const premium = templates.find((t) => t.isPremium)!;
    await page.getByRole("button", { name: `Preview: ${premium.title}` }).click();
    const dialog = page.getByRole("dialog", { name: premium.title });
    await expect(dialog.getByLabel(`${premium.title} preview`)).toBeVisible();
    await dialog.getByRole("button", { name: "Use Template" }).click();
    await expect(page).toHaveURL(/\/editor\?/);
    expect(new URL(page.url()).searchParams.get("title")).toBe(premium.title);
  });
});
