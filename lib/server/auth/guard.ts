/** Route-handler helpers for accounts: who is asking, rate limits in the database, the user answer. */
import "server-only";

import { NextResponse } from "next/server";

import { ApiError } from "@/lib/server/api";
import { clientKey } from "@/lib/server/client-address";
import { getDb } from "@/lib/server/db/client";
import { type Account, toPublicUser } from "@/lib/server/db/queries/accounts";
import { clearRateLimitKey, hitRateLimit } from "@/lib/server/db/queries/rate-limits";

import { accountFromRequest, readerFromRequest } from "./session";

/** An account with the calling client's address key (guests' quotas are counted per address too). */
export type Caller = Account & { client: string };

const noSession = () => new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");

/**
 * The caller's account (guest or user), for a request that changes server state: a visitor's first such request
 * creates its guest account (at most GUEST_LIMIT_PER_HOUR per client address). 401 JSON without a session.
 */
export async function requireAccount(req: Request): Promise<Caller> {
  const account = await accountFromRequest(req);
  if (!account) throw noSession();
  return Object.assign(account, { client: clientKey(req) });
}

/**
 * The caller's account for a request that only reads: a visitor without a guest account yet reads as the demo user
 * (nothing is stored: crawlers and first page views create no accounts). 401 JSON without a session.
 */
export async function readAccount(req: Request): Promise<Caller> {
  const account = await readerFromRequest(req);
  if (!account) throw noSession();
  return Object.assign(account, { client: clientKey(req) });
}

/** The client's address key: the socket's, or a trusted proxy's word (lib/server/client-address). */
export { clientKey };

/** Counts a request against a limit kept in the database (shared by every instance); 429 beyond it. */
/** Sign-ups a client address may try a minute; changes of e-mail or username are held to the same. */
export const SIGNUP_LIMIT_PER_MINUTE = 5;

export async function rateLimit(name: string, key: string, limit: number, windowMs = 60_000): Promise<void> {
  const result = await hitRateLimit(await getDb(), `${name}:${key}`, limit, windowMs);
  if (!result.ok) {
    throw new ApiError(429, "Too many attempts. Please wait a moment and try again.", "rate_limited", {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
}

/** Forgets a limit's count for a key (e.g. a client's failed log-ins once it signs in). */
export async function clearRateLimit(name: string, key: string): Promise<void> {
  await clearRateLimitKey(await getDb(), `${name}:${key}`);
}

export async function userJson(account: Account, extra: Record<string, unknown> = {}, init?: ResponseInit): Promise<NextResponse> {
  const user = await toPublicUser(await getDb(), account);
  return NextResponse.json({ user, ...extra }, init);
}
