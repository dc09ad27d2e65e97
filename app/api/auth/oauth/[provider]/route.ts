import { NextResponse } from "next/server";

import { oauthProviderParams } from "@/lib/contracts/auth";
import { ApiError } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { newAuthorization, OAUTH_COOKIE, oauthClient, oauthProviders, type OAuthProvider } from "@/lib/server/auth/oauth";
import { route } from "@/lib/server/route";

/**
 * Starts OAuth: state and PKCE verifier go in a short-lived HttpOnly cookie, the browser goes to the provider. The
 * redirect URI is built from APP_URL, never from the request's Host.
 */
export const GET = route({ access: "public", params: oauthProviderParams }, ({ req, params: { provider } }) => {
  if (!oauthProviders.includes(provider as OAuthProvider)) throw new ApiError(404, "Unknown sign-in provider");
  const client = oauthClient(provider as OAuthProvider, `${appOrigin(req)}/api/auth/oauth/${provider}/callback`);
  if (!client) throw new ApiError(404, "This sign-in provider is not configured", "provider_not_configured");
  const { state, verifier } = newAuthorization();
  const res = NextResponse.redirect(client.authorizationUrl(state, verifier));
  res.cookies.set(OAUTH_COOKIE, JSON.stringify({ state, verifier, provider }), {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: "/api/auth/oauth",
    maxAge: 600,
  });
  return res;
});
