/**
 * A template is a project: Use Template makes the account's project from it; its slots are filled (one through the
 * slot's Replace button, one by dropping a file on the slot in the timeline), its title is edited in place, and the
 * export has the template's frame size and length, each clip in its slot's time range, the third slot's stand-in
 * and the edited title. A project saved as a template starts a new project in another browser of the same account.
 */
import type { Locator, Page } from "@playwright/test";

import { LABEL_FONT, LABEL_PAD } from "../lib/editor/render/frame-plan";
import { exportedFrames, exportFile, type Frame, frameColour, probe } from "./export-frames";
import { expect, markWelcomeSeen, openEditor, sameOrigin, signUpViaApi, test, toastRegion } from "./fixtures";
import { distance, type RGB, seekTo } from "./preview-canvas";
import { solidClip } from "./solid-clip";

const RED: RGB = [220, 40, 30];
const GREEN: RGB = [40, 190, 70];
/** The third slot's stand-in tint (#0891b2) and the hook title's box (#db2777), from the template's document. */
const CALL_TO_ACTION_TINT: RGB = [8, 145, 178];
const TITLE_BOX: RGB = [219, 39, 119];
const FRAME = { width: 270, height: 480 };

/** Drops a file on an element, as a person dragging it from their desktop would. */
async function dropFile(page: Page, target: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const bin = atob(base64);
      const data = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) data[i] = bin.charCodeAt(i);
      const dt = new DataTransfer();
      dt.items.add(new File([data], fileName, { type: "video/webm" }));
      return dt;
    },
    { base64: bytes.toString("base64"), fileName: name },
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** The width, in frame pixels, of the widest run of the title box's colour in the rows around `y` (0..1). */
function boxWidth(frame: Frame, y: number): number {
  let widest = 0;
  for (let row = Math.round(y * frame.height) - 3; row <= Math.round(y * frame.height) + 3; row++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < frame.width; x++) {
      const i = (row * frame.width + x) * 4;
      if (distance([frame.data[i], frame.data[i + 1], frame.data[i + 2]], TITLE_BOX) < 60) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first >= 0) widest = Math.max(widest, last - first + 1);
  }
  return widest;
}

/** How wide the compositor draws a boxed bold title of `text` at `fontSize` (1080p pixels) in the frame, in its pixels. */
function titleWidth(page: Page, text: string, fontSize: number, outputHeight: number): Promise<number> {
  return page.evaluate(
    ({ text, size, font, pad, scale }) => {
      const ctx = new OffscreenCanvas(8, 8).getContext("2d")!;
      ctx.font = `bold ${Math.round(size)}px ${font}`;
      return (ctx.measureText(text).width + 2 * pad * size) * scale;
    },
    { text, size: (fontSize * outputHeight) / 1080, font: LABEL_FONT, pad: LABEL_PAD, scale: FRAME.height / outputHeight },
  );
}

test("Use Viral TikTok Intro, fill two slots, edit the title, export: 1080x1920, the template's length, each clip in its slot", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const long = await solidClip(context, RED, 8);
  const short = await solidClip(context, GREEN, 3);
  await page.goto("/templates");
  await page.getByRole("button", { name: "Use Template: Viral TikTok Intro" }).click();
  await expect(toastRegion(page)).toContainText('Opening "Viral TikTok Intro" in the editor...');
  await expect(page).toHaveURL(/\/editor\?project=/);
  await expect(page.getByTestId("preview-time")).toHaveText("0:00 / 0:15");
  await expect(page.getByTestId("editor-title")).toHaveText("Viral TikTok Intro");

  // Three slots ask for media on the timeline; the preview shows what the one at the playhead asks for.
  const slot = (label: string) => page.getByRole("button", { name: new RegExp(`^${label}: Drop a clip or picture`) });
  await expect(slot("Your hook shot")).toBeVisible();
  await expect(slot("The reveal")).toBeVisible();
  await expect(slot("Call to action")).toBeVisible();
  await expect(page.getByTestId("slot-prompt")).toContainText("Drop a clip or picture");

  // Slot 1 through its Replace button (an 8 s clip: trimmed to the slot's 5 s).
  await slot("Your hook shot").click();
  const slotPanel = page.getByRole("region", { name: "Template slot" });
  await slotPanel.getByLabel("Replace file for Your hook shot").setInputFiles({ name: "red.webm", mimeType: "video/webm", buffer: long });
  await expect(page.getByTestId("timeline-announcer")).toHaveText("Filled the slot with red.webm");
  await expect(slotPanel.getByTestId("slot-state")).toHaveText("red.webm");
  await expect(page.getByRole("button", { name: /^red\.webm, 0:00 to 0:05/ })).toBeVisible();
  // Which part plays: a handle over the clip, the slot keeping its length.
  await expect(slotPanel.getByRole("slider", { name: "Part of the clip" })).toBeVisible();

  // Slot 2 by dropping a file on it in the timeline (a 3 s clip: its last frame held to the slot's end).
  await dropFile(page, slot("The reveal"), "green.webm", short);
  await expect(page.getByTestId("timeline-announcer")).toHaveText("Filled the slot with green.webm");
  await expect(page.getByRole("button", { name: /^green\.webm, 0:05 to 0:10/ })).toBeVisible();

  // The title, edited in place on the preview.
  await seekTo(page, "0:01 / 0:15", 1.5);
  await page.getByRole("button", { name: /^WAIT\s+FOR IT\. Drag/ }).dblclick();
  const field = page.getByRole("textbox", { name: "Title text" });
  await field.fill("GO");
  await field.press("Enter");
  await expect(page.getByTestId("preview-text")).toHaveText("GO");

  const bytes = await exportFile(page, { timeout: 560_000, summary: "1 template slot is still empty" });
  const info = await probe(bytes);
  expect([info.width, info.height]).toEqual([1080, 1920]);
  expect(Math.abs(info.duration - 15)).toBeLessThan(0.15);

  const times = [1.5, 2.5, 4, 7.5, 9.2, 12.5];
  const [titled, ...rest] = await exportedFrames(page, bytes, times, FRAME);
  // A point inside the letterboxed 16:9 clips and clear of the kinetic captions in the middle of the frame.
  const centre = (f: Frame) => frameColour(f, { x: 0.15, y: 0.62 }, 3);
  for (const f of rest.slice(0, 2)) expect(distance(centre(f), RED), `red at ${f.t} s`).toBeLessThan(60);
  for (const f of rest.slice(2, 4)) expect(distance(centre(f), GREEN), `green at ${f.t} s`).toBeLessThan(60);
  // The empty third slot: its tinted stand-in, not black.
  expect(distance(frameColour(rest[4], { x: 0.5, y: 0.3 }, 3), CALL_TO_ACTION_TINT), "stand-in at 12.5 s").toBeLessThan(60);

  // The hook title's box is as wide as "GO" draws, not as the template's "WAIT / FOR IT" (its wider line) would.
  const measured = boxWidth(titled, 0.2);
  const edited = await titleWidth(page, "GO", 120, 1920);
  const original = await titleWidth(page, "FOR IT", 120, 1920);
  expect(measured, "the title's box").toBeGreaterThan(0);
  expect(Math.abs(measured - edited), `box ${measured}px, "GO" ${edited}px, "FOR IT" ${original}px`).toBeLessThan(Math.abs(original - edited) / 3);
});

test("a project saved as a template starts a new project in another browser of the same account", async ({ page, browser }) => {
  await page.goto("/dashboard");
  const account = await signUpViaApi(page);
  await openEditor(page);
  await page.getByRole("button", { name: "Save as Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as Template" });
  await dialog.getByLabel("Template name").fill("Team opener");
  await expect(dialog.getByRole("checkbox", { name: /^sample-clip\.webm/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Save Template" }).click();
  await expect(toastRegion(page)).toContainText('"Team opener" is in My Templates with 1 slot.');

  const other = await browser.newContext();
  await markWelcomeSeen(other);
  const second = await other.newPage();
  await second.goto("/dashboard");
  const login = await second.request.post("/api/auth/login", { headers: sameOrigin(second), data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  await second.goto("/templates");
  const mine = second.getByRole("list", { name: "My Templates" });
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine).toContainText("Team opener");
  await expect(mine).toContainText("1 slot");
  await mine.getByRole("button", { name: "Use Template: Team opener" }).click();
  await expect(second).toHaveURL(/\/editor\?project=/);
  await expect(second.getByTestId("preview-time")).toHaveText("0:00 / 0:06");
  await expect(second.getByRole("button", { name: /^Clip 1: Drop a clip or picture/ })).toBeVisible();
  await other.close();

  // Another account's gallery does not list it.
  const stranger = await browser.newContext();
  await markWelcomeSeen(stranger);
  const third = await stranger.newPage();
  await third.goto("/dashboard");
  await signUpViaApi(third);
  await third.goto("/templates");
  await expect(third.getByRole("heading", { name: "My Templates" })).toBeVisible();
  await expect(third.getByRole("list", { name: "My Templates" })).toHaveCount(0);
  await stranger.close();
});
