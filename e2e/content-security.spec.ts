import { expect, test } from "./fixtures";

/** A page's scripts run only with the answer's nonce: an injected inline script does not. */
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
      const injected = await page.evaluate(async () => {
        const w = window as unknown as { __injected?: boolean };
        const s = document.createElement("script");
        s.textContent = "window.__injected = true";
        document.body.append(s);
        await new Promise((r) => setTimeout(r, 100));
        return w.__injected === true;
      });
      // A script element that page code appends is trusted by 'strict-dynamic' only when it has a src; inline text
      // without the nonce never runs.
      expect(injected).toBe(false);
      await expect.poll(() => refused.length).toBe(1);
    });
  }
});
