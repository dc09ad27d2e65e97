import type { Page } from "@playwright/test";

import { expect, test, toastRegion } from "./fixtures";

const cards = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("article");

test.describe("My Projects", () => {
  test("lists the four sample projects with every field", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    const card = page.getByRole("article", { name: "Summer Travel Vlog" });
    await expect(card.getByText("Completed")).toHaveAttribute("data-tone", "green");
    await expect(card.getByText("Public", { exact: true })).toBeAttached();
    await expect(card).toContainText("4:32");
    await expect(card).toContainText("1920x1080");
    await expect(card).toContainText("245 MB");
    await expect(card).toContainText("1,250 views");
    await expect(card).toContainText("Updated Jun 10, 2024");
    await expect(card.getByRole("link", { name: "Play Summer Travel Vlog" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/editor?project=1");
    await card.getByLabel("More actions for Summer Travel Vlog").click();
    await expect(card.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/media/sample-clip.mp4");
    await expect(card.getByRole("button", { name: "Delete" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Product Launch Teaser" }).getByText("Processing")).toHaveAttribute("data-tone", "yellow");
    await expect(page.getByRole("article", { name: "Product Launch Teaser" }).getByText("Private", { exact: true })).toBeAttached();
    await expect(page.getByRole("article", { name: "Cooking Tutorial: Pasta" }).getByText("Published")).toHaveAttribute("data-tone", "blue");
    await expect(page.getByRole("article", { name: "Gaming Highlights Draft" }).getByText("Draft", { exact: true })).toHaveAttribute("data-tone", "gray");
    // No view count on projects without one.
    await expect(page.getByRole("article", { name: "Product Launch Teaser" })).not.toContainText("views");
  });

  test("search matches title or description, case-insensitively, and lives in the URL", async ({ page }) => {
    await page.goto("/projects");
    const search = page.getByPlaceholder("Search projects...");
    await search.fill("PASTA");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Cooking Tutorial: Pasta");
    await expect(page).toHaveURL(/\?q=PASTA$/);
    await search.fill("montage");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Summer Travel Vlog");
    await page.reload();
    await expect(page.getByPlaceholder("Search projects...")).toHaveValue("montage");
    await expect(cards(page)).toHaveCount(1);
  });

  test("status and visibility filters combine, show the filtered empty state and survive a reload", async ({ page }) => {
    await page.goto("/projects");
    const status = page.getByLabel("Filter by status");
    const visibility = page.getByLabel("Filter by visibility");
    await expect(status.locator("option")).toHaveText(["All Status", "Draft", "Processing", "Completed", "Published"]);
    await expect(visibility.locator("option")).toHaveText(["All Visibility", "Private", "Public"]);
    await visibility.selectOption("private");
    await expect(cards(page)).toHaveCount(2);
    await status.selectOption("draft");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Gaming Highlights Draft");
    await status.selectOption("completed");
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create First Project" })).toBeVisible();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/visibility=private/);

    await page.reload();
    await expect(page.getByLabel("Filter by status")).toHaveValue("completed");
    await expect(page.getByLabel("Filter by visibility")).toHaveValue("private");
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

    await page.goto("/projects?status=published&visibility=public");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Cooking Tutorial: Pasta");
  });

  test("the grid/list toggle is kept in the URL and list rows add share, download and delete", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId("projects-list")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("projects-list")).toBeVisible();
    const row = page.getByRole("article", { name: "Summer Travel Vlog" });
    await expect(row.getByRole("button", { name: "Share Summer Travel Vlog" })).toBeVisible();
    await expect(row.getByRole("link", { name: "Download Summer Travel Vlog" })).toHaveAttribute("download", "summer-travel-vlog.mp4");
    await expect(row.getByRole("link", { name: "Edit Summer Travel Vlog" })).toHaveAttribute("href", "/editor?project=1");

    await page.getByRole("button", { name: "Delete Summer Travel Vlog" }).click();
    await expect(toastRegion(page).getByText('"Summer Travel Vlog" was removed from your projects.')).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    for (const title of ["Product Launch Teaser", "Cooking Tutorial: Pasta", "Gaming Highlights Draft"]) {
      await page.getByRole("button", { name: `Delete ${title}` }).click();
      await expect(page.getByRole("article", { name: title })).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    await expect(page.getByText("Create your first video project to get started")).toBeVisible();
    await page.getByRole("button", { name: "Create First Project" }).click();
    await expect(toastRegion(page).getByText("New Project")).toBeVisible();
    await expect(toastRegion(page).getByText("Redirecting to video editor...")).toBeVisible();
    await expect(page).toHaveURL(/\/editor$/);
  });

  test("New Project toasts and opens the editor", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("button", { name: "New Project" }).click();
    await expect(toastRegion(page).getByText("Redirecting to video editor...")).toBeVisible();
    await expect(page).toHaveURL(/\/editor$/);
  });

  test("the grid has 1 column on a phone and 4 on a wide screen", async ({ page }) => {
    const columns = () =>
      page.getByTestId("projects-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/projects");
    await expect(cards(page)).toHaveCount(4);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(columns).toBe(4);
  });
});
