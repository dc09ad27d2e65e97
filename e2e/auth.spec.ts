import { expect, sameOrigin, savedUser, seedUser, signUpViaApi, test, toastRegion } from "./fixtures";

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

    // An account made on the server, then signed out: log-in checks the password.
    const account = await signUpViaApi(page, { firstName: "Maya", lastName: "Stone" });
    await page.request.post("/api/auth/logout", { headers: sameOrigin(page) });
    await page.reload();

    await page.getByLabel("Email").fill(account.email.toUpperCase());
    await page.getByLabel("Password").fill("wrong-password");
    await signIn.click();
    await expect(toastRegion(page).getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toHaveValue(account.email.toUpperCase());
    expect(await savedUser(page)).toBeNull();

    await page.getByLabel("Password").fill(account.password);
    await signIn.click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(toastRegion(page).getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedUser(page)).toMatchObject({ email: account.email, subscriptionPlan: "free", role: "user" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Maya!");
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

  test("Continue as Demo User starts a fresh demo guest", async ({ page }) => {
    await page.goto("/login");
    await signUpViaApi(page, { firstName: "Xena", lastName: "Warrior" });
    await page.reload();
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Xena Warrior");
    const before = await savedUser(page);
    await page.getByRole("button", { name: "Continue as Demo User" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const demo = await savedUser(page);
    expect(demo).toMatchObject({ role: "guest", tokenBalance: "150.50", totalEarnings: "75.50", subscriptionPlan: "pro" });
    expect(demo?.id).not.toBe(before?.id);
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
      expect(user).toMatchObject({ firstName: provider, subscriptionPlan: "free", role: "user" });
      // Without the provider's keys: a fresh development account, and the toast says so.
      await expect(toastRegion(page).getByText(/not configured on this server/)).toBeVisible();
      await page.goto("/dashboard?owner=true");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome back, ${provider}!`);
      await expect(page.getByText("Owner View")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Platform Overview" })).toHaveCount(0);
    });
  }
});

test.describe("signup", () => {
  const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let suffix = id();
  test.beforeEach(() => {
    suffix = id();
  });
  const fill = async (page: import("@playwright/test").Page, confirm: string) => {
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email").fill(`ada-${suffix}@example.com`);
    await page.getByLabel("Username").fill(`ada_${suffix}`);
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
    await expect(page.getByLabel("Email")).toHaveValue(`ada-${suffix}@example.com`);
    await expect(page.getByLabel("Confirm Password")).toHaveValue("engine-43");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("creates a free account from the guest: its own balance, the 5 MSXT welcome bonus, not the demo tokens", async ({ page }) => {
    await page.goto("/signup");
    expect(await savedUser(page)).toMatchObject({ role: "guest", tokenBalance: "150.50" });
    await fill(page, "engine-42");
    await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Account Created Successfully")).toBeVisible();
    await expect(toastRegion(page).getByText(/welcome bonus of 5 MSXT/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedUser(page)).toMatchObject({
      role: "user",
      email: `ada-${suffix}@example.com`,
      username: `ada_${suffix}`,
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
    await signUpViaApi(page, { firstName: "Demo", lastName: "Creator" });
    const email = `maya-${Date.now().toString(36)}@example.com`;
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expect(page.getByTestId("account-type")).toHaveText("Free");
    await expect(page.getByTestId("verification-status")).toHaveText("Unverified");

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Demo");
    await page.getByLabel("First Name").fill("Maya");
    await page.getByLabel("Email", { exact: true }).fill(email);
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
    await expect(page.getByTestId("profile-Email")).toHaveText(email);
    await expect(page.getByTestId("profile-Bio")).toHaveText("I make short films.");
    await expect(page.getByTestId("profile-Phone")).toHaveText("••••••••");
    await page.getByRole("button", { name: "Show sensitive information" }).click();
    await expect(page.getByTestId("profile-Phone")).toHaveText("+1 555 0100");
    expect(await savedUser(page)).toMatchObject({ firstName: "Maya", email, phone: "+1 555 0100", bio: "I make short films." });
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
    // Each switch is saved at once (PATCH /api/me); the page is reloaded once the server has answered every save.
    for (const name of names) {
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/me" && r.request().method() === "PATCH");
      await page.getByRole("switch", { name }).click();
      expect((await saved).status()).toBe(200);
    }
    await page.reload();
    for (const [i, name] of names.entries()) {
      await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", String(!before[i]));
    }
  });

  test("the account type badge reads the plan the server holds", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByTestId("account-type")).toHaveText("Pro");
    await seedUser(page, { subscriptionPlan: "free" });
    await expect(page.getByTestId("account-type")).toHaveText("Free");
  });
});
