import { expect, test } from "./fixtures";

/** A page's scripts run only with the answer's nonce: a script injected into the markup does not. */
test.describe("content security policy", () => {
  for (const path of ["/", "/editor", "/subscription"]) {
    test(`${path} runs only scripts carrying its answer's nonce, and nothing is refused`, async ({ page }) => {
      const refused: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");

      // Every script in the server's HTML carries this answer's nonce (the browser hides the attribute's value from
      // the DOM, so it is read from the markup).
      const html = await (await page.request.get(path)).text();
      const again = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(again, "the HTML's scripts carry a nonce").toBeTruthy();
      expect(again).not.toBe(nonce); // a fresh nonce for every answer
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${again}"`);

      // The page hydrated (its client code loaded through the nonce'd scripts) and nothing was refused.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await page.waitForFunction(() => document.readyState === "complete");
      expect(refused).toEqual([]);
    });
  }

  test("a script injected into a page's markup does not run, and the page still works", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // What stored cross-site scripting would look like: a script without the nonce in the server's HTML.
    await page.route("**/projects", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForFunction(() => document.readyState === "complete");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true)).toBe(false);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(refused.join("\n")).toMatch(/inline script/i);
  });
});
