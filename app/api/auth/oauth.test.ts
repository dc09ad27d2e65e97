import { createHash, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as authorize } from "@/app/api/auth/oauth/[provider]/route";
import { GET as callback } from "@/app/api/auth/oauth/[provider]/callback/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/me/route";
import { startStubServer, type StubServer } from "@/lib/server/ai/test-helpers";
import { accounts } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";

import { accountOfToken, call, ORIGIN, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";

interface Profile {
  sub: string;
  email: string | null;
  given_name: string;
}

/**
 * A stand-in for Google's OAuth endpoints on 127.0.0.1: a code is issued for a PKCE challenge (the test plays the
 * user who consents), the token endpoint checks the client's credentials and the verifier against it, the userinfo
 * endpoint answers the profile. arctic's clients call Google's real addresses; the test's fetch sends those to the
 * stub (nothing leaves the machine).
 */
let stub: StubServer;
const codes = new Map<string, { challenge: string; profile: Profile }>();
const accessTokens = new Map<string, Profile>();
const CLIENT_ID = "test-client-id";
const CLIENT_SECRET = "test-client-secret";
/** The site's public origin: links use it whatever Host the request names. */
const APP_URL = "https://studio.example.test";
/** Google's real endpoints (as arctic calls them) and where the stub answers them. */
const providerRoutes: Record<string, string> = {
  "https://oauth2.googleapis.com/token": "/token",
  "https://openidconnect.googleapis.com/v1/userinfo": "/userinfo",
};

beforeAll(async () => {
  stub = await startStubServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(req.body.toString());
      const issued = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      // The client authenticates with HTTP Basic (arctic) or in the body.
      const basic = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      const [id, secret] = basic ? basic.split(":") : [form.get("client_id"), form.get("client_secret")];
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(401, { error: "invalid_client" });
      if (!issued || form.get("redirect_uri") !== `${APP_URL}/api/auth/oauth/google/callback`) return json(400, { error: "invalid_grant" });
      if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge) return json(400, { error: "invalid_grant" });
      const accessToken = `at-${randomUUID()}`;
      accessTokens.set(accessToken, issued.profile);
      return json(200, { access_token: accessToken, token_type: "Bearer" });
    }
    if (req.method === "GET" && url.pathname === "/userinfo") {
      const profile = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      return profile ? json(200, profile) : json(401, { error: "invalid_token" });
    }
    return json(404, { error: "not_found" });
  });
  vi.stubEnv("GOOGLE_CLIENT_ID", CLIENT_ID);
  vi.stubEnv("GOOGLE_CLIENT_SECRET", CLIENT_SECRET);
  vi.stubEnv("APP_URL", APP_URL);
  resetEnvForTests();
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const to = providerRoutes[req.url.split("?")[0]];
    if (!to) return Promise.reject(new Error(`The test stops a request to ${req.url}`));
    return realFetch(new Request(`${stub.origin}${to}`, req));
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnvForTests();
  await stub?.close();
});

const params = { params: Promise.resolve({ provider: "google" }) };
const tokenRequests = () => stub.requests.filter((r) => r.url.startsWith("/token")).length;

/** GET /api/auth/oauth/google: the redirect to the provider and the saved state cookie. */
async function start() {
  const answer = await call(authorize, request("/api/auth/oauth/google"), params);
  expect(answer.status).toBe(307);
  const location = new URL(answer.headers.get("location")!);
  const saved = answer.cookies.get("msx_oauth");
  expect(saved).toBeDefined();
  return { location, cookie: saved!.value, attributes: saved!.attributes };
}

/** The provider sends the browser back with a code for the challenge it was shown. */
function consent(location: URL, profile: Profile): string {
  const code = `code-${randomUUID()}`;
  codes.set(code, { challenge: location.searchParams.get("code_challenge")!, profile });
  return code;
}

async function back(query: Record<string, string>, cookie: string, token: string | null = null) {
  const qs = new URLSearchParams(query).toString();
  return call(callback, request(`/api/auth/oauth/google/callback?${qs}`, undefined, { token, cookies: { msx_oauth: cookie } }), params);
}

async function signIn(profile: Profile) {
  const { location, cookie } = await start();
  const code = consent(location, profile);
  const answer = await back({ code, state: location.searchParams.get("state")! }, cookie);
  expect(answer.status).toBe(307);
  expect(answer.headers.get("location")).toBe(`${APP_URL}/dashboard`);
  return { answer, token: sessionToken(answer) };
}

for (const factory of testDatabases()) {
  describe(`Google OAuth against a stub provider on ${factory.name}`, { timeout: 30_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    it("the authorize redirect carries an S256 code challenge, a state and the callback; the verifier stays in an HttpOnly cookie", async () => {
      const { location, cookie, attributes } = await start();
      expect(`${location.origin}${location.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
      const q = location.searchParams;
      expect(q.get("response_type")).toBe("code");
      expect(q.get("client_id")).toBe(CLIENT_ID);
      expect(q.get("code_challenge_method")).toBe("S256");
      expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get("state")).toBeTruthy();
      expect(q.get("redirect_uri")).toBe(`${APP_URL}/api/auth/oauth/google/callback`);
      expect(q.get("scope")).toBe("openid email profile");
      const saved = JSON.parse(decodeURIComponent(cookie)) as { state: string; verifier: string; provider: string };
      expect(saved.state).toBe(q.get("state"));
      expect(createHash("sha256").update(saved.verifier).digest("base64url")).toBe(q.get("code_challenge"));
      expect(location.toString()).not.toContain(saved.verifier);
      expect(attributes).toMatchObject({ httponly: true, samesite: "lax" });
    });

    it("builds the redirect URI from APP_URL: a forged Host or forwarded host changes nothing", async () => {
      const forged = request("/api/auth/oauth/google");
      forged.headers.set("host", "evil.example");
      forged.headers.set("x-forwarded-host", "evil.example");
      const answer = await call(authorize, forged, params);
      const location = new URL(answer.headers.get("location")!);
      expect(location.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/oauth/google/callback`);
      expect(answer.headers.get("location")).not.toContain("evil.example");
      expect(ORIGIN).not.toBe(APP_URL);
    });

    it("Microsoft Entra ID (PKCE and state) and Yahoo (state) go through arctic's clients when their keys are set", async () => {
      vi.stubEnv("MICROSOFT_CLIENT_ID", "ms-id");
      vi.stubEnv("MICROSOFT_CLIENT_SECRET", "ms-secret");
      vi.stubEnv("YAHOO_CLIENT_ID", "y-id");
      vi.stubEnv("YAHOO_CLIENT_SECRET", "y-secret");
      try {
        const ms = await call(authorize, request("/api/auth/oauth/microsoft"), { params: Promise.resolve({ provider: "microsoft" }) });
        const msUrl = new URL(ms.headers.get("location")!);
        expect(`${msUrl.origin}${msUrl.pathname}`).toBe("https://login.microsoftonline.com/common/oauth2/v2.0/authorize");
        expect(msUrl.searchParams.get("code_challenge_method")).toBe("S256");
        expect(msUrl.searchParams.get("state")).toBeTruthy();
        expect(msUrl.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/oauth/microsoft/callback`);
        const yahoo = await call(authorize, request("/api/auth/oauth/yahoo"), { params: Promise.resolve({ provider: "yahoo" }) });
        const yUrl = new URL(yahoo.headers.get("location")!);
        expect(`${yUrl.origin}${yUrl.pathname}`).toBe("https://api.login.yahoo.com/oauth2/request_auth");
        expect(yUrl.searchParams.get("state")).toBe(JSON.parse(decodeURIComponent(yahoo.cookies.get("msx_oauth")!.value)).state);
      } finally {
        vi.stubEnv("MICROSOFT_CLIENT_ID", "");
        vi.stubEnv("YAHOO_CLIENT_ID", "");
      }
      // Without keys the provider is not configured here (the Sign-in button uses the development sign-in instead).
      const off = await call(authorize, request("/api/auth/oauth/yahoo"), { params: Promise.resolve({ provider: "yahoo" }) });
      expect(off.status).toBe(404);
      expect(off.json.error?.code).toBe("provider_not_configured");
    });

    it("refuses a callback whose state does not match, without asking the provider", async () => {
      const { location, cookie } = await start();
      const code = consent(location, { sub: `s-${runId()}`, email: null, given_name: "Eve" });
      const before = tokenRequests();
      const answer = await back({ code, state: "not-the-state" }, cookie);
      expect(answer.status).toBe(307);
      const to = new URL(answer.headers.get("location")!);
      expect(to.pathname).toBe("/login");
      expect(to.searchParams.get("error")).toBeTruthy();
      expect(answer.cookies.has("msx_session")).toBe(false);
      expect(tokenRequests()).toBe(before);
      // Without the cookie (sign-in not started in this browser) it is refused as well.
      const noCookie = await back({ code, state: location.searchParams.get("state")! }, "");
      expect(new URL(noCookie.headers.get("location")!).pathname).toBe("/login");
      expect(noCookie.cookies.has("msx_session")).toBe(false);
    });

    it("a verifier that does not match the challenge is refused by the provider, and nobody is signed in", async () => {
      const { location, cookie } = await start();
      const code = consent(location, { sub: `s-${runId()}`, email: null, given_name: "Mallory" });
      const saved = JSON.parse(decodeURIComponent(cookie)) as Record<string, string>;
      const forged = encodeURIComponent(JSON.stringify({ ...saved, verifier: "x".repeat(43) }));
      const before = tokenRequests();
      const answer = await back({ code, state: saved.state }, forged);
      expect(tokenRequests()).toBe(before + 1);
      expect(new URL(answer.headers.get("location")!).pathname).toBe("/login");
      expect(answer.cookies.has("msx_session")).toBe(false);
    });

    it("exchanges the code with the verifier and signs in an account bound to the subject; the same subject lands in the same account", async () => {
      const subject = `google-sub-${runId()}`;
      const email = `oauth-${runId()}@example.com`;
      const first = await signIn({ sub: subject, email, given_name: "Grace" });
      const account = await accountOfToken(db(), first.token);
      expect(account).toMatchObject({ provider: "google", providerSubject: subject, email, role: "user", firstName: "Grace" });
      const token = stub.requests.filter((r) => r.url.startsWith("/token")).at(-1)!;
      expect(new URLSearchParams(token.body.toString()).get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The profile's e-mail changed at the provider: still the same account, found by subject.
      const second = await signIn({ sub: subject, email: `changed-${runId()}@example.com`, given_name: "Grace" });
      expect(second.token).not.toBe(first.token);
      expect((await accountOfToken(db(), second.token))?.id).toBe(account!.id);
      expect(await db().select().from(accounts).where(eq(accounts.providerSubject, subject))).toHaveLength(1);
      const profile = await call(me, request("/api/me", undefined, { token: second.token }));
      expect(profile.json.user).toMatchObject({ id: account!.id, role: "user" });

      // Another subject with the same e-mail never lands in this account.
      const other = await signIn({ sub: `${subject}-other`, email, given_name: "Mallory" });
      const otherAccount = await accountOfToken(db(), other.token);
      expect(otherAccount!.id).not.toBe(account!.id);
      expect(otherAccount!.email).toBeNull();
    });

    it("never grants the owner role, even when the provider's e-mail is OWNER_EMAIL", async () => {
      const ownerEmail = `owner-${runId()}@example.com`;
      vi.stubEnv("OWNER_EMAIL", ownerEmail);
      vi.stubEnv("OWNER_PASSWORD", "owner-password-1");
      try {
        // Before the owner account exists (a first sign-in racing the server's start) ...
        const subject = `owner-lookalike-${runId()}`;
        const early = await signIn({ sub: subject, email: ownerEmail.toUpperCase(), given_name: "Not the owner" });
        const earlyAccount = await accountOfToken(db(), early.token);
        expect(earlyAccount?.role).toBe("user");

        // ... then the owner account is made (the first log-in runs it): the social account is not promoted.
        const ownerLogin = await call(login, request("/api/auth/login", { email: ownerEmail, password: "owner-password-1" }));
        expect(ownerLogin.status).toBe(200);
        expect(ownerLogin.json).toMatchObject({ owner: true, user: { role: "owner" } });
        expect(ownerLogin.json.user!.id).not.toBe(earlyAccount!.id);

        const [stored] = await db().select().from(accounts).where(eq(accounts.id, earlyAccount!.id));
        expect(stored.role).toBe("user");
        const stillSignedIn = await call(me, request("/api/me", undefined, { token: early.token }));
        expect(stillSignedIn.json.user).toMatchObject({ id: earlyAccount!.id, role: "user" });

        // Signing in again with that identity, and a new identity with the owner's e-mail: never the owner.
        const again = await signIn({ sub: subject, email: ownerEmail, given_name: "Not the owner" });
        expect(await accountOfToken(db(), again.token)).toMatchObject({ id: earlyAccount!.id, role: "user" });
        const late = await signIn({ sub: `${subject}-late`, email: ownerEmail, given_name: "Not the owner" });
        const lateAccount = await accountOfToken(db(), late.token);
        expect(lateAccount).toMatchObject({ role: "user", email: null });
        expect(lateAccount!.id).not.toBe(ownerLogin.json.user!.id);
        const owners = await db().select().from(accounts).where(eq(accounts.role, "owner"));
        expect(owners.map((o) => o.id)).toEqual([ownerLogin.json.user!.id]);
      } finally {
        vi.stubEnv("OWNER_EMAIL", "");
        vi.stubEnv("OWNER_PASSWORD", "");
      }
    });
  });
}
