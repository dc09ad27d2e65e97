import { clientKey, clearRateLimit, rateLimit, userJson } from "@/lib/server/auth/guard";
import { verifyPassword } from "@/lib/server/auth/password";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { ApiError, readJson, withApi } from "@/lib/server/api";
import { getDb } from "@/lib/server/db/client";
import { findAccountByEmail } from "@/lib/server/db/queries/accounts";
import { ensureOwner } from "@/lib/server/auth/owner-account";
import { loginRef, recordActivity } from "@/lib/server/challenges";

import { loginSchema } from "@/lib/contracts/auth";

/** One message for every failure, so nobody can learn which e-mails have accounts. */
export const LOGIN_FAILED = "Invalid email or password";

/** Attempts per client address a minute (any e-mails), and per e-mail from one client address. */
const LOGIN_LIMIT_PER_CLIENT = 60;
const LOGIN_LIMIT_PER_EMAIL_AND_CLIENT = 20;

export const POST = withApi(async (req) => {
  const body = await readJson(req, loginSchema);
  // Per client address, and per e-mail from that address: guessing slows the guesser, while the account's owner,
  // from an address with no failures, still signs in (a per-e-mail limit alone would let anyone lock them out).
  const client = clientKey(req);
  const emailKey = `${body.email.trim().toLowerCase()}|${client}`;
  await rateLimit("login", client, LOGIN_LIMIT_PER_CLIENT);
  await rateLimit("login-email", emailKey, LOGIN_LIMIT_PER_EMAIL_AND_CLIENT);
  await ensureOwner();
  const account = await findAccountByEmail(await getDb(), body.email);
  const ok = await verifyPassword(body.password, account?.passwordHash ?? null);
  if (!account || !ok || account.role === "guest") throw new ApiError(401, LOGIN_FAILED, "invalid_credentials");
  // A success forgives this client's earlier typos on this e-mail.
  await clearRateLimit("login-email", emailKey);
  const res = await userJson(account, { owner: account.role === "owner" });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordActivity(await getDb(), account.id, "login", loginRef());
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
