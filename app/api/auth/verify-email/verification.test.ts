/**
 * Rewards need a verified e-mail: sign-up mails a link (through SMTP, here a loopback catcher); until it is opened a
 * claim answers 403 email_unverified; the link is stored hashed, works once, expires, and belongs to the address it
 * was sent to; Resend link is rate limited. A visitor who has not signed up still claims into the demo balance.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { POST as resend } from "@/app/api/auth/verify-email/resend/route";
import { GET as me, PATCH as profile } from "@/app/api/me/route";
import { POST as claim } from "@/app/api/wallet/claim/route";
import { mailDelivered } from "@/lib/server/auth/mailer";
import { call, freshToken, randomIp, request, runId, sessionToken, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { type CaughtMail, linkIn, type SmtpCatcher, startSmtpCatcher } from "@/lib/server/auth/testing/smtp-catcher";
import { getBalances } from "@/lib/server/db/queries/ledger";
import { createEmailVerification, VERIFICATION_TOKEN_TTL_MS } from "@/lib/server/db/queries/verification";
import { emailVerifications } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";
import { resetEnvForTests } from "@/lib/server/env";

let catcher: SmtpCatcher;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** Mail goes to the loopback catcher, as in the end-to-end tests. */
function mailToCatcher() {
  vi.stubEnv("SMTP_HOST", "127.0.0.1");
  vi.stubEnv("SMTP_PORT", String(catcher.port));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const mailTo = (email: string): CaughtMail[] => catcher.messages.filter((m) => m.to.includes(email));

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

for (const factory of testDatabases()) {
  describe(`e-mail verification on ${factory.name}`, { timeout: 90_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function newUser() {
      mailToCatcher();
      const id = runId();
      const email = `ver-${id}@example.com`;
      const answer = await call(
        signup,
        request("/api/auth/signup", { firstName: "Vera", lastName: "Fied", username: `ver_${id}`, email, password: `pw-${id}-secret` }),
      );
      expect(answer.status).toBe(201);
      expect(answer.json.user).toMatchObject({ emailVerified: false });
      await mailDelivered();
      return { email, token: sessionToken(answer), id: answer.json.user!.id as string };
    }

    const claimDaily = (token: string) => call(claim, request("/api/wallet/claim", { kind: "daily" }, { token }));

    it("sign-up mails a link; until it is opened a claim is refused with what to do; the link verifies, and the claim pays", async () => {
      const user = await newUser();
      const mails = mailTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Verify your MSX Studio e-mail");
      const link = linkIn(mails[0], "/verify-email");
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/verify-email\?token=/);

      const refused = await claimDaily(user.token);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({
        code: "email_unverified",
        message: `Verify your e-mail address to claim rewards: open the link we sent to ${user.email}, or use Resend link to get a new one.`,
      });
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 500, USD: 0 });

      // Stored as its hash only.
      const rows = await db().select().from(emailVerifications).where(eq(emailVerifications.accountId, user.id));
      expect(rows.map((r) => r.id)).toEqual([sha256Hex(tokenOf(link!))]);

      const opened = await call(verify, request("/api/auth/verify-email", { token: tokenOf(link!) }, { token: user.token }));
      expect(opened.status).toBe(200);
      expect(opened.json).toMatchObject({ verified: true, user: { emailVerified: true } });
      expect((await call(me, request("/api/me", undefined, { token: user.token }))).json.user).toMatchObject({ emailVerified: true });

      expect((await claimDaily(user.token)).status).toBe(200);
      expect(await getBalances(db(), user.id)).toEqual({ MSXT: 1500, USD: 0 });
    });

    it("a link works once: 20 parallel uses verify once, and a replay is refused", async () => {
      const user = await newUser();
      const token = tokenOf(linkIn(mailTo(user.email)[0], "/verify-email")!);
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(verify, request("/api/auth/verify-email", { token }))));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.json.error?.code).toBe("invalid_token");
      const replay = await call(verify, request("/api/auth/verify-email", { token }));
      expect(replay.status).toBe(400);
      expect(replay.json.error?.message).toBe("This verification link is invalid, used or expired. Sign in and use Resend link to get a new one.");
      expect(await db().select().from(emailVerifications).where(eq(emailVerifications.accountId, user.id))).toEqual([]);
    });

    it("a link expires after a day; a made-up or malformed token is a 400", async () => {
      const user = await newUser();
      const old = freshToken();
      await createEmailVerification(db(), user.id, user.email, sha256Hex(old), new Date(Date.now() - VERIFICATION_TOKEN_TTL_MS - 1000));
      expect((await call(verify, request("/api/auth/verify-email", { token: old }))).json.error?.code).toBe("invalid_token");
      expect((await call(verify, request("/api/auth/verify-email", { token: freshToken() }))).json.error?.code).toBe("invalid_token");
      const missing = await call(verify, request("/api/auth/verify-email", {}));
      expect(missing.status).toBe(400);
      expect(missing.json.error?.code).toBe("invalid_request");
      expect((await claimDaily(user.token)).status).toBe(403);
    });

    it("a verification belongs to its address: a new e-mail is unverified, the old link verifies nothing, the new one does", async () => {
      const user = await newUser();
      const first = tokenOf(linkIn(mailTo(user.email)[0], "/verify-email")!);
      const moved = `moved-${runId()}@example.com`;
      const changed = await call(profile, request("/api/me", { email: moved }, { token: user.token, method: "PATCH" }));
      expect(changed.status).toBe(200);
      await mailDelivered();
      expect((await call(verify, request("/api/auth/verify-email", { token: first }))).status).toBe(400);
      const second = tokenOf(linkIn(mailTo(moved)[0], "/verify-email")!);
      expect((await call(verify, request("/api/auth/verify-email", { token: second }))).status).toBe(200);
      expect((await claimDaily(user.token)).status).toBe(200);

      // Verified, then a new address: unverified again, claims refused until its link is opened.
      const again = `again-${runId()}@example.com`;
      expect((await call(profile, request("/api/me", { email: again }, { token: user.token, method: "PATCH" }))).json.user).toMatchObject({ emailVerified: false });
      await mailDelivered();
      expect((await call(claim, request("/api/wallet/claim", { kind: "weekly" }, { token: user.token }))).status).toBe(403);
    });

    it("Resend link mails a new link, at most 3 in 10 minutes: 20 parallel resends send 3 and answer 429 with Retry-After", async () => {
      const user = await newUser();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(resend, request("/api/auth/verify-email/resend", {}, { token: user.token, ip: randomIp() }))),
      );
      await mailDelivered();
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const limited = answers.filter((a) => a.status === 429);
      expect(limited).toHaveLength(17);
      expect(Number(limited[0].headers.get("retry-after"))).toBeGreaterThan(0);
      expect(answers.find((a) => a.status === 200)!.json).toEqual({ ok: true, email: user.email });
      // The sign-up's link and three more, each working.
      const links = mailTo(user.email).map((m) => tokenOf(linkIn(m, "/verify-email")!));
      expect(links).toHaveLength(4);
      expect(new Set(links).size).toBe(4);
      expect((await call(verify, request("/api/auth/verify-email", { token: links[3] }))).status).toBe(200);
      // Once verified, the other links are void and a resend says so.
      expect((await call(verify, request("/api/auth/verify-email", { token: links[1] }))).status).toBe(400);
      const done = await call(resend, request("/api/auth/verify-email/resend", {}, { token: user.token }));
      expect(done.status).toBe(409);
      expect(done.json.error?.code).toBe("already_verified");
    });

    it("a made-up cookie or a visitor cannot resend; a visitor still claims into the demo balance", async () => {
      const madeUp = await call(resend, request("/api/auth/verify-email/resend", {}, { token: freshToken() }));
      expect(madeUp.status).toBe(403);
      expect(madeUp.json.error?.code).toBe("guest_account");
      const noCookie = await call(resend, request("/api/auth/verify-email/resend", {}));
      expect(noCookie.status).toBe(401);
      const visitor = freshToken();
      const claimed = await claimDaily(visitor);
      expect(claimed.status).toBe(200);
      expect(claimed.json.user).toMatchObject({ role: "guest", tokenBalance: "160.50", emailVerified: false });
    });

    it("in development without SMTP the link goes to the log, and it works", async () => {
      vi.stubEnv("NODE_ENV", "development");
      vi.stubEnv("SMTP_HOST", "");
      resetEnvForTests();
      const logged: string[] = [];
      vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
      const id = runId();
      const email = `dev-${id}@example.com`;
      const answer = await call(signup, request("/api/auth/signup", { firstName: "D", lastName: "Ev", username: `dev_${id}`, email, password: `pw-${id}-secret` }));
      expect(answer.status).toBe(201);
      await mailDelivered();
      const link = linkIn({ text: logged.join("\n") }, "/verify-email");
      expect(link).not.toBeNull();
      expect((await call(verify, request("/api/auth/verify-email", { token: tokenOf(link!) }))).status).toBe(200);
      expect((await claimDaily(sessionToken(answer))).status).toBe(200);
    });

    it("a production start without SMTP sends no link and logs none; the account stays unverified", async () => {
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("APP_URL", "https://studio.example");
      vi.stubEnv("SMTP_HOST", "");
      resetEnvForTests();
      const logged: string[] = [];
      for (const level of ["info", "warn", "error", "log"] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
      }
      const id = runId();
      const email = `quiet-${id}@example.com`;
      const before = catcher.messages.length;
      const answer = await call(signup, request("/api/auth/signup", { firstName: "Q", lastName: "Uiet", username: `quiet_${id}`, email, password: `pw-${id}-secret` }));
      expect(answer.status).toBe(201);
      await mailDelivered();
      expect(catcher.messages.length).toBe(before);
      const log = logged.join("\n");
      expect(log).toContain("[mail] not sent");
      expect(log).not.toContain("token=");
      expect(log).not.toContain(email);
      expect((await claimDaily(sessionToken(answer))).status).toBe(403);
    });
  });
}
