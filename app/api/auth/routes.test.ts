import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as forgot } from "@/app/api/auth/forgot/route";
import { LOGIN_FAILED, POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as me } from "@/app/api/me/route";
import { POST as claim } from "@/app/api/wallet/claim/route";
import { POST as convertRoute } from "@/app/api/wallet/convert/route";
import { GET as wallet } from "@/app/api/wallet/route";
import { resetPasswordWithToken } from "@/lib/server/db/queries/accounts";
import { getBalances, listEntries, post as postLedger } from "@/lib/server/db/queries/ledger";
import { accounts, passwordResets, rateLimits, sessions } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

import { logMailer, mailDelivered } from "@/lib/server/auth/mailer";
import { verifyPassword } from "@/lib/server/auth/password";
import { accountForToken } from "@/lib/server/auth/session";
import { accountOfToken, call, freshToken, markEmailVerified, randomIp, request, runId, sessionToken, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

for (const factory of testDatabases()) {
  // scrypt makes every sign-up and log-in take real time: the log-in limit test makes 21 of them.
  describe(`account routes on ${factory.name}`, { timeout: 60_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function signUpUser(overrides: Record<string, string> = {}, token: string | null = null) {
      const id = runId();
      const body = { firstName: "Ada", lastName: "Lovelace", username: `ada_${id}`, email: `ada-${id}@example.com`, password: `pw-${id}-secret`, ...overrides };
      const answer = await call(signup, request("/api/auth/signup", body, { token }));
      return { ...body, answer };
    }

    async function accountRow(id: string) {
      const [row] = await db().select().from(accounts).where(eq(accounts.id, id));
      return row;
    }

    describe("sign-up", () => {
      it("creates a user, stores a scrypt hash (not the password) and signs in with a stored session", async () => {
        const user = await signUpUser();
        expect(user.answer.status).toBe(201);
        expect(user.answer.json.user).toMatchObject({ role: "user", email: user.email, username: user.username, tokenBalance: "5.00" });
        const row = await accountRow(user.answer.json.user!.id as string);
        expect(row.passwordHash).toMatch(/^scrypt\$/);
        expect(row.passwordHash).not.toContain(user.password);
        expect(await verifyPassword(user.password, row.passwordHash)).toBe(true);
        const token = sessionToken(user.answer);
        expect((await accountOfToken(db(), token))?.id).toBe(row.id);
        const cookie = user.answer.cookies.get("msx_session")!.attributes;
        expect(cookie).toMatchObject({ httponly: true, samesite: "lax", path: "/" });
        expect(cookie.secure).toBeUndefined();
      });

      it("in production the session cookie is Secure as well", async () => {
        vi.stubEnv("NODE_ENV", "production");
        try {
          const user = await signUpUser();
          expect(user.answer.status).toBe(201);
          expect(user.answer.cookies.get("msx_session")!.attributes).toMatchObject({ httponly: true, samesite: "lax", secure: true });
        } finally {
          vi.unstubAllEnvs();
        }
      });

      it("two accounts never share an e-mail (in any case) or a username (in any case)", async () => {
        const first = await signUpUser();
        const sameEmail = await signUpUser({ email: first.email.toUpperCase() });
        expect(sameEmail.answer.status).toBe(409);
        expect(sameEmail.answer.json.error?.code).toBe("email_taken");
        const sameUsername = await signUpUser({ username: first.username.toUpperCase() });
        expect(sameUsername.answer.status).toBe(409);
        expect(sameUsername.answer.json.error?.code).toBe("username_taken");
        const holders = await db().select().from(accounts).where(eq(accounts.username, first.username));
        expect(holders).toHaveLength(1);
      });

      it("from a guest: a new account with its own balance (the 5 MSXT welcome bonus), not the guest's demo tokens", async () => {
        const guestToken = freshToken();
        const guest = await call(me, request("/api/me", undefined, { token: guestToken }));
        expect(guest.json.user).toMatchObject({ role: "guest", tokenBalance: "150.50" });
        expect((await call(claim, request("/api/wallet/claim", { kind: "daily" }, { token: guestToken }))).status).toBe(200);

        const user = await signUpUser({}, guestToken);
        expect(user.answer.status).toBe(201);
        const guestId = guest.json.user!.id as string;
        const userId = user.answer.json.user!.id as string;
        expect(userId).not.toBe(guestId);
        expect(user.answer.json.user).toMatchObject({ role: "user", tokenBalance: "5.00", subscriptionPlan: "free" });
        expect(await getBalances(db(), userId)).toEqual({ MSXT: 500, USD: 0 });
        expect((await listEntries(db(), userId)).map((e) => e.kind)).toEqual(["welcome"]);
        // The guest's session was replaced by the user's, and the guest account is gone.
        expect(await accountOfToken(db(), guestToken)).toBeNull();
        expect(await db().select().from(accounts).where(eq(accounts.id, guestId))).toHaveLength(0);
        // Signing up again with the old guest cookie makes a separate account: the first keeps one bonus.
        const again = await signUpUser({}, guestToken);
        expect(again.answer.status).toBe(201);
        expect(again.answer.json.user!.id).not.toBe(userId);
        expect((await listEntries(db(), userId)).filter((e) => e.kind === "welcome")).toHaveLength(1);
        expect(await getBalances(db(), userId)).toEqual({ MSXT: 500, USD: 0 });
      });
    });

    describe("log-in and log-out", () => {
      it("a wrong password and an unknown e-mail get the same status and message", async () => {
        const user = await signUpUser();
        const wrong = await call(login, request("/api/auth/login", { email: user.email, password: "not-the-password" }));
        const unknown = await call(login, request("/api/auth/login", { email: `nobody-${runId()}@example.com`, password: "not-the-password" }));
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(401);
        expect(wrong.json).toEqual(unknown.json);
        expect(wrong.json.error).toEqual({ code: "invalid_credentials", message: LOGIN_FAILED });
        expect(wrong.cookies.has("msx_session")).toBe(false);
      });

      it("the e-mail is case-insensitive; the session it stores is the account's", async () => {
        const user = await signUpUser({ email: `Mixed.Case-${runId()}@Example.COM` });
        const answer = await call(login, request("/api/auth/login", { email: `  ${user.email.toLowerCase()} `, password: user.password }));
        expect(answer.status).toBe(200);
        expect(answer.json.user).toMatchObject({ id: user.answer.json.user!.id, email: user.email });
        expect((await accountOfToken(db(), sessionToken(answer)))?.id).toBe(user.answer.json.user!.id);
        const upper = await call(login, request("/api/auth/login", { email: user.email.toUpperCase(), password: user.password }));
        expect(upper.status).toBe(200);
      });

      it("after 20 attempts on one e-mail from one address, that address gets 429 with Retry-After, counted in the database", async () => {
        const user = await signUpUser();
        const ip = randomIp();
        // A window lasts a minute from the first attempt: hold the clock, so 21 slow scrypt attempts are all in it.
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(Date.now());
        for (let i = 0; i < 20; i += 1) {
          const attempt = await call(login, request("/api/auth/login", { email: user.email, password: `wrong-${i}` }, { ip }));
          expect(attempt.status).toBe(401);
        }
        // Past the limit even the right password is refused from that address.
        const limited = await call(login, request("/api/auth/login", { email: user.email.toUpperCase(), password: user.password }, { ip }));
        expect(limited.status).toBe(429);
        expect(limited.json.error?.code).toBe("rate_limited");
        const retryAfter = Number(limited.headers.get("retry-after"));
        expect(retryAfter).toBe(60);
        expect(limited.cookies.has("msx_session")).toBe(false);
        const [counter] = await db().select().from(rateLimits).where(eq(rateLimits.key, `login-email:${user.email.toLowerCase()}|${ip}`));
        expect(counter.count).toBe(21);
      });

      it("30 wrong passwords from one address do not lock the account out: the right password from another address signs in", async () => {
        const user = await signUpUser();
        const attacker = randomIp();
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(Date.now());
        const statuses: number[] = [];
        for (let i = 0; i < 30; i += 1) {
          statuses.push((await call(login, request("/api/auth/login", { email: user.email, password: `guess-${i}` }, { ip: attacker }))).status);
        }
        expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
        expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
        const owner = await call(login, request("/api/auth/login", { email: user.email, password: user.password }, { ip: randomIp() }));
        expect(owner.status).toBe(200);
        expect(owner.json.user).toMatchObject({ email: user.email });
        // The attacker's address stays slowed, right password or not.
        expect((await call(login, request("/api/auth/login", { email: user.email, password: user.password }, { ip: attacker }))).status).toBe(429);
      });

      it("a new X-Forwarded-For on every attempt does not reset the limit: the socket address counts", async () => {
        const user = await signUpUser();
        const ip = randomIp();
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(Date.now());
        const statuses: number[] = [];
        for (let i = 0; i < 22; i += 1) {
          const forged = { "x-forwarded-for": `127.9.${i}.1`, "x-real-ip": `127.8.${i}.1` };
          statuses.push((await call(login, request("/api/auth/login", { email: user.email, password: `guess-${i}` }, { ip, headers: forged }))).status);
        }
        expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
        expect(statuses.slice(20)).toEqual([429, 429]);
      });

      it("log-out revokes the session in the database and clears the cookie", async () => {
        const user = await signUpUser();
        const token = sessionToken(user.answer);
        const userId = user.answer.json.user!.id as string;
        expect((await call(me, request("/api/me", undefined, { token }))).json.user).toMatchObject({ id: userId });
        const out = await call(logout, request("/api/auth/logout", {}, { token }));
        expect(out.status).toBe(200);
        expect(out.cookies.get("msx_session")).toMatchObject({ value: "", attributes: { "max-age": "0" } });
        expect(out.cookies.get("msx_signed_out")?.value).toBe("1");
        expect(await db().select().from(sessions).where(eq(sessions.id, sha256Hex(token)))).toHaveLength(0);
        expect(await accountForToken(token)).toBeNull();
        const after = await call(me, request("/api/me", undefined, { token }));
        expect(after.json.user?.id).not.toBe(userId);
        expect(after.json.user?.email).not.toBe(user.email);
      });
    });

    describe("passwords", () => {
      it("a change needs the current password", async () => {
        const user = await signUpUser();
        const token = sessionToken(user.answer);
        const userId = user.answer.json.user!.id as string;
        const before = (await accountRow(userId)).passwordHash;
        const refused = await call(changePassword, request("/api/auth/password", { currentPassword: "wrong-current", newPassword: "brand-new-pass" }, { token }));
        expect(refused.status).toBe(400);
        expect(refused.json.error?.code).toBe("wrong_password");
        expect((await accountRow(userId)).passwordHash).toBe(before);

        // A second session (another browser) signed in with the old password.
        const other = sessionToken(await call(login, request("/api/auth/login", { email: user.email, password: user.password })));
        expect((await accountOfToken(db(), other))?.id).toBe(userId);

        const changed = await call(changePassword, request("/api/auth/password", { currentPassword: user.password, newPassword: "brand-new-pass" }, { token }));
        expect(changed.status).toBe(200);
        // The session that changed it stays; the other one is signed out.
        expect((await accountOfToken(db(), token))?.id).toBe(userId);
        expect(await accountOfToken(db(), other)).toBeNull();
        expect(await verifyPassword("brand-new-pass", (await accountRow(userId)).passwordHash)).toBe(true);
        expect((await call(login, request("/api/auth/login", { email: user.email, password: user.password }))).status).toBe(401);
        expect((await call(login, request("/api/auth/login", { email: user.email, password: "brand-new-pass" }))).status).toBe(200);
      });

      it("a guest cannot set a password, and no session gets 401", async () => {
        const guest = await call(changePassword, request("/api/auth/password", { currentPassword: "x", newPassword: "brand-new-pass" }, { token: freshToken() }));
        expect(guest.status).toBe(403);
        const none = await call(changePassword, request("/api/auth/password", { currentPassword: "x", newPassword: "brand-new-pass" }));
        expect(none.status).toBe(401);
      });

      it("forgot password answers the same for known and unknown e-mails; only a known one gets a link", async () => {
        const user = await signUpUser();
        const userId = user.answer.json.user!.id as string;
        // The sign-up's own verification mail goes first.
        await mailDelivered();
        const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
        const unknown = await call(forgot, request("/api/auth/forgot", { email: `nobody-${runId()}@example.com` }));
        await mailDelivered();
        expect(send).not.toHaveBeenCalled();
        const known = await call(forgot, request("/api/auth/forgot", { email: user.email.toUpperCase() }));
        // The answer goes before the mail.
        expect(send).not.toHaveBeenCalled();
        await mailDelivered();
        expect(known.status).toBe(unknown.status);
        expect(known.json).toEqual(unknown.json);
        expect(known.json).toEqual({ ok: true });
        expect(send).toHaveBeenCalledTimes(1);
        const mail = send.mock.calls[0][0];
        expect(mail.to).toBe(user.email);
        const token = /forgot-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
        expect(token).toBeDefined();
        // Only the token's hash is stored, for this account.
        const rows = await db().select().from(passwordResets).where(eq(passwordResets.accountId, userId));
        expect(rows.map((r) => r.id)).toEqual([sha256Hex(token!)]);
      });

      it("a reset link works once, and not after its hour", async () => {
        const user = await signUpUser();
        const userId = user.answer.json.user!.id as string;
        // The sign-up's own verification mail goes first.
        await mailDelivered();
        const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
        const linkToken = async () => {
          expect((await call(forgot, request("/api/auth/forgot", { email: user.email }))).status).toBe(200);
          await mailDelivered();
          return /token=([A-Za-z0-9_-]{43})/.exec(send.mock.calls.at(-1)![0].text)![1];
        };

        const signedIn = sessionToken(user.answer);
        expect((await accountOfToken(db(), signedIn))?.id).toBe(userId);
        const first = await linkToken();
        const used = await call(reset, request("/api/auth/reset", { token: first, password: "reset-pass-1" }));
        expect(used.status).toBe(200);
        // Every session that existed before the reset is signed out.
        expect(await accountOfToken(db(), signedIn)).toBeNull();
        expect(await verifyPassword("reset-pass-1", (await accountRow(userId)).passwordHash)).toBe(true);
        const again = await call(reset, request("/api/auth/reset", { token: first, password: "reset-pass-2" }));
        expect(again.status).toBe(400);
        expect(again.json.error?.code).toBe("invalid_token");
        expect(await verifyPassword("reset-pass-1", (await accountRow(userId)).passwordHash)).toBe(true);

        // A second link: an hour and a minute later it no longer works; the route refuses it once it has expired.
        const second = await linkToken();
        expect(await resetPasswordWithToken(db(), sha256Hex(second), "unused-hash", new Date(Date.now() + 61 * 60_000))).toBeNull();
        const [row] = await db().select().from(passwordResets).where(eq(passwordResets.id, sha256Hex(second)));
        expect(row.usedAt).toBeNull();
        await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.id, sha256Hex(second)));
        const expired = await call(reset, request("/api/auth/reset", { token: second, password: "reset-pass-3" }));
        expect(expired.status).toBe(400);
        expect(expired.json.error?.code).toBe("invalid_token");
        expect(await verifyPassword("reset-pass-1", (await accountRow(userId)).passwordHash)).toBe(true);

        const unknown = await call(reset, request("/api/auth/reset", { token: freshToken(), password: "reset-pass-4" }));
        expect(unknown.status).toBe(400);
      });
    });

    describe("one account never sees or moves another's", () => {
      it("B's wallet, profile, claims and conversions never show or change A's", async () => {
        const a = await signUpUser();
        const b = await signUpUser();
        const tokenA = sessionToken(a.answer);
        const tokenB = sessionToken(b.answer);
        const idA = a.answer.json.user!.id as string;
        const idB = b.answer.json.user!.id as string;
        await markEmailVerified(db(), idA);
        await markEmailVerified(db(), idB);

        expect((await call(claim, request("/api/wallet/claim", { kind: "daily" }, { token: tokenA }))).status).toBe(200);
        const entriesA = await listEntries(db(), idA);
        const balanceA = await getBalances(db(), idA);
        expect(balanceA).toEqual({ MSXT: 1500, USD: 0 });

        const walletB = await call(wallet, request("/api/wallet", undefined, { token: tokenB }));
        expect(walletB.status).toBe(200);
        const txB = walletB.json.transactions as { id: string }[];
        const idsA = new Set(entriesA.map((e) => `tx-${e.id}`));
        expect(txB.length).toBeGreaterThan(0);
        expect(txB.filter((t) => idsA.has(t.id))).toEqual([]);
        expect(walletB.json.balances).toEqual({ MSXT: "5.00", USD: "0.00" });
        expect(walletB.json.claims).toMatchObject({ daily: false });

        const meB = await call(me, request("/api/me", undefined, { token: tokenB }));
        expect(meB.json.user).toMatchObject({ id: idB, email: b.email, username: b.username });
        expect(JSON.stringify(meB.json)).not.toContain(a.email);
        expect(JSON.stringify(meB.json)).not.toContain(idA);

        // B claims and converts (MSXT it bought: earned MSXT never becomes USD), even naming A's account in the body:
        // only B's ledger moves.
        expect((await call(claim, request("/api/wallet/claim", { kind: "daily", accountId: idA }, { token: tokenB }))).status).toBe(200);
        await postLedger(db(), { accountId: idB, currency: "MSXT", amountCents: 1200, kind: "purchase_msxt", reference: "bought-b" });
        const converted = await call(convertRoute, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "12", accountId: idA }, { token: tokenB }));
        expect(converted.status).toBe(200);
        expect(converted.json.user).toMatchObject({ id: idB, tokenBalance: "15.00", usdBalance: "12.00" });
        expect(await getBalances(db(), idB)).toEqual({ MSXT: 1500, USD: 1200 });
        expect(await getBalances(db(), idA)).toEqual(balanceA);
        expect(await listEntries(db(), idA)).toEqual(entriesA);
        // A spends more than B could: refused for B, A untouched.
        const over = await call(convertRoute, request("/api/wallet/convert", { direction: "msxt-to-usd", amount: "10" }, { token: tokenB }));
        expect(over.status).toBe(409);
        expect(await getBalances(db(), idA)).toEqual(balanceA);
        // A's wallet still shows only A's entries.
        const walletA = await call(wallet, request("/api/wallet", undefined, { token: tokenA }));
        const entriesB = new Set((await listEntries(db(), idB)).map((e) => `tx-${e.id}`));
        expect((walletA.json.transactions as { id: string }[]).filter((t) => entriesB.has(t.id))).toEqual([]);
        expect(walletA.json.balances).toEqual({ MSXT: "15.00", USD: "0.00" });
        const sessionsOfA = await db().select().from(sessions).where(and(eq(sessions.accountId, idA), eq(sessions.id, sha256Hex(tokenB))));
        expect(sessionsOfA).toHaveLength(0);
      });
    });
  });
}
