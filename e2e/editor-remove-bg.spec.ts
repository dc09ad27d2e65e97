import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { expect, openEditor, test, toastRegion } from "./fixtures";

/**
 * The test image: the astronaut of lib/server/ai/testdata (a public-domain NASA photo of Eileen Collins, cut out;
 * see its README) on a flat blue-grey backdrop, as an opaque JPEG (no transparent pixel at all).
 */
const ASTRONAUT = path.join(__dirname, "..", "lib", "server", "ai", "testdata", "astronaut-cutout.png");
const photo = () => sharp(readFileSync(ASTRONAUT)).flatten({ background: "#5a6f86" }).jpeg({ quality: 92 }).toBuffer();

/** Share of the preview image's pixels that are fully transparent (drawn at its own size into a canvas). */
async function transparentShare(page: Page): Promise<number> {
  return page.getByTestId("preview-media").evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let clear = 0;
    for (let i = 3; i < px.length; i += 4) if (px[i] === 0) clear++;
    return clear / (px.length / 4);
  });
}

async function addPhoto(page: Page) {
  await openEditor(page);
  await page.getByLabel("Choose local media files").setInputFiles({ name: "astronaut.jpg", mimeType: "image/jpeg", buffer: await photo() });
  const item = page.getByRole("button", { name: /^astronaut\.jpg/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId("preview-media")).toHaveAttribute("alt", "astronaut.jpg");
}

test.describe("Remove background of a selected image item", () => {
  test("cuts out the person on the server, shows the cut-out in place, and Undo restores the original", async ({ page }) => {
    test.setTimeout(120_000);
    await addPhoto(page);
    expect(await transparentShare(page)).toBe(0);

    const request = page.waitForRequest("**/api/ai/remove-background");
    const image = page.getByRole("region", { name: "Image", exact: true });
    await image.getByRole("button", { name: "Remove background" }).click();
    const busy = image.getByRole("button", { name: "Removing background…" });
    await expect(busy).toBeDisabled();
    const body = (await request).postDataJSON() as { userId: string; imageDataUrl: string; imageUrl?: string };
    expect(body.imageUrl).toBeUndefined();
    expect(body.imageDataUrl).toMatch(/^data:image\/png;base64,/);

    await expect(toastRegion(page)).toContainText("Background Removed", { timeout: 60_000 });
    await expect(image.getByRole("button", { name: "Remove background" })).toBeEnabled();
    await expect(page.getByTestId("timeline-announcer")).toHaveText("Removed the background of astronaut.jpg");
    await expect.poll(() => transparentShare(page)).toBeGreaterThan(0.1);
    // The cut-out keeps the person: the middle of the suit is opaque, the corners are gone.
    const cutOutShare = await transparentShare(page);
    expect(cutOutShare).toBeLessThan(0.9);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => transparentShare(page)).toBe(0);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => transparentShare(page)).toBe(cutOutShare);
  });

  test("says why when the plan's AI generations are used up, and leaves the image as it was", async ({ page }) => {
    const message = "You have used all 10 AI generations of the Free plan this month. Upgrade for more.";
    await page.route("**/api/ai/remove-background", (route) =>
      route.fulfill({ status: 402, contentType: "application/json", body: JSON.stringify({ error: { code: "quota_exceeded", message } }) }),
    );
    await addPhoto(page);
    const image = page.getByRole("region", { name: "Image", exact: true });
    await image.getByRole("button", { name: "Remove background" }).click();
    await expect(image.getByRole("alert")).toContainText(message);
    await expect(image.getByRole("link", { name: "Upgrade plan" })).toBeVisible();
    await expect(toastRegion(page)).toContainText("AI generation limit reached");
    await expect(image.getByRole("button", { name: "Remove background" })).toBeEnabled();
    expect(await transparentShare(page)).toBe(0);
  });

  test("shows the server's reason when the removal fails", async ({ page }) => {
    await page.route("**/api/ai/remove-background", (route) =>
      route.fulfill({ status: 413, contentType: "application/json", body: JSON.stringify({ error: { code: "payload_too_large", message: "The image is larger than 7 MB" } }) }),
    );
    await addPhoto(page);
    const image = page.getByRole("region", { name: "Image", exact: true });
    await image.getByRole("button", { name: "Remove background" }).click();
    await expect(image.getByRole("alert")).toHaveText("Failed to remove background: The image is larger than 7 MB");
    await expect(toastRegion(page)).toContainText("Failed to remove background");
    expect(await transparentShare(page)).toBe(0);
  });
});
