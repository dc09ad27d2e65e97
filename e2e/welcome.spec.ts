import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, hydratingNavigation, test } from "./fixtures";

test.use({ welcomeSeen: false });

test("a first visit has the welcome dialog open in the server's HTML, before any script runs", async ({ browser, page }) => {
  // The HTML as the server sends it, to a visitor with no cookie.
  // React separates a text's parts with comments (Welcome to <!-- -->MSX Studio<!-- -->!): read it without them.
  const html = (await (await page.request.get("/dashboard")).text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(/<dialog [^>]*open=""/);
  expect(html).toContain("Welcome to MSX Studio!");
  expect(html).toContain("Start Creating");
  // It is the body's first element, and the first paint waits for it alone, not for the page behind it.
  expect(html).toContain('<link rel="expect" href="#welcome" blocking="render"/>');
  expect(html.indexOf('<dialog id="welcome"')).toBeLessThan(html.indexOf('id="main"'));

  // Painted as it is with no script at all: the dialog is on screen with its bonus and its button.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto("/");
    const dialog = bare.getByRole("dialog", { name: "Welcome to MSX Studio!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("5 MSXT");
    await expect(dialog).toContainText("$5.00");
    await expect(dialog.getByRole("button", { name: "Start Creating" })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test("the welcome dialog closes with Start Creating and stays closed", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("5 MSXT");
  await expect(dialog).toContainText("$5.00");
  await dialog.getByRole("button", { name: "Start Creating" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Give the dialog every chance to come back before asserting it did not.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The server no longer renders it for this visitor.
  const html = (await (await page.request.get("/editor")).text()).replaceAll("<!-- -->", "");
  expect(html).not.toContain("Welcome to MSX Studio!");
  expect(html).not.toContain("<dialog");
});

test("Escape closes the welcome dialog for good too, and a new visitor still gets it", async ({ browser, page }) => {
  await page.goto("/dashboard");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await asNewVisitor(browser, async (fresh) => {
    await fresh.goto("/dashboard");
    await expect(fresh.getByRole("dialog", { name: "Welcome to MSX Studio!" })).toBeVisible();
  });
});

test("the welcome dialog is modal and closes before the page's scripts arrive; a click outside or its Close button closes it too", async ({ browser }) => {
  // Its behaviour is an inline script in the HTML: it needs none of the page's scripts, which are held back here.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
    await expect(dialog).toBeVisible();
    // Modal: it holds the focus. It is the page's first element, so Shift+Tab goes round to its last control, and
    // Tab from there to its first, instead of leaving the page.
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toBeFocused();
    const focusInside = () => dialog.evaluate((element) => element !== document.activeElement && element.contains(document.activeElement));
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusInside()).toBe(true);
    await dialog.getByRole("button", { name: "Start Creating" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    expect(await welcomeCookie(context)).toBe("1");
    await expect(page.getByRole("heading", { name: "Welcome back, Demo!" })).toBeVisible();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(dialog).toBeHidden();
  } finally {
    await context.close();
  }

  await asNewVisitor(browser, async (page) => {
    await page.goto("/projects");
    const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  // Its Close button in the corner closes it for good too.
  await asNewVisitor(browser, async (page, context) => {
    await page.goto("/subscription");
    const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(await welcomeCookie(context)).toBe("1");
  });
});

test("a visitor who closed it before the flag moved to a cookie does not get it again", async ({ browser }) => {
  await asNewVisitor(browser, async (page, context) => {
    // The flag an earlier version kept in browser storage.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("flag-set")) localStorage.setItem("msx.welcomeSeen", "true");
      sessionStorage.setItem("flag-set", "1");
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Demo!" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome to MSX Studio!" })).toBeHidden();
    // It moved to the cookie: the server no longer draws the dialog, and browser storage no longer has the flag.
    expect(await welcomeCookie(context)).toBe("1");
    expect(await page.evaluate(() => localStorage.getItem("msx.welcomeSeen"))).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome back, Demo!" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

/** Runs `visit` in a browser context of its own, with no cookie: a visitor the site has never seen. */
async function asNewVisitor(browser: Browser, visit: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await visit(hydratingNavigation(await context.newPage()), context);
  } finally {
    await context.close();
  }
}

async function welcomeCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "msx_welcome")?.value;
}

test("behind a first visit's welcome dialog the page shows once all of it has been read, and nothing in it moves", async ({ page }) => {
  // The HTML ends its body with the marker, after the page.
  const html = await (await page.request.get("/editor")).text();
  expect(html.indexOf('<div id="page-end" hidden="">')).toBeGreaterThan(html.indexOf('id="main"'));

  // A phone on a slow network with a slow CPU: the dialog paints first, the page behind it once it has been read.
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[]; __cls: number };
    w.__shifts = [];
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        w.__cls += e.value;
        w.__shifts.push(e.sources.map((s) => (s.node as Element | undefined)?.className ?? "?").join(" | "));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/editor");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  const main = page.locator("#main");
  await expect(page.getByRole("toolbar", { name: "Editor actions" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: string[]; __cls: number };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  expect(cls, `layout shift: ${shifts.join(", ")}`).toBeLessThan(0.0005);

  // The rule itself: without the marker the page behind the open dialog is hidden, with it shown.
  const visibility = () => main.evaluate((el) => getComputedStyle(el).visibility);
  expect(await visibility()).toBe("visible");
  await page.evaluate(() => document.getElementById("page-end")?.remove());
  expect(await visibility()).toBe("hidden");
  await page.evaluate(() => {
    const end = document.createElement("div");
    end.id = "page-end";
    end.hidden = true;
    document.body.append(end);
  });
  expect(await visibility()).toBe("visible");
  // Once the dialog is closed the page shows whatever the marker.
  await dialog.getByRole("button", { name: "Start Creating" }).click();
  await expect(dialog).toBeHidden();
  await page.evaluate(() => document.getElementById("page-end")?.remove());
  expect(await visibility()).toBe("visible");
});
