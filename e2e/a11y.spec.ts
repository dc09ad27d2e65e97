import AxeBuilder from "@axe-core/playwright";

import { allRoutes } from "../lib/routes";
import { expect, test } from "./fixtures";

// Every route of the table; later screens keep this green as they arrive.
for (const path of allRoutes) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
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
