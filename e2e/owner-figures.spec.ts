import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";

import { plans } from "../lib/catalog/plans";
import { quote } from "../lib/subscription/pricing";
import { expect, hydratingNavigation, markWelcomeSeen, sameOrigin, signUpViaApi, test, testRouteHeaders } from "./fixtures";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./owner-credentials";

// Log-ins are slowed per client address: each context of this file is its own client.
function clientAddress(info: TestInfo, who: string): string {
  let h = 0;
  for (const c of `${info.titlePath.join("/")}#${who}#${info.retry}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `10.${130 + (h % 50)}.${(h >>> 8) % 250}.${((h >>> 16) % 250) + 1}`;
}

async function newClient(browser: Browser, info: TestInfo, who: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress(info, who) } });
  // As the `page` fixture does: the welcome dialog is marked as seen, so it does not cover the screen.
  await markWelcomeSeen(context);
  const page = hydratingNavigation(await context.newPage());
  return { context, page };
}

type Plan = "starter" | "pro" | "enterprise";
type Period = "monthly" | "yearly";
type Payment = "card" | "tokens";

/** What the server charges for a plan, in cents of the payment's currency (the app's own price list). */
function price(plan: Plan, period: Period, payment: Payment): number {
  const q = quote(plans.find((p) => p.id === plan)!, period, null);
  return payment === "card" ? q.dueCents : q.dueTokenCents;
}

/** Places a paid order through POST /api/orders and answers what it charged, in cents. */
async function placeOrder(page: Page, plan: Plan, period: Period, payment: Payment): Promise<number> {
  // The embedded payment provider takes any valid card except its decline number; tokens need none.
  const card = payment === "card" ? { number: "4242 4242 4242 4242", expiry: "12/39", cvv: "123" } : undefined;
  const res = await page.request.post("/api/orders", { headers: sameOrigin(page), data: { plan, period, source: "checkout", payment, card } });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { amount: string; status: string } };
  const charged = price(plan, period, payment);
  expect(order.status).toBe("paid");
  expect(Math.round(Number(order.amount) * 100)).toBe(charged);
  return charged;
}

const toNumber = (text: string) => Number(text.replace(/[$,\s]/g, ""));
const toCents = (text: string) => Math.round(toNumber(text) * 100);

/** The owner view's figures as the page shows them (the charts' data tables and the tiles). */
async function readFigures(page: Page) {
  const text = async (id: string) => (await page.getByTestId(id).textContent()) ?? "";
  const figures = {
    ordersToday: toNumber(await text("owner-orders-today")),
    proToday: toNumber(await text("owner-orders-pro-today")),
    pro30: toNumber(await text("owner-orders-pro-last30d")),
    starterToday: toNumber(await text("owner-orders-starter-today")),
    enterpriseToday: toNumber(await text("owner-orders-enterprise-today")),
    enterprise30: toNumber(await text("owner-orders-enterprise-last30d")),
    usdProToday: toCents(await text("owner-usd-pro-today")),
    usdPro30: toCents(await text("owner-usd-pro-last30d")),
    usdEnterpriseToday: toCents(await text("owner-usd-enterprise-today")),
    usdEnterprise30: toCents(await text("owner-usd-enterprise-last30d")),
    msxtStarterToday: toCents(await text("owner-msxt-revenue-starter-today")),
    msxtStarter30: toCents(await text("owner-msxt-revenue-starter-last30d")),
    creators: toNumber(await text("owner-creators-total-value")),
    active: toNumber(await text("owner-creators-active-value")),
    issued: toCents(await text("owner-msxt-issued-value")),
  };
  for (const [name, value] of Object.entries(figures)) expect(Number.isFinite(value), name).toBe(true);
  return figures;
}

interface ApiStats {
  stats: {
    creators: { total: number; active7d: number };
    orders: { byPlan: Record<Plan, { today: { orders: number; usdCents: number; msxtCents: number }; last30d: { orders: number } }> };
  };
}

async function apiStats(page: Page): Promise<ApiStats["stats"]> {
  const res = await page.request.get("/api/owner/stats");
  expect(res.status()).toBe(200);
  return ((await res.json()) as ApiStats).stats;
}

async function openOwnerView(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\?owner=true$/);
  await expect(page.getByRole("heading", { name: "Platform figures" })).toBeVisible();
}

test.describe("the owner's real figures", () => {
  test("after orders made in the test, the owner view's figures and charts move by exactly those orders", async ({ browser }, info) => {
    // Three browsers (the owner, two creators), two sign-ups and five orders: more than the default minute.
    test.setTimeout(120_000);
    const owner = await newClient(browser, info, "owner");
    await openOwnerView(owner.page);
    // The sample presentation stays beside the real figures.
    await expect(owner.page.getByRole("heading", { name: "Platform Overview" })).toBeVisible();
    await expect(owner.page.getByRole("heading", { name: "Revenue Shares" })).toBeVisible();
    const before = await readFigures(owner.page);
    const apiBefore = await apiStats(owner.page);

    // Creator A: a starter plan paid with tokens, then pro by card; plus a failed order today and a paid
    // enterprise order 20 days old (recorded by the test-only seed route).
    const a = await newClient(browser, info, "creator-a");
    await a.page.goto("/dashboard");
    await signUpViaApi(a.page);
    const seeded = await a.page.request.post("/api/test/seed", {
      headers: testRouteHeaders(a.page),
      data: {
        tokenBalance: "500.00",
        orders: [
          { plan: "pro", payment: "card", amountCents: 1999, status: "failed" },
          { plan: "enterprise", payment: "card", amountCents: 9999, daysAgo: 20 },
        ],
      },
    });
    expect(seeded.ok(), await seeded.text()).toBe(true);
    const starterTokens = await placeOrder(a.page, "starter", "monthly", "tokens");
    const proMonthly = await placeOrder(a.page, "pro", "monthly", "card");
    // Creator B: pro yearly by card.
    const b = await newClient(browser, info, "creator-b");
    await b.page.goto("/dashboard");
    await signUpViaApi(b.page);
    const proYearly = await placeOrder(b.page, "pro", "yearly", "card");

    // A creator gets nothing from the owner's route, and no owner figures in the page.
    const refused = await b.page.request.get("/api/owner/stats");
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
    await b.page.goto("/dashboard?owner=true");
    await expect(b.page.getByRole("heading", { name: "Platform figures" })).toHaveCount(0);

    // The owner view's Refresh reads the figures again (the server re-renders them).
    await owner.page.getByRole("button", { name: "Refresh" }).click();
    await expect(owner.page.getByTestId("owner-orders-pro-today")).toHaveText((before.proToday + 2).toLocaleString("en-US"));
    const after = await readFigures(owner.page);
    expect(after.proToday - before.proToday).toBe(2);
    expect(after.pro30 - before.pro30).toBe(2);
    expect(after.usdProToday - before.usdProToday).toBe(proMonthly + proYearly);
    expect(after.usdPro30 - before.usdPro30).toBe(proMonthly + proYearly);
    expect(after.starterToday - before.starterToday).toBe(1);
    expect(after.msxtStarterToday - before.msxtStarterToday).toBe(starterTokens);
    expect(after.msxtStarter30 - before.msxtStarter30).toBe(starterTokens);
    expect(after.ordersToday - before.ordersToday).toBe(3);
    // The 20-day-old order counts in the 30 days only; the failed one nowhere.
    expect(after.enterpriseToday - before.enterpriseToday).toBe(0);
    expect(after.enterprise30 - before.enterprise30).toBe(1);
    expect(after.usdEnterpriseToday - before.usdEnterpriseToday).toBe(0);
    expect(after.usdEnterprise30 - before.usdEnterprise30).toBe(9999);
    // Two new creators, both active; each got 5 MSXT welcome and A was topped up to 500 (other specs sign up too).
    expect(after.creators - before.creators).toBeGreaterThanOrEqual(2);
    expect(after.active - before.active).toBeGreaterThanOrEqual(2);
    expect(after.issued - before.issued).toBeGreaterThanOrEqual(50_000 + 500);

    // The chart says the same to assistive technology.
    await expect(owner.page.getByRole("img", { name: new RegExp(`^Paid orders by plan: .*Pro ${after.proToday} today and ${after.pro30} in`) })).toBeVisible();

    // The refresh route answers the same figures, moved by the same orders.
    const apiAfter = await apiStats(owner.page);
    expect(apiAfter.orders.byPlan.pro.today.orders - apiBefore.orders.byPlan.pro.today.orders).toBe(2);
    expect(apiAfter.orders.byPlan.pro.today.usdCents - apiBefore.orders.byPlan.pro.today.usdCents).toBe(proMonthly + proYearly);
    expect(apiAfter.orders.byPlan.starter.today.msxtCents - apiBefore.orders.byPlan.starter.today.msxtCents).toBe(starterTokens);
    expect(apiAfter.orders.byPlan.enterprise.last30d.orders - apiBefore.orders.byPlan.enterprise.last30d.orders).toBe(1);

    for (const client of [owner, a, b]) await client.context.close();
  });

  test("the figures fit a 375 px screen without horizontal scrolling", async ({ browser }, info) => {
    const owner = await newClient(browser, info, "owner-phone");
    await owner.page.setViewportSize({ width: 375, height: 800 });
    await openOwnerView(owner.page);
    const section = owner.page.getByTestId("owner-figures");
    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(owner.page.getByRole("img", { name: /^Creators: / })).toBeVisible();
    await owner.context.close();
  });
});
