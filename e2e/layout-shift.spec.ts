import { allRoutes } from "../lib/shell/routes";
import { expect, test } from "./fixtures";

// Layout shift budget: 0, as a score rounded to three decimals (how Lighthouse reports CLS). Each
// route is loaded cold and watched until the network is idle and its lazily loaded parts have
// arrived; the elements that moved are named in the failure message.
for (const path of allRoutes) {
  test(`${path} loads without layout shift`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: { value: number; sources: string[] } };
      w.__cls = { value: 0, sources: [] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          w.__cls.value += entry.value;
          for (const s of entry.sources ?? []) {
            if (s.node instanceof Element) w.__cls.sources.push(`${s.node.tagName.toLowerCase()}.${String(s.node.className).slice(0, 60)}`);
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => (window as unknown as { __cls: { value: number; sources: string[] } }).__cls);
    expect(cls.value, `layout shift on ${path}: ${cls.sources.join(", ")}`).toBeLessThan(0.0005);
  });
}
