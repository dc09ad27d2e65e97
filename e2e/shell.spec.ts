import { sidebarRoutes } from "../lib/shell/routes";
import { expect, savedUser, test } from "./fixtures";

test.describe("studio shell", () => {
  // Every route answering 200 with the shell is checked in e2e/routes.spec.ts, on the same load as its layout shift
  // and accessibility.

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sidebar holds every listed link in order and highlights the current route", async ({ page }) => {
    await page.goto("/effects");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([...sidebarRoutes]);
    await expect(nav.getByRole("link", { name: "Effects", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole("link", { name: "Template Gallery" }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(nav.getByRole("link", { name: "Template Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "MSX Studio" }).first()).toHaveAttribute("href", "/");
  });

  test("the balance card shows the demo user's balance and its buttons lead somewhere", async ({ page }) => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Token balance" });
    await expect(card.getByTestId("sidebar-balance")).toContainText("150.50");
    await expect(card).toContainText("$150.50 USD");
    // Buy buys MSXT by card on our own page (e2e/buy-msxt.spec.ts).
    await expect(card.getByRole("link", { name: "Buy" })).toHaveAttribute("href", "/buy-msxt");
    await expect(card.getByRole("link", { name: "Buy" })).not.toHaveAttribute("target", "_blank");
    await card.getByRole("link", { name: "Withdraw" }).click();
    await expect(page).toHaveURL(/\/token-converter$/);
    const user = await savedUser(page);
    expect(user).toMatchObject({ tokenBalance: "150.50", totalEarnings: "75.50", subscriptionPlan: "pro" });
    await expect(page.getByTestId("sidebar-user-name").first()).toHaveText("Demo Creator");
    await expect(page.getByTestId("sidebar-user-plan").first()).toHaveText("Pro Plan");
  });

  test("logging out sends a guarded page to /login", async ({ page }) => {
    await page.goto("/my-account");
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await savedUser(page)).toBeNull();
    await page.goto("/projects");
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    expect(await savedUser(page)).toBeNull();
  });

  test("a corrupt or forged saved user in browser storage changes nothing the server reports", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await page.goto("/dashboard");
    const before = await savedUser(page);
    await page.evaluate(() => localStorage.setItem("msx.user", "{not json"));
    await page.reload();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("150.50");
    expect(errors.some((e) => e.includes("Failed to parse saved user"))).toBe(true);
    // A user edited in devtools with any balance: the server's balance stays, and so does what the page shows.
    await page.evaluate(() =>
      localStorage.setItem("msx.user", JSON.stringify({ id: "x", username: "x", email: "x@x.test", tokenBalance: "999999.00", subscriptionPlan: "enterprise", totalEarnings: "0", createdAt: "", updatedAt: "" })),
    );
    await page.reload();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("150.50");
    expect(await savedUser(page)).toMatchObject({ id: before?.id, tokenBalance: "150.50", subscriptionPlan: "pro" });
  });

  test("a narrow viewport shows the menu button and the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // The drawer holds the whole sidebar: routes, the balance card and the user block.
    await expect(drawer.getByTestId("sidebar-balance")).toContainText("150.50");
    await expect(drawer.getByRole("button", { name: "Log out" })).toBeVisible();
    await drawer.getByRole("link", { name: "Rewards Center" }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(drawer).toBeHidden();
  });

  test("the page sends the sidebar once, for both the desktop column and the drawer", async ({ request }) => {
    const html = await (await request.get("/editor")).text();
    // The drawer's copy is not rendered until it opens, and the page's RSC payload describes the sidebar once.
    expect(html.match(/<a[^>]* href="\/ai-debug"/g)).toHaveLength(1);
    const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1])).join("");
    expect(payload.match(/"href":"\/ai-debug"/g)).toHaveLength(1);
  });

  test("logging out toasts, and F8 moves focus into the notification region", async ({ page }) => {
    await page.goto("/dashboard");
    const region = page.getByRole("region", { name: /Notifications/ });
    // The toaster comes with the page's first toast: a page that has not toasted draws none.
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(region).toHaveCount(0);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(region.getByText("Logged Out")).toBeVisible();
    await expect(region.getByText("You have been signed out.")).toBeVisible();
    await page.keyboard.press("F8");
    const inRegion = await page.evaluate(
      () => document.activeElement?.closest("section")?.getAttribute("aria-label") ?? "",
    );
    expect(inRegion).toMatch(/Notifications/);
  });

  test("every response carries the security headers", async ({ page, request }) => {
    for (const path of ["/", "/editor", "/no-such-page"]) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["content-security-policy"]).toMatch(/media-src 'self' blob: data:/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
    }
    // API answers: a policy under which nothing loads or runs, and the same other headers.
    for (const path of ["/api/health", "/api/me"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    // The page really runs under that policy: hydration works (the sidebar highlights the route).
    await page.goto("/editor");
    await expect(page.getByRole("link", { name: "Video Editor" })).toHaveAttribute("aria-current", "page");
  });
});

test("the studio has its own icon, so browsers ask for no missing favicon", async ({ page }) => {
  await page.goto("/dashboard");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});
