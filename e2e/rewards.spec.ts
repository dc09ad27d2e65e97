import { challenges, earningActivities, streakBonuses, viewBonusTiers } from "../fixtures/rewards";
import { createDemoUser } from "../lib/user";
import { expect, savedUser, test, toastRegion } from "./fixtures";

const main = (page: import("@playwright/test").Page) => page.getByRole("main");

test.describe("rewards center", () => {
  test("header, overview cards, and the tabs by mouse, keyboard and URL", async ({ page }) => {
    await page.goto("/rewards");
    await expect(page.getByRole("heading", { level: 1, name: "Rewards Center" })).toBeVisible();
    await expect(page.getByTestId("rewards-balance")).toHaveText("150.50");
    for (const label of ["Total Earnings", "Today's Earnings", "Active Challenges", "Referral Bonus"]) {
      await expect(main(page).getByRole("heading", { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId("total-earnings")).toHaveText("75.50");
    const overview = page.getByRole("tabpanel", { name: "Overview" });
    await expect(overview).toContainText("5 MSXT");
    await expect(overview.getByRole("heading", { name: challenges[0].title })).toBeVisible();
    await expect(overview.getByRole("heading", { name: challenges[1].title })).toBeVisible();
    await expect(overview.getByRole("heading", { name: challenges[2].title })).toHaveCount(0);
    await expect(overview.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(4);

    await page.getByRole("tab", { name: "How to Earn" }).click();
    await expect(page).toHaveURL(/\?tab=how-to-earn$/);
    const earn = page.getByRole("tabpanel", { name: "How to Earn" });
    for (const a of [...earningActivities, ...viewBonusTiers, ...streakBonuses]) {
      await expect(earn.getByRole("listitem").filter({ hasText: a.title })).toContainText(`+${a.reward} MSXT`);
    }
    // Keyboard: arrows move between tabs and open them.
    await page.getByRole("tab", { name: "How to Earn" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Challenges" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Challenges" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=challenges$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Challenges" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Challenges" }).getByRole("listitem")).toHaveCount(4);

    await page.goto("/rewards?tab=history");
    await expect(page.getByRole("tab", { name: "Transaction History" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Transaction history" }).getByRole("listitem").first()).toBeVisible();

    await main(page).getByRole("link", { name: "Withdraw" }).click();
    await expect(page).toHaveURL(/\/token-converter$/);
  });

  test("a completed challenge is claimed once: balance up, reward at the top of the history, Claimed after reload", async ({ page }) => {
    const done = challenges.filter((c) => c.progress >= c.target);
    const open = challenges.find((c) => c.progress < c.target)!;
    expect(done.length).toBeGreaterThan(0);
    await page.goto("/rewards?tab=challenges");
    const panel = page.getByRole("tabpanel", { name: "Challenges" });
    const item = (title: string) => panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item(open.title)).toContainText(`${open.daysLeft} days left`);
    await expect(item(open.title).getByRole("button", { name: "Claim Reward" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Claim Reward" })).toHaveCount(done.length);

    const first = done[0];
    await item(first.title).getByRole("button", { name: "Claim Reward" }).click();
    await expect(toastRegion(page).getByText("Reward Claimed!")).toBeVisible();
    await expect(item(first.title)).toContainText("Claimed");
    await expect(item(first.title).getByRole("button", { name: "Claim Reward" })).toHaveCount(0);
    const demo = createDemoUser();
    const expected = (Number(demo.tokenBalance) + first.reward).toFixed(2);
    await expect(page.getByTestId("rewards-balance")).toHaveText(expected);
    expect(await savedUser(page)).toMatchObject({ tokenBalance: expected, totalEarnings: (Number(demo.totalEarnings) + first.reward).toFixed(2) });

    await page.getByRole("tab", { name: "Transaction History" }).click();
    const top = page.getByRole("list", { name: "Transaction history" }).getByRole("listitem").first();
    await expect(top).toContainText(`Challenge reward: ${first.title}`);
    await expect(top).toContainText(`+${first.reward.toFixed(2)} MSXT`);

    await page.reload();
    await page.getByRole("tab", { name: "Challenges" }).click();
    await expect(item(first.title)).toContainText("Claimed");
    await expect(item(first.title).getByRole("button", { name: "Claim Reward" })).toHaveCount(0);
    await expect(page.getByTestId("rewards-balance")).toHaveText(expected);
    // The overview shows the same state.
    await page.getByRole("tab", { name: "Overview" }).click();
    const overview = page.getByRole("tabpanel", { name: "Overview" });
    await expect(overview.getByRole("listitem", { name: first.title })).toContainText("Claimed");
  });
});
