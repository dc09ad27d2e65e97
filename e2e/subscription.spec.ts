import type { Page } from "@playwright/test";

import { plans, simplePlans } from "../lib/catalog/plans";
import { expect, sameOrigin, savedUser, signUpViaApi, test, toastRegion } from "./fixtures";
import { seedUser } from "./subscription-helpers";

const card = (page: Page, name: string) => page.getByRole("article", { name });
const planButton = (page: Page, name: string) => card(page, name).getByRole("button");
const sidebarPlan = (page: Page) => page.getByTestId("sidebar-user-plan").first();

async function openCart(page: Page, planName: string) {
  await planButton(page, planName).click();
  const dialog = page.getByRole("dialog", { name: "Cart" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillValidCard(page: Page) {
  await page.getByLabel("Card Number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVV").fill("123");
}

test.describe("subscription plans", () => {
  test("plan card buttons follow the rule for a Pro user", async ({ page }) => {
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Plans" })).toBeVisible();
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Pro");
    await expect(planButton(page, "Creator Pro")).toHaveText("Current Plan");
    await expect(planButton(page, "Creator Pro")).toBeDisabled();
    // $0 price: Select Plan even for a paying user.
    await expect(planButton(page, "Creator Free")).toHaveText("Select Plan");
    await expect(planButton(page, "Creator Starter")).toHaveText("Upgrade");
    await expect(planButton(page, "Creator Enterprise")).toHaveText("Upgrade");
    await expect(planButton(page, "Creator Enterprise")).toBeEnabled();
    await expect(card(page, "Creator Pro")).toContainText("Most Popular");
    await expect(page.getByText("Pay with MSXT Tokens:")).toBeVisible();
    await expect(page.getByText("1 MSXT = $1 USD").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accepted Payment Methods" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "30-Day Money-Back Guarantee" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Owner Promo Codes" })).toHaveCount(0);
  });

  test("plan card buttons for a free user, usage meters and no cancel button", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    // The meters show the account's real use this month: the free plan's sample figures (3 of 5, 8 of 10), made for real.
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post("/api/ai/captions", { headers: sameOrigin(page), data: { userId: "demo-user", audioText: "Hello there." } });
      expect(res.status()).toBe(200);
    }
    for (let i = 0; i < 8; i++) expect((await page.request.post("/api/usage/exports", { headers: sameOrigin(page) })).status()).toBe(200);
    await page.goto("/subscription");
    await expect(planButton(page, "Creator Free")).toHaveText("Current Plan");
    await expect(planButton(page, "Creator Free")).toBeDisabled();
    for (const name of ["Creator Starter", "Creator Pro", "Creator Enterprise"]) {
      await expect(planButton(page, name)).toHaveText("Select Plan");
    }
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
    await expect(page.getByTestId("usage-aiGenerations")).toHaveText("3 / 5");
    await expect(page.getByTestId("usage-storage")).toHaveText("0 GB / 1 GB");
    await expect(page.getByTestId("usage-exports")).toHaveText("8 / 10");
  });

  test("the billing toggle switches every card between monthly and yearly prices", async ({ page }) => {
    await page.goto("/subscription");
    const yearly = page.getByRole("button", { name: /Yearly/ });
    await expect(yearly).toContainText("Save 20%");
    for (const p of plans) {
      await expect(card(page, p.name).getByTestId("plan-price")).toHaveText(`$${p.monthlyPrice.toFixed(2)}/month`);
      await expect(card(page, p.name).getByTestId("plan-tokens")).toHaveText(`or ${p.monthlyTokens.toLocaleString("en-US")} MSXT`);
    }
    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-pressed", "true");
    for (const p of plans) {
      await expect(card(page, p.name).getByTestId("plan-price")).toHaveText(`$${p.yearlyPrice.toLocaleString("en-US", { minimumFractionDigits: 2 })}/year`);
      await expect(card(page, p.name).getByTestId("plan-tokens")).toHaveText(`or ${p.yearlyTokens.toLocaleString("en-US")} MSXT`);
    }
    await page.getByRole("button", { name: "Monthly" }).click();
    await expect(card(page, "Creator Pro").getByTestId("plan-price")).toHaveText("$29.99/month");
  });

  test("a card purchase goes Cart, Secure Checkout, 'Payment Successful!' and the plan survives a reload", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await page.goto("/subscription");
    await expect(sidebarPlan(page)).toHaveText("Free Plan");
    const cart = await openCart(page, "Creator Pro");
    await expect(cart.getByTestId("order-total")).toHaveText("$29.99");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await expect(checkout).toBeVisible();
    const pay = checkout.getByRole("button", { name: "Pay $29.99" });
    await expect(pay).toBeDisabled();
    await fillValidCard(page);
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(checkout.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Pro");
    await expect(sidebarPlan(page)).toHaveText("Pro Plan");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro", tokenBalance: "150.50" });
    await page.reload();
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Pro");
    await expect(sidebarPlan(page)).toHaveText("Pro Plan");
    await expect(planButton(page, "Creator Pro")).toHaveText("Current Plan");
  });

  test("card fields explain what is wrong and Pay waits until they are valid", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Starter");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    const number = checkout.getByLabel("Card Number");
    await number.fill("4242abc4242424242424241");
    await expect(number).toHaveValue("4242 4242 4242 4242 424");
    await number.fill("4242424242424241");
    await expect(number).toHaveValue("4242 4242 4242 4241");
    await number.blur();
    await expect(checkout.getByText("This card number is not valid.")).toBeVisible();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    const expiry = checkout.getByLabel("Expiry (MM/YY)");
    await expiry.fill("0120");
    await expect(expiry).toHaveValue("01/20");
    await expiry.blur();
    await expect(checkout.getByText("This card has expired.")).toBeVisible();
    const cvv = checkout.getByLabel("CVV");
    await cvv.fill("12");
    await cvv.blur();
    await expect(checkout.getByText("The CVV is 3 or 4 digits.")).toBeVisible();
    const pay = checkout.getByRole("button", { name: /^Pay / });
    await expect(pay).toBeDisabled();
    await fillValidCard(page);
    await expect(checkout.getByText("This card number is not valid.")).toHaveCount(0);
    await expect(checkout.getByText("This card has expired.")).toHaveCount(0);
    await expect(checkout.getByText("The CVV is 3 or 4 digits.")).toHaveCount(0);
    await expect(pay).toBeEnabled();
  });

  test("Back from checkout returns to the cart with its state", async ({ page }) => {
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Starter");
    await cart.getByLabel("MSXT Tokens").check();
    const amount = cart.getByLabel("Token Amount (MSXT)");
    await expect(amount).toHaveAttribute("placeholder", "13.00");
    await amount.fill("20");
    await cart.getByLabel("Promo Code").fill("not-a-real-code");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await expect(checkout).toContainText("Paying 13.00 MSXT");
    await checkout.getByRole("button", { name: "Back" }).click();
    const back = page.getByRole("dialog", { name: "Cart" });
    await expect(back.getByLabel("MSXT Tokens")).toBeChecked();
    await expect(back.getByLabel("Token Amount (MSXT)")).toHaveValue("20");
    await expect(back.getByLabel("Promo Code")).toHaveValue("not-a-real-code");
  });

  test("paying with enough tokens subtracts the plan's MSXT price and records the purchase", async ({ page }) => {
    // A creator's own tokens (a guest's demo tokens buy nothing).
    await page.goto("/subscription");
    await signUpViaApi(page);
    await seedUser(page, { subscriptionPlan: "pro", tokenBalance: "150.50" });
    const cart = await openCart(page, "Creator Enterprise");
    await cart.getByLabel("MSXT Tokens").check();
    await expect(cart.getByLabel("Token Amount (MSXT)")).toHaveAttribute("placeholder", "150.00");
    await expect(cart.getByTestId("order-total")).toHaveText("150.00 MSXT");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await expect(checkout).toContainText("Balance after payment: 0.50 MSXT");
    await checkout.getByRole("button", { name: "Pay 150.00 MSXT" }).click();
    await expect(toastRegion(page).getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "enterprise", tokenBalance: "0.50" });
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("0.50");
    await page.goto("/rewards?tab=history");
    await expect(page.getByRole("list", { name: "Transaction history" }).getByRole("listitem").first()).toContainText(
      "Creator Enterprise plan (monthly)",
    );
  });

  test("paying with too few tokens is refused with a clear message", async ({ page }) => {
    await page.goto("/subscription");
    await page.getByRole("button", { name: /Yearly/ }).click();
    const cart = await openCart(page, "Creator Enterprise");
    await cart.getByLabel("MSXT Tokens").check();
    await expect(cart.getByRole("alert")).toHaveText(
      "Insufficient MSXT balance: this plan costs 1500.00 MSXT and you have 150.50 MSXT.",
    );
    await expect(cart.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    // A typed amount below the price is refused too.
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Monthly" }).click();
    const cart2 = await openCart(page, "Creator Starter");
    await cart2.getByLabel("MSXT Tokens").check();
    await cart2.getByLabel("Token Amount (MSXT)").fill("5");
    await expect(cart2.getByRole("alert")).toHaveText("The plan costs 13.00 MSXT.");
    await expect(cart2.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro", tokenBalance: "150.50" });
  });

  test("a declined card is refused with its reason and the plan stays", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Starter");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await fillValidCard(page);
    await checkout.getByLabel("Card Number").fill("4000000000000002");
    await checkout.getByRole("button", { name: "Pay $12.99" }).click();
    await expect(toastRegion(page).getByText("Your card was declined. Please use another card.")).toBeVisible({ timeout: 15_000 });
    // The dialog stays with what was typed; nothing changed on the server.
    await expect(checkout.getByLabel("Card Number")).toHaveValue("4000 0000 0000 0002");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "free", tokenBalance: "150.50" });
    const { orders } = (await (await page.request.get("/api/orders")).json()) as { orders: { status: string; plan: string }[] };
    expect(orders[0]).toMatchObject({ plan: "starter", status: "failed" });
  });

  test("cancelling a bought plan keeps it until the end of its billing period", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Starter");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    await fillValidCard(page);
    await page.getByRole("dialog", { name: "Secure Checkout" }).getByRole("button", { name: "Pay $12.99" }).click();
    await expect(toastRegion(page).getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
    const bought = await savedUser(page);
    expect(bought).toMatchObject({ subscriptionPlan: "starter", planCancelAtPeriodEnd: false });
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(toastRegion(page).getByText("Subscription Cancelled")).toBeVisible();
    await expect(toastRegion(page).getByText(/until the end of the billing period/)).toBeVisible();
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Starter");
    const end = new Date(bought!.planPeriodEnd as string).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    await expect(page.getByTestId("plan-ends")).toHaveText(`Cancelled: access until ${end}`);
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Starter");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "starter", planCancelAtPeriodEnd: true });
  });

  test("Cancel Subscription waits, sets the free plan and says access lasts to the end of the period", async ({ page }) => {
    await page.goto("/subscription");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("button", { name: "Cancelling..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Subscription Cancelled")).toBeVisible();
    await expect(toastRegion(page).getByText(/until the end of the billing period/)).toBeVisible();
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Free");
    await expect(sidebarPlan(page)).toHaveText("Free Plan");
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
    await expect(planButton(page, "Creator Pro")).toHaveText("Select Plan");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "free" });
  });
});

test.describe("plan chooser dialog", () => {
  test("opens from the sidebar's plan label and upgrades by card after 'Processing...'", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(sidebarPlan(page)).toHaveText("Pro Plan");
    await sidebarPlan(page).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog).toBeVisible();
    for (const p of simplePlans) {
      await expect(dialog.getByLabel(p.name, { exact: true })).toBeVisible();
      await expect(dialog).toContainText(`$${p.price.toFixed(2)}`);
      await expect(dialog).toContainText(`${p.tokenPrice.toLocaleString("en-US")} MSXT`);
    }
    await dialog.getByLabel("Pro", { exact: true }).check();
    await expect(dialog.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await dialog.getByLabel("Enterprise", { exact: true }).check();
    await dialog.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    // The card is asked for where the payment happens: the test-mode processor's card form.
    await expect(dialog.getByTestId("payments-test-mode")).toContainText("Test mode: no money is taken. Pay with 4242 4242 4242 4242");
    await expect(dialog.getByText("Card payment for Enterprise: $99.99/month.")).toBeVisible();
    await dialog.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await expect(dialog.getByText("Enter your card number.")).toBeVisible();
    await dialog.getByLabel("Card Number").fill("4111111111111111");
    await dialog.getByLabel("Expiry (MM/YY)").fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
    await dialog.getByLabel("CVV").fill("123");
    // A valid number that is not a test card is declined: test mode takes only test cards.
    await dialog.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(toastRegion(page).getByText(/Payments are in test mode/)).toBeVisible({ timeout: 10_000 });
    await expect(sidebarPlan(page)).toHaveText("Pro Plan");
    await dialog.getByLabel("Card Number").fill("4242424242424242");
    await dialog.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(toastRegion(page).getByText("You are now on the Enterprise plan. Test mode: no money was taken.")).toBeVisible();
    await expect(sidebarPlan(page)).toHaveText("Enterprise Plan");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "enterprise", tokenBalance: "150.50" });
  });

  test("Back from the chooser's card form returns to the plans, and a card-less order is refused by the server", async ({ page }) => {
    await page.goto("/dashboard");
    await sidebarPlan(page).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await dialog.getByLabel("Enterprise", { exact: true }).check();
    await dialog.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await expect(dialog.getByLabel("Card Number")).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Enterprise", { exact: true })).toBeChecked();
    // What a simulated dialog would send: no card. The server does not make it paid.
    const forged = await page.request.post("/api/orders", { headers: sameOrigin(page), data: { plan: "enterprise", source: "chooser", payment: "card" } });
    expect(forged.status()).toBe(400);
    expect(await forged.json()).toEqual({ error: { code: "card_required", message: "Enter your card details." } });
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro" });
  });

  test("a guest trying to buy a plan with demo tokens is asked to sign up", async ({ page }) => {
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Starter");
    await cart.getByLabel("MSXT Tokens").check();
    await cart.getByLabel("Token Amount (MSXT)").fill("13");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await checkout.getByRole("button", { name: "Pay 13.00 MSXT" }).click();
    await expect(toastRegion(page).getByText("Sign Up Required")).toBeVisible({ timeout: 15_000 });
    await expect(toastRegion(page).getByText(/Demo tokens can't buy a plan\. Sign up/)).toBeVisible();
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro", tokenBalance: "150.50" });
    // The dialog keeps the message, with its Sign Up link.
    await expect(checkout.getByRole("alert")).toContainText("Demo tokens can't buy a plan.");
    await checkout.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("a token upgrade subtracts the token price, and too small a balance is refused", async ({ page }) => {
    await page.goto("/dashboard");
    await signUpViaApi(page);
    await seedUser(page, { subscriptionPlan: "free", tokenBalance: "1000.00" });
    await page.goto("/templates");
    await page.getByRole("button", { name: "Upgrade Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await dialog.getByLabel("Enterprise", { exact: true }).check();
    await dialog.getByLabel("MSXT Tokens").check();
    await expect(dialog.getByRole("alert")).toContainText("Insufficient MSXT balance");
    await expect(dialog.getByRole("button", { name: "Upgrade to Enterprise" })).toBeDisabled();
    await dialog.getByLabel("Pro", { exact: true }).check();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro", tokenBalance: "200.00" });
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("200.00");
    await expect(sidebarPlan(page)).toHaveText("Pro Plan");
  });
});
