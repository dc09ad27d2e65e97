/**
 * Server-side sessions. The cookie `msx_session` holds a random token (32 bytes, base64url); the database keeps
 * only its SHA-256. The proxy (proxy.ts) gives a first-time visitor a token; the guest account behind it is
 * created on the first request that needs one. Cookie: HttpOnly, SameSite=Lax, Secure in production, 30 days,
 * renewed with use.
 */
import "server-only";

import { createHash, randomBytes } from "node:crypto";

import type { NextResponse } from "next/server";
import { cache } from "react";

import { getDb } from "@/lib/server/db/client";
import { type Account, accountForSession, createGuest, createSession, deleteSession, purgeIdleGuestsDaily } from "@/lib/server/db/queries/accounts";

export const SESSION_COOKIE = "msx_session";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isSessionToken(value: string | undefined | null): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The cookie only carries the token; the database decides how long a session lives (SESSION_DAYS, sliding forward
 * with use). So the cookie outlives any session (400 days, browsers' cap): renewing it per request would race with
 * log-in and log-out answers that replace it.
 */
export const SESSION_COOKIE_MAX_AGE = 400 * 86_400;

export function sessionCookieOptions(production = process.env.NODE_ENV === "production") {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: production,
    path: "/",
    maxAge: SESSION_COOKIE_MAX_AGE,
  };
}

export function setSessionCookie(res: NextResponse, token: string): void {
  res.cookies.set(SESSION_COOKIE, token, sessionCookieOptions());
}

export function clearSessionCookie(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** The session token in a Cookie header, or null. */
export function tokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isSessionToken(value) ? value : null;
    }
  }
  return null;
}

/**
 * The account behind a session token. With `createGuest`, a well-formed token that has no session yet gets a
 * new guest account (the visitor's first request that needs one).
 */
export async function accountForToken(token: string | null, options: { createGuest?: boolean } = {}): Promise<Account | null> {
  if (!token) return null;
  const db = await getDb();
  const hash = hashToken(token);
  const account = await accountForSession(db, hash);
  if (account || !options.createGuest) return account;
  await createGuest(db, hash);
  await purgeIdleGuestsDaily(db);
  return accountForSession(db, hash);
}

/** For route handlers: the request's account (a guest is created for a fresh token). */
export function accountFromRequest(req: Request, options: { createGuest?: boolean } = { createGuest: true }): Promise<Account | null> {
  return accountForToken(tokenFromCookieHeader(req.headers.get("cookie")), options);
}

/** For server components: the current account, creating the guest on first need (once per request). */
export const currentAccount = cache(async (): Promise<Account | null> => {
  const { cookies } = await import("next/headers");
  const store = await cookies();
  const token = store.get(SESSION_COOKIE)?.value;
  return accountForToken(isSessionToken(token) ? token : null, { createGuest: true });
});

/** Starts a new session for an account (log-in, sign-up); the old token, if any, is revoked. */
export async function startSession(res: NextResponse, accountId: string, previousToken: string | null): Promise<void> {
  const db = await getDb();
  if (previousToken) await deleteSession(db, hashToken(previousToken));
  const token = newSessionToken();
  await createSession(db, accountId, hashToken(token));
  setSessionCookie(res, token);
}

export async function endSession(token: string | null): Promise<void> {
  if (!token) return;
  await deleteSession(await getDb(), hashToken(token));
}
