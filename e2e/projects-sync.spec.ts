import { readFileSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { legacyProjectRecord } from "../lib/projects/test-fixtures";

import { expect, hydratingNavigation, markWelcomeSeen, openEditor, signUpViaApi, test, toastRegion } from "./fixtures";

/**
 * Saved projects and debug tickets live on the server per account: what one browser saves, another browser signed
 * in to the same account opens; a second account gets "not found".
 */
const clipFile = path.join(__dirname, "..", "public", "media", "sample-clip.webm");

/** A fresh browser: nothing shared with the others (the welcome dialog is marked as seen, as in every spec). */
async function newBrowser(browser: Browser) {
  const context = await browser.newContext();
  await markWelcomeSeen(context);
  return context;
}

/** A fresh browser with its own page, signed in with the given credentials. */
async function logInElsewhere(browser: Browser, account: { email: string; password: string }) {
  const context = await newBrowser(browser);
  const page = hydratingNavigation(await context.newPage());
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastRegion(page).getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

// Three browsers and a sign-up or two per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function signedUpPage(page: Page) {
  await page.goto("/dashboard");
  return signUpViaApi(page);
}

test("a project saved in one browser opens in another signed in to the same account, and no one else's", async ({ page, browser }) => {
  const account = await signedUpPage(page);
  await openEditor(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "holiday.webm", mimeType: "video/webm", buffer: readFileSync(clipFile) });
  await expect(page.getByRole("button", { name: /^holiday\.webm, 0:06 to 0:12/ })).toBeVisible();
  await page.getByRole("button", { name: "Save Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Save Project" });
  await dialog.getByLabel("Project Title").fill("Synced Trip");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toastRegion(page)).toContainText("Synced Trip saved as private project");
  await expect(page).toHaveURL(/\/editor\?project=p-/);
  const url = new URL(page.url());
  // In this browser the local file still plays: no notice.
  await expect(page.getByRole("note", { name: "Local media" })).toHaveCount(0);

  const other = await logInElsewhere(browser, account);
  try {
    const second = other.page;
    await second.goto(`${url.pathname}${url.search}`);
    await expect(second.getByRole("heading", { level: 1 })).toHaveText("Synced Trip");
    await expect(second.getByRole("button", { name: /^sample-clip\.webm, 0:00 to 0:06/ })).toBeVisible();
    await expect(second.getByRole("button", { name: /^holiday\.webm, 0:06 to 0:12/ })).toBeVisible();
    // The local file was never uploaded: the other browser says so.
    await expect(second.getByRole("note", { name: "Local media" })).toContainText("holiday.webm: local file — not uploaded");

    // My Projects in the other browser lists it (rendered on the server), and a visibility change is stored.
    await second.goto("/projects");
    const card = second.getByRole("article", { name: "Synced Trip" });
    await expect(card).toContainText("2 clips: sample-clip.webm, holiday.webm");
    await expect(card.getByText("Private", { exact: true })).toBeAttached();
    // The frame captured at save is served for the account, not inlined in the page.
    const image = card.locator("img");
    await expect(image).toHaveAttribute("src", /^\/api\/projects\/p-[0-9a-f-]+\/thumbnail\?v=1$/);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(320);
    await card.getByLabel("More actions for Synced Trip").click();
    await card.getByRole("button", { name: "Make Public" }).click();
    await expect(toastRegion(second).getByText('"Synced Trip" is now public.')).toBeVisible();

    // Back in the first browser, its editor is at an older revision: its save is refused, not silently applied.
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toastRegion(page).getByText("Save conflict")).toBeVisible();
    await page.goto("/projects");
    await expect(page.getByRole("article", { name: "Synced Trip" }).getByText("Public", { exact: true })).toBeAttached();
  } finally {
    await other.context.close();
  }

  // A second account: the same URL is "not found", and its API answers 404.
  const stranger = await newBrowser(browser);
  try {
    const third = hydratingNavigation(await stranger.newPage());
    await signedUpPage(third);
    const response = await third.goto(`${url.pathname}${url.search}`);
    expect(response?.status()).toBe(404);
    await expect(third.getByRole("heading", { name: "Project not found" })).toBeVisible();
    const api = await third.request.get(`/api/projects/${url.searchParams.get("project")}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "project_not_found", message: "Project not found" } });
    await third.goto("/projects");
    await expect(third.getByRole("article", { name: "Summer Travel Vlog" })).toBeVisible();
    await expect(third.getByRole("article", { name: "Synced Trip" })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test("a debug ticket submitted in one browser shows its AI response after a reload in another", async ({ page, browser }) => {
  const account = await signedUpPage(page);
  await page.goto("/ai-debug");
  await page.getByLabel("Issue Title *").fill("Timeline jumps on save");
  await page.getByLabel("Description *").fill("The playhead returns to 0 after each save");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(toastRegion(page).getByText("Debug Ticket Submitted")).toBeVisible();
  const ticket = page.getByRole("listitem", { name: "Timeline jumps on save" });
  await expect(ticket.getByText("Open", { exact: true })).toBeVisible();

  const other = await logInElsewhere(browser, account);
  try {
    const second = other.page;
    await second.goto("/ai-debug");
    const there = second.getByRole("listitem", { name: "Timeline jumps on save" });
    await expect(there).toBeVisible();
    // The 3-second answer arrives here too, and after a reload it is still there.
    await expect(there.getByText("In Progress", { exact: true })).toBeVisible({ timeout: 8000 });
    await second.reload();
    await expect(there.getByText(/AI analysis of "Timeline jumps on save" on web and mobile/)).toBeVisible();
    await expect(second.getByRole("list", { name: "Notifications list" }).getByText('AI responded to your ticket "Timeline jumps on save"')).toHaveCount(1);
    await expect(second.getByText("1 new")).toBeVisible();
  } finally {
    await other.context.close();
  }

  // A stranger sees none of it.
  const stranger = await newBrowser(browser);
  try {
    const third = hydratingNavigation(await stranger.newPage());
    await third.goto("/ai-debug");
    await expect(third.getByText("No tickets yet. Submit one above to start a debugging session.")).toBeVisible();
    await expect(third.getByTestId("status-total")).toContainText("0");
  } finally {
    await stranger.close();
  }
});

test("projects saved in this browser before they moved to the server are added to the account once", async ({ page }) => {
  await page.goto("/dashboard");
  const record = legacyProjectRecord({
    id: "p-legacy-1",
    title: "Old Browser Cut",
    visibility: "public",
    properties: { duration: "00:00:06", resolution: "1280x720", frameRate: 24 },
    color: { brightness: 55, contrast: 50, saturation: 50 },
    createdAt: Date.UTC(2026, 0, 1),
    updatedAt: Date.UTC(2026, 0, 2),
  });
  const idb = (action: "put" | "count", value?: unknown) =>
    page.evaluate(
      ([act, v]) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("msx-studio", 1);
          open.onupgradeneeded = () => open.result.createObjectStore("projects", { keyPath: "id" });
          open.onsuccess = () => {
            const tx = open.result.transaction("projects", "readwrite");
            const req = act === "put" ? tx.objectStore("projects").put(v) : tx.objectStore("projects").count();
            tx.oncomplete = () => resolve(act === "count" ? (req.result as number) : 1);
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
      [action, value] as const,
    );
  await idb("put", record);

  await page.goto("/projects");
  await expect(toastRegion(page).getByText("Projects added to your account")).toBeVisible();
  const card = page.getByRole("article", { name: "Old Browser Cut" });
  await expect(card).toContainText("1280x720");
  await expect(card.getByText("Public", { exact: true })).toBeAttached();
  await expect.poll(() => idb("count")).toBe(0);

  // Stored for the account: after a reload it is there once, from the server.
  await page.reload();
  await expect(page.getByRole("article", { name: "Old Browser Cut" })).toHaveCount(1);
  const list = (await (await page.request.get("/api/projects")).json()) as { projects: { title: string; id: string }[] };
  const imported = list.projects.filter((p) => p.title === "Old Browser Cut");
  expect(imported).toHaveLength(1);
  await page.getByRole("article", { name: "Old Browser Cut" }).getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editor\\?project=${imported[0].id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Old Browser Cut");
  await expect(page.getByRole("slider", { name: "Brightness" })).toHaveAttribute("aria-valuenow", "55");
});
