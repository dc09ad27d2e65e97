import { expect, type Page } from "@playwright/test";

import { toastRegion, uniqueAccount } from "./fixtures";

/** Signs up through the Sign Up form, as a person does, and waits for the dashboard; returns the account. */
export async function signUpThroughForm(page: Page, prefix: string, [firstName, lastName]: [string, string]) {
  const account = uniqueAccount(prefix);
  await page.goto("/signup");
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill(lastName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastRegion(page).getByText("Account Created Successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}
