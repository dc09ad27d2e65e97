/**
 * Social sign-in with real OAuth 2.0 through arctic's maintained clients: Google and Microsoft Entra ID
 * (authorization code with PKCE S256, state checked), Yahoo (authorization code, state checked: arctic's Yahoo
 * client sends no PKCE). Each is switched on by its client id and secret. An account is found by
 * (provider, subject) only, never by e-mail, so a social sign-in cannot land in somebody else's account, and it
 * never gives owner access. The redirect URI is `<APP_URL>/api/auth/oauth/<provider>/callback` (lib/server/app-url.ts).
 */
import "server-only";

import { generateCodeVerifier, generateState, Google, MicrosoftEntraId, Yahoo } from "arctic";

export const oauthProviders = ["google", "microsoft", "yahoo"] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

const SCOPES = ["openid", "email", "profile"];
const TIMEOUT_MS = 15_000;

/** The OpenID Connect userinfo endpoint of each provider (the profile is read with the access token). */
export const userinfoEndpoints: Record<OAuthProvider, string> = {
  google: "https://openidconnect.googleapis.com/v1/userinfo",
  microsoft: "https://graph.microsoft.com/oidc/userinfo",
  yahoo: "https://api.login.yahoo.com/openid/v1/userinfo",
};

interface Client {
  /** The provider's authorization URL for this state (and PKCE verifier, where the provider takes one). */
  authorizationUrl(state: string, verifier: string): URL;
  /** Exchanges the code at the provider's token endpoint; answers the access token. */
  exchange(code: string, verifier: string): Promise<string>;
}

function credentials(provider: OAuthProvider, env: Record<string, string | undefined>) {
  const prefix = provider.toUpperCase();
  const id = env[`${prefix}_CLIENT_ID`]?.trim();
  const secret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  return id && secret ? { id, secret } : null;
}

/** The arctic client of a configured provider, or null when its id and secret are not set. */
export function oauthClient(provider: OAuthProvider, redirectUri: string, env: Record<string, string | undefined> = process.env): Client | null {
  const c = credentials(provider, env);
  if (!c) return null;
  switch (provider) {
    case "google": {
      const google = new Google(c.id, c.secret, redirectUri);
      return {
        authorizationUrl: (state, verifier) => google.createAuthorizationURL(state, verifier, SCOPES),
        exchange: async (code, verifier) => (await google.validateAuthorizationCode(code, verifier)).accessToken(),
      };
    }
    case "microsoft": {
      const entra = new MicrosoftEntraId("common", c.id, c.secret, redirectUri);
      return {
        authorizationUrl: (state, verifier) => entra.createAuthorizationURL(state, verifier, SCOPES),
        exchange: async (code, verifier) => (await entra.validateAuthorizationCode(code, verifier)).accessToken(),
      };
    }
    case "yahoo": {
      const yahoo = new Yahoo(c.id, c.secret, redirectUri);
      return {
        authorizationUrl: (state) => yahoo.createAuthorizationURL(state, SCOPES),
        exchange: async (code) => (await yahoo.validateAuthorizationCode(code)).accessToken(),
      };
    }
  }
}

export function oauthConfigured(provider: OAuthProvider, env: Record<string, string | undefined> = process.env): boolean {
  return credentials(provider, env) !== null;
}

export const OAUTH_COOKIE = "msx_oauth";

/** A new state and PKCE verifier (arctic's generators: 32 random bytes, base64url). */
export function newAuthorization(): { state: string; verifier: string } {
  return { state: generateState(), verifier: generateCodeVerifier() };
}

export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Exchanges the code (with the PKCE verifier) through arctic and reads the user's profile. */
export async function exchangeCode(provider: OAuthProvider, code: string, verifier: string, redirectUri: string): Promise<OAuthProfile> {
  const client = oauthClient(provider, redirectUri);
  if (!client) throw new Error(`${provider} sign-in is not configured`);
  let accessToken: string;
  try {
    accessToken = await withTimeout(client.exchange(code, verifier), provider);
  } catch (error) {
    // arctic's OAuth2RequestError carries the provider's error code (invalid_grant, ...), never the secret.
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`${provider} refused the code (${detail})`);
  }
  const infoRes = await fetch(userinfoEndpoints[provider], { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!infoRes.ok) throw new Error(`${provider} did not send the profile (${infoRes.status})`);
  const info = (await infoRes.json()) as { sub?: string; email?: string; name?: string; given_name?: string };
  if (!info.sub) throw new Error(`${provider} sent no subject`);
  return { subject: String(info.sub), email: info.email ?? null, name: info.given_name ?? info.name ?? "Creator" };
}
