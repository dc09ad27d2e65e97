import { expect, savedUser, test, toastRegion } from "./fixtures";

test.describe("login", () => {
  test("validates both fields, shows the loading state, then signs in and lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    const signIn = page.getByRole("button", { name: "Sign In" });
    await signIn.click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill("maya");
    await page.getByLabel("Password").fill("secret-1");
    await signIn.click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeHidden();

    await page.getByLabel("Email").fill("maya@example.com");
    await signIn.click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(toastRegion(page).getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedUser(page)).toMatchObject({ email: "maya@example.com", subscriptionPlan: "free" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Creator!");
    await expect(page.getByText("Owner View")).toHaveCount(0);
  });

  test("links to My Account, home, forgot password and signup", async ({ page }) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/my-account");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await main.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("Continue as Demo User restores the demo user", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() =>
      localStorage.setItem(
        "msx.user",
        JSON.stringify({
          id: "user-x", username: "x", email: "x@example.com", firstName: "Xena", lastName: null, profileImageUrl: null,
          tokenBalance: "1.00", subscriptionPlan: "free", walletAddress: null, totalEarnings: "0.00",
          createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
        }),
      ),
    );
    await page.reload();
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Xena");
    await page.getByRole("button", { name: "Continue as Demo User" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedUser(page)).toMatchObject({ id: "demo-user", tokenBalance: "150.50", subscriptionPlan: "pro" });
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("150.50");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Demo!");
  });

  for (const provider of ["Google", "Microsoft", "Yahoo"]) {
    test(`${provider} login signs in an ordinary user`, async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: provider, exact: true }).click();
      await expect(toastRegion(page).getByText(`${provider} Login Successful`)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      const user = await savedUser(page);
      expect(user).toMatchObject({ firstName: provider, subscriptionPlan: "free" });
      expect(user?.id).not.toBe("demo-user");
      await page.goto("/dashboard?owner=true");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome back, ${provider}!`);
      await expect(page.getByText("Owner View")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Platform Overview" })).toHaveCount(0);
    });
  }
});

test.describe("signup", () => {
  const fill = async (page: import("@playwright/test").Page, confirm: string) => {
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Username").fill("ada");
    await page.getByLabel("Password", { exact: true }).fill("engine-42");
    await page.getByLabel("Confirm Password").fill(confirm);
  };

  test("needs every field, the terms and matching passwords, keeping what was typed", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const label of ["First Name", "Last Name", "Email", "Username", "Password", "Confirm Password"]) {
      await expect(page.getByText(`${label} is required`, { exact: true })).toBeVisible();
    }

    await fill(page, "engine-42");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toastRegion(page).getByText("Agreement Required")).toBeVisible();
    await expect(toastRegion(page).getByText("You must agree to the terms and conditions to create an account")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("engine-42");

    await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
    await page.getByLabel("Confirm Password").fill("engine-43");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toastRegion(page).getByText("Password Mismatch")).toBeVisible();
    await expect(toastRegion(page).getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Confirm Password")).toHaveValue("engine-43");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("creates a free account with the 5 MSXT welcome bonus shown in the sidebar", async ({ page }) => {
    await page.goto("/signup");
    await fill(page, "engine-42");
    await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Account Created Successfully")).toBeVisible();
    await expect(toastRegion(page).getByText(/welcome bonus of 5 MSXT/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedUser(page)).toMatchObject({
      email: "ada@example.com",
      username: "ada",
      firstName: "Ada",
      lastName: "Lovelace",
      subscriptionPlan: "free",
      tokenBalance: "5.00",
    });
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("5.00");
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Ada Lovelace");
    await expect(page.getByTestId("sidebar-user-plan").first()).toHaveText("Free Plan");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Ada!");
  });

  test("links to home and login", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});

test("forgot password answers the same neutral confirmation for any address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  const texts: string[] = [];
  for (const email of ["demo@msxstudio.app", "nobody-here@example.com"]) {
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    const status = page.getByRole("status").filter({ hasText: "Check your email" });
    await expect(status).toBeVisible();
    texts.push((await status.innerText()).trim());
    await page.getByRole("button", { name: "Send another link" }).click();
  }
  expect(texts[0]).toContain("If an account exists for that address");
  expect(texts[1]).toBe(texts[0]);
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
});

test.describe("account settings", () => {
  test("edit, save and cancel the profile; sensitive fields stay hidden until toggled; all persisted", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expect(page.getByTestId("account-type")).toHaveText("Pro");
    await expect(page.getByTestId("verification-status")).toHaveText("Unverified");

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Demo");
    await page.getByLabel("First Name").fill("Maya");
    await page.getByLabel("Email", { exact: true }).fill("maya@example.com");
    await page.getByLabel("Phone").fill("+1 555 0100");
    await page.getByLabel("Date of Birth").fill("1992-05-17");
    await page.getByLabel("Bio").fill("I make short films.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Profile Updated")).toBeVisible();
    await expect(toastRegion(page).getByText("Your account information has been saved successfully")).toBeVisible();

    await expect(page.getByTestId("profile-First Name")).toHaveText("Maya");
    await expect(page.getByTestId("profile-Phone")).toHaveText("••••••••");
    await expect(page.getByTestId("profile-Date of Birth")).toHaveText("••••••••");
    await expect(page.getByText("+1 555 0100")).toHaveCount(0);
    await page.getByRole("button", { name: "Show sensitive information" }).click();
    await expect(page.getByTestId("profile-Phone")).toHaveText("+1 555 0100");
    await expect(page.getByTestId("profile-Date of Birth")).toHaveText("1992-05-17");
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Maya Creator");

    // Cancel restores what was saved.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First Name").fill("Zed");
    await page.getByLabel("Phone").fill("000");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("profile-First Name")).toHaveText("Maya");

    await page.reload();
    await expect(page.getByTestId("profile-First Name")).toHaveText("Maya");
    await expect(page.getByTestId("profile-Email")).toHaveText("maya@example.com");
    await expect(page.getByTestId("profile-Bio")).toHaveText("I make short films.");
    await expect(page.getByTestId("profile-Phone")).toHaveText("••••••••");
    await page.getByRole("button", { name: "Show sensitive information" }).click();
    await expect(page.getByTestId("profile-Phone")).toHaveText("+1 555 0100");
    expect(await savedUser(page)).toMatchObject({ firstName: "Maya", email: "maya@example.com" });
  });

  test("the six preference switches persist", async ({ page }) => {
    await page.goto("/account");
    const names = ["Email Notifications", "Push Notifications", "Marketing Emails", "Two-Factor Authentication", "Public Profile", "Show Earnings"];
    const before: boolean[] = [];
    for (const name of names) {
      const sw = page.getByRole("switch", { name });
      await expect(sw).toBeVisible();
      before.push((await sw.getAttribute("aria-checked")) === "true");
    }
    for (const name of names) await page.getByRole("switch", { name }).click();
    await page.reload();
    for (const [i, name] of names.entries()) {
      await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", String(!before[i]));
    }
  });

  test("the account type badge reads Free when the user has no plan", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByTestId("account-type")).toHaveText("Pro");
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem("msx.user") ?? "{}");
      localStorage.setItem("msx.user", JSON.stringify({ ...user, subscriptionPlan: "" }));
    });
    await page.reload();
    await expect(page.getByTestId("account-type")).toHaveText("Free");
  });
});
