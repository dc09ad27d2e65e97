import type { Page, TestInfo } from "@playwright/test";

import { revenueSources } from "../lib/catalog/revenue";
import { computeRevenue, formatCents, formatRatio } from "../lib/dashboard/revenue";
import { expect, test, toastRegion } from "./fixtures";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./owner-credentials";

const COOKIE = "msx_session";

// The owner route slows repeated failures per client; each test is its own client here, so
// other specs' logins (and this file's rate-limit test) do not slow these down.
function clientAddress(info: TestInfo): string {
  let h = 0;
  for (const c of `${info.titlePath.join("/")}#${info.repeatEachIndex}#${info.retry}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `10.${70 + (h % 50)}.${(h >>> 8) % 250}.${((h >>> 16) % 250) + 1}`;
}
test.beforeEach(async ({ page }, info) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(info) });
});

async function loginWith(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Figures only the owner may receive (computed by the same function the dashboard uses). */
function ownerFigures(): string[] {
  const { rows, totals, ownerToCreatorRatio } = computeRevenue(revenueSources);
  return [
    formatCents(totals.ownerDailyCents),
    formatCents(totals.ownerYearlyCents),
    formatCents(totals.dailyCents),
    formatCents(totals.yearlyCents),
    formatCents(totals.ownerDailyCents * 7),
    formatCents(totals.ownerDailyCents * 30),
    formatCents(rows[0]!.ownerDailyCents),
    formatCents(rows[1]!.ownerDailyCents),
    formatRatio(ownerToCreatorRatio),
    "Platform Overview",
    "Owner Earnings",
  ];
}

async function expectCreatorView(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  await expect(page.getByRole("heading", { name: "Your Earnings" })).toBeVisible();
  await expect(page.getByText("Owner View")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Platform Overview" })).toHaveCount(0);
}

test.describe("owner access", () => {
  test("the configured owner credentials reach the owner view, and logging out ends it", async ({ page, context }) => {
    await loginWith(page, OWNER_EMAIL, OWNER_PASSWORD);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeVisible();
    await expect(toastRegion(page).getByText("Owner Access Granted")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?owner=true$/);
    await expect(page.getByText("Owner View")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Platform Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Owner Earnings" })).toBeVisible();
    const { totals, ownerToCreatorRatio } = computeRevenue(revenueSources);
    await expect(page.getByTestId("owner-daily-total")).toHaveText(formatCents(totals.ownerDailyCents));
    await expect(page.getByTestId("owner-ratio")).toHaveText(formatRatio(ownerToCreatorRatio));
    await expect(page.getByTestId("owner-earnings-daily")).toHaveText(formatCents(totals.ownerDailyCents));
    await page.getByRole("radio", { name: "Yearly" }).check();
    await expect(page.getByTestId("owner-earnings-yearly")).toHaveText(formatCents(totals.ownerYearlyCents));
    await expect(page.getByTestId("owner-earnings-daily")).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE);

    // Without ?owner=true the owner sees the creator view.
    await page.goto("/dashboard");
    await expectCreatorView(page);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === COOKIE && c.value !== "")).toBe(false);
    await page.getByRole("button", { name: "Continue as Demo User" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard?owner=true");
    await expectCreatorView(page);
  });

  test("a wrong password is refused and gives no owner access", async ({ page }) => {
    await loginWith(page, OWNER_EMAIL, `${OWNER_PASSWORD}x`);
    await expect(toastRegion(page).getByText("Login Failed")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard?owner=true");
    await expectCreatorView(page);
  });

  test("Google login never grants owner access, even after an owner session", async ({ page }) => {
    await loginWith(page, OWNER_EMAIL, OWNER_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\?owner=true$/);
    await expect(page.getByText("Owner View")).toBeVisible();
    await page.goto("/login");
    await page.getByRole("button", { name: "Google", exact: true }).click();
    await expect(toastRegion(page).getByText("Google Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard?owner=true");
    await expectCreatorView(page);
  });

  test("?owner=true without the cookie renders the creator view, and its HTML holds no owner figure", async ({ page, playwright }, info) => {
    await page.goto("/dashboard?owner=true");
    await expectCreatorView(page);

    const anonymous = await playwright.request.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress(info), origin: info.project.use.baseURL! },
    });
    const html = await (await anonymous.get("/dashboard?owner=true")).text();
    expect(html).toContain("Your Earnings");
    for (const figure of ownerFigures()) expect(html, figure).not.toContain(figure);
    // A forged cookie changes nothing.
    const forged = await (await anonymous.get("/dashboard?owner=true", { headers: { cookie: `${COOKIE}=${"A".repeat(43)}; msx_owner=eyJzdWIiOiJvd25lciJ9.AAAA` } })).text();
    for (const figure of ownerFigures()) expect(forged, figure).not.toContain(figure);

    // The same request with a real owner session does carry them (so the check above can fail).
    const login = await anonymous.post("/api/auth/login", { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
    expect(await login.json()).toMatchObject({ owner: true, user: { role: "owner" } });
    const ownerHtml = await (await anonymous.get("/dashboard?owner=true")).text();
    for (const figure of ownerFigures()) expect(ownerHtml, figure).toContain(figure);
    await anonymous.dispose();
  });

  test("no owner e-mail, password or session secret appears in any JavaScript the browser loads", async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.add(res.url());
    });
    for (const path of ["/login", "/signup", "/forgot-password", "/account", "/dashboard"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const src of await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src))) scripts.add(src);
    }
    await loginWith(page, OWNER_EMAIL, OWNER_PASSWORD);
    await expect(page.getByText("Owner View")).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const src of await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src))) scripts.add(src);

    expect(scripts.size).toBeGreaterThan(5);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body.length).toBeGreaterThan(0);
      for (const secret of [OWNER_EMAIL, OWNER_PASSWORD]) expect(body, `${url} holds a secret`).not.toContain(secret);
    }
    // Nor does any page's HTML (with its inline scripts) as the server sends it.
    for (const path of ["/login", "/signup", "/dashboard", "/dashboard?owner=true"]) {
      const html = await (await request.get(path)).text();
      for (const secret of [OWNER_EMAIL, OWNER_PASSWORD]) expect(html).not.toContain(secret);
    }
  });

  test("repeated failed log-ins for one e-mail from one address are slowed with 429 and Retry-After, counted in the database; no one is locked out", async ({ playwright }, info) => {
    const make = (ip: string) =>
      playwright.request.newContext({ baseURL: info.project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip, origin: info.project.use.baseURL! } });
    const email = `target-${Date.now().toString(36)}@example.com`;
    const client = await make(`${clientAddress(info)}`.replace(/^10\./, "172."));
    for (let i = 0; i < 20; i += 1) {
      const res = await client.post("/api/auth/login", { data: { email, password: `wrong-${i}` } });
      expect(res.status()).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "invalid_credentials", message: "Invalid email or password" } });
    }
    // The next try for that e-mail from that address is slowed.
    const blocked = await client.post("/api/auth/login", { data: { email, password: "anything" } });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: { code: "rate_limited" } });
    // From another address the same e-mail is not slowed: a guesser cannot lock its owner out.
    const other = await make(`${clientAddress(info)}`.replace(/^10\./, "192."));
    const elsewhere = await other.post("/api/auth/login", { data: { email, password: "anything" } });
    expect(elsewhere.status()).toBe(401);
    expect(await elsewhere.json()).toEqual({ error: { code: "invalid_credentials", message: "Invalid email or password" } });
    // Another e-mail from the slowed address is not slowed.
    const ok = await client.post("/api/auth/login", { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
    expect(await ok.json()).toMatchObject({ owner: true });
    expect(ok.headers()["set-cookie"]).toMatch(/msx_session=.+; .*HttpOnly/i);
    await client.dispose();
    await other.dispose();
  });

  test("bad input is answered with the error shape", async ({ request }, info) => {
    const headers = { origin: info.project.use.baseURL! };
    const res = await request.post("/api/auth/login", { headers, data: { email: "" } });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_request" } });
    const notJson = await request.post("/api/auth/login", { headers: { ...headers, "content-type": "application/json" }, data: Buffer.from("{nope") });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: "invalid_json" } });
  });
});
