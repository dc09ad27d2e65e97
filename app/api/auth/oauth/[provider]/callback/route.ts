import { NextResponse } from "next/server";

import { oauthProviderParams } from "@/lib/contracts/auth";
import { appOrigin, appUrl } from "@/lib/server/app-url";
import { oauthAccount, recordLogin } from "@/lib/server/auth/accounts";
import { exchangeCode, OAUTH_COOKIE, oauthProviders, type OAuthProvider } from "@/lib/server/auth/oauth";
import { startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { route } from "@/lib/server/route";

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The provider sends the browser back here: the state must match, then the code is exchanged with the verifier. */
export const GET = route({ access: "public", params: oauthProviderParams }, async ({ req, params: { provider } }) => {
  const url = new URL(req.url);
  const fail = (reason: string) => NextResponse.redirect(appUrl(`/login?error=${encodeURIComponent(reason)}`, req));
  let saved: { state?: string; verifier?: string; provider?: string } = {};
  try {
    saved = JSON.parse(readCookie(req, OAUTH_COOKIE) ?? "{}");
  } catch {
    saved = {};
  }
  const code = url.searchParams.get("code");
  if (!oauthProviders.includes(provider as OAuthProvider) || saved.provider !== provider) return fail("Sign-in was not started here");
  if (!code || !saved.state || !saved.verifier || url.searchParams.get("state") !== saved.state) return fail("Sign-in could not be verified");
  let profile;
  try {
    profile = await exchangeCode(provider as OAuthProvider, code, saved.verifier, `${appOrigin(req)}/api/auth/oauth/${provider}/callback`);
  } catch (error) {
    console.error("OAuth sign-in failed:", error instanceof Error ? error.message : String(error));
    return fail("The provider did not confirm the sign-in");
  }
  const account = await oauthAccount(provider, profile);
  const res = NextResponse.redirect(appUrl("/dashboard", req));
  await startSession(res, account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordLogin(account.id);
  res.cookies.delete(OAUTH_COOKIE);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
