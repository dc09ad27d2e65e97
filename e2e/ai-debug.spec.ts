import { expect, test, toastRegion } from "./fixtures";

test.describe("AI Debug Center", () => {
  test("validates, submits, moves to in-progress after 3 s and survives a reload", async ({ page }) => {
    await page.goto("/ai-debug");
    await expect(page.getByTestId("status-open")).toContainText("0");

    // Only a title: destructive toast.
    await page.getByLabel("Issue Title *").fill("Export button freezes");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(toastRegion(page).getByText("Missing Information")).toBeVisible();
    await expect(toastRegion(page).getByText("Please fill in all required fields")).toBeVisible();

    await page.getByLabel("Description *").fill("Clicking Export spins forever on the web app");
    await page.getByLabel("Priority").selectOption("critical");
    await page.getByLabel("Platform").selectOption("web");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(toastRegion(page).getByText("Debug Ticket Submitted")).toBeVisible();
    await expect(toastRegion(page).getByText("AI will analyze your issue and provide a response soon")).toBeVisible();

    // The form clears to priority medium and platform both.
    await expect(page.getByLabel("Issue Title *")).toHaveValue("");
    await expect(page.getByLabel("Description *")).toHaveValue("");
    await expect(page.getByLabel("Priority")).toHaveValue("medium");
    await expect(page.getByLabel("Platform")).toHaveValue("both");

    const ticket = page.getByRole("listitem", { name: "Export button freezes" });
    await expect(ticket.getByText("Open", { exact: true })).toBeVisible();
    await expect(page.getByTestId("status-open")).toContainText("1");
    await expect(ticket.getByText("AI is analyzing your issue...")).toBeVisible();

    // After 3 s: in progress, with a response and a new notification.
    await expect(ticket.getByText("In Progress", { exact: true })).toBeVisible({ timeout: 8000 });
    await expect(ticket.getByText(/AI analysis of "Export button freezes"/)).toBeVisible();
    await expect(page.getByTestId("status-open")).toContainText("0");
    await expect(page.getByTestId("status-in-progress")).toContainText("1");
    const notes = page.getByRole("list", { name: "Notifications list" });
    await expect(notes.getByText('AI responded to your ticket "Export button freezes"')).toBeVisible();
    await expect(page.getByText("1 new")).toBeVisible();

    await page.reload();
    const again = page.getByRole("listitem", { name: "Export button freezes" });
    await expect(again.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(again.getByText("Critical")).toBeVisible();
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/notifications" && r.request().method() === "PATCH");
    await notes.getByRole("button", { name: "Mark as read" }).click();
    await expect(notes.getByText("Read", { exact: true })).toBeVisible();
    expect((await read).ok()).toBe(true);
    await expect(page.getByText("1 new")).toBeHidden();

    // The screen changes at once; the page is reloaded once the server has answered the save.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/tickets/") && r.request().method() === "PATCH");
    await again.getByRole("button", { name: "Mark Resolved" }).click();
    await expect(page.getByTestId("status-resolved")).toContainText("1");
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("status-resolved")).toContainText("1");
    await expect(page.getByRole("list", { name: "Notifications list" }).getByText("Read", { exact: true })).toBeVisible();
  });
});
