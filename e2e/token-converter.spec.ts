import { expect, savedUser, test, toastRegion } from "./fixtures";

test.describe("Token Converter", () => {
  test("shows the balance, the static token value card and three sample transactions", async ({ page }) => {
    await page.goto("/token-converter");
    await expect(page.getByRole("heading", { level: 1, name: "Token Converter" })).toBeVisible();
    await expect(page.getByTestId("converter-balance")).toHaveText("150.50 MSXT");
    await expect(page.getByTestId("converter-balance-usd")).toHaveText("≈ $150.50 USD");
    for (const text of ["$1.00", "+0.5%", "+12.3%", "$50.2M", "50.2M MSXT", "$2.1M", "Price Chart Coming Soon", "No conversion fees • Instant processing"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(3);
  });

  test("an empty amount is refused with 'Amount Required'", async ({ page }) => {
    await page.goto("/token-converter");
    const convert = page.getByRole("button", { name: "Convert", exact: true });
    await expect(convert).toBeDisabled();
    await convert.focus();
    await page.keyboard.press("Enter");
    await expect(toastRegion(page).getByText("Amount Required")).toBeVisible();
    await expect(toastRegion(page).getByText("Please enter an amount to convert")).toBeVisible();
  });

  test("MSXT to USD: preview, 2 s conversion, balance spent; above the balance is refused", async ({ page }) => {
    await page.goto("/token-converter");
    const amount = page.getByLabel("Amount (MSXT)");
    const preview = page.getByTestId("convert-preview");
    await amount.fill("abc");
    await expect(preview).toHaveText("$0.00 USD");

    await amount.fill("1000");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(toastRegion(page).getByText("Insufficient Balance")).toBeVisible();
    await expect(toastRegion(page).getByText("You don't have enough MSXT tokens")).toBeVisible();
    await expect(page.getByTestId("converter-balance")).toHaveText("150.50 MSXT");

    await amount.fill("10.5");
    await expect(preview).toHaveText("$10.50 USD");
    const started = Date.now();
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(page.getByRole("button", { name: "Converting..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Conversion Successful")).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(toastRegion(page).getByText("Converted 10.5 MSXT to $10.50 USD")).toBeVisible();
    await expect(amount).toHaveValue("");
    await expect(page.getByTestId("converter-balance")).toHaveText("140.00 MSXT");
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("140.00");
    expect((await savedUser(page))?.tokenBalance).toBe("140.00");
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(4);
    await page.reload();
    await expect(page.getByTestId("converter-balance")).toHaveText("140.00 MSXT");
  });

  test("USD to MSXT adds tokens with no balance check", async ({ page }) => {
    await page.goto("/token-converter");
    await page.getByRole("button", { name: "USD → MSXT" }).click();
    await expect(page.getByRole("button", { name: "USD → MSXT" })).toHaveAttribute("aria-pressed", "true");
    const amount = page.getByLabel("Amount (USD)");
    await amount.fill("1000");
    await expect(page.getByTestId("convert-preview")).toHaveText("1000.00 MSXT");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(page.getByRole("button", { name: "Converting..." })).toBeVisible();
    await expect(toastRegion(page).getByText("Converted 1000 USD to 1000.00 MSXT")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("converter-balance")).toHaveText("1,150.50 MSXT");
    expect((await savedUser(page))?.tokenBalance).toBe("1150.50");
  });

  test("shows 5.00 MSXT when the user has no balance", async ({ page }) => {
    await page.addInitScript(() => {
      const now = new Date().toISOString();
      localStorage.setItem(
        "msx.user",
        JSON.stringify({
          id: "u-empty", username: "empty", email: "empty@example.com", firstName: null, lastName: null,
          profileImageUrl: null, tokenBalance: "", subscriptionPlan: "free", walletAddress: null,
          totalEarnings: "0.00", createdAt: now, updatedAt: now,
        }),
      );
    });
    await page.goto("/token-converter");
    await expect(page.getByTestId("converter-balance")).toHaveText("5.00 MSXT");
    await expect(page.getByTestId("converter-balance-usd")).toHaveText("≈ $5.00 USD");
  });

  test("Withdraw Funds needs a method, then initiates with the method id", async ({ page }) => {
    await page.goto("/token-converter");
    const withdraw = page.getByRole("button", { name: "Withdraw Funds" });
    await expect(withdraw).toBeDisabled();
    await withdraw.focus();
    await page.keyboard.press("Enter");
    await expect(toastRegion(page).getByText("Payment Method Required")).toBeVisible();
    await expect(toastRegion(page).getByText("Please select a withdrawal method")).toBeVisible();

    const methods = page.getByRole("radio");
    await expect(methods).toHaveCount(6);
    for (const [name, time] of [["Apple Pay", "Instant"], ["Cash App", "1-2 hours"], ["Bank Transfer", "1-3 days"], ["PayPal", "1-2 hours"], ["Venmo", "1-2 hours"], ["Zelle", "Instant"]]) {
      await expect(page.getByRole("radio", { name: new RegExp(`^${name} Fee: Free · ${time}$`) })).toBeAttached();
    }
    await page.getByText("Bank Transfer", { exact: true }).click();
    await expect(page.getByRole("radio", { name: /Bank Transfer/ })).toBeChecked();
    await expect(withdraw).toBeEnabled();
    await withdraw.click();
    await expect(toastRegion(page).getByText("Withdrawal Initiated")).toBeVisible();
    await expect(
      toastRegion(page).getByText("Processing withdrawal via bank-transfer. Funds will arrive within 1-3 business days."),
    ).toBeVisible();
  });
});
