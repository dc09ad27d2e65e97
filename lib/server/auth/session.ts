/**
 * Server-side sessions. The cookie `msx_session` holds a random token (32 bytes, base64url); the database keeps
 * only its SHA-256. The proxy (proxy.ts) gives a first-time visitor a token; pages render the demo user for it
 * without writing anything, and the guest account behind it is created by the first request that changes server
 * state (a save, an upload, a tool run, a claim). Cookie: HttpOnly, SameSite=Lax, Secure in production, 30 days,
 * renewed with use.
 */
import "server-only";

import { createHash, randomBytes } from "node:crypto";

import type { NextResponse } from "next/server";
import { cache } from "react";

import { ApiError } from "@/lib/server/api";
import { clientKey } from "@/lib/server/client-address";
import { getDb } from "@/lib/server/db/client";
import {
  type Account,
  accountForSession,
  createGuest,
  createSession,
  deleteSession,
  demoVisitor,
  purgeIdleGuestsDaily,
} from "@/lib/server/db/queries/accounts";
import { hitRateLimit } from "@/lib/server/db/queries/rate-limits";
import { guestLimits } from "@/lib/entitlements/guest-limits";

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

/** The account of a live session for this token, or null. Never writes an account. */
export async function accountForToken(token: string | null): Promise<Account | null> {
  if (!token) return null;
  return accountForSession(await getDb(), hashToken(token));
}

/**
 * The guest account for a well-formed token that has no session yet: created now (the visitor's first request
 * that needs server state), at most GUEST_LIMIT_PER_HOUR a client address an hour (429 beyond). Its id follows
 * from the token, so the demo user the visitor saw before (demoVisitor) keeps its id.
 */
export async function createGuestForToken(token: string, client: string): Promise<Account | null> {
  const db = await getDb();
  const hash = hashToken(token);
  const existing = await accountForSession(db, hash);
  if (existing) return existing;
  const limit = guestLimits().newGuestsPerHour;
  const gate = await hitRateLimit(db, `guest-new:${client}`, limit, 3_600_000);
  if (!gate.ok) {
    throw new ApiError(429, TOO_MANY_GUESTS, "too_many_guests", { "Retry-After": String(gate.retryAfterSeconds) });
  }
  await createGuest(db, hash, new Date(), guestIdForToken(token));
  await purgeIdleGuestsDaily(db);
  return accountForSession(db, hash);
}

export const TOO_MANY_GUESTS = "Too many new guest sessions from your network. Sign up or log in to continue, or try again later.";

/**
 * For route handlers: the request's account. With `createGuest` (routes that change server state), a
 * well-formed token without a session gets its guest account now.
 */
export async function accountFromRequest(req: Request, options: { createGuest?: boolean } = { createGuest: true }): Promise<Account | null> {
  const token = tokenFromCookieHeader(req.headers.get("cookie"));
  const account = await accountForToken(token);
  if (account || !token || !options.createGuest) return account;
  return createGuestForToken(token, clientKey(req));
}

/**
 * For reading: the request's account, or for a well-formed token with no session yet the demo user it will become
 * (demoVisitor, not stored). Reading never creates an account, so crawlers and first page views write nothing.
 */
export async function readerFromRequest(req: Request): Promise<Account | null> {
  const token = tokenFromCookieHeader(req.headers.get("cookie"));
  return (await accountForToken(token)) ?? (token ? demoVisitor(guestIdForToken(token)) : null);
}

/** The guest account id a token gets: derived from the token (not from the session's stored hash). */
export function guestIdForToken(token: string): string {
  return `acc_g${createHash("sha256").update(`guest:${token}`).digest("hex").slice(0, 32)}`;
}

/**
 * For server components: the current account (once per request), or the demo user a visitor with a session
 * token but no account yet sees. Never writes: a guest account is created by the first request that needs one.
 */
export const currentAccount = cache(async (): Promise<Account | null> => {
  const { cookies } = await import("next/headers");
  const store = await cookies();
  const value = store.get(SESSION_COOKIE)?.value;
  const token = isSessionToken(value) ? value : null;
  return (await accountForToken(token)) ?? (token ? demoVisitor(guestIdForToken(token)) : null);
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
