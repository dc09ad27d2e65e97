import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { devPromoCodes } from "../lib/server/promo-codes-default";
import { expect, sameOrigin, savedUser, test, toastRegion } from "./fixtures";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./owner-credentials";
import { seedUser } from "./subscription-helpers";

// The codes the server runs with: PROMO_CODES when the test environment sets it, else the default.
const codes: { code: string; discount: number; type: string; usageLimit: number | null; freeMonths: number | null }[] =
  process.env.PROMO_CODES ? JSON.parse(process.env.PROMO_CODES) : devPromoCodes;
const unlimited = codes.find((c) => c.usageLimit === null && c.discount === 100 && c.type === "lifetime")!;
const limited = codes.filter((c) => c.usageLimit !== null && c.type === "lifetime").at(-1)!;
const monthsFree = codes.find((c) => c.type === "months_free")!;
// A second code with 2 uses, for the purchase below (the spent-code test uses up `limited`).
const twoUses = codes.find((c) => c.usageLimit === 2 && c.type === "lifetime" && c.code !== limited.code)!;

async function openCart(page: Page, planName = "Creator Starter") {
  await page.goto("/subscription");
  await page.getByRole("article", { name: planName }).getByRole("button").click();
  const cart = page.getByRole("dialog", { name: "Cart" });
  await expect(cart).toBeVisible();
  return cart;
}

async function apply(page: Page, code: string) {
  const cart = page.getByRole("dialog", { name: "Cart" });
  await cart.getByLabel("Promo Code").fill(code);
  await cart.getByRole("button", { name: "Apply" }).click();
}

test.describe("promo codes", () => {
  test("a valid code applies, and a 100% lifetime code reads FREE FOREVER", async ({ page }) => {
    const cart = await openCart(page, "Creator Enterprise");
    await apply(page, unlimited.code);
    await expect(toastRegion(page).getByText("Promo Code Applied!")).toBeVisible();
    await expect(cart.getByText(`${unlimited.code.toUpperCase()}`, { exact: true })).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("FREE FOREVER");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await expect(checkout.getByText("No payment is needed for this order.")).toBeVisible();
    await checkout.getByRole("button", { name: "Complete Order" }).click();
    await expect(toastRegion(page).getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "enterprise", tokenBalance: "150.50" });
  });

  test("codes match case-insensitively", async ({ page }) => {
    const cart = await openCart(page);
    await apply(page, `  ${unlimited.code.toLowerCase()} `);
    await expect(toastRegion(page).getByText("Promo Code Applied!")).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("FREE FOREVER");
    await cart.getByRole("button", { name: "Remove" }).click();
    await expect(cart.getByTestId("order-total")).toHaveText("$12.99");
  });

  test("an unknown code gives the destructive 'Invalid Promo Code' toast", async ({ page }) => {
    const cart = await openCart(page);
    await apply(page, `${unlimited.code}-NOPE`);
    await expect(toastRegion(page).getByText("Invalid Promo Code")).toBeVisible();
    await expect(toastRegion(page).getByText("Please check your code and try again.")).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("$12.99");
  });

  test("a months-free code charges nothing today and still asks for a card", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    const cart = await openCart(page, "Creator Starter");
    await apply(page, monthsFree.code);
    await expect(toastRegion(page).getByText("Promo Code Applied!")).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("$0.00");
    await expect(cart).toContainText(`${monthsFree.freeMonths} months free, then $12.99/month.`);
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Secure Checkout" }).getByLabel("Card Number")).toBeVisible();
  });

  test("a spent code is refused with its own message", async ({ page, request, browser }) => {
    // Spend the code on the server through orders (each paid order counts one use), whatever earlier runs used.
    // A code is used once per account, so each order comes from its own visitor.
    let status = 201;
    for (let i = 0; i <= (limited.usageLimit ?? 0) && status === 201; i++) {
      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const other = await visitor.newPage();
      await other.goto("/subscription");
      const res = await other.request.post("/api/orders", {
        headers: sameOrigin(other),
        data: { plan: "enterprise", period: "monthly", source: "checkout", payment: "card", promoCode: limited.code },
      });
      status = res.status();
      if (status === 201) {
        // The same account cannot use it a second time.
        const again = await other.request.post("/api/orders", {
          headers: sameOrigin(other),
          data: { plan: "pro", period: "monthly", source: "checkout", payment: "card", promoCode: limited.code },
        });
        expect(again.status()).toBe(409);
        expect((await again.json()).error.code).toMatch(/^promo_code_(used|spent)$/);
      }
      await visitor.close();
    }
    expect(status).toBe(409);
    await page.goto("/subscription");
    const res = await request.post("/api/promo/validate", { data: { code: limited.code.toLowerCase() } });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "promo_code_spent", message: "This promo code has reached its usage limit." } });

    const cart = await openCart(page);
    await apply(page, limited.code);
    await expect(toastRegion(page).getByText("Promo Code Used Up")).toBeVisible();
    await expect(toastRegion(page).getByText("This promo code has reached its usage limit.")).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("$12.99");
  });

  test("buying a plan with a 2-use code through the cart changes the plan and records the order", async ({ page, request }) => {
    // The code unused, whatever earlier runs against this server spent.
    await seedUser(page, { subscriptionPlan: "free", unusedPromoCodes: [twoUses.code] });
    await page.goto("/subscription");
    const cart = await openCart(page, "Creator Pro");
    await apply(page, twoUses.code.toLowerCase());
    await expect(toastRegion(page).getByText("Promo Code Applied!")).toBeVisible();
    await expect(cart.getByTestId("order-total")).toHaveText("FREE FOREVER");
    await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Secure Checkout" });
    await checkout.getByRole("button", { name: "Complete Order" }).click();
    await expect(toastRegion(page).getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("current-plan-badge")).toHaveText("Creator Pro");
    expect(await savedUser(page)).toMatchObject({ subscriptionPlan: "pro", planCancelAtPeriodEnd: false });
    // The order, newest first, with its promo code.
    const res = await page.request.get("/api/orders");
    expect(res.status()).toBe(200);
    const { orders } = (await res.json()) as { orders: Record<string, unknown>[] };
    expect(orders[0]).toMatchObject({
      plan: "pro",
      period: "monthly",
      source: "checkout",
      paymentMethod: "card",
      promoCode: twoUses.code.toUpperCase(),
      listPrice: "29.99",
      discount: "29.99",
      amount: "0.00",
      status: "paid",
    });
    // One use is counted in the database: validate reports the one left to another visitor, and to this account
    // that it has used the code (once per account).
    const left = await request.post("/api/promo/validate", { data: { code: twoUses.code } });
    expect(left.status()).toBe(200);
    expect(await left.json()).toMatchObject({ code: twoUses.code.toUpperCase(), remainingUses: 1 });
    const mine = await page.request.post("/api/promo/validate", { headers: sameOrigin(page), data: { code: twoUses.code } });
    expect(mine.status()).toBe(409);
    expect(await mine.json()).toEqual({ error: { code: "promo_code_used", message: "You have already used this promo code." } });
  });

  test("the owner's promo panel counts the uses stored in the database", async ({ page }) => {
    // Its own client address: the log-in rate limit of other specs does not reach it.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.131.7.9" });
    await page.goto("/login");
    // The code unused, whatever earlier runs against this server spent (the owner too uses a code once).
    await seedUser(page, { unusedPromoCodes: [monthsFree.code] });
    await page.getByLabel("Email").fill(OWNER_EMAIL);
    await page.getByLabel("Password").fill(OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Owner View")).toBeVisible();
    await page.goto("/subscription");
    const uses = page.getByRole("row").filter({ hasText: monthsFree.code }).getByRole("cell").last();
    await expect(uses).toHaveText(new RegExp(`^\\d+ / ${monthsFree.usageLimit}$`));
    const before = Number((await uses.textContent())!.split("/")[0].trim());
    const res = await page.request.post("/api/orders", {
      headers: sameOrigin(page),
      data: {
        plan: "starter",
        period: "monthly",
        source: "checkout",
        payment: "card",
        promoCode: monthsFree.code,
        card: { number: "4242424242424242", expiry: "12/39", cvv: "123" },
      },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await expect(uses).toHaveText(`${before + 1} / ${monthsFree.usageLimit}`);
  });

  test("the route handler answers the one error shape", async ({ request }) => {
    const unknown = await request.post("/api/promo/validate", { data: { code: "NO-SUCH-CODE-123" } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "invalid_promo_code", message: "Please check your code and try again." } });
    const bad = await request.post("/api/promo/validate", { headers: { "Content-Type": "application/json" }, data: Buffer.from("{oops") });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const empty = await request.post("/api/promo/validate", { data: { code: "" } });
    expect(empty.status()).toBe(400);
    const ok = await request.post("/api/promo/validate", { data: { code: unlimited.code } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ discount: 100, type: "lifetime", remainingUses: null });
    const get = await request.get("/api/promo/validate");
    expect(get.status()).toBe(405);
  });

  test("no promo code occurs in any JavaScript the browser loads", async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (r) => {
      if (r.request().resourceType() === "script" || r.url().endsWith(".js")) scripts.add(r.url());
    });
    for (const path of ["/subscription", "/rewards", "/templates", "/veo3", "/dashboard"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Open every lazy piece of the purchase flow too.
    await page.goto("/subscription");
    await page.getByRole("article", { name: "Creator Starter" }).getByRole("button").click();
    await page.getByRole("dialog", { name: "Cart" }).getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Secure Checkout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("sidebar-user-plan").first().click();
    await expect(page.getByRole("dialog", { name: "Choose Your Plan" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(3);

    const needles = codes.flatMap((c) => [c.code, c.code.toUpperCase(), c.code.toLowerCase()]);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      for (const n of needles) expect(body.includes(n), `${n} in ${url}`).toBe(false);
    }
    // And every client chunk of the build, loaded or not.
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
    const files = walk(".next/static").filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const body = readFileSync(f, "utf8");
      for (const n of needles) expect(body.includes(n), `${n} in ${f}`).toBe(false);
    }
    // The page's HTML and flight data carry no code either (the owner panel is not rendered).
    const html = await (await request.get("/subscription")).text();
    for (const n of needles) expect(html.includes(n)).toBe(false);
  });
});
