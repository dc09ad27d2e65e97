import { clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { verifyPassword } from "@/lib/server/auth/password";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { ApiError, readJson, withApi } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { findAccountByEmail } from "@/lib/server/db/queries/accounts";
import { ensureOwner } from "@/lib/server/auth/owner-account";
import { loginRef, recordActivity } from "@/lib/server/challenges";

import { loginSchema } from "./schema";

/** One message for every failure, so nobody can learn which e-mails have accounts. */
export const LOGIN_FAILED = "Invalid email or password";

export const POST = withApi(async (req) => {
  const body = await readJson(req, loginSchema);
  // Per client address, and per e-mail whatever the address (slows guessing one account's password).
  await rateLimit("login", clientKey(req), 60);
  await rateLimit("login-email", body.email.toLowerCase(), 20);
  await ensureOwner();
  const account = await findAccountByEmail(await getDb(), body.email);
  const ok = await verifyPassword(body.password, account?.passwordHash ?? null);
  if (!account || !ok || account.role === "guest") throw new ApiError(401, LOGIN_FAILED, "invalid_credentials");
  const res = await userJson(account, { owner: account.role === "owner" });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordActivity(await getDb(), account.id, "login", loginRef());
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
