import { effects } from "../lib/catalog/effects";
import { countFreeEffects } from "../lib/gallery/effects";
import { expect, test, toastRegion } from "./fixtures";

test.describe("effects", () => {
  test("search combines with the category, lives in the URL and shows the empty state", async ({ page }) => {
    await page.goto("/effects");
    const list = page.getByRole("list", { name: "Effects" });
    await expect(list.getByRole("listitem")).toHaveCount(effects.length);

    await page.getByRole("searchbox", { name: "Search effects" }).fill("FIRE");
    const fireMatches = effects.filter((e) => /fire/i.test(e.name) || /fire/i.test(e.description));
    await expect(list.getByRole("listitem")).toHaveCount(fireMatches.length);
    await expect(page).toHaveURL(/\?q=FIRE$/);

    await page.getByRole("button", { name: "Fantasy", exact: true }).click();
    await expect(page.getByRole("button", { name: "Fantasy", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(list.getByRole("listitem")).toHaveCount(fireMatches.filter((e) => e.category === "fantasy").length);
    await expect(list.getByRole("listitem", { name: "Dragon Fire" })).toBeVisible();
    await expect(page).toHaveURL(/q=FIRE&category=fantasy/);

    // The URL restores both on reload.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search effects" })).toHaveValue("FIRE");
    await expect(page.getByRole("list", { name: "Effects" }).getByRole("listitem", { name: "Dragon Fire" })).toBeVisible();

    await page.getByRole("button", { name: "Romance", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No effects found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter to find the perfect effect")).toBeVisible();

    await page.getByRole("button", { name: "All Effects" }).click();
    await page.getByRole("searchbox", { name: "Search effects" }).fill("");
    await expect(page).toHaveURL(/\/effects$/);
    await expect(page.getByRole("list", { name: "Effects" }).getByRole("listitem")).toHaveCount(effects.length);
  });

  test("shows the computed free count, Pro marks and the upgrade banner", async ({ page }) => {
    await page.goto("/effects");
    const free = countFreeEffects(effects);
    await expect(page.getByText(`${free} Free Effects`)).toBeVisible();
    const list = page.getByRole("list", { name: "Effects" });
    await expect(list.getByText("Pro", { exact: true })).toHaveCount(effects.length - free);
    await page.getByRole("link", { name: "Upgrade Now" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test("Apply adds the effect to the editor's list and preview describes it", async ({ page }) => {
    await page.goto("/effects?category=action");
    const card = page.getByRole("listitem", { name: "Speed Lines" });
    await card.getByRole("button", { name: "Apply" }).click();
    await expect(toastRegion(page).getByText("Effect Applied")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("msx.editor.appliedEffects") ?? "[]"));
    expect(stored).toEqual([{ id: "speed-lines", name: "Speed Lines" }]);

    await page.getByRole("button", { name: "Preview Slow Motion" }).click();
    const dialog = page.getByRole("dialog", { name: /Slow Motion/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Smooth time-stretch with motion blur")).toBeVisible();
    await dialog.getByRole("button", { name: "Apply Effect" }).click();
    await expect(dialog).toBeHidden();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem("msx.editor.appliedEffects") ?? "[]"));
    expect(after.map((e: { id: string }) => e.id)).toEqual(["speed-lines", "slow-motion"]);
  });
});
