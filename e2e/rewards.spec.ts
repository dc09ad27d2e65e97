import { challenges, earningActivities, streakBonuses, viewBonusTiers } from "../lib/catalog/rewards";
import { savedProjectRecord } from "../lib/projects/test-fixtures";
import { expect, sameOrigin, savedUser, signUpViaApi, test, toastRegion } from "./fixtures";
import { verifyViaMail } from "./mail";

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

  test("progress is what the server counted: three shared projects complete Social Sharer, claimed once, Claimed after reload", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const sharer = challenges.find((c) => c.id === "daily-shares")!;
    await page.goto("/rewards?tab=challenges");
    const account = await signUpViaApi(page);
    // Rewards need a verified e-mail: the link from the sign-up's mail.
    await verifyViaMail(page, account.email);
    await page.reload();
    const panel = page.getByRole("tabpanel", { name: "Challenges" });
    const item = (title: string) => panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    // A new account has done nothing yet: no challenge can be claimed (the sign-up itself is the streak's first day).
    for (const c of challenges) {
      await expect(item(c.title)).toContainText(`${c.id === "login-streak" ? 1 : 0} / ${c.target}`);
    }
    await expect(panel.getByRole("button", { name: "Claim Reward" })).toHaveCount(0);
    await expect(item(sharer.title)).toContainText("1 day left");

    // Three saved projects, each shared from My Projects (the server records the share).
    for (const title of ["Share One", "Share Two", "Share Three"]) {
      const res = await page.request.post("/api/projects", { headers: sameOrigin(page), data: { record: savedProjectRecord({ settings: { title } }) } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto("/projects?view=list");
    for (const title of ["Share One", "Share Two", "Share Three"]) {
      const shared = page.waitForResponse((r) => /\/api\/projects\/[^/]+\/share$/.test(r.url()) && r.request().method() === "POST");
      await page.getByRole("article", { name: title }).getByRole("button", { name: `Share ${title}` }).click();
      expect((await shared).status()).toBe(200);
    }

    await page.goto("/rewards?tab=challenges");
    await expect(item(sharer.title)).toContainText(`${sharer.target} / ${sharer.target}`);
    await expect(panel.getByRole("button", { name: "Claim Reward" })).toHaveCount(1);
    const before = Number((await savedUser(page))!.tokenBalance);
    await item(sharer.title).getByRole("button", { name: "Claim Reward" }).click();
    await expect(toastRegion(page).getByText("Reward Claimed!")).toBeVisible();
    await expect(item(sharer.title)).toContainText("Claimed");
    const expected = (before + sharer.reward).toFixed(2);
    await expect(page.getByTestId("rewards-balance")).toHaveText(expected);
    expect(await savedUser(page)).toMatchObject({ tokenBalance: expected });

    await page.getByRole("tab", { name: "Transaction History" }).click();
    const top = page.getByRole("list", { name: "Transaction history" }).getByRole("listitem").first();
    await expect(top).toContainText(`Challenge reward: ${sharer.title}`);
    await expect(top).toContainText(`+${sharer.reward.toFixed(2)} MSXT`);

    await page.reload();
    await page.getByRole("tab", { name: "Challenges" }).click();
    await expect(item(sharer.title)).toContainText("Claimed");
    await expect(panel.getByRole("button", { name: "Claim Reward" })).toHaveCount(0);
    await expect(page.getByTestId("rewards-balance")).toHaveText(expected);
  });
});
