import type { BrowserContext, Page } from "@playwright/test";

import { expect, markWelcomeSeen, savedUser, test, toastRegion } from "./fixtures";

/**
 * Input before hydration (lib/shell/early-input): on a slow phone the page is on screen before React owns it. The page's
 * scripts are held back here, as a slow network would, while the user acts; then they arrive.
 */
async function slowPage(context: BrowserContext, path: string): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  await markWelcomeSeen(context);
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // On screen, and not hydrated.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  return { page, release };
}

test.describe("input before the page is hydrated", () => {
  test("a button tapped before hydration acts once React has the page", async ({ context }) => {
    const { page, release } = await slowPage(context, "/dashboard");
    const card = page.getByRole("region", { name: "Token balance" });
    await card.getByRole("button", { name: /^Wallet/ }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(page.getByRole("dialog", { name: "Connect Wallet" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("a form submitted before hydration does not reload the page, keeps what was typed, and saves it once hydrated", async ({ context }) => {
    const { page, release } = await slowPage(context, "/my-account");
    const form = page.getByRole("form", { name: "Profile Information" });
    const firstName = form.getByLabel("First Name");
    await expect(firstName).toHaveValue("Demo");
    await firstName.fill("Early");
    await form.getByLabel("Bio").fill("Typed before the page was ready");
    await firstName.press("Enter");
    // Held: no reload to /my-account? that would have lost the typing.
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(firstName).toHaveValue("Early");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    release();
    await expect(toastRegion(page).getByText("Profile Updated")).toBeVisible();
    await expect(firstName).toHaveValue("Early");
    await expect(form.getByLabel("Bio")).toHaveValue("Typed before the page was ready");
    expect(await savedUser(page)).toMatchObject({ firstName: "Early", bio: "Typed before the page was ready" });
  });

  test("a drop-down chosen before hydration is what the page uses once hydrated", async ({ context }) => {
    const { page, release } = await slowPage(context, "/editor");
    const resolution = page.getByRole("combobox", { name: "Resolution" });
    await resolution.selectOption("1280x720");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("preview-time")).toHaveText("0:00 / 0:06");
    // Another setting changed after hydration leaves the early choice as it is: the page's state has it.
    await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "60 fps" });
    await expect(resolution).toHaveValue("1280x720");
    // And the export uses it.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog).toContainText("1280x720 · 60 fps");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

