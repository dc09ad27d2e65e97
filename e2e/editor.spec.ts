import { readFileSync } from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect, openEditor, test, toastRegion } from "./fixtures";

const editorRoutes = ["/editor", "/ai-tools", "/voice-cloning", "/3d-effects", "/ai-avatars"];
const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** The filter the preview's canvas drew the main picture with (the compositor's, as export draws it). */
async function previewFilter(page: Page) {
  return page.getByTestId("preview-canvas").getAttribute("data-filter");
}

/** Mean brightness (0..255) of what the preview's canvas shows. */
async function previewLuma(page: Page) {
  return page.getByTestId("preview-canvas").evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const px = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let sum = 0;
    for (let i = 0; i < px.length; i += 4) sum += 0.2126 * px[i] + 0.7152 * px[i + 1] + 0.0722 * px[i + 2];
    return sum / (px.length / 4);
  });
}

test.describe("video editor", () => {
  for (const route of editorRoutes) {
    test(`${route} shows the editor with its header, preview, timeline and panels`, async ({ page }) => {
      await openEditor(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Untitled Project");
      await expect(page.getByTestId("editor-saved")).toHaveText("Not saved yet");
      for (const name of ["Upload Media", "Voice Options", "Blur Effects", "Connect Wallet", "Save Project", "Export"]) {
        await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
      }
      for (const card of ["Earn While Creating", "Video Properties", "Color & Effects", "Effects", "AI Features", "Lip Sync", "Timeline"]) {
        await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
      }
      await expect(page.getByText("+15 MSXT")).toBeVisible();
      // The timeline's real length: the 6 s sample clip.
      await expect(page.getByLabel("Duration")).toHaveValue("00:00:06");
      await expect(page.getByRole("combobox", { name: "Resolution" })).toHaveValue("1920x1080");
      await expect(page.getByRole("combobox", { name: "Frame Rate" })).toHaveValue("30");
      await expect(page.getByTestId("lip-sync-value")).toHaveText("85%");
      await expect(page.getByRole("slider", { name: "Brightness" })).toHaveAttribute("aria-valuenow", "50");
      await expect(page.getByTestId("timeline-clip")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" }).locator(`a[href="${route}"]`)).toHaveAttribute("aria-current", "page");
    });
  }

  test("Duration shows the timeline's length; a shorter one trims the end in one undo step, bad input is kept", async ({ page }) => {
    await page.goto("/editor?duration=3");
    const duration = page.getByLabel("Duration");
    await expect(duration).toHaveValue("00:00:03");
    await expect(page.getByTestId("timeline-total")).toContainText("0:03");

    await openEditor(page);
    await expect(duration).toHaveValue("00:00:06");
    await duration.fill("00:00:02");
    await duration.press("Enter");
    await expect(duration).toHaveValue("00:00:02");
    await expect(page.getByTestId("timeline-total")).toContainText("0:02");
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Duration set to 00:00:02: the end of the timeline was trimmed.");
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(duration).toHaveValue("00:00:06");
    await expect(page.getByTestId("timeline-total")).toContainText("0:06");

    await duration.fill("2 minutes");
    await duration.press("Enter");
    await expect(duration).toHaveValue("2 minutes");
    await expect(page.getByRole("alert").filter({ hasText: "Type the duration as hh:mm:ss" })).toBeVisible();
    await expect(duration).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("timeline-total")).toContainText("0:06");
  });

  test("each dialog opens with its title and content and closes", async ({ page }) => {
    await openEditor(page);

    await page.getByRole("button", { name: "Voice Options" }).click();
    let dialog = page.getByRole("dialog", { name: "Voice Cloning & Audio" });
    await expect(dialog).toBeVisible();
    for (const c of ["Movie Characters", "Celebrities", "Anime", "Cartoons", "TV Shows", "Movie Stars"]) {
      await expect(dialog.getByRole("tab", { name: c })).toBeVisible();
    }
    await expect(dialog.getByRole("button", { name: "Apply Voice Clone" })).toBeDisabled();
    await dialog.getByRole("tab", { name: "Anime" }).click();
    await dialog.getByRole("button", { name: "Wise Sensei" }).click();
    await expect(dialog.getByRole("button", { name: "Preview" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Apply Voice Clone" }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page)).toContainText("Voice Clone Applied");
    await expect(page.getByRole("complementary", { name: "Properties" }).getByText("Anime: Wise Sensei")).toBeVisible();

    await page.getByRole("button", { name: "Blur Effects" }).click();
    dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await expect(dialog).toBeVisible();
    for (const b of ["Gaussian", "Motion", "Radial", "Mosaic", "Triangle", "Dot", "Glass"]) {
      await expect(dialog.getByRole("button", { name: new RegExp(`^${b}`) })).toBeVisible();
    }
    for (const t of ["Face", "Body", "Hands", "Legs", "Feet", "Chest", "Private", "Custom"]) {
      await expect(dialog.getByRole("button", { name: t, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole("slider", { name: "Blur Intensity" })).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Auto-track throughout video (AI)" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Smart blending with scene" })).toBeVisible();
    await dialog.getByRole("button", { name: "Preview Effect" }).click();
    await expect(dialog.getByRole("img", { name: /Current frame with Gaussian blur/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply AI Blur" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Connect Wallet" }).click();
    dialog = page.getByRole("dialog", { name: "Connect Wallet" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Upload Media" }).click();
    dialog = page.getByRole("dialog", { name: "Upload Media" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "browse files" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Save Project" }).click();
    dialog = page.getByRole("dialog", { name: "Save Project" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Project Title")).toHaveValue("Untitled Project");
    await expect(dialog.getByRole("combobox", { name: "Visibility" })).toHaveText("Private");
    await expect(dialog.getByRole("switch", { name: "Allow Comments" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Allow Downloads" })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("editor-saved")).toHaveText("Not saved yet");
  });

  test("an applied blur and the colour sliders change the preview; sliders work by keyboard and clamp", async ({ page }) => {
    test.setTimeout(180_000);
    await openEditor(page);
    await expect.poll(() => previewFilter(page)).toBe("brightness(1) contrast(1) saturate(1)");
    const plain = await previewLuma(page);

    const brightness = page.getByRole("slider", { name: "Brightness" });
    await brightness.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
    await expect(brightness).toHaveAttribute("aria-valuenow", "60");
    await expect.poll(() => previewFilter(page)).toContain("brightness(1.2)");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await expect(brightness).toHaveAttribute("aria-valuenow", "100");
    await expect.poll(() => previewFilter(page)).toContain("brightness(2)");
    // The picture itself is drawn brighter (the same paused frame; the sample's bars are mostly at full colour
    // already), and black at brightness 0.
    await expect.poll(() => previewLuma(page)).toBeGreaterThan(plain + 2);
    await page.keyboard.press("Home");
    await expect(brightness).toHaveAttribute("aria-valuenow", "0");
    await expect.poll(() => previewLuma(page)).toBeLessThan(1);
    await page.keyboard.press("End");
    await expect.poll(() => previewFilter(page)).toContain("brightness(2)");

    const saturation = page.getByRole("slider", { name: "Saturation" });
    await saturation.focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowLeft");
    await expect(saturation).toHaveAttribute("aria-valuenow", "0");
    await expect.poll(() => previewFilter(page)).toContain("saturate(0)");

    const lipSync = page.getByRole("slider", { name: "Lip sync accuracy" });
    await lipSync.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("lip-sync-value")).toHaveText("90%");
    await page.keyboard.press("Home");
    await expect(page.getByTestId("lip-sync-value")).toHaveText("50%");

    await page.getByRole("button", { name: "Blur Effects" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Blur & Privacy Effects" });
    await dialog.getByRole("button", { name: /^Mosaic/ }).click();
    await dialog.getByRole("button", { name: "Face", exact: true }).click();
    const intensity = dialog.getByRole("slider", { name: "Blur Intensity" });
    await intensity.focus();
    await page.keyboard.press("End");
    await dialog.getByRole("button", { name: "Apply AI Blur" }).click();
    // With no clip selected, every clip is searched on the device (the models load on this first run); the
    // sample's colour bars hold no face, so the whole picture is blurred, and the dialog stays open to say so.
    await expect(toastRegion(page)).toContainText("Mosaic blur at 100% on face", { timeout: 90_000 });
    await expect(toastRegion(page)).toContainText("no face");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => previewFilter(page)).toContain("blur(");
    await expect(page.getByRole("switch", { name: "Blur Effects" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "AI Blur" })).toBeChecked();
  });

  test("a local file loads, plays and joins the timeline after the sample, where it can be removed", async ({ page }) => {
    await openEditor(page);
    const buffer = readFileSync(clipFile);
    await page.getByLabel("Choose local media files").setInputFiles({ name: "holiday.webm", mimeType: "video/webm", buffer });
    // The new clip follows the sample on the main video track; the playhead jumps to it, so the preview shows it.
    const video = page.getByLabel("Preview of holiday.webm");
    await expect(video).toBeVisible();
    await expect(page.getByTestId("timeline-clip")).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^holiday\.webm, 0:06 to 0:12/ })).toBeVisible();
    await expect(page.getByTestId("timeline-total")).toHaveText("2 items · 0:12");

    // The main track's element playing now is the local file's.
    const media = page.getByTestId("preview-media");
    await expect(media).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => media.evaluate((el) => (el as HTMLVideoElement).currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await expect(page.getByTestId("preview-time")).not.toHaveText(/^0:00 \//);
    await page.getByRole("button", { name: "Pause" }).click();

    await page.getByLabel("Choose local media files").setInputFiles({ name: "beach.webm", mimeType: "video/webm", buffer });
    await expect(page.getByTestId("timeline-clip")).toHaveCount(3);
    await expect(page.getByTestId("timeline-total")).toHaveText("3 items · 0:18");
    await expect(page.getByLabel("Preview of beach.webm")).toBeVisible();
    await page.getByRole("button", { name: /^holiday\.webm/ }).click();
    await expect(page.getByRole("button", { name: /^holiday\.webm/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("toolbar", { name: "Timeline tools" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("timeline-clip")).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^holiday\.webm/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^beach\.webm/ })).toBeVisible();
  });

  test("Save shows its toast for both visibilities, survives a reload and reopens by id", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("button", { name: "Save Project" }).click();
    let dialog = page.getByRole("dialog", { name: "Save Project" });
    await dialog.getByLabel("Project Title").fill("Road Trip");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page)).toContainText("Project Saved");
    await expect(toastRegion(page)).toContainText("Road Trip saved as private project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road Trip");
    await expect(page.getByTestId("editor-saved")).toHaveText("Auto-saved just now");
    await expect(page).toHaveURL(/\/editor\?project=p-/);
    const id = new URL(page.url()).searchParams.get("project")!;

    await page.getByRole("button", { name: "Save Project" }).click();
    dialog = page.getByRole("dialog", { name: "Save Project" });
    await expect(dialog.getByLabel("Project Title")).toHaveValue("Road Trip");
    await dialog.getByRole("combobox", { name: "Visibility" }).click();
    await page.getByRole("option", { name: "Public" }).click();
    await dialog.getByRole("switch", { name: "Allow Downloads" }).click();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toastRegion(page)).toContainText("Road Trip saved as public project");

    const brightness = page.getByRole("slider", { name: "Brightness" });
    await brightness.focus();
    await page.keyboard.press("PageUp");
    await expect(brightness).toHaveAttribute("aria-valuenow", "60");
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page)).toContainText("Road Trip saved as public project");

    // What the server stored for the account (the page's session), once the Ctrl+S save has arrived: the document
    // once, its settings inside it, no clip list beside it.
    type StoredRecord = {
      doc: { settings: Record<string, unknown>; tracks: { items: { name: string; start: number; in: number; out: number }[] }[] };
      thumbnail: string;
    };
    const storedRecord = async () => {
      const answer = await page.request.get(`/api/projects/${encodeURIComponent(id)}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { project: { record: StoredRecord } }).project.record;
    };
    await expect.poll(async () => (await storedRecord()).doc.settings.color).toEqual({ brightness: 60, contrast: 50, saturation: 50 });
    const stored = await storedRecord();
    expect(stored.doc.settings).toMatchObject({ title: "Road Trip", visibility: "public", allowComments: true, allowDownloads: true });
    expect(Object.keys(stored).sort()).toEqual(["createdAt", "doc", "id", "thumbnail", "updatedAt"]);
    const items = stored.doc.tracks.flatMap((t) => t.items);
    expect(items.map((c) => c.name)).toEqual(["sample-clip.webm"]);
    expect(items[0].out - items[0].in).toBeCloseTo(6, 0);
    expect(String(stored.thumbnail)).toMatch(/^data:image\/jpeg;base64,/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road Trip");
    await expect(page.getByRole("slider", { name: "Brightness" })).toHaveAttribute("aria-valuenow", "60");
    await expect(page.getByTestId("editor-saved")).toHaveText(/Auto-saved (just now|1 min ago)/);

    await page.goto("/dashboard");
    await page.goto(`/editor?project=${encodeURIComponent(id)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road Trip");
    await expect(page.getByRole("combobox", { name: "Resolution" })).toHaveValue("1920x1080");

    // The saved project is listed in My Projects beside the samples, after a reload too, and opens from there.
    await page.goto("/projects");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Road Trip" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Summer Travel Vlog" })).toBeVisible();
    await page.getByRole("article", { name: "Road Trip" }).getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/editor\\?project=${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road Trip");
  });

  test("the header note tells the real time since the last save", async ({ page }) => {
    await page.clock.install();
    await openEditor(page);
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page)).toContainText("Untitled Project saved as private project");
    await expect(page.getByTestId("editor-saved")).toHaveText("Auto-saved just now");
    await page.clock.runFor(2 * 60_000 + 20_000);
    await expect(page.getByTestId("editor-saved")).toHaveText("Auto-saved 2 min ago");
  });

  test("template and upload query parameters and effects applied elsewhere reach the editor", async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem("msx.editor.appliedEffects", JSON.stringify([{ id: "neon-groove", name: "Neon Groove" }])),
    );
    await page.goto("/editor?title=Product%20Launch&aspectRatio=9%3A16&duration=0%3A30&upload=1");
    await expect(page.getByRole("dialog", { name: "Upload Media" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Launch");
    await expect(page.getByLabel("Duration")).toHaveValue("00:00:30");
    await expect(page.getByTestId("preview-frame")).toHaveCSS("aspect-ratio", "9 / 16");
    // The effect applied on /effects runs over the whole timeline, as an item of its own on an effect track.
    await expect(page.getByTestId("track-effect").getByRole("button", { name: /^Neon Groove, 0:00 to 0:30/ })).toBeVisible();
  });

  test("export renders a downloadable MP4 whose duration matches the clip", async ({ page }) => {
    test.setTimeout(420_000);
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("1280x720");
    await page.getByRole("combobox", { name: "Frame Rate" }).selectOption({ label: "24 fps" });

    const download = page.waitForEvent("download", { timeout: 400_000 });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(toastRegion(page)).toContainText("Exporting Video");
    await expect(toastRegion(page)).toContainText("Your video is being processed for export...");
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog).toContainText("1280x720 · 24 fps · MP4");
    const file = await download;
    expect(file.suggestedFilename()).toBe("untitled-project-1280x720-24fps.mp4");
    const bytes = readFileSync(await file.path());
    expect(bytes.length).toBeGreaterThan(10_000);

    const meta = await page.evaluate(async (base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement("video");
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type: "video/mp4" }));
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error("unreadable video"));
      });
      return { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
    }, bytes.toString("base64"));
    expect(meta.duration).toBeGreaterThan(5.5);
    expect(meta.duration).toBeLessThan(6.5);
    expect(meta).toMatchObject({ width: 1280, height: 720 });
    await expect(dialog.getByRole("link", { name: /Download untitled-project/ })).toBeVisible();
  });

  test("an export can be cancelled while its progress bar runs", async ({ page }) => {
    await openEditor(page);
    await page.getByRole("combobox", { name: "Resolution" }).selectOption("3840x2160");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await expect(dialog).toContainText("3840x2160 · 30 fps");
    await expect(dialog.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page)).toContainText("Export canceled");
    await page.waitForTimeout(1000);
    expect(downloaded).toBe(false);
  });

  test("Auto Edit balances the colours from the current frame", async ({ page }) => {
    await openEditor(page);
    await expect.poll(() => page.getByTestId("preview-media").evaluate((el) => (el as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Auto Edit" }).click();
    await expect(toastRegion(page)).toContainText("Auto Edit applied");
    const text = (await toastRegion(page).textContent()) ?? "";
    const [, b, c, s] = /Brightness (\d+), contrast (\d+), saturation (\d+)/.exec(text) ?? [];
    expect(b).toBeDefined();
    await expect(page.getByRole("slider", { name: "Brightness" })).toHaveAttribute("aria-valuenow", b);
    await expect(page.getByRole("slider", { name: "Contrast" })).toHaveAttribute("aria-valuenow", c);
    await expect(page.getByRole("slider", { name: "Saturation" })).toHaveAttribute("aria-valuenow", s);
    // The sample's colour bars are strongly saturated: the balance tones saturation down.
    expect(Number(s)).toBeLessThan(50);
  });
});
