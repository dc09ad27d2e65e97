import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";

import { expect, hydratingNavigation, markWelcomeSeen, sameOrigin, signUpViaApi, test, testRouteHeaders, toastRegion } from "./fixtures";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./owner-credentials";

// Log-ins are slowed per client address: each context of this file is its own client.
function clientAddress(info: TestInfo, who: string): string {
  let h = 0;
  for (const c of `${info.titlePath.join("/")}#${who}#${info.retry}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `10.${190 + (h % 50)}.${(h >>> 8) % 250}.${((h >>> 16) % 250) + 1}`;
}

async function newClient(browser: Browser, info: TestInfo, who: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress(info, who) } });
  await markWelcomeSeen(context);
  return { context, page: hydratingNavigation(await context.newPage()) };
}

/** A creator with 50 MSXT (5 earned at sign-up, 45 bought) who asks for a withdrawal via `method`. */
async function creatorAsks(page: Page, method: string): Promise<string> {
  await page.goto("/dashboard");
  await signUpViaApi(page, { firstName: "Wanda", lastName: method });
  expect((await page.request.post("/api/test/seed", { headers: testRouteHeaders(page), data: { tokenBalance: "50.00" } })).ok()).toBe(true);
  const asked = await page.request.post("/api/wallet/withdraw", { headers: sameOrigin(page), data: { method } });
  expect(asked.status()).toBe(201);
  return ((await asked.json()) as { id: string }).id;
}

test("the owner reviews withdrawal requests: where the funds came from, then approve or reject", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const creator = await newClient(browser, info, "creator");
  const approveId = await creatorAsks(creator.page, "paypal");

  const owner = await newClient(browser, info, "owner");
  await owner.page.goto("/login");
  await owner.page.getByLabel("Email").fill(OWNER_EMAIL);
  await owner.page.getByLabel("Password").fill(OWNER_PASSWORD);
  await owner.page.getByRole("button", { name: "Sign In" }).click();
  await expect(owner.page).toHaveURL(/\/dashboard\?owner=true$/);

  const review = owner.page.getByRole("region", { name: "Withdrawal requests" });
  await expect(review).toBeVisible();
  await expect(owner.page.getByTestId(`withdrawal-funds-${approveId}`)).toHaveText("Bought 45.00 MSXT · Earned 5.00 MSXT · USD $0.00");
  await review.getByRole("button", { name: "Approve Wanda paypal's withdrawal via paypal" }).click();
  await expect(toastRegion(owner.page).getByText("Withdrawal Approved")).toBeVisible();
  await expect(owner.page.getByTestId(`withdrawal-funds-${approveId}`)).toHaveCount(0);

  // The creator's wallet shows the decision.
  const wallet = (await (await creator.page.request.get("/api/wallet")).json()) as { transactions: { description: string; status: string }[] };
  expect(wallet.transactions[0]).toMatchObject({ description: "Withdrawal request via paypal (approved)", status: "completed" });

  // A second request, rejected; after a reload neither is waiting.
  const other = await newClient(browser, info, "creator-2");
  const rejectId = await creatorAsks(other.page, "zelle");
  await owner.page.reload();
  await review.getByRole("button", { name: "Reject Wanda zelle's withdrawal via zelle" }).click();
  await expect(toastRegion(owner.page).getByText("Withdrawal Rejected")).toBeVisible();
  await owner.page.reload();
  await expect(owner.page.getByTestId(`withdrawal-funds-${rejectId}`)).toHaveCount(0);
  await expect(owner.page.getByTestId(`withdrawal-funds-${approveId}`)).toHaveCount(0);

  // Nobody else can decide one (the route does not exist for them).
  const last = await newClient(browser, info, "creator-3");
  const third = await creatorAsks(last.page, "venmo");
  const forged = await last.page.request.post(`/api/owner/withdrawals/${third}`, { headers: sameOrigin(last.page), data: { decision: "approve" } });
  expect(forged.status()).toBe(404);
  await Promise.all([creator.context.close(), owner.context.close(), other.context.close(), last.context.close()]);
});
