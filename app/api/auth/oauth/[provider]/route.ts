import { NextResponse } from "next/server";

import { ApiError, withApi } from "@/lib/server/api";
import { authorizationUrl, OAUTH_COOKIE, oauthProviders, type OAuthProvider, pkcePair } from "@/lib/server/auth/oauth";

/** Starts OAuth: state and PKCE verifier go in a short-lived HttpOnly cookie, the browser goes to the provider. */
export const GET = withApi<{ params: Promise<{ provider: string }> }>(async (req, { params }) => {
  const { provider } = await params;
  if (!oauthProviders.includes(provider as OAuthProvider)) throw new ApiError(404, "Unknown sign-in provider");
  const state = crypto.randomUUID();
  const { verifier, challenge } = pkcePair();
  const origin = new URL(req.url).origin;
  const url = authorizationUrl(provider as OAuthProvider, `${origin}/api/auth/oauth/${provider}/callback`, state, challenge);
  if (!url) throw new ApiError(404, "This sign-in provider is not configured", "provider_not_configured");
  const res = NextResponse.redirect(url);
  res.cookies.set(OAUTH_COOKIE, JSON.stringify({ state, verifier, provider }), {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: "/api/auth/oauth",
    maxAge: 600,
  });
  return res;
});
