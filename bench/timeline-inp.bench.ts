/**
 * Benchmark: responsiveness of the editor's timeline with 200 items, at 4x CPU slowdown (Chrome DevTools throttling).
 * A project of 200 items (100 video clips, 100 captions) is stored for a guest through POST /api/projects and opened
 * in the editor; an item is dragged across the timeline, then one of its keyframe diamonds along it. Prints, for each,
 * the interaction to next paint of the drag (the longest Event Timing interaction: pointer down and up) and the frame
 * times while the pointer moves.
 */
import { expect, test } from "@playwright/test";

import { caption, docWith, video, videoAsset } from "../lib/editor/edit-fixtures";
import { savedProjectRecord } from "../lib/projects/test-fixtures";

const ITEMS = 200;
const SLOWDOWN = 4;

test("timeline drag with 200 items at 4x CPU slowdown", async ({ page }) => {
  // Each clip fades in by keyframes (so a selected clip shows diamonds to drag).
  const fade = { opacity: [{ t: 0.1, value: 0, easing: "linear" as const }, { t: 1.2, value: 1, easing: "linear" as const }] };
  const clips = Array.from({ length: ITEMS / 2 }, (_, i) => video(`v${i}`, i * 2, 0, 1.5, { name: `Clip ${i + 1}`, keyframes: fade }));
  const cues = Array.from({ length: ITEMS / 2 }, (_, i) => caption(`c${i}`, i * 2, 1.5, `Line ${i + 1}`));
  const doc = { ...docWith({ video: clips, caption: cues }), assets: [{ ...videoAsset, duration: 6 }] };
  const record = savedProjectRecord({
    id: "p-bench-200",
    settings: { title: "Timeline bench", durationText: "00:03:20", resolution: "1280x720", frameRate: 30 },
    doc,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
  await page.goto("/dashboard");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/projects", { headers: { origin }, data: { record } });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };

  await page.context().addCookies([{ name: "msx_welcome", value: "1", domain: "127.0.0.1", path: "/" }]); // lib/shell/welcome.ts
  await page.goto(`/editor?project=${encodeURIComponent(project.id)}`);
  const items = page.getByTestId("timeline-clip");
  await expect(items).toHaveCount(ITEMS);

  page.on("console", (m) => { if (m.text().startsWith("interaction ")) console.log(m.text()); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  await cdp.send("Performance.enable");
  /** The renderer's main-thread task and script time so far, seconds (less sensitive to a busy machine than frame times). */
  const busy = async () => {
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: get("TaskDuration"), script: get("ScriptDuration") };
  };
  await page.evaluate(() => {
    const w = window as unknown as { __inp: number[]; __frames: number[]; __moving: boolean };
    w.__inp = [];
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) if (e.interactionId) { w.__inp.push(e.duration); console.log(`interaction ${e.name} ${Math.round(e.duration)} ms (input delay ${Math.round(e.processingStart - e.startTime)}, processing ${Math.round(e.processingEnd - e.processingStart)})`); }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    let last = performance.now();
    const tick = (now: number) => {
      if (w.__moving) w.__frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  /** Drags `target` 120 px to the right in 30 moves and prints the drag's interaction to next paint and frame times. */
  async function measureDrag(what: string, target: ReturnType<typeof page.locator>) {
    await page.evaluate(() => {
      const w = window as unknown as { __inp: number[]; __frames: number[] };
      w.__inp = [];
      w.__frames = [];
    });
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.evaluate(() => ((window as unknown as { __moving: boolean }).__moving = true));
    const busyBefore = await busy();
    for (let step = 1; step <= 30; step += 1) await page.mouse.move(startX + step * 4, y);
    const busyAfter = await busy();
    await page.evaluate(() => ((window as unknown as { __moving: boolean }).__moving = false));
    await page.mouse.up();
    await page.waitForTimeout(1000);
    const { inp, frames } = await page.evaluate(() => {
      const w = window as unknown as { __inp: number[]; __frames: number[] };
      return { inp: w.__inp, frames: w.__frames };
    });
    const sorted = [...frames].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const worst = inp.length ? Math.max(...inp) : 0;
    console.log(
      `timeline of ${ITEMS} items, CPU ${SLOWDOWN}x slower, dragging ${what}: interaction to next paint ${worst.toFixed(0)} ms` +
        ` (${inp.length} interactions over 16 ms); frames while moving: median ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, ${frames.length} frames;` +
        ` main thread busy while moving ${((busyAfter.task - busyBefore.task) * 1000).toFixed(0)} ms (script ${((busyAfter.script - busyBefore.script) * 1000).toFixed(0)} ms) for 30 moves`,
    );
  }

  const target = items.nth(10);
  const before = await target.getAttribute("aria-label");
  await measureDrag("an item", target);
  // The drag moved the item: its label now names a later start.
  expect(await items.nth(10).getAttribute("aria-label")).not.toBe(before);

  // The dragged item is selected: its keyframe diamonds show; the first one is dragged along it.
  const diamond = page.getByTestId("keyframe-diamond").first();
  const keyBefore = await diamond.getAttribute("aria-label");
  await measureDrag("a keyframe", diamond);
  await expect(page.getByTestId("keyframe-diamond").first()).not.toHaveAttribute("aria-label", keyBefore ?? "");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
