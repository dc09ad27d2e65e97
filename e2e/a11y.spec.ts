import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { allRoutes } from "../lib/shell/routes";
import { expect, hydratingNavigation, markWelcomeSeen, test as base } from "./fixtures";

/**
 * One browser page per worker, reused for every route: each test loads its route in it, once, and runs axe once
 * on what the route shows. The page loads are real navigations (the server renders each route anew); only the
 * browser's cache of the app's scripts is kept between them, as for a visitor going from page to page.
 */
const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await markWelcomeSeen(context);
      await use(hydratingNavigation(await context.newPage()));
      await context.close();
    },
    { scope: "worker" },
  ],
});

// Every route of the table; later screens keep this green as they arrive.
for (const path of allRoutes) {
  test(`${path} has no serious or critical accessibility violations`, async ({ visitor: page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
    expect(serious).toEqual([]);
  });
}
