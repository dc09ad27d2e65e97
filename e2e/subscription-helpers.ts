import type { Page } from "@playwright/test";

import { createDemoUser, type User } from "../lib/user";

/**
 * Starts the session as the demo user with some fields changed (plan, balance). Seeds once per
 * test, so a reload keeps what the app saved afterwards.
 */
export async function seedUser(page: Page, fields: Partial<User>) {
  const user = { ...createDemoUser(), ...fields };
  await page.addInitScript((u) => {
    if (sessionStorage.getItem("msx.test.seeded")) return;
    sessionStorage.setItem("msx.test.seeded", "1");
    localStorage.setItem("msx.user", JSON.stringify(u));
  }, user);
}
