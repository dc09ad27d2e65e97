/**
 * The end-to-end tests read the app's mail the way a person does: the server sends it by SMTP to a catcher on
 * 127.0.0.1 (started by e2e/global-setup.ts, on E2E_SMTP_PORT), which writes each message to E2E_MAIL_DIR as JSON.
 * These helpers wait for a message to an address and hand back its link.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

import { type CaughtMail, linkIn } from "../lib/server/auth/testing/smtp-catcher";

import { sameOrigin } from "./fixtures";

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: playwright.config.ts sets it for the mail catcher");
  return dir;
}

/** Every message caught so far to `to`, oldest first. */
export function mailTo(to: string): CaughtMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CaughtMail)
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** Waits for the `nth` (1-based) message to `to` whose subject contains `subject`, and answers it. */
export async function waitForMail(to: string, subject: string, nth = 1): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(() => {
      found = mailTo(to).filter((mail) => mail.subject.includes(subject))[nth - 1];
      return found !== undefined;
    }, { message: `mail "${subject}" #${nth} to ${to}`, timeout: 15_000 })
    .toBe(true);
  return found!;
}

/** The verification link of the `nth` verification mail to `email`. */
export async function verificationLink(email: string, nth = 1): Promise<string> {
  const link = linkIn(await waitForMail(email, "Verify your MSX Studio e-mail", nth), "/verify-email");
  expect(link, "a verification link in the mail").not.toBeNull();
  return link!;
}

/** The reset link of the `nth` reset mail to `email`. */
export async function resetLink(email: string, nth = 1): Promise<string> {
  const link = linkIn(await waitForMail(email, "Reset your MSX Studio password", nth), "/forgot-password");
  expect(link, "a reset link in the mail").not.toBeNull();
  return link!;
}

/**
 * Verifies `email` with the link from its mail, through the API (for specs about what a verified account does;
 * e2e/mail.spec.ts opens the link in the browser).
 */
export async function verifyViaMail(page: Page, email: string): Promise<void> {
  const token = new URL(await verificationLink(email)).searchParams.get("token");
  const res = await page.request.post("/api/auth/verify-email", { headers: sameOrigin(page), data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
