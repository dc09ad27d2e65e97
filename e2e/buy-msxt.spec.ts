import { expect, signUpViaApi, test, toastRegion } from "./fixtures";

const main = (page: import("@playwright/test").Page) => page.getByRole("main");

async function fillCard(page: import("@playwright/test").Page, number: string) {
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVV").fill("123");
}

test.describe("Buy MSXT", () => {
  test("the sidebar's Buy buys MSXT by card: credited once as bought MSXT, with a receipt and a transaction", async ({ page }) => {
    await page.goto("/dashboard");
    await signUpViaApi(page, { firstName: "Buyer", lastName: "One" });
    await page.reload();
    await page.getByRole("region", { name: "Token balance" }).getByRole("link", { name: "Buy" }).first().click();
    await expect(page).toHaveURL(/\/buy-msxt$/);
    await expect(page.getByRole("heading", { level: 1, name: "Buy MSXT" })).toBeVisible();
    await expect(main(page).getByText("No purchases yet.")).toBeVisible();
    await expect(page.getByTestId("payments-test-mode")).toBeVisible();

    // The amount: a typed one out of range says so and buys nothing; a preset picks 50.
    await page.getByLabel("Amount (MSXT)").fill("2000");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByText("Choose an amount from 5 to 1,000 MSXT.")).toBeVisible();
    await page.getByRole("button", { name: "50 MSXT", exact: true }).click();
    await expect(page.getByRole("button", { name: "50 MSXT", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("topup-price")).toHaveText("$50.00 USD");

    // A declined card: nothing credited, a failed receipt.
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $50.00" }).click();
    await expect(toastRegion(page).getByText("Card Declined")).toBeVisible();
    const receipts = main(page).getByRole("list", { name: "MSXT purchases" });
    await expect(receipts.getByRole("listitem").first()).toContainText("Failed");
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("5.00");

    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $50.00" }).click();
    await expect(toastRegion(page).getByText("MSXT Purchased")).toBeVisible();
    await expect(toastRegion(page).getByText("50.00 MSXT added to your balance. Test mode: no money was taken.")).toBeVisible();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("55.00");
    await expect(receipts.getByRole("listitem")).toHaveCount(2);
    await expect(receipts.getByRole("listitem").first()).toContainText("50.00 MSXT");
    await expect(receipts.getByRole("listitem").first()).toContainText("Paid");
    await expect(receipts.getByRole("listitem").first()).toContainText("visa •••• 4242");

    // After a reload the receipts come from the server; the ledger shows the purchase.
    await page.reload();
    await expect(main(page).getByRole("list", { name: "MSXT purchases" }).getByRole("listitem")).toHaveCount(2);
    await page.goto("/rewards?tab=history");
    await expect(page.getByRole("list", { name: "Transaction history" })).toContainText("Bought 50.00 MSXT by card (test mode)");
  });

  test("an answer lost on the way is retried with the same request: paid and credited once", async ({ page }) => {
    await page.goto("/dashboard");
    await signUpViaApi(page, { firstName: "Buyer", lastName: "Two" });
    await page.goto("/buy-msxt");
    // The first purchase reaches the server, but its answer never reaches the browser.
    let lose = true;
    await page.route("**/api/wallet/topups", async (route) => {
      if (route.request().method() === "POST" && lose) {
        lose = false;
        await route.fetch();
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await page.getByRole("button", { name: "10 MSXT", exact: true }).click();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $10.00" }).click();
    await expect(toastRegion(page).getByText("The server could not be reached")).toBeVisible();
    await page.getByRole("button", { name: "Pay $10.00" }).click();
    await expect(toastRegion(page).getByText("10.00 MSXT added to your balance. Test mode: no money was taken.")).toBeVisible();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("15.00");
    await page.reload();
    await expect(main(page).getByRole("list", { name: "MSXT purchases" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("15.00");
  });

  test("a visitor who has not signed up is asked to sign up, and buys nothing", async ({ page }) => {
    await page.goto("/buy-msxt");
    await expect(main(page).getByRole("status").filter({ hasText: "Sign up to buy MSXT" })).toBeVisible();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(toastRegion(page).getByText("Sign Up Required")).toBeVisible();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("150.50");
  });
});
