import { test as base, expect, type Page } from "@playwright/test";

export const WELCOME_SEEN_KEY = "msx.welcomeSeen";
export const USER_KEY = "msx.user";

/**
 * The test fixture every spec uses: by default the welcome dialog is marked as seen before the
 * first page loads, so it does not cover the screen under test (welcome.spec.ts tests the dialog).
 */
export const test = base.extend<{ welcomeSeen: boolean }>({
  welcomeSeen: [true, { option: true }],
  page: async ({ page, welcomeSeen }, use) => {
    if (welcomeSeen) {
      await page.addInitScript((key) => window.localStorage.setItem(key, "1"), WELCOME_SEEN_KEY);
    }
    await use(page);
  },
});

export { expect };

/** The saved session user, as the browser holds it. */
export async function savedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  }, USER_KEY);
}

/** The toast region's latest toast (one is visible at a time). */
export function toastRegion(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}
