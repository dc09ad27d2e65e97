import type { Page } from "@playwright/test";

import { expect, sameOrigin, savedUser, seedUser, signUpViaApi, test, toastRegion } from "./fixtures";

/** A signed-up creator's own 150.50 MSXT on /token-converter: a guest's demo tokens are not converted or withdrawn. */
async function signedUpWithTokens(page: Page) {
  await page.goto("/token-converter");
  await signUpViaApi(page);
  await seedUser(page, { tokenBalance: "150.50" });
  await expect(page.getByTestId("converter-balance")).toHaveText("150.50 MSXT");
}

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
    await signedUpWithTokens(page);
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
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem").first()).toContainText("Converted 10.50 MSXT to USD");
    await page.reload();
    await expect(page.getByTestId("converter-balance")).toHaveText("140.00 MSXT");
  });

  test("USD to MSXT needs the USD: refused with a clear message, then allowed once USD is there", async ({ page }) => {
    await signedUpWithTokens(page);
    await expect(page.getByTestId("converter-balances")).toContainText("$0.00 USD");
    await page.getByRole("button", { name: "USD → MSXT" }).click();
    await expect(page.getByRole("button", { name: "USD → MSXT" })).toHaveAttribute("aria-pressed", "true");
    const amount = page.getByLabel("Amount (USD)");
    await amount.fill("1000");
    await expect(page.getByTestId("convert-preview")).toHaveText("1000.00 MSXT");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(toastRegion(page).getByText("You don't have enough USD. Convert MSXT to USD first.")).toBeVisible();
    await expect(amount).toHaveValue("1000");
    // The server refuses too, whatever the browser sends.
    const forged = await page.request.post("/api/wallet/convert", { headers: sameOrigin(page), data: { direction: "usd-to-msxt", amount: "1000" } });
    expect(forged.status()).toBe(409);
    expect((await savedUser(page))?.tokenBalance).toBe("150.50");

    await page.getByRole("button", { name: "MSXT → USD" }).click();
    await page.getByLabel("Amount (MSXT)").fill("20");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(toastRegion(page).getByText("Converted 20 MSXT to $20.00 USD")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "USD → MSXT" }).click();
    await page.getByLabel("Amount (USD)").fill("5");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(toastRegion(page).getByText("Converted 5 USD to 5.00 MSXT")).toBeVisible({ timeout: 15_000 });
    expect(await savedUser(page)).toMatchObject({ tokenBalance: "135.50", usdBalance: "15.00" });
    await expect(page.getByTestId("converter-balances")).toContainText("$15.00 USD");
  });

  test("Withdraw Funds needs a method, then initiates with the method id", async ({ page }) => {
    await signedUpWithTokens(page);
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
    // Recorded on the server as a pending request with its method.
    const recent = page.getByRole("list", { name: "Recent transactions" });
    await expect(recent.getByRole("listitem").first()).toContainText("Withdrawal request via bank-transfer");
    await expect(recent.getByRole("listitem").first()).toContainText(/pending/i);
    const wallet = await (await page.request.get("/api/wallet")).json();
    expect(wallet.transactions[0]).toMatchObject({ type: "withdrawal", status: "pending", description: "Withdrawal request via bank-transfer" });
  });

  test("a guest's demo tokens are neither converted nor withdrawn: the answer asks to sign up", async ({ page }) => {
    await page.goto("/token-converter");
    await expect(page.getByTestId("converter-balance")).toHaveText("150.50 MSXT");
    await page.getByLabel("Amount (MSXT)").fill("10");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(toastRegion(page).getByText("Sign Up Required")).toBeVisible({ timeout: 15_000 });
    await expect(toastRegion(page).getByText("Demo tokens can't be converted. Sign up to get your own MSXT wallet.")).toBeVisible();
    await expect(page.getByTestId("converter-balance")).toHaveText("150.50 MSXT");
    await page.getByText("Bank Transfer", { exact: true }).click();
    await page.getByRole("button", { name: "Withdraw Funds" }).click();
    await expect(toastRegion(page).getByText("Demo tokens can't be withdrawn. Sign up to get your own MSXT wallet.")).toBeVisible();
    const forged = await page.request.post("/api/wallet/convert", { headers: sameOrigin(page), data: { direction: "msxt-to-usd", amount: "100" } });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).error.code).toBe("sign_up_required");
    await toastRegion(page).getByRole("button", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
