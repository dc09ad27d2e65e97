import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { HYDRATE_MARK } from "../lib/shell/hydrate-after-paint";
import { allRoutes, screenTitles } from "../lib/shell/routes";

import { expect, test } from "./fixtures";

/** Adds a layout-shift counter to the page: the CLS sum and the elements that moved, read by `shiftOf`. */
async function watchLayoutShift(page: Page) {
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
}

const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __cls: { value: number; sources: string[] } }).__cls);

/**
 * Every route of the table, each loaded cold (a new browser context, nothing cached), checked three ways on that one
 * load:
 * - it answers 200 and shows the shell: the main navigation, a level-1 heading and the screen's title;
 * - it loads without layout shift: the budget is 0, as a score rounded to three decimals (how Lighthouse reports
 *   CLS), watched until the network is idle and its lazily loaded parts have arrived; the elements that moved are
 *   named in the failure message;
 * - it has no serious or critical accessibility violations (axe, on what the settled route shows).
 * The layout-shift check is a soft assertion, so a route that shifts still has its accessibility checked and both
 * failures are reported. Later screens keep this green as they arrive.
 */
for (const path of allRoutes) {
  test(`${path} answers 200 with the shell, loads without layout shift and has no serious accessibility violations`, async ({ page }) => {
    await watchLayoutShift(page);

    // The shell.
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (path !== "/") await expect(page).toHaveTitle(new RegExp(screenTitles[path].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    // Layout shift, once the route has settled.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const cls = await shiftOf(page);
    expect.soft(cls.value, `layout shift on ${path}: ${cls.sources.join(", ")}`).toBeLessThan(0.0005);

    // Accessibility of what the settled route shows.
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
    expect(serious, `accessibility violations on ${path}`).toEqual([]);
  });
}

// On a phone the editor's header wraps its actions onto three rows, and with a slow CPU the browser paints the page
// before React has put the header's server HTML in place: nothing may move when it does.
test("the editor on a phone with a slow CPU loads without layout shift", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await watchLayoutShift(page);
  await page.goto("/editor");
  await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const cls = await shiftOf(page);
  expect(cls.value, `layout shift: ${cls.sources.join(", ")}`).toBeLessThan(0.0005);
});

// On a phone the editor is one long column: the browser skips the style, layout and paint of the panels below the
// first screen until they near the view (content-visibility: auto), and draws them as they come, moving nothing shown.
test("the editor's lower panels on a phone are drawn as they near the view, and nothing shown moves", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShift(page);
  await page.goto("/editor");
  await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
  const lowest = page.locator('[style*="content-visibility"]').last();
  const drawn = () => lowest.evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  // In the page all along: found by its name, and drawn once it is scrolled to.
  const aiTools = lowest.getByRole("heading", { name: "AI Tools" });
  await expect(aiTools).toHaveCount(1);
  await aiTools.scrollIntoViewIfNeeded();
  await expect(aiTools).toBeInViewport();
  expect(await drawn()).toBe(true);
  await page.waitForTimeout(500);
  const cls = await shiftOf(page);
  expect(cls.value, `layout shift: ${cls.sources.join(", ")}`).toBeLessThan(0.0005);
});

test("a returning visit's first paint waits for the page's first screen, not the whole page", async ({ page }) => {
  // The render-blocking link names the marker each long page puts after what a phone shows first.
  for (const [path, below] of [
    ["/", 'id="features-heading"'],
    ["/dashboard", 'id="earnings"'],
    ["/subscription", 'id="accepted-heading"'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<link rel="expect" href="#first-screen-end" blocking="render"/>');
    const marker = html.indexOf('<div id="first-screen-end" hidden="">');
    expect(marker, path).toBeGreaterThan(html.indexOf("<h1"));
    expect(marker, path).toBeLessThan(html.indexOf(below));
  }
});

/** When the page's first contentful paint came, and when hydration was let go (lib/shell/hydrate-after-paint). */
const paintAndHydrate = (page: Page) =>
  page.evaluate(
    (mark) => [performance.getEntriesByName("first-contentful-paint")[0]?.startTime, performance.getEntriesByName(mark)[0]?.startTime],
    HYDRATE_MARK,
  );

test("React takes a page over only once its first paint is on screen", async ({ page }) => {
  for (const path of ["/projects", "/editor", "/dashboard"]) {
    await page.goto(path);
    const [paint, hydrate] = await paintAndHydrate(page);
    expect(paint, path).toBeGreaterThan(0);
    expect(hydrate, path).toBeGreaterThanOrEqual(paint);
  }
  // With a render-blocking stylesheet of its own held back, the page cannot paint: its code arrives and starts, and
  // still waits. (A page of its own: the fixture's page.goto would wait for the hydration this holds back.)
  const held = await page.context().newPage();
  let releasePaint!: () => void;
  const paintHeld = new Promise<void>((resolve) => (releasePaint = resolve));
  await held.route("**/held-first-paint.css", async (route) => {
    await paintHeld;
    await route.fulfill({ contentType: "text/css", body: "" });
  });
  await held.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/held-first-paint.css" });
      link.setAttribute("blocking", "render");
      document.head.append(link);
    }).observe(document, { childList: true, subtree: true });
  });
  await held.goto("/dashboard", { waitUntil: "commit" });
  await held.waitForFunction(() => "next" in window, null, { polling: 50 });
  await held.waitForTimeout(500);
  const early = await held.evaluate((mark) => [performance.getEntriesByType("paint").length, performance.getEntriesByName(mark).length], HYDRATE_MARK);
  expect(early).toEqual([0, 0]);
  releasePaint();
  await expect(held.locator("html")).toHaveAttribute("data-hydrated", "true");
  const [paint, hydrate] = await paintAndHydrate(held);
  expect(hydrate).toBeGreaterThanOrEqual(paint);
  await held.close();
  // A page whose HTML holds nothing to paint (the editor's "not found", which React draws) is not kept waiting.
  const missing = await page.goto("/editor?project=p-missing");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
});

test("parts high on a page are in the server's HTML once, in place, not sent again after the page", async ({ page }) => {
  const projects = await (await page.request.get("/projects")).text();
  // The first row's two pictures (one is the largest paint) and the New Project button, once each; nothing comes late.
  expect(projects.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(2);
  expect(projects.match(/>New Project<\/button>/g)).toHaveLength(1);
  expect(projects).not.toContain('<div hidden id="S:');
  const editor = await (await page.request.get("/editor")).text();
  expect(editor.match(/role="toolbar" aria-label="Editor actions"/g)).toHaveLength(1);
  // The editor's panels are drawn in place too: no boundary's content comes after the page to be swapped in.
  expect(editor).toContain('aria-label="Timeline tools"');
  expect(editor).not.toContain('<div hidden id="S:');
});

test("pages draw the shell's and their own icons without lucide-react's runtime in the code they hydrate with", async ({ page }) => {
  // lucide-react's runtime, as every icon of it carries it (createLucideIcon).
  const LUCIDE_RUNTIME = "[lucide]: iconNode is required";
  // The code a page hydrates with: the scripts its HTML names, and the chunks of the client components it renders.
  const hydrationCode = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))];
    expect(chunks.length).toBeGreaterThan(3);
    return Promise.all(chunks.map(async (chunk) => [chunk, await (await page.request.get(chunk)).text()] as const));
  };
  // A first visit (the welcome dialog's icons), and pages whose server components draw icons.
  for (const path of ["/", "/dashboard", "/rewards", "/subscription", "/token-converter", "/account"]) {
    await page.context().clearCookies();
    for (const [chunk, code] of await hydrationCode(path)) expect(code, `${path}: ${chunk}`).not.toContain(LUCIDE_RUNTIME);
  }
  // The editor's preview, a client component, draws lucide-react icons: its code carries the runtime (the check can fail).
  const editor = await hydrationCode("/editor");
  expect(editor.some(([, code]) => code.includes(LUCIDE_RUNTIME))).toBe(true);
});

test("the API answers its own way without the page proxy: a path that does not decode, a write from another site", async ({ request }) => {
  // The attacks, against `next start`: a broken percent-encoding (Next alone would answer a plain-text 500).
  for (const path of ["/api/projects/%E0%A4%A", "/api/files/%", "/dashboard/%zz"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "malformed_url", message: "The address is not valid (a % must start a valid encoding)" } });
  }
  // A forged write from another site carries the visitor's cookie; it is refused before anything is read or stored.
  const site = await request.get("/dashboard");
  expect(site.status()).toBe(200);
  const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
  for (const headers of forged) {
    const claim = await request.post("/api/wallet/claim", { headers, data: { kind: "daily" } });
    expect(claim.status()).toBe(403);
    expect((await claim.json()).error.code).toBe("cross_site_request");
  }
  // API answers carry no page nonce: the proxy did not run for them.
  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ status: "ok" });
  expect(health.headers()["content-security-policy"] ?? "").not.toContain("nonce-");
  // The site's own write goes through: the visitor's first daily claim is credited.
  const own = await request.post("/api/wallet/claim", { headers: { origin: new URL(site.url()).origin }, data: { kind: "daily" } });
  expect(own.status()).toBe(200);
});

test("a creator's dashboard and My Projects load no code of the owner's review or of the project store", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (res) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(res.url())) scripts.push(res.text().catch(() => ""));
  });
  await page.goto("/dashboard");
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  // The owner's withdrawal review (with its answer schema) is loaded by the owner view only; the project store (its
  // save and conflict handling) by the editor, or by My Projects when this browser still holds projects to import.
  for (const text of code) {
    expect(text).not.toContain("/api/owner/withdrawals/");
    expect(text).not.toContain('"/api/projects"');
  }
});
