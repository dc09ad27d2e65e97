/**
 * E-mail verification: sign-up (and a new address) mails a link; opening it verifies the address; rewards (claims)
 * need a verified address. Links go out after the answer (deliverLater), through the one mailer: SMTP, or in
 * development the log; a production start without SMTP sends none and logs no link.
 */
import "server-only";

import { ApiError } from "@/lib/server/api";
import { rateLimit } from "@/lib/server/auth/guard";
import { deliverLater, getMailer } from "@/lib/server/auth/mailer";
import { hashToken, newSessionToken } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { type Account, findAccountById } from "@/lib/server/db/queries/accounts";
import { createEmailVerification, deleteEmailVerifications, verifyEmailWithToken } from "@/lib/server/db/queries/verification";

/** Resend link: at most this many a window per account. */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_MS = 10 * 60_000;

export const UNVERIFIED_CODE = "email_unverified";

/** A signed-up account (not a guest: a visitor claims into the demo balance) whose address is not verified yet. */
export function needsVerification(account: Pick<Account, "role" | "emailVerifiedAt">): boolean {
  return account.role !== "guest" && account.emailVerifiedAt === null;
}

/** Rewards need a verified e-mail: 403 email_unverified with what to do. */
export function requireVerifiedEmail(account: Pick<Account, "role" | "emailVerifiedAt" | "email">): void {
  if (!needsVerification(account)) return;
  const where = account.email ? ` we sent to ${account.email}` : "";
  throw new ApiError(
    403,
    `Verify your e-mail address to claim rewards: open the link${where}, or use Resend link to get a new one.`,
    UNVERIFIED_CODE,
  );
}

/** Mails a verification link for the account's current address (none for a guest, a verified or address-less account). */
export async function sendVerification(accountId: string, origin: string): Promise<void> {
  const db = await getDb();
  const account = await findAccountById(db, accountId);
  if (!account || !account.email || !needsVerification(account)) return;
  const token = newSessionToken();
  await createEmailVerification(db, account.id, account.email, hashToken(token));
  await getMailer().send({
    to: account.email,
    subject: "Verify your MSX Studio e-mail",
    text: `Open this link within a day to verify your e-mail address and unlock rewards:\n${origin}/verify-email?token=${token}\n\nIf you did not sign up for MSX Studio, ignore this e-mail.`,
  });
}

/** After the answer: a link for the account's address. */
export function sendVerificationLater(accountId: string, origin: string): void {
  deliverLater(() => sendVerification(accountId, origin));
}

/** The address of a new e-mail is unverified: old links go, and a link for the new one is mailed. */
export async function addressChanged(accountId: string, origin: string): Promise<void> {
  await deleteEmailVerifications(await getDb(), accountId);
  sendVerificationLater(accountId, origin);
}

/** Opens a link: the verified account (400 invalid_token when the link is unknown, used, expired or for an old address). */
export async function verifyEmail(token: string): Promise<Account> {
  const account = await verifyEmailWithToken(await getDb(), hashToken(token));
  if (!account) {
    throw new ApiError(400, "This verification link is invalid, used or expired. Sign in and use Resend link to get a new one.", "invalid_token");
  }
  return account;
}

/** Resend link: 409 when already verified, 400 without an address, 429 past RESEND_LIMIT in RESEND_WINDOW_MS. */
export async function resendVerification(account: Account, origin: string): Promise<{ email: string }> {
  if (!needsVerification(account)) throw new ApiError(409, "Your e-mail address is already verified.", "already_verified");
  if (!account.email) throw new ApiError(400, "Add an e-mail address in Account Settings first.", "email_missing");
  await rateLimit("verify-resend", account.id, RESEND_LIMIT, RESEND_WINDOW_MS);
  sendVerificationLater(account.id, origin);
  return { email: account.email };
}
