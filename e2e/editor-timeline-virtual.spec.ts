import type { Page } from "@playwright/test";

import { docDuration } from "../lib/editor/model/document";
import { caption, docWith, video, videoAsset } from "../lib/editor/edits/edit-fixtures";
import { formatClock } from "../lib/editor/timeline/time";
import { savedProjectRecord } from "../lib/projects/test-fixtures";

import { expect, openEditor, sameOrigin, signUpViaApi, test } from "./fixtures";

/**
 * A long timeline draws only the items near what shows (and the focused one): 200 items (100 clips on the main
 * track, 100 captions), each 1.5 s, one every 2 s.
 */
const CLIPS = 100;
const clipDoc = () => {
  const clips = Array.from({ length: CLIPS }, (_, i) => video(`v${i}`, i * 2, 0, 1.5, { name: `Clip ${i + 1}` }));
  const cues = Array.from({ length: CLIPS }, (_, i) => caption(`c${i}`, i * 2, 1.5, `Line ${i + 1}`));
  return { ...docWith({ video: clips, caption: cues }), assets: [{ ...videoAsset, url: "/media/sample-clip.webm", duration: 6 }] };
};

const items = (page: Page) => page.getByRole("list", { name: "Clips" }).getByTestId("timeline-clip");
const clip = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Clip ${n}, `) });
/** At most this many of the 200 item elements are in the page at a time. */
const BOUND = 80;

async function openLongTimeline(page: Page) {
  await page.goto("/dashboard");
  await signUpViaApi(page);
  const doc = clipDoc();
  const res = await page.request.post("/api/projects", {
    headers: sameOrigin(page),
    data: { record: savedProjectRecord({ settings: { title: "Long timeline" }, doc }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { project } = (await res.json()) as { project: { id: string } };
  await openEditor(page, `/editor?project=${encodeURIComponent(project.id)}`, formatClock(docDuration(doc)));
  await expect(page.getByTestId("timeline-total")).toHaveText(/^200 items/);
}

test.describe("a long timeline", () => {
  test("draws only the items near the view, and scrolling brings later ones in", async ({ page }) => {
    await openLongTimeline(page);
    await expect(clip(page, 1)).toBeVisible();
    await expect(clip(page, 2)).toBeVisible();
    const drawn = await items(page).count();
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThanOrEqual(BOUND);
    // Clip 60 (at 1:58) is far to the right: not in the page.
    await expect(clip(page, 60)).toHaveCount(0);

    // Scrolled to 1:50, the clips there are drawn and the first ones (but the track's first) are gone.
    const scroll = page.getByTestId("timeline-scroll");
    await scroll.evaluate((el) => {
      el.scrollLeft = 110 * 60; // 110 s at the default 60 px a second
    });
    await expect(page.getByRole("button", { name: /^Clip 60, 1:58 to 1:59/ })).toBeInViewport();
    // A caption is named by its id.
    await expect(page.getByRole("button", { name: /^c59, 1:58 to 1:59/ })).toBeVisible();
    await expect(clip(page, 2)).toHaveCount(0);
    expect(await items(page).count()).toBeLessThanOrEqual(BOUND);

    // The end of the timeline.
    await scroll.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect(page.getByRole("button", { name: /^Clip 99, 3:16 to 3:17/ })).toBeInViewport();
    await expect(clip(page, 60)).toHaveCount(0);
  });

  test("Tab goes from item to item to a far one, which scrolls into view and stays drawn", async ({ page }) => {
    await openLongTimeline(page);
    await clip(page, 1).focus();
    await expect(clip(page, 1)).toBeFocused();
    for (let n = 2; n <= 60; n += 1) await page.keyboard.press("Tab");
    const far = page.getByRole("button", { name: /^Clip 60, 1:58 to 1:59/ });
    await expect(far).toBeFocused();
    await expect(far).toBeInViewport();
    expect(await items(page).count()).toBeLessThanOrEqual(BOUND);

    // Back one, and select it with Enter.
    await page.keyboard.press("Shift+Tab");
    const previous = page.getByRole("button", { name: /^Clip 59, 1:56 to 1:57/ });
    await expect(previous).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(previous).toHaveAttribute("aria-pressed", "true");

    // Scrolled back to the start, the focused item stays in the page and keeps the focus.
    await page.getByTestId("timeline-scroll").evaluate((el) => {
      el.scrollLeft = 0;
    });
    await expect(clip(page, 2)).toBeVisible();
    await expect(previous).toBeFocused();
    // Tab from it still goes on to the next clip, drawn beside it.
    await page.keyboard.press("Tab");
    await expect(clip(page, 60)).toBeFocused();
  });
});
