import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { newAuthorization, OAUTH_COOKIE, oauthClient, oauthProviders, type OAuthProvider } from "@/lib/server/auth/oauth";

/**
 * Starts OAuth: state and PKCE verifier go in a short-lived HttpOnly cookie, the browser goes to the provider. The
 * redirect URI is built from APP_URL, never from the request's Host.
 */
export const GET = withApi<{ params: Promise<{ provider: string }> }>(async (req, { params }) => {
  const { provider } = await params;
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
