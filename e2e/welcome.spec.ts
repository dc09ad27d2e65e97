import { expect, hydratingNavigation, test } from "./fixtures";

test.use({ welcomeSeen: false });

test("a first visit has the welcome dialog open in the server's HTML, before any script runs", async ({ browser, page }) => {
  // The HTML as the server sends it, to a visitor with no cookie.
  // React separates a text's parts with comments (Welcome to <!-- -->MSX Studio<!-- -->!): read it without them.
  const html = (await (await page.request.get("/dashboard")).text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(/role="dialog"/);
  expect(html).toContain("Welcome to MSX Studio!");
  expect(html).toContain("Start Creating");

  // Painted as it is with no script at all: the dialog is on screen with its bonus and its button.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto("/");
    const dialog = bare.getByRole("dialog", { name: "Welcome to MSX Studio!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("5 MSXT");
    await expect(dialog).toContainText("$5.00");
    await expect(dialog.getByRole("button", { name: "Start Creating" })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test("the welcome dialog closes with Start Creating and stays closed", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("5 MSXT");
  await expect(dialog).toContainText("$5.00");
  await dialog.getByRole("button", { name: "Start Creating" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Give the dialog every chance to come back before asserting it did not.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The server no longer renders it for this visitor.
  const html = (await (await page.request.get("/editor")).text()).replaceAll("<!-- -->", "");
  expect(html).not.toContain("Welcome to MSX Studio!");
  expect(html).not.toMatch(/role="dialog"/);
});

test("Escape closes the welcome dialog for good too, and a new visitor still gets it", async ({ browser, page }) => {
  await page.goto("/dashboard");
  const dialog = page.getByRole("dialog", { name: "Welcome to MSX Studio!" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const fresh = hydratingNavigation(await other.newPage());
    await fresh.goto("/dashboard");
    await expect(fresh.getByRole("dialog", { name: "Welcome to MSX Studio!" })).toBeVisible();
  } finally {
    await other.close();
  }
});
