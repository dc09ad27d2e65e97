import path from "node:path";

import { expect, sameOrigin, savedUser, signUpViaApi, test, toastRegion, uniqueAccount } from "./fixtures";

test.describe("My Account", () => {
  test("shows the header badge and the static cards", async ({ page }) => {
    await page.goto("/my-account");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByText("Pro Member").first()).toBeVisible();
    await expect(page.getByText("JPG, PNG or GIF. Max 2MB.")).toBeVisible();
    const status = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Account Status" }) });
    await expect(status).toContainText("Email Verified");
    await expect(status).toContainText("Verified");
    await expect(status).toContainText("Two-Factor Auth");
    await expect(status).toContainText("Disabled");
    await expect(status).toContainText("Account Type");
    const stats = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Account Stats" }) });
    await expect(stats).toContainText("247");
    await expect(stats).toContainText("15,420.50");
    await expect(stats).toContainText("Jan 2024");
    for (const action of ["Notification Settings", "Billing & Payments", "Privacy Settings"]) {
      await expect(page.getByRole("link", { name: action })).toBeVisible();
    }
    await expect(page.getByTestId("profile-initials")).toHaveText("DC");
  });

  test("saving the profile takes 1.5 s, updates the sidebar and survives a reload", async ({ page }) => {
    await page.goto("/my-account");
    await signUpViaApi(page, { firstName: "Demo", lastName: "Creator" });
    await page.reload();
    const fresh = uniqueAccount("ada");
    await expect(page.getByLabel("First Name")).toHaveValue("Demo");
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Username").fill(fresh.username);
    await page.getByLabel("Email").fill(fresh.email);
    await expect(page.getByLabel("Date of Birth")).toHaveAttribute("type", "date");
    await page.getByLabel("Date of Birth").fill("1990-12-10");
    await page.getByLabel("Bio").fill("Writes the first programs.");

    const started = Date.now();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Update Password" })).toBeDisabled();
    await expect(toastRegion(page).getByText("Profile Updated")).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(toastRegion(page).getByText("Your profile information has been updated successfully.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Ada Lovelace");
    expect(await savedUser(page)).toMatchObject({ firstName: "Ada", lastName: "Lovelace", username: fresh.username, email: fresh.email, bio: "Writes the first programs." });

    await page.reload();
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Ada Lovelace");
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Date of Birth")).toHaveValue("1990-12-10");
    await expect(page.getByLabel("Bio")).toHaveValue("Writes the first programs.");
    await expect(page.getByTestId("profile-initials")).toHaveText("AL");
  });

  test("a password mismatch stops the update", async ({ page }) => {
    await page.goto("/my-account");
    await page.getByLabel("Current Password", { exact: true }).fill("old-secret");
    await page.getByLabel("New Password", { exact: true }).fill("new-secret-1");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("new-secret-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toastRegion(page).getByText("Password Mismatch")).toBeVisible();
    await expect(toastRegion(page).getByText("New passwords do not match")).toBeVisible();
    await expect(page.getByRole("button", { name: "Updating..." })).toHaveCount(0);
    await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("new-secret-1");
  });

  test("each password field toggles on its own, and a matching update clears the form after 1.5 s", async ({ page }) => {
    await page.goto("/my-account");
    const account = await signUpViaApi(page);
    await page.reload();
    const current = page.getByLabel("Current Password", { exact: true });
    const next = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password", { exact: true });
    // A wrong current password is refused by the server, and the form keeps what was typed.
    await current.fill("not-my-password");
    await next.fill("new-secret-9");
    await confirm.fill("new-secret-9");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toastRegion(page).getByText("The current password is not correct")).toBeVisible({ timeout: 15_000 });
    await expect(next).toHaveValue("new-secret-9");
    await current.fill(account.password);
    await next.fill("new-secret");
    await confirm.fill("new-secret");
    for (const field of [current, next, confirm]) await expect(field).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show current password" }).click();
    await expect(current).toHaveAttribute("type", "text");
    await expect(next).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show confirm new password" }).click();
    await expect(confirm).toHaveAttribute("type", "text");
    await expect(next).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Hide current password" }).click();
    await expect(current).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show new password" }).click();
    await expect(next).toHaveAttribute("type", "text");

    const started = Date.now();
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("button", { name: "Updating..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await expect(toastRegion(page).getByText("Password Updated")).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(toastRegion(page).getByText("Your password has been changed successfully.")).toBeVisible();
    for (const field of [current, next, confirm]) await expect(field).toHaveValue("");
    // The new password is the one that signs in now.
    const login = await page.request.post("/api/auth/login", { headers: sameOrigin(page), data: { email: account.email, password: "new-secret" } });
    expect(login.status()).toBe(200);
  });

  test("Change Photo previews a JPG, saves it to the session and rejects other files", async ({ page }) => {
    await page.goto("/my-account");
    const file = page.getByLabel("Profile photo file");

    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(toastRegion(page).getByText("Unsupported File Type")).toBeVisible();
    await expect(toastRegion(page).getByText("Please choose a JPG, PNG or GIF image.")).toBeVisible();

    await file.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(toastRegion(page).getByText("File Too Large")).toBeVisible();
    await expect(page.getByRole("img", { name: "Profile photo" })).toHaveCount(0);

    await file.setInputFiles(path.join(__dirname, "..", "public", "media", "sample-image.jpg"));
    const avatar = page.getByRole("img", { name: "Profile photo" });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute("src", /^data:image\/jpeg;base64,/);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastRegion(page).getByText("Profile Updated")).toBeVisible({ timeout: 15_000 });
    const user = await savedUser(page);
    expect(String(user?.profileImageUrl)).toMatch(/^data:image\/jpeg;base64,/);
    expect(String(user?.profileImageUrl).length).toBeLessThan(200_000);
    await page.reload();
    await expect(page.getByRole("img", { name: "Profile photo" })).toBeVisible();
  });
});
