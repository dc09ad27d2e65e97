/**
 * Signing in, signing up and passwords: the account rules the auth routes call. Sessions and cookies are set by the
 * routes (lib/server/auth/session.ts); these read and write the accounts.
 */
import "server-only";

import { ApiError } from "@/lib/server/api";
import { getMailer } from "@/lib/server/auth/mailer";
import type { OAuthProfile } from "@/lib/server/auth/oauth";
import { ensureOwner } from "@/lib/server/auth/owner-account";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { guestIdForToken, hashToken, newSessionToken } from "@/lib/server/auth/session";
import { loginRef, recordActivity } from "@/lib/server/challenges";
import { getDb } from "@/lib/server/db/client";
import {
  type Account,
  createPasswordReset,
  createProviderAccount,
  deleteSession,
  demoVisitor,
  findAccountByEmail,
  findOrCreateOAuthAccount,
  resetPasswordWithToken,
  setPassword,
  signUp,
} from "@/lib/server/db/queries/accounts";

/** One message for every failed log-in, so nobody can learn which e-mails have accounts. */
export const LOGIN_FAILED = "Invalid email or password";

/** The account signed in today (the daily log-in challenge counts it). */
export async function recordLogin(accountId: string): Promise<void> {
  await recordActivity(await getDb(), accountId, "login", loginRef());
}

/** The account for this e-mail and password (401 invalid_credentials, the same for every failure). */
export async function checkLogin(email: string, password: string): Promise<Account> {
  await ensureOwner();
  const account = await findAccountByEmail(await getDb(), email);
  const ok = await verifyPassword(password, account?.passwordHash ?? null);
  if (!account || !ok || account.role === "guest") throw new ApiError(401, LOGIN_FAILED, "invalid_credentials");
  return account;
}

/**
 * "Continue as Demo User": ends the previous session (if any) and answers a fresh session token with the demo user
 * it shows. Its guest account is created by the visitor's first request that changes server state, not here.
 */
export async function startDemo(previousToken: string | null): Promise<{ token: string; visitor: Account }> {
  if (previousToken) await deleteSession(await getDb(), hashToken(previousToken));
  const token = newSessionToken();
  return { token, visitor: demoVisitor(guestIdForToken(token)) };
}

/** Mails a reset link when a signed-up account has this e-mail; nothing otherwise. `origin` is the app's own. */
export async function sendPasswordReset(email: string, origin: string): Promise<void> {
  const db = await getDb();
  const account = await findAccountByEmail(db, email);
  if (!account || account.role === "guest" || !account.email) return;
  const token = newSessionToken();
  await createPasswordReset(db, account.id, hashToken(token));
  await getMailer().send({
    to: account.email,
    subject: "Reset your MSX Studio password",
    text: `Open this link within an hour to choose a new password:\n${origin}/forgot-password?token=${token}\n\nIf you did not ask for this, ignore this e-mail.`,
  });
}

/** Sets a new password from a reset link's token (once, within an hour); every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  const accountId = await resetPasswordWithToken(db, hashToken(token), await hashPassword(password));
  if (!accountId) throw new ApiError(400, "This reset link is invalid or has expired", "invalid_token");
}

/** Changes the password after checking the current one; sessions other than `keepToken`'s end. */
export async function changePassword(account: Account, currentPassword: string, newPassword: string, keepToken: string | null): Promise<void> {
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw new ApiError(400, "The current password is not correct", "wrong_password");
  }
  await setPassword(await getDb(), account.id, await hashPassword(newPassword), keepToken ? hashToken(keepToken) : null);
}

/** Creates an account (from the visitor's guest when there is one, keeping its projects and balance). */
export async function signUpAccount(input: {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  guestId: string | null;
}): Promise<Account> {
  const result = await signUp(await getDb(), {
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    guestId: input.guestId,
  });
  if (!result.ok) {
    throw new ApiError(409, result.reason === "email_taken" ? "An account with this e-mail already exists" : "This username is taken", result.reason);
  }
  return result.account;
}

/** A fresh development account for a social sign-in whose provider is not configured. */
export async function developmentAccount(provider: string, name: string): Promise<Account> {
  return createProviderAccount(await getDb(), `dev-${provider}`, null, name, "Creator");
}

/** The account of a confirmed OAuth sign-in (created on the first one). */
export async function oauthAccount(provider: string, profile: OAuthProfile): Promise<Account> {
  return findOrCreateOAuthAccount(await getDb(), provider, profile.subject, profile.email, profile.name);
}
