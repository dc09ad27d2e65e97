import { expect, sameOrigin, signUpViaApi, test, toastRegion } from "./fixtures";
import { resetLink, verificationLink, waitForMail } from "./mail";
import { signUpThroughForm } from "./signup-form";

/**
 * Mail, read from the loopback SMTP catcher (e2e/global-setup.ts): the verification mail of a sign-up unlocks rewards,
 * and a reset mail sets a new password.
 */
test("sign up, read the verification mail, open its link: the badge turns Verified and the daily claim pays", async ({ page }) => {
  const account = await signUpThroughForm(page, "verify", ["Vera", "Mailer"]);

  // Until the link is opened, the claim says why and offers Resend link.
  const rewards = page.getByRole("region", { name: "Daily Rewards" });
  await rewards.getByRole("button", { name: "Claim +10 MSXT, Daily Login" }).click();
  const refused = toastRegion(page).getByRole("listitem").filter({ hasText: "Verify your e-mail" });
  await expect(refused).toContainText(`open the link we sent to ${account.email}`);
  await refused.getByRole("button", { name: "Resend link" }).click();
  await expect(toastRegion(page).getByText("Verification link sent")).toBeVisible();
  await expect(page.getByTestId("sidebar-balance").first()).toContainText("5.00");

  await page.goto("/account");
  await expect(page.getByTestId("verification-status")).toHaveText("Unverified");
  await expect(page.getByRole("button", { name: "Resend link" })).toBeVisible();
  await page.goto("/rewards");
  await expect(page.getByRole("status").filter({ hasText: "Verify your e-mail to claim rewards." })).toContainText(account.email);
  const status = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Account Status" }) });
  await page.goto("/my-account");
  await expect(status).toContainText("Email VerifiedUnverified");

  // The sign-up's mail and the resent one: either link verifies; the first is opened.
  const mail = await waitForMail(account.email, "Verify your MSX Studio e-mail");
  expect(mail.text).toContain("Open this link within a day to verify your e-mail address");
  await waitForMail(account.email, "Verify your MSX Studio e-mail", 2);
  await page.goto(await verificationLink(account.email, 1));
  await expect(page.getByRole("heading", { level: 1, name: "Verify E-mail" })).toBeVisible();
  await expect(page.getByText("Your e-mail is verified")).toBeVisible();

  await page.goto("/account");
  await expect(page.getByTestId("verification-status")).toHaveText("Verified");
  await expect(page.getByRole("button", { name: "Resend link" })).toHaveCount(0);
  await page.goto("/rewards");
  await expect(page.getByText("Verify your e-mail to claim rewards.")).toHaveCount(0);
  await page.goto("/my-account");
  await expect(status).toContainText("Email VerifiedVerified");

  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Daily Rewards" }).getByRole("button", { name: "Claim +10 MSXT, Daily Login" }).click();
  await expect(toastRegion(page).getByText("Reward Claimed")).toBeVisible();
  await expect(page.getByTestId("sidebar-balance").first()).toContainText("15.00");

  // The link worked once.
  await page.goto(await verificationLink(account.email, 2));
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This link did not work");
});

test("forgot password: the reset mail's link sets a new password, which signs in", async ({ page }) => {
  await page.goto("/dashboard");
  const account = await signUpViaApi(page, { firstName: "Reset", lastName: "Mailer" });
  expect((await page.request.post("/api/auth/logout", { headers: sameOrigin(page) })).status()).toBe(200);

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: /Send Reset Link/i }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();

  const link = await resetLink(account.email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("a brand new password 7");
  await page.getByLabel("Confirm New Password").fill("a brand new password 7");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastRegion(page).getByText("Login Failed")).toBeVisible();
  await page.getByLabel("Password").fill("a brand new password 7");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastRegion(page).getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
