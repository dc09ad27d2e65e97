import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import type { Page, Request, Route } from "@playwright/test";

import { expect, test } from "./fixtures";

const MiB = 1024 * 1024;
let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "msx-upload-e2e-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (buf: Buffer) => createHash("sha256").update(buf).digest("hex");

/** Writes a test file with random bytes (or zeros for the big one) and answers its path and SHA-256. */
function makeFile(name: string, size: number, random = true) {
  const data = random ? randomBytes(size) : Buffer.alloc(size);
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return { file, name, size, sha: sha256(data) };
}

async function openDialog(page: Page) {
  await page.goto("/editor");
  await page.getByRole("button", { name: "Upload Media" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Media" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks files through the dashboard's own "browse files" button, like a user. */
async function pickFiles(page: Page, files: string[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog", { name: "Upload Media" }).getByRole("button", { name: "browse files" }).click();
  await (await chooser).setFiles(files);
}

/** What the app's file route serves for an uploaded file, hashed. */
async function servedSha(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return sha256(await res.body());
}

/** Holds every part PUT a little, so pause and cancel land mid-upload. */
async function slowParts(page: Page, ms: number) {
  await page.route("**/api/storage/parts/**", async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => {});
  });
}

function isPartPut(req: Request) {
  return req.method() === "PUT" && req.url().includes("/api/storage/parts/");
}

/**
 * Where each finished file is stored, read from the signing routes' answers (the completion's
 * location, or the POST URL plus its key), by file name: independent of the screen hosting the dialog.
 */
function trackStored(page: Page) {
  const stored = new Map<string, string>();
  const nameOf = (key: string) => key.replace(/^uploads\/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})\/[0-9a-f-]{36}-/, "");
  page.on("response", async (r) => {
    const { pathname } = new URL(r.url());
    if (!r.ok()) return;
    if (r.request().method() === "POST" && /^\/api\/s3\/multipart\/[^/]+\/complete$/.test(pathname)) {
      const body = (await r.json()) as { location: string; key: string };
      stored.set(nameOf(body.key), body.location);
    } else if (r.request().method() === "GET" && pathname === "/api/s3/params") {
      const body = (await r.json()) as { url: string; fields: { key: string } };
      stored.set(nameOf(body.fields.key), `${body.url}/${body.fields.key}`);
    }
  });
  return stored;
}

/** The stored URL of a finished file (its answer may still be being read when Uppy says Complete). */
async function storedUrl(stored: Map<string, string>, name: string) {
  await expect.poll(() => stored.get(name)).toBeTruthy();
  return stored.get(name)!;
}

test.describe("Upload Media", () => {
  test("the dialog loads on demand, has a title and no serious accessibility violations", async ({ page }) => {
    const uppyChunks: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js") && (await r.text().catch(() => "")).includes("uppy-Dashboard")) uppyChunks.push(r.url());
    });
    await page.goto("/editor");
    await page.waitForLoadState("networkidle");
    expect(uppyChunks).toEqual([]);

    const dialog = await openDialog(page);
    await expect(dialog.getByText("Drop files here or")).toBeVisible();
    expect(uppyChunks.length).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Upload Media" })).toBeFocused();
  });

  test("a 12 MiB file goes multipart and a 1 MiB file in one request, both stored byte for byte", async ({ page }) => {
    const big = makeFile("multipart-clip.mp4", 12 * MiB);
    const small = makeFile("single-photo.png", 1 * MiB);
    const requests: string[] = [];
    const stored = trackStored(page);
    page.on("request", (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));

    const dialog = await openDialog(page);
    await pickFiles(page, [big.file, small.file]);
    await dialog.getByRole("button", { name: "Upload 2 files" }).click();
    await expect(dialog.getByText("Complete", { exact: true })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    for (const f of [big, small]) {
      const href = await storedUrl(stored, f.name);
      expect(href).toMatch(new RegExp(`/api/storage/files/uploads/acc_(?:[0-9a-f-]{36}|g[0-9a-f]{32})/[0-9a-f-]{36}-${f.name.replace(".", "\\.")}$`));
      expect(await servedSha(page, href)).toBe(f.sha);
    }
    // onUploaded fired once per file: each file is now a clip of the editor project, in order.
    const clips = page.getByRole("list", { name: "Clips" });
    for (const f of [big, small]) await expect(clips.getByRole("button", { name: new RegExp(`^${f.name.replace(".", "\\.")}`) })).toBeVisible();

    // 12 MiB in 5 MiB parts: three signed PUTs, then completion; the small file took the single path.
    expect(requests.filter((r) => r === "POST /api/s3/multipart")).toHaveLength(1);
    expect(requests.filter((r) => /^GET \/api\/s3\/multipart\/[^/]+\/\d+$/.test(r))).toHaveLength(3);
    expect(requests.filter((r) => r.startsWith("PUT /api/storage/parts/"))).toHaveLength(3);
    expect(requests.filter((r) => /^POST \/api\/s3\/multipart\/[^/]+\/complete$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => r === "GET /api/s3/params")).toHaveLength(1);
    expect(requests.filter((r) => r === "POST /api/storage/files")).toHaveLength(1);
  });

  test("pause then resume completes with the same bytes", async ({ page }) => {
    const f = makeFile("paused-clip.mov", 12 * MiB);
    const stored = trackStored(page);
    await slowParts(page, 700);
    const dialog = await openDialog(page);
    await pickFiles(page, [f.file]);
    const firstPart = page.waitForResponse((r) => isPartPut(r.request()) && r.status() === 200);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await firstPart;

    await dialog.getByRole("button", { name: "Pause upload" }).first().click();
    await expect(dialog.getByText("Upload paused")).toBeVisible();

    // Resuming asks storage which parts it already has, then sends the rest.
    const listed = page.waitForResponse(
      (r) => r.request().method() === "GET" && /\/api\/s3\/multipart\/[^/?]+\?key=/.test(r.url()) && r.status() === 200,
    );
    await dialog.getByRole("button", { name: "Resume upload" }).first().click();
    const parts = (await (await listed).json()) as { PartNumber: number; ETag: string; Size: number }[];
    expect(parts.length).toBeGreaterThanOrEqual(1);
    expect(parts[0]).toMatchObject({ PartNumber: 1, Size: 5 * MiB, ETag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });

    await expect(dialog.getByText("Complete", { exact: true })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    expect(await servedSha(page, await storedUrl(stored, f.name))).toBe(f.sha);
  });

  test("cancel aborts the multipart upload and leaves no parts behind", async ({ page }) => {
    const f = makeFile("cancelled-clip.mkv", 12 * MiB);
    await slowParts(page, 1500);
    const dialog = await openDialog(page);
    await pickFiles(page, [f.file]);
    const created = page.waitForResponse((r) => r.url().endsWith("/api/s3/multipart") && r.request().method() === "POST");
    const firstPart = page.waitForResponse((r) => isPartPut(r.request()) && r.status() === 200);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    const { uploadId, key } = (await (await created).json()) as { uploadId: string; key: string };
    await firstPart;

    const aborted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes(`/api/s3/multipart/${uploadId}?`));
    await dialog.getByRole("button", { name: "Cancel", exact: true }).first().click();
    expect((await aborted).status()).toBe(200);

    // The upload and its parts are gone from storage; the dialog is back to picking files.
    const after = await page.request.get(`/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`);
    expect(after.status()).toBe(404);
    await expect(dialog.getByRole("button", { name: "browse files" })).toBeVisible();
  });

  test("a failed part shows the error, and Retry finishes the upload with the same bytes", async ({ page }) => {
    const f = makeFile("retried-clip.avi", 7 * MiB);
    const stored = trackStored(page);
    let failed = 0;
    await page.route("**/api/storage/parts/**/2?**", async (route) => {
      if (failed++ === 0) return route.fulfill({ status: 403, contentType: "application/json", body: '{"error":{"code":"expired","message":"Request has expired"}}' });
      return route.continue();
    });
    const dialog = await openDialog(page);
    await pickFiles(page, [f.file]);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(dialog.getByText("Upload failed")).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Retry upload" }).first().click();
    await expect(dialog.getByText("Complete", { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(failed).toBe(2);
    await dialog.getByRole("button", { name: "Done" }).click();
    expect(await servedSha(page, await storedUrl(stored, f.name))).toBe(f.sha);
  });

  test("a .exe and a 101 MB file are refused with Uppy's messages", async ({ page }) => {
    const exe = makeFile("setup.exe", 1024);
    const huge = makeFile("huge-clip.mp4", 101 * MiB, false);
    const dialog = await openDialog(page);

    await pickFiles(page, [exe.file]);
    await expect(
      dialog.getByText("You can only upload: .mp4, .mov, .avi, .mkv, .mp3, .wav, .jpg, .jpeg, .png, .gif").first(),
    ).toBeVisible();

    await pickFiles(page, [huge.file]);
    await expect(dialog.getByText("huge-clip.mp4 exceeds maximum allowed size of 100 MB").first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Upload \d+ files?$/ })).toHaveCount(0);
  });

  test("an uploaded video is served with Range support and plays from storage", async ({ page }) => {
    const clip = path.resolve("public/media/sample-clip.mp4");
    const stored = trackStored(page);
    const dialog = await openDialog(page);
    await pickFiles(page, [clip]);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(dialog.getByText("Complete", { exact: true })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    const href = await storedUrl(stored, "sample-clip.mp4");

    const ranged = await page.request.get(href, { headers: { Range: "bytes=100-199" } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()["content-range"]).toBe(`bytes 100-199/${readFileSync(clip).length}`);
    expect((await ranged.body()).equals(readFileSync(clip).subarray(100, 200))).toBe(true);

    const played = await page.evaluate(async (src) => {
      const video = document.createElement("video");
      video.muted = true;
      video.src = src;
      document.body.append(video);
      await new Promise((resolve, reject) => {
        video.addEventListener("loadedmetadata", resolve, { once: true });
        video.addEventListener("error", () => reject(new Error("video error")), { once: true });
      });
      video.currentTime = 4;
      await new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { duration: video.duration, time: video.currentTime };
    }, href);
    expect(played.duration).toBeGreaterThan(5.5);
    expect(played.time).toBeGreaterThanOrEqual(4);

    // The upload is now the project's clip and plays in the editor preview, from storage.
    await expect(page.getByRole("list", { name: "Clips" }).getByRole("button", { name: /^sample-clip\.mp4/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Preview of sample-clip.mp4")).toBeVisible();
    // The main track's element drawn on the preview's canvas plays the stored file.
    const preview = page.getByTestId("preview-media");
    await expect(preview).toHaveAttribute("src", href);
    await page.getByRole("region", { name: "Preview" }).getByRole("button", { name: "Play" }).click();
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(await preview.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5.5);
  });
});
