import { loginSchema } from "@/lib/contracts/auth";
import { checkLogin, LOGIN_FAILED, recordLogin } from "@/lib/server/auth/accounts";
import { clearRateLimit, clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { route } from "@/lib/server/route";

/** One message for every failure, so nobody can learn which e-mails have accounts. */
export { LOGIN_FAILED };

/** Attempts per client address a minute (any e-mails), and per e-mail from one client address. */
const LOGIN_LIMIT_PER_CLIENT = 60;
const LOGIN_LIMIT_PER_EMAIL_AND_CLIENT = 20;

export const POST = route({ access: "public", body: loginSchema }, async ({ req, body }) => {
  // Per client address, and per e-mail from that address: guessing slows the guesser, while the account's owner,
  // from an address with no failures, still signs in (a per-e-mail limit alone would let anyone lock them out).
  const client = clientKey(req);
  const emailKey = `${body.email.trim().toLowerCase()}|${client}`;
  await rateLimit("login", client, LOGIN_LIMIT_PER_CLIENT);
  await rateLimit("login-email", emailKey, LOGIN_LIMIT_PER_EMAIL_AND_CLIENT);
  const account = await checkLogin(body.email, body.password);
  // A success forgives this client's earlier typos on this e-mail.
  await clearRateLimit("login-email", emailKey);
  const res = await userJson(account, { owner: account.role === "owner" });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordLogin(account.id);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
