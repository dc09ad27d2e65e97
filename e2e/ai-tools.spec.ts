import { readFile } from "node:fs/promises";

import type { Page, Request } from "@playwright/test";
import { WebVTTParser } from "webvtt-parser";

import { makeSubjectPng, startStubServer } from "../lib/server/ai/test-helpers";
import { expect, savedUser, test, toastRegion } from "./fixtures";

/** The port of the test image server; playwright.config.ts allows exactly 127.0.0.1:E2E_IMAGE_PORT (AI_TEST_ALLOWED_HOSTS; 3299 unless set). */
const IMAGE_PORT = Number(process.env.E2E_IMAGE_PORT ?? 3299);

const actionButtons = ["Generate Captions", "Clone Voice", "Remove Background", "Generate Avatar"];

async function openPanel(page: Page) {
  await page.goto("/ai-tools");
  await expect(page.getByRole("heading", { name: "AI Tools", level: 2 })).toBeVisible();
  // Wait for hydration: the inputs accept typing and the buttons act.
  await page.waitForLoadState("networkidle");
}

function expectBody(req: Request, path: string) {
  expect(req.method()).toBe("POST");
  expect(new URL(req.url()).pathname).toBe(path);
  expect(req.headers()["content-type"]).toContain("application/json");
  return req.postDataJSON() as Record<string, unknown>;
}

test.describe("AI Tools panel", () => {
  test("each tool refuses empty input with the tool's error toast and sends nothing", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/ai/") && calls.push(r.url()));
    await openPanel(page);
    const cases: [string, string, string][] = [
      ["Caption text", "Generate Captions", "Please enter text to generate captions"],
      ["Text to speak", "Clone Voice", "Please enter text for voice cloning"],
      ["Image URL", "Remove Background", "Please enter an image URL"],
      ["Avatar description", "Generate Avatar", "Please enter a prompt for avatar generation"],
    ];
    for (const [label, button, message] of cases) {
      await page.getByLabel(label).fill("   ");
      await page.getByRole("button", { name: button }).click();
      const toast = toastRegion(page).getByRole("listitem").filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Error");
      await expect(page.getByLabel(label)).toBeFocused();
    }
    expect(calls).toEqual([]);
  });

  test("an answer of an unexpected shape shows the tool's error and the screen keeps working", async ({ page }) => {
    await page.route("**/api/ai/captions", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }));
    // The answers' checks (zod/mini) come with a tool's first run, not with the page.
    const checkChunks: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js") && (await r.text().catch(() => "")).includes("ZodMiniObject")) checkChunks.push(r.url());
    });
    await openPanel(page);
    expect(checkChunks).toEqual([]);
    await page.getByLabel("Caption text").fill("Hello there. This is a caption.");
    await page.getByRole("button", { name: "Generate Captions" }).click();
    const toast = toastRegion(page).getByRole("listitem").filter({ hasText: "Failed to generate captions" });
    await expect(toast).toBeVisible();
    await expect.poll(() => checkChunks.length).toBeGreaterThan(0);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate Captions" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "AI Tools", level: 2 })).toBeVisible();
  });

  test("quick buttons bring each card's input into focus", async ({ page }) => {
    await openPanel(page);
    const quick = page.getByRole("group", { name: "Quick tools" });
    await quick.getByRole("button", { name: "Remove BG" }).click();
    await expect(page.getByLabel("Image URL")).toBeFocused();
    await quick.getByRole("button", { name: "Voice Clone" }).click();
    await expect(page.getByLabel("Text to speak")).toBeFocused();
    await quick.getByRole("button", { name: "Auto Captions" }).click();
    await expect(page.getByLabel("Caption text")).toBeFocused();
    // In the editor, Auto Edit balances the preview's colours from its current frame.
    await expect
      .poll(() => page.getByTestId("preview-media").evaluate((el) => (el as HTMLVideoElement).readyState))
      .toBeGreaterThanOrEqual(2);
    await quick.getByRole("button", { name: "Auto Edit" }).click();
    await expect(toastRegion(page).getByText("Auto Edit applied", { exact: true })).toBeVisible();
    const saturation = await page.getByRole("slider", { name: "Saturation" }).getAttribute("aria-valuenow");
    await expect(toastRegion(page)).toContainText(`saturation ${saturation}`);
  });

  test("captions: sends userId and audioText, lists the cues and downloads valid WebVTT", async ({ page }) => {
    await openPanel(page);
    const text =
      "Welcome back to the channel. Today we ride the alpine trail from the lake to the summit and back before sunset. Let's go!";
    await page.getByLabel("Caption text").fill(text);
    const [req] = await Promise.all([
      page.waitForRequest("**/api/ai/captions"),
      page.getByRole("button", { name: "Generate Captions" }).click(),
    ]);
    expect(expectBody(req, "/api/ai/captions")).toEqual({ userId: "demo-user", audioText: text });
    await expect(toastRegion(page).getByText("Captions Generated")).toBeVisible();
    await expect(toastRegion(page).getByText("Your auto-captions are ready!")).toBeVisible();

    const cues = page.getByRole("list", { name: "Caption cues" }).getByRole("listitem");
    await expect(cues.first()).toContainText("Welcome back to the channel.");
    await expect(cues.first()).toContainText("0:00.0");
    const shown = await cues.count();
    expect(shown).toBeGreaterThanOrEqual(3);
    await expect(cues.last()).toContainText("Let's go!");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download .vtt" }).click()]);
    expect(download.suggestedFilename()).toBe("captions.vtt");
    const vtt = await readFile((await download.path())!, "utf8");
    const parsed = new WebVTTParser().parse(vtt, "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues).toHaveLength(shown);
    expect(parsed.cues[0].text).toBe("Welcome back to the channel.");
    await expect(page.getByRole("link", { name: "Download .srt" })).toHaveAttribute("download", "captions.srt");
  });

  test("voice: sends only the text, plays a WAV with a real duration and says it is not a clone", async ({ page }) => {
    await openPanel(page);
    await page.getByLabel("Text to speak").fill("Hello creators, this voice was made on the server.");
    const [req] = await Promise.all([
      page.waitForRequest("**/api/ai/voice-clone"),
      page.getByRole("button", { name: "Clone Voice" }).click(),
    ]);
    expect(expectBody(req, "/api/ai/voice-clone")).toEqual({
      userId: "demo-user",
      textContent: "Hello creators, this voice was made on the server.",
    });
    await expect(toastRegion(page).getByText("Voice Cloned")).toBeVisible();
    await expect(toastRegion(page).getByText("Your voice clone is ready!")).toBeVisible();
    await expect(page.getByTestId("voice-note")).toContainText("Not a clone");
    const audio = page.getByLabel("Generated speech audio");
    await expect(audio).toBeVisible();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => (Number.isFinite(el.duration) ? el.duration : 0)), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await expect(page.getByRole("link", { name: "Download WAV" })).toHaveAttribute("download", "voice.wav");
  });

  test("background: cuts out a test image served on 127.0.0.1, transparent corners and opaque centre", async ({ page }) => {
    const png = await makeSubjectPng();
    const server = await startStubServer((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(png), IMAGE_PORT);
    try {
      await openPanel(page);
      const imageUrl = `http://127.0.0.1:${IMAGE_PORT}/subject.png`;
      await page.getByLabel("Image URL").fill(imageUrl);
      const [req] = await Promise.all([
        page.waitForRequest("**/api/ai/remove-background"),
        page.getByRole("button", { name: "Remove Background" }).click(),
      ]);
      expect(expectBody(req, "/api/ai/remove-background")).toEqual({ userId: "demo-user", imageUrl });
      await expect(toastRegion(page).getByText("Background Removed")).toBeVisible();
      await expect(toastRegion(page).getByText("Your image background has been removed!")).toBeVisible();
      await expect(page.getByRole("img", { name: "Original image" })).toBeVisible();
      const cutOut = page.getByRole("img", { name: "Image with background removed" });
      await expect(cutOut).toBeVisible();
      const alpha = await cutOut.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const at = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[3];
        const w = img.naturalWidth - 1;
        const h = img.naturalHeight - 1;
        return { corners: [at(0, 0), at(w, 0), at(0, h), at(w, h)], centre: at(Math.floor(w / 2), Math.floor(h / 2)) };
      });
      expect(alpha.corners).toEqual([0, 0, 0, 0]);
      expect(alpha.centre).toBe(255);
      await expect(page.getByRole("link", { name: "Download PNG" })).toHaveAttribute("download", "cut-out.png");
      expect(server.requests.length).toBe(1);
    } finally {
      await server.close();
    }
  });

  test("avatar: sends prompt and style, shows the image, the same prompt gives the same avatar, and it becomes the profile photo", async ({
    page,
  }) => {
    await openPanel(page);
    await page.getByLabel("Avatar description").fill("A friendly astronaut with a red scarf");
    const [req] = await Promise.all([
      page.waitForRequest("**/api/ai/avatar"),
      page.getByRole("button", { name: "Generate Avatar" }).click(),
    ]);
    expect(expectBody(req, "/api/ai/avatar")).toEqual({
      userId: "demo-user",
      prompt: "A friendly astronaut with a red scarf",
      style: "realistic",
    });
    await expect(toastRegion(page).getByText("Avatar Generated")).toBeVisible();
    await expect(toastRegion(page).getByText("Your AI avatar is ready!")).toBeVisible();
    const image = page.getByRole("img", { name: "Avatar: A friendly astronaut with a red scarf" });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    const first = await image.getAttribute("src");
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);

    // Another style, then the first prompt and style again: the same picture comes back.
    await page.getByLabel("Style", { exact: true }).selectOption("anime");
    await page.getByRole("button", { name: "Generate Avatar" }).click();
    await expect(image).not.toHaveAttribute("src", first!);
    await page.getByLabel("Style", { exact: true }).selectOption("realistic");
    await page.getByRole("button", { name: "Generate Avatar" }).click();
    await expect(image).toHaveAttribute("src", first!);

    // The generations' toasts come up over the result's buttons at this size: a click while one slides in lands on
    // it. Wait until they have gone, as a user would, with the pointer off them: a toast under the pointer holds its
    // timer (the pointer was left on Generate Avatar, over which the toasts come up).
    await page.mouse.move(1, 1);
    await expect(toastRegion(page).getByText("Avatar Generated")).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole("button", { name: "Use as Profile Photo" }).click();
    await expect(page.getByRole("button", { name: "Your Profile Photo" })).toBeDisabled();
    expect((await savedUser(page))?.profileImageUrl).toBe(first);
  });

  test("a tool that runs disables every tool button and spins on its own", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai/avatar", async (route) => {
      await gate;
      await route.continue();
    });
    await openPanel(page);
    await page.getByLabel("Avatar description").fill("A wizard");
    await page.getByRole("button", { name: "Generate Avatar" }).click();
    for (const name of actionButtons) await expect(page.getByRole("button", { name })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Generate Avatar" }).locator("svg.animate-spin")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clone Voice" }).locator("svg.animate-spin")).toHaveCount(0);
    release();
    await expect(toastRegion(page).getByText("Avatar Generated")).toBeVisible();
    for (const name of actionButtons) await expect(page.getByRole("button", { name })).toBeEnabled();
  });

  test("a 500 from any tool shows its failure toast", async ({ page }) => {
    await page.route("**/api/ai/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "x", message: "boom" } }) }),
    );
    await openPanel(page);
    const cases: [string, string, string, string][] = [
      ["Caption text", "Some words.", "Generate Captions", "Failed to generate captions"],
      ["Text to speak", "Hello", "Clone Voice", "Failed to clone voice"],
      ["Image URL", "https://example.com/cat.png", "Remove Background", "Failed to remove background"],
      ["Avatar description", "A robot", "Generate Avatar", "Failed to generate avatar"],
    ];
    for (const [label, value, button, message] of cases) {
      await page.getByLabel(label).fill(value);
      await page.getByRole("button", { name: button }).click();
      const toast = toastRegion(page).getByRole("listitem").filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Error");
      await expect(page.getByRole("button", { name: button })).toBeEnabled();
    }
    await expect(page.getByRole("region", { name: "Generated captions" })).toHaveCount(0);
  });
});
