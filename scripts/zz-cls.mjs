import { chromium } from "playwright";
const base = process.argv[2], path = process.argv[3] ?? "/editor";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const visit of ["first", "returning"]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (visit === "returning") await context.addCookies([{ name: "msx_welcome", value: "1", url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources ?? []).map((s) => ({ node: s.node ? (s.node.id || s.node.className || s.node.nodeName).toString().slice(0, 120) : null, prev: [s.previousRect.y, s.previousRect.height], cur: [s.currentRect.y, s.currentRect.height] })) });
    }).observe({ type: "layout-shift", buffered: true });
    window.__sizes = [];
    const poll = () => {
      const grid = document.querySelector(".lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\]");
      if (grid) {
        const kids = [...grid.parentElement.children].map((k) => `${k.tagName}.${String(k.className).slice(0, 40)}:${Math.round(k.getBoundingClientRect().height)}`);
        const last = window.__sizes.at(-1);
        const line = kids.join(" | ");
        if (!last || last.line !== line) window.__sizes.push({ t: Math.round(performance.now()), line, html: grid.parentElement.firstElementChild.outerHTML.slice(0, 300) });
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000);
  console.log(visit, JSON.stringify(await page.evaluate(() => window.__shifts)));
  console.log(JSON.stringify(await page.evaluate(() => window.__sizes), null, 1));
  await page.screenshot({ path: `/tmp/zz/cls-${visit}.png` });
  await context.close();
}
await browser.close();
