import { expect, hydratingNavigation, markWelcomeSeen, savedUser, test, toastRegion } from "./fixtures";
import { verifyViaMail } from "./mail";
import { signUpThroughForm } from "./signup-form";

/**
 * The account lives on the server: sign up, claim, log out, a wrong password is refused, and a fresh browser
 * logs in to the same balance and claims. Editing browser storage changes nothing the server reports.
 */
test("an account follows its creator to another browser, and browser storage cannot change it", async ({ page, browser }) => {
  const account = await signUpThroughForm(page, "journey", ["Grace", "Hopper"]);
  // Rewards need a verified e-mail: the link from the sign-up's mail (e2e/mail.spec.ts opens it in the browser).
  await verifyViaMail(page, account.email);

  // A new account: the 5 MSXT welcome bonus (the guest's demo tokens stay behind); then today's daily claim.
  const rewards = page.getByRole("region", { name: "Daily Rewards" });
  await rewards.getByRole("button", { name: "Claim +10 MSXT, Daily Login" }).click();
  await expect(rewards.getByRole("button", { name: "Claimed, Daily Login" })).toBeDisabled();
  await expect(page.getByTestId("sidebar-balance").first()).toContainText("15.00");

  await page.getByRole("button", { name: "Log out" }).first().click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastRegion(page).getByText("Login Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await savedUser(page)).toBeNull();

  // Another browser: nothing shared with the first but the account.
  const other = await browser.newContext();
  try {
    await markWelcomeSeen(other);
    const second = hydratingNavigation(await other.newPage());
    await second.goto("/login");
    await second.getByLabel("Email").fill(account.email.toUpperCase());
    await second.getByLabel("Password").fill(account.password);
    await second.getByRole("button", { name: "Sign In" }).click();
    await expect(toastRegion(second).getByText("Login Successful")).toBeVisible();
    await expect(second).toHaveURL(/\/dashboard$/);
    await expect(second.getByTestId("sidebar-balance").first()).toContainText("15.00");
    await expect(second.getByRole("region", { name: "Daily Rewards" }).getByRole("button", { name: "Claimed, Daily Login" })).toBeDisabled();
    expect(await savedUser(second)).toMatchObject({ email: account.email, firstName: "Grace", tokenBalance: "15.00", role: "user" });

    // A balance typed into browser storage is ignored by the server and by what the page shows.
    await second.evaluate(() => {
      window.localStorage.setItem("msx.user", JSON.stringify({ tokenBalance: "999999.00", subscriptionPlan: "enterprise" }));
      window.localStorage.setItem("msx.balance", "999999.00");
    });
    await second.reload();
    await expect(second.getByTestId("sidebar-balance").first()).toContainText("15.00");
    expect(await savedUser(second)).toMatchObject({ tokenBalance: "15.00", subscriptionPlan: "free" });
    const wallet = (await (await second.request.get("/api/wallet")).json()) as { transactions: { description: string; amount: string }[] };
    expect(wallet.transactions.map((t) => t.amount)).toEqual(expect.arrayContaining(["+10.00", "+5.00"]));
  } finally {
    await other.close();
  }
});
