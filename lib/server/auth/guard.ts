/** Route-handler helpers for accounts: who is asking, rate limits in the database, the user answer. */
import "server-only";

import { NextResponse } from "next/server";

import { ApiError } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { type Account, toPublicUser } from "@/lib/server/db/queries/accounts";
import { hitRateLimit } from "@/lib/server/db/queries/rate-limits";

import { accountFromRequest } from "./session";

/** The caller's account (guest or user); 401 JSON without a session. */
export async function requireAccount(req: Request): Promise<Account> {
  const account = await accountFromRequest(req);
  if (!account) throw new ApiError(401, "Sign in, or continue as a guest, to use this", "unauthorized");
  return account;
}

/** The client's address as the proxy in front of the app reports it. */
export { clientKey } from "@/lib/server/rate-limit";

/** Counts a request against a limit kept in the database (shared by every instance); 429 beyond it. */
export async function rateLimit(name: string, key: string, limit: number, windowMs = 60_000): Promise<void> {
  const result = await hitRateLimit(await getDb(), `${name}:${key}`, limit, windowMs);
  if (!result.ok) {
    throw new ApiError(429, "Too many attempts. Please wait a moment and try again.", "rate_limited", {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
}

export async function userJson(account: Account, extra: Record<string, unknown> = {}, init?: ResponseInit): Promise<NextResponse> {
  const user = await toPublicUser(await getDb(), account);
  return NextResponse.json({ user, ...extra }, init);
}
