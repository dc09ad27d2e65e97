import { loginRef, recordActivity } from "@/lib/server/challenges";
import { getDb } from "@/lib/server/db/client";
import { createProviderAccount } from "@/lib/server/db/queries/accounts";
import { clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { oauthConfigured } from "@/lib/server/auth/oauth";
import { readJson, withApi } from "@/lib/server/api";

import { socialSchema } from "@/lib/contracts/auth";

const names = { google: "Google", microsoft: "Microsoft", yahoo: "Yahoo" } as const;

/**
 * Social sign-in. With the provider's client id and secret set, the browser is sent through real OAuth
 * (GET /api/auth/oauth/<provider>). Without them (development) this signs in to a fresh development account and
 * says so: never the owner, never an account another visitor uses.
 */
export const POST = withApi(async (req) => {
  const { provider } = await readJson(req, socialSchema);
  if (oauthConfigured(provider)) return Response.json({ redirect: `/api/auth/oauth/${provider}` });
  await rateLimit("social", clientKey(req), 10);
  const db = await getDb();
  const account = await createProviderAccount(db, `dev-${provider}`, null, names[provider], "Creator");
  const res = await userJson(account, {
    development: true,
    message: `${names[provider]} sign-in is not configured on this server: you are signed in to a new development account.`,
  });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordActivity(db, account.id, "login", loginRef());
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
