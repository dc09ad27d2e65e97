import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";
import { clearOwnerCookie, ownerCookie } from "@/lib/server/owner-cookie";
import { createOwnerToken, isOwnerCredentials, ownerConfigFrom } from "@/lib/server/owner-session";
import { clientKey, createRateLimiter } from "@/lib/server/rate-limit";

import { ownerLoginSchema, type OwnerLoginResponse } from "./schema";

/** At most 5 owner-login attempts a minute per client; a successful owner login resets the count. */
const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });

/**
 * Every login posts here first. The owner pair (OWNER_EMAIL / OWNER_PASSWORD) is compared in
 * constant time; a match sets the signed HttpOnly owner cookie and answers { owner: true }.
 * Anything else answers { owner: false } and clears any owner cookie, and the client signs in an
 * ordinary user. Without the variables, owner login is disabled and every answer is false.
 */
export const POST = withApi(async (req) => {
  const { email, password } = await readJson(req, ownerLoginSchema, { maxBytes: 4 * 1024 });
  const env = getEnv();
  const config = ownerConfigFrom(env);
  const production = env.NODE_ENV === "production";

  if (!config) {
    const res = NextResponse.json<OwnerLoginResponse>({ owner: false });
    clearOwnerCookie(res, production);
    return res;
  }

  const key = clientKey(req);
  const attempt = limiter.check(key);
  if (!attempt.allowed) {
    throw new ApiError(429, "Too many login attempts. Please wait a minute and try again.", "rate_limited", {
      "Retry-After": String(attempt.retryAfterSeconds),
    });
  }

  if (!isOwnerCredentials(config, email, password)) {
    const res = NextResponse.json<OwnerLoginResponse>({ owner: false });
    clearOwnerCookie(res, production);
    return res;
  }

  limiter.reset(key);
  const res = NextResponse.json<OwnerLoginResponse>({ owner: true });
  ownerCookie(res, createOwnerToken(config.secret), production);
  return res;
});
