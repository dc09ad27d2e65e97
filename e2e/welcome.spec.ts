import { expect, test } from "./fixtures";

test.use({ welcomeSeen: false });

test("the welcome dialog shows on a first visit, closes with Start Creating and stays closed", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("5 MSXT");
  await expect(dialog).toContainText("$5.00");
  await dialog.getByRole("button", { name: "Start Creating" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Give the dialog every chance to come back before asserting it did not.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
