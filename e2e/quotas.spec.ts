import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";

import { templates } from "../lib/catalog/templates";
import { editorUrlForTemplate } from "../lib/editor-bridge";
import { expect, openEditor, sameOrigin, seedUser, signUpViaApi, test, toastRegion } from "./fixtures";

const MiB = 1024 * 1024;
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "msx-quota-e2e-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const premium = templates.find((t) => t.isPremium)!;

async function captionsViaApi(page: Page, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await page.request.post("/api/ai/captions", { headers: sameOrigin(page), data: { userId: "demo-user", audioText: "Hello there." } });
    expect(res.status()).toBe(200);
  }
}

async function generateCaptionsInPanel(page: Page) {
  await page.goto("/ai-tools");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Caption text").fill("Hello world. This is a test.");
  await page.getByRole("button", { name: "Generate Captions" }).click();
}

test.describe("plan limits", () => {
  test("the usage meters show the real count after an AI call", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await page.goto("/subscription");
    await expect(page.getByTestId("usage-aiGenerations")).toHaveText("0 / 5");
    await generateCaptionsInPanel(page);
    await expect(toastRegion(page).getByText("Captions Generated").first()).toBeVisible();
    await page.goto("/subscription");
    await expect(page.getByTestId("usage-aiGenerations")).toHaveText("1 / 5");
    await expect(page.getByTestId("usage-exports")).toHaveText("0 / 10");
  });

  test("over the free plan's 5 generations, the AI Tools panel says so with an upgrade link", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    await captionsViaApi(page, 5);
    await generateCaptionsInPanel(page);
    const message = "You have used all 5 AI generations of the Free plan this month. Upgrade for more.";
    const notice = page.getByRole("alert").filter({ hasText: message });
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "Upgrade plan" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId("usage-aiGenerations")).toHaveText("5 / 5");
  });

  test("a free account opening a premium template's editor URL sees the refusal; Pro opens it", async ({ page }) => {
    // A signed-up account: a visitor who has not signed up is on the free plan, whatever plan it is seeded with.
    await page.goto("/dashboard");
    await signUpViaApi(page);
    await seedUser(page, { subscriptionPlan: "free" });
    for (const url of [editorUrlForTemplate(premium), `/editor?title=${encodeURIComponent(premium.title)}`]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "Premium Template" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "This template requires a Pro or Enterprise subscription." })).toBeVisible();
      await expect(page.getByRole("link", { name: "Upgrade Plan" }).last()).toHaveAttribute("href", "/subscription");
      await expect(page.getByRole("toolbar", { name: "Editor actions" })).toHaveCount(0);
    }
    const api = await page.request.get(`/api/templates/${premium.id}`);
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: { code: "premium_required", message: "This template requires a Pro or Enterprise subscription." } });

    await seedUser(page, { subscriptionPlan: "pro" });
    // The template's length is the new project's.
    await openEditor(page, editorUrlForTemplate(premium), premium.duration);
    expect((await page.request.get(`/api/templates/${premium.id}`)).status()).toBe(200);
  });

  test("the Upload Media dialog lists the account's files, deletes one, and refuses what passes the storage", async ({ page }) => {
    await seedUser(page, { subscriptionPlan: "free" });
    const photo = path.join(dir, "quota-photo.png");
    writeFileSync(photo, Buffer.alloc(2048, 1));
    await page.goto("/editor");
    await page.getByRole("button", { name: "Upload Media" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Media" });
    await expect(dialog.getByText("No uploads yet.")).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "browse files" }).click();
    await (await chooser).setFiles([photo]);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(dialog.getByText("Complete", { exact: true })).toBeVisible({ timeout: 30_000 });
    const list = dialog.getByRole("list", { name: "Your uploads" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("quota-photo.png");
    await expect(list).toContainText("2 KB · image/png · Uploaded");
    await expect(dialog.getByTestId("account-storage")).toHaveText("2 KB / 1 GB used");

    // The same list from the server, in another tab of this account.
    const files = (await (await page.request.get("/api/files")).json()) as { files: { name: string }[] };
    expect(files.files.map((f) => f.name)).toEqual(["quota-photo.png"]);

    await list.getByRole("button", { name: "Delete quota-photo.png" }).click();
    await expect(toastRegion(page).getByText("File deleted")).toBeVisible();
    await expect(dialog.getByText("No uploads yet.")).toBeVisible();
    await expect(dialog.getByTestId("account-storage")).toHaveText("0 GB / 1 GB used");

    // 10 uploads of 100 MB reserved: 24 MB of the 1 GB is left; a 25 MB file is refused before a byte is sent.
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post("/api/s3/multipart", { headers: sameOrigin(page), data: { filename: `r${i}.mp4`, type: "video/mp4", metadata: { size: 100 * MiB } } });
      expect(res.status()).toBe(200);
    }
    const big = path.join(dir, "too-big.mp4");
    writeFileSync(big, Buffer.alloc(25 * MiB));
    const parts: string[] = [];
    page.on("request", (r) => r.url().includes("/api/storage/parts/") && parts.push(r.url()));
    await dialog.getByRole("button", { name: "Done" }).click().catch(() => {});
    await page.getByRole("button", { name: "Upload Media" }).click();
    const chooser2 = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "browse files" }).click();
    await (await chooser2).setFiles([big]);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/s3/multipart") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    expect((await refused).status()).toBe(402);
    const notice = dialog.getByRole("alert").filter({ hasText: "This file (25 MB) does not fit in the 1 GB of cloud storage of the Free plan" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
    expect(parts).toEqual([]);
  });
});
