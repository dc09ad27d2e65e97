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

import { accountOfToken, call, ORIGIN, request, runId, sessionToken, withAppDatabase } from "./test-helpers";

interface Profile {
  sub: string;
  email: string | null;
  given_name: string;
}

/**
 * A stand-in for Google's OAuth endpoints on 127.0.0.1: a code is issued for a PKCE challenge (the test plays the
 * user who consents), the token endpoint checks the verifier against it, the userinfo endpoint answers the profile.
 */
let stub: StubServer;
const codes = new Map<string, { challenge: string; profile: Profile }>();
const accessTokens = new Map<string, Profile>();
const CLIENT_ID = "test-client-id";
const CLIENT_SECRET = "test-client-secret";

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
      if (!issued || form.get("client_id") !== CLIENT_ID || form.get("client_secret") !== CLIENT_SECRET) return json(400, { error: "invalid_client" });
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
  vi.stubEnv("GOOGLE_OAUTH_BASE_URL", stub.origin);
});

afterAll(async () => {
  vi.unstubAllEnvs();
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
  expect(new URL(answer.headers.get("location")!).pathname).toBe("/dashboard");
  return { answer, token: sessionToken(answer) };
}

for (const factory of testDatabases()) {
  describe(`Google OAuth against a stub provider on ${factory.name}`, { timeout: 30_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    it("the authorize redirect carries an S256 code challenge, a state and the callback; the verifier stays in an HttpOnly cookie", async () => {
      const { location, cookie, attributes } = await start();
      expect(location.origin).toBe(stub.origin);
      expect(location.hostname).toBe("127.0.0.1");
      expect(location.pathname).toBe("/authorize");
      const q = location.searchParams;
      expect(q.get("response_type")).toBe("code");
      expect(q.get("client_id")).toBe(CLIENT_ID);
      expect(q.get("code_challenge_method")).toBe("S256");
      expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get("state")).toBeTruthy();
      expect(q.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/oauth/google/callback`);
      const saved = JSON.parse(decodeURIComponent(cookie)) as { state: string; verifier: string; provider: string };
      expect(saved.state).toBe(q.get("state"));
      expect(createHash("sha256").update(saved.verifier).digest("base64url")).toBe(q.get("code_challenge"));
      expect(location.toString()).not.toContain(saved.verifier);
      expect(attributes).toMatchObject({ httponly: true, samesite: "lax" });
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
