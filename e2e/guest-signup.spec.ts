import { expect, openEditor, savedUser, test, toastRegion } from "./fixtures";
import { signUpThroughForm } from "./signup-form";

/**
 * A visitor works as the demo user, then signs up: the project saved as a guest is the new account's, while the
 * demo's 150.50 MSXT and Pro plan stay behind (the account starts with its own 5 MSXT welcome bonus, on Free).
 */
test("after a guest signs up, the project it saved is still there and the balance is the new account's", async ({ page }) => {
  await openEditor(page);
  expect(await savedUser(page)).toMatchObject({ role: "guest", tokenBalance: "150.50", subscriptionPlan: "pro" });
  await page.getByRole("button", { name: "Save Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Save Project" });
  await dialog.getByLabel("Project Title").fill("Guest Draft");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toastRegion(page)).toContainText("Guest Draft saved as private project");

  const account = await signUpThroughForm(page, "guest", ["Ada", "Lovelace"]);

  await expect(page.getByTestId("sidebar-balance").first()).toContainText("5.00");
  await expect(page.getByTestId("sidebar-user-plan").first()).toHaveText("Free Plan");
  expect(await savedUser(page)).toMatchObject({ role: "user", email: account.email, tokenBalance: "5.00", usdBalance: "0.00", subscriptionPlan: "free" });

  await page.goto("/projects");
  await expect(page.getByRole("article", { name: "Guest Draft" })).toBeVisible();
  // After a reload, from the server again.
  await page.reload();
  await expect(page.getByRole("article", { name: "Guest Draft" })).toBeVisible();
});
