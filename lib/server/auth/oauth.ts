/**
 * Social sign-in with real OAuth 2.0 (authorization code with PKCE, state checked) for Google, Microsoft and
 * Yahoo, switched on per provider by its client id and secret. An account is found by (provider, subject) only,
 * never by e-mail, so a social sign-in cannot land in somebody else's account, and it never gives owner access.
 * `<PROVIDER>_OAUTH_BASE_URL` (test only) points a provider at a stub server.
 */
import "server-only";

import { createHash, randomBytes } from "node:crypto";

export const oauthProviders = ["google", "microsoft", "yahoo"] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

interface ProviderEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
  scope: string;
}

const endpoints: Record<OAuthProvider, ProviderEndpoints> = {
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    scope: "openid email profile",
  },
  microsoft: {
    authorize: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    token: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    userinfo: "https://graph.microsoft.com/oidc/userinfo",
    scope: "openid email profile",
  },
  yahoo: {
    authorize: "https://api.login.yahoo.com/oauth2/request_auth",
    token: "https://api.login.yahoo.com/oauth2/get_token",
    userinfo: "https://api.login.yahoo.com/openid/v1/userinfo",
    scope: "openid email profile",
  },
};

function envPrefix(provider: OAuthProvider): string {
  return provider.toUpperCase();
}

export function oauthClient(provider: OAuthProvider, env: Record<string, string | undefined> = process.env) {
  const id = env[`${envPrefix(provider)}_CLIENT_ID`];
  const secret = env[`${envPrefix(provider)}_CLIENT_SECRET`];
  if (!id || !secret) return null;
  const base = env[`${envPrefix(provider)}_OAUTH_BASE_URL`];
  const urls = base
    ? { authorize: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo`, scope: endpoints[provider].scope }
    : endpoints[provider];
  return { id, secret, ...urls };
}

export function oauthConfigured(provider: OAuthProvider): boolean {
  return oauthClient(provider) !== null;
}

export const OAUTH_COOKIE = "msx_oauth";

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizationUrl(provider: OAuthProvider, redirectUri: string, state: string, challenge: string): string | null {
  const client = oauthClient(provider);
  if (!client) return null;
  const url = new URL(client.authorize);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: client.id,
    redirect_uri: redirectUri,
    scope: client.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string;
}

/** Exchanges the code (with the PKCE verifier) and reads the user's profile. */
export async function exchangeCode(provider: OAuthProvider, code: string, verifier: string, redirectUri: string): Promise<OAuthProfile> {
  const client = oauthClient(provider);
  if (!client) throw new Error(`${provider} sign-in is not configured`);
  const tokenRes = await fetch(client.token, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: client.id,
      client_secret: client.secret,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!tokenRes.ok) throw new Error(`${provider} refused the code (${tokenRes.status})`);
  const { access_token: accessToken } = (await tokenRes.json()) as { access_token?: string };
  if (!accessToken) throw new Error(`${provider} sent no access token`);
  const infoRes = await fetch(client.userinfo, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(15_000) });
  if (!infoRes.ok) throw new Error(`${provider} did not send the profile (${infoRes.status})`);
  const info = (await infoRes.json()) as { sub?: string; email?: string; name?: string; given_name?: string };
  if (!info.sub) throw new Error(`${provider} sent no subject`);
  return { subject: String(info.sub), email: info.email ?? null, name: info.given_name ?? info.name ?? "Creator" };
}
