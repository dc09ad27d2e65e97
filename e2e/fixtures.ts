import { test as base, expect, type BrowserContext, type Page, type Response } from "@playwright/test";

import { WELCOME_SEEN_COOKIE } from "../lib/shell/welcome";

/**
 * Marks the welcome dialog as closed for every page of the context: the cookie its Start Creating button sets
 * (lib/shell/welcome), so the server does not render it. Cookies are not per port: it holds for any 127.0.0.1 server.
 */
export async function markWelcomeSeen(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: WELCOME_SEEN_COOKIE, value: "1", domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
}

/**
 * Pages paint from the server's HTML before React hydrates them. A click or a form's submit before hydration is
 * held and replayed after it (lib/shell/early-input, e2e/early-input.spec.ts), but a chosen file is not. After a page
 * load the tests wait, as a person would for the page to respond, until the root layout marks
 * <html data-hydrated> (components/shell/providers.tsx) and every control has been taken over by React: parts
 * loaded on demand (lazyComponent, React.lazy) hydrate after the root, when their code arrives. Uppy's dashboard
 * renders its own controls (with Preact, inside .uppy-Root), which React never owns. Other answers (JSON, files) are
 * left as they are.
 */
async function waitForHydration(page: Page, response: Response | null) {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      Array.from(document.querySelectorAll("button, input, select, textarea")).every(
        (el) => el.closest(".uppy-Root") || Object.keys(el).some((key) => key.startsWith("__reactFiber$")),
      ),
    null,
    { timeout: 30_000 },
  );
}

/** Makes page.goto and page.reload return once the page is hydrated (every page of the fixture, and pages a spec opens itself). */
export function hydratingNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page, response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page, response);
    return response;
  };
  return page;
}

let clientCounter = 0;

/**
 * A loopback address no other browser of this run uses (127.a.b.c, never 127.0.0.1), for a browser's
 * `X-Forwarded-For`. Rate limits and guest quotas count per client address (lib/server/client-address.ts); every
 * browser of every test comes from 127.0.0.1, so without its own address each test would spend the others'
 * limits (five sign-ups a minute per address: a test's second sign-up was refused with 429 when neighbouring
 * tests had signed up in the same minute). playwright.config.ts names 127.0.0.1 in TRUSTED_PROXY, so the server
 * takes this header as the client's address, as it would from a reverse proxy.
 */
export function newClientAddress(): string {
  clientCounter += 1;
  // Worker index and a per-worker counter: unique within the run, in 127.1.0.0 to 127.254.255.255.
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 254;
  const n = clientCounter % 65_535;
  return `127.${worker + 1}.${n >> 8}.${(n & 255) || 1}`;
}

/**
 * The test fixture every spec uses: by default the welcome dialog is marked as seen before the
 * first page loads, so it does not cover the screen under test (welcome.spec.ts tests the dialog).
 * page.goto and page.reload return once the page is hydrated. Every browser context (the test's own and any a
 * spec opens with browser.newContext) is its own client: its own `X-Forwarded-For` (newClientAddress), unless the
 * spec gives one itself.
 */
export const test = base.extend<{ welcomeSeen: boolean }, { clientPerContext: void }>({
  clientPerContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = (options = {}) =>
        newContext({ ...options, extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(), ...options.extraHTTPHeaders } });
      await use();
      browser.newContext = newContext;
    },
    { scope: "worker", auto: true },
  ],
  welcomeSeen: [true, { option: true }],
  page: async ({ page, welcomeSeen }, use) => {
    if (welcomeSeen) await markWelcomeSeen(page.context());
    hydratingNavigation(page);
    await use(page);
  },
});

export { expect };

/** Same-origin headers for API calls made from the test (the server refuses cross-site writes). */
export function sameOrigin(page: Page): Record<string, string> {
  return { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).origin };
}

/** The signed-in user as the server holds it (GET /api/me with the page's cookies), or null when signed out. */
export async function savedUser(page: Page): Promise<Record<string, unknown> | null> {
  const res = await page.request.get("/api/me");
  if (!res.ok()) return null;
  return ((await res.json()) as { user: Record<string, unknown> }).user;
}

/** A unique e-mail and username for an account made by a test (the database is shared by every spec). */
export function uniqueAccount(prefix = "creator") {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`, password: "engine-42-secret" };
}

/** Signs up through the API with the page's cookies (the page must have loaded a page of the app first). */
export async function signUpViaApi(page: Page, fields: Partial<{ firstName: string; lastName: string }> = {}) {
  const account = uniqueAccount();
  const res = await page.request.post("/api/auth/signup", {
    headers: sameOrigin(page),
    data: { firstName: fields.firstName ?? "Ada", lastName: fields.lastName ?? "Lovelace", ...account },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * Headers for the test-only routes (/api/test/*): same origin, and the per-run secret playwright.config.ts gave
 * the server (without it they answer 404).
 */
export function testRouteHeaders(page: Page): Record<string, string> {
  return { ...sameOrigin(page), "x-e2e-secret": process.env.E2E_SECRET ?? "" };
}

/**
 * Test-only seeding (the server accepts it only under the end-to-end harness): sets the current account's plan
 * and balances through the ledger (and gives promo codes their uses back), then reloads the page so it renders them.
 */
export async function seedUser(
  page: Page,
  fields: Partial<{ subscriptionPlan: string; tokenBalance: string; usdBalance: string; unusedPromoCodes: string[] }>,
) {
  if (page.url() === "about:blank") await page.goto("/dashboard");
  const res = await page.request.post("/api/test/seed", { headers: testRouteHeaders(page), data: fields });
  expect(res.ok(), await res.text()).toBe(true);
  await page.reload();
}

/** The toast region's latest toast (one is visible at a time). */
export function toastRegion(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/**
 * Opens the video editor (or one of its aliases) and waits until the preview's sample clip is ready: the preview
 * shows the timeline's length, the 6 s sample clip's, or a template's (`?duration=`) when the URL names one.
 */
export async function openEditor(page: Page, url = "/editor", length = "0:06") {
  await page.goto(url);
  await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
  await expect(page.getByTestId("preview-time")).toHaveText(`0:00 / ${length}`);
}
