import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const FONT_COOKIE = "msx_font"; // lib/fonts

/** The family the body is set in, as the browser resolved it, and whether Geist Sans is in use and loaded. */
async function bodyFont(page: Page) {
  return page.evaluate(() => {
    const family = getComputedStyle(document.body).fontFamily;
    const geist = family.split(",")[0].trim().replace(/"/g, "");
    return { family, geist, loaded: document.fonts.check(`1em "${geist}"`) };
  });
}

test("a first visit paints without fetching Geist Sans, warms the cache once idle, and the next load uses it", async ({ page, context }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  // First visit: the fallback with Geist's metrics, and no font request before the page has loaded.
  const first = await bodyFont(page);
  expect(first.family).toContain("Fallback");
  expect(first.family).not.toMatch(/^"?fontSans"?,/);

  // Once the page is idle the font is fetched in the background and the cookie is set.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === FONT_COOKIE)?.value, { timeout: 15_000 }).toBe("1");
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const font = performance.getEntriesByType("resource").find((e) => /Geist.*\.woff2/i.test(e.name) && !/Mono/i.test(e.name));
    return { loadEnd: nav.loadEventEnd, fontStart: font?.startTime ?? null };
  });
  expect(timing.fontStart).not.toBeNull();
  expect(timing.fontStart!).toBeGreaterThanOrEqual(timing.loadEnd);
  // The page in view keeps its fallback: nothing reflows.
  expect((await bodyFont(page)).family).toBe(first.family);

  // The next load sets the page in Geist Sans, from the cache.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const next = await bodyFont(page);
  expect(next.family).toMatch(/^"?fontSans"?,/);
  expect(next.loaded).toBe(true);
});
