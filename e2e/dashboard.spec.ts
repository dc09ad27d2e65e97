import { revenueSources } from "../lib/catalog/revenue";
import { siteConfig } from "../lib/config";
import { computeRevenue, formatCents } from "../lib/dashboard/revenue";
import { expect, sameOrigin, test } from "./fixtures";

test.describe("dashboard", () => {
  test("holds every element of both documents", async ({ page }) => {
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Demo!");
    await expect(main.getByText("7 Day Streak")).toBeVisible();
    await expect(main.getByRole("link", { name: "Start Creating" })).toHaveAttribute("href", "/editor");
    const banner = main.getByRole("link", { name: /Get more MSXT tokens/ });
    await expect(banner).toHaveAttribute("href", siteConfig.tokenPurchaseUrl);
    await expect(banner).toHaveAttribute("target", "_blank");

    for (const stat of ["MSXT Balance", "Total Earnings", "Videos Created", "AI Generations", "Community Views", "Community Rank"]) {
      await expect(main.getByRole("heading", { name: stat, exact: true })).toBeVisible();
    }
    await expect(main.getByTestId("dashboard-balance")).toHaveText("150.50");

    const projects = main.getByRole("region", { name: "Recent Projects" });
    await expect(projects.getByRole("listitem")).toHaveCount(3);
    await expect(projects.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/projects");

    for (const title of ["Recent Activity", "Today's Earnings", "Daily Earnings Summary", "Daily Rewards", "Revenue Shares", "Music Library", "Community"]) {
      await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByText("Video uploads")).toBeVisible();
    await expect(main.getByText("AI features used")).toBeVisible();

    const actions = main.getByRole("region", { name: "Quick Actions" });
    const expected: Record<string, string> = {
      "Create Video": "/editor",
      "Upload Media": "/editor?upload=1",
      "Browse Music Library": "#music-library",
      "Upgrade Plan": "/subscription",
      "Story Maker": "/story-maker",
      "View Earnings": "#earnings",
      Community: "#community",
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(actions.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await expect(actions.getByText("New Video Project")).toBeVisible();
    await actions.getByRole("link", { name: /^Browse Music Library/ }).click();
    await expect(main.getByRole("heading", { name: "Music Library" })).toBeInViewport();
    await actions.getByRole("link", { name: /^View Earnings/ }).click();
    await expect(main.getByRole("heading", { name: "Your Earnings" })).toBeInViewport();
  });

  test("the earnings panel switches period and shows the creator's side, policy and distribution", async ({ page }) => {
    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "Your Earnings" });
    const { totals } = computeRevenue(revenueSources);
    await expect(panel.getByTestId("creator-earnings-daily")).toHaveText(formatCents(totals.creatorDailyCents));
    await expect(panel.getByTestId("creator-earnings-weekly")).toBeHidden();
    await panel.getByRole("radio", { name: "Weekly" }).check();
    await expect(panel.getByTestId("creator-earnings-weekly")).toHaveText(formatCents(totals.creatorDailyCents * 7));
    await expect(panel.getByTestId("creator-earnings-daily")).toBeHidden();
    await panel.getByRole("radio", { name: "Yearly" }).check();
    await expect(panel.getByTestId("creator-earnings-yearly")).toHaveText(formatCents(totals.creatorYearlyCents));
    for (const text of ["Revenue Breakdown", "Ad Impression Earnings", "Withdrawal Policy", "Distribution", "Performance Summary"]) {
      await expect(panel.getByRole("heading", { name: text })).toBeVisible();
    }
    await expect(panel.getByText("Auto-claimed").filter({ visible: true })).toBeVisible();
    for (const text of ["No limits", "Instant", "$5.00", "Bank, PayPal, Crypto"]) await expect(panel.getByText(text, { exact: true })).toBeVisible();

    const shares = page.getByRole("region", { name: "Revenue Shares" });
    await expect(shares.getByTestId("revenue-chart").getByRole("listitem")).toHaveCount(revenueSources.length);
    await expect(shares.getByRole("row", { name: /^Total/ })).toContainText(formatCents(totals.creatorYearlyCents));
  });

  test("a daily claim adds 10 MSXT, records a transaction and stays claimed after a reload", async ({ page }) => {
    await page.goto("/dashboard");
    const rewards = page.getByRole("region", { name: "Daily Rewards" });
    await rewards.getByRole("button", { name: "Claim +10 MSXT, Daily Login" }).click();
    const claimed = rewards.getByRole("button", { name: "Claimed, Daily Login" });
    await expect(claimed).toBeDisabled();
    await expect(claimed).toHaveText("Claimed");
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("160.50");
    await expect(page.getByTestId("dashboard-balance")).toHaveText("160.50");
    const wallet = await (await page.request.get("/api/wallet")).json();
    expect(wallet.transactions[0]).toMatchObject({ type: "reward", amount: "+10.00", description: "Daily Login reward", status: "completed" });

    await page.reload();
    await expect(rewards.getByRole("button", { name: "Claimed, Daily Login" })).toBeDisabled();
    await expect(rewards.getByRole("button", { name: "Claim +100 MSXT, Weekly Bonus" })).toBeEnabled();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("160.50");

    await rewards.getByRole("button", { name: "Claim +100 MSXT, Weekly Bonus" }).click();
    await expect(rewards.getByRole("button", { name: "Claimed, Weekly Bonus" })).toBeDisabled();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("260.50");
  });

  test("the server credits a claim once per period, whatever the browser sends", async ({ page }) => {
    await page.goto("/dashboard");
    const rewards = page.getByRole("region", { name: "Daily Rewards" });
    await rewards.getByRole("button", { name: "Claim +10 MSXT, Daily Login" }).click();
    await expect(rewards.getByRole("button", { name: "Claimed, Daily Login" })).toBeDisabled();
    // Replayed requests (and edited browser storage) change nothing: the period's key is unique in the database.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => page.request.post("/api/wallet/claim", { headers: sameOrigin(page), data: { kind: "daily" } })),
    );
    for (const res of again) expect(res.status()).toBe(409);
    await page.evaluate(() => localStorage.setItem("msx.rewards.dailyClaimedAt", "1970-01-01T00:00:00.000Z"));
    await page.reload();
    await expect(rewards.getByRole("button", { name: "Claimed, Daily Login" })).toBeDisabled();
    await expect(page.getByTestId("sidebar-balance").first()).toContainText("160.50");
  });
});

test("on a phone the dashboard and its owner-less revenue table fit the width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Revenue Shares" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
