/**
 * The main pages at a phone's width and a desktop's: no serious or critical accessibility violations (axe), on what
 * each shows once settled. (Every route at the default size is checked in routes.spec.ts.)
 */
import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./fixtures";

const pages = ["/", "/dashboard", "/editor", "/projects", "/subscription", "/effects", "/templates"];

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });
    for (const path of pages) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
        expect(serious, `accessibility violations on ${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
