import { socialSchema } from "@/lib/contracts/auth";
import { ApiError } from "@/lib/server/api";
import { developmentAccount, recordLogin } from "@/lib/server/auth/accounts";
import { clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { oauthConfigured } from "@/lib/server/auth/oauth";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { route } from "@/lib/server/route";

const names = { google: "Google", microsoft: "Microsoft", yahoo: "Yahoo" } as const;

/**
 * Development sign-in (a fresh account with no e-mail and no password) exists only outside production, and for the
 * end-to-end harness's own production build (E2E=1, which a Vercel start refuses). A real visitor never lands in an
 * account they cannot sign back into.
 */
function developmentSignIn(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== "production" || (env.E2E === "1" && !env.VERCEL);
}

/**
 * Social sign-in. With the provider's client id and secret set, the browser is sent through real OAuth
 * (GET /api/auth/oauth/<provider>). Without them, production answers 404 `provider_not_configured` ("sign-in with
 * <provider> is not set up") and creates nothing; development signs in to a fresh development account and says so:
 * never the owner, never an account another visitor uses.
 */
export const POST = route({ access: "public", body: socialSchema }, async ({ req, body: { provider } }) => {
  if (oauthConfigured(provider)) return Response.json({ redirect: `/api/auth/oauth/${provider}` });
  if (!developmentSignIn()) {
    throw new ApiError(404, `Sign-in with ${names[provider]} is not set up on this server. Use your e-mail and password.`, "provider_not_configured");
  }
  await rateLimit("social", clientKey(req), 10);
  const account = await developmentAccount(provider, names[provider]);
  const res = await userJson(account, {
    development: true,
    message: `${names[provider]} sign-in is not configured on this server: you are signed in to a new development account.`,
  });
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordLogin(account.id);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
