/**
 * Sign-in and resets that hold: no development sign-in in production, reset links that die with a new password
 * (by any path) and within the hour, no account-existence probing through the profile or forgot-password, and mail
 * that never goes in clear to another machine nor leaves a working link in a production log.
 */
import { createServer, type Server } from "node:net";

import { count, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as forgot } from "@/app/api/auth/forgot/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as social } from "@/app/api/auth/social/route";
import { PATCH as profile } from "@/app/api/me/route";
import { getMailer, logMailer, mailDelivered, mailSetupLog, offMailer, smtpMailer, smtpTransportOptions } from "@/lib/server/auth/mailer";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { call, randomIp, request, runId, sessionToken, sha256Hex, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { upsertOwner } from "@/lib/server/db/queries/accounts";
import { accounts, passwordResets } from "@/lib/server/db/schema";
import { testDatabases } from "@/lib/server/db/test-db";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

for (const factory of testDatabases()) {
  describe(`sign-in and resets on ${factory.name}`, { timeout: 90_000 }, () => {
    const handle = withAppDatabase(factory);
    const db = () => handle().db;

    async function newUser() {
      const id = runId();
      const body = { firstName: "Ada", lastName: "Lovelace", username: `tr_${id}`, email: `tr-${id}@example.com`, password: `pw-${id}-secret` };
      const answer = await call(signup, request("/api/auth/signup", body));
      expect(answer.status).toBe(201);
      // Its verification mail is sent after the answer; the tests below count the mail that follows.
      await mailDelivered();
      return { ...body, token: sessionToken(answer), id: answer.json.user!.id as string };
    }

    /** Asks for a reset link and reads its token from the mail (sent after the answer). */
    async function resetLink(email: string, send: ReturnType<typeof vi.spyOn>) {
      expect((await call(forgot, request("/api/auth/forgot", { email }))).status).toBe(200);
      await mailDelivered();
      return /token=([A-Za-z0-9_-]{43})/.exec((send.mock.calls.at(-1)![0] as { text: string }).text)![1];
    }

    const accountCount = async () => (await db().select({ n: count() }).from(accounts))[0].n;

    it("in production, a social button without its provider's keys says it is not set up and creates no account", async () => {
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("E2E", "");
      const before = await accountCount();
      const answers = await Promise.all(["google", "microsoft", "yahoo"].map((provider) => call(social, request("/api/auth/social", { provider }))));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(404);
        expect(answer.json.error?.code).toBe("provider_not_configured");
        expect(answer.json.error?.message).toBe(`Sign-in with ${["Google", "Microsoft", "Yahoo"][i]} is not set up on this server. Use your e-mail and password.`);
        expect(answer.cookies.get("msx_session")).toBeUndefined();
      }
      expect(await accountCount()).toBe(before);
    });

    it("outside production the development account still works, and says so", async () => {
      const answer = await call(social, request("/api/auth/social", { provider: "google" }));
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ development: true, message: expect.stringContaining("not configured") });
    });

    it("using one of three reset links kills the other two; a password change kills later ones; none lasts over an hour", async () => {
      const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
      const user = await newUser();
      const links = [await resetLink(user.email, send), await resetLink(user.email, send), await resetLink(user.email, send)];
      const rows = await db().select().from(passwordResets).where(eq(passwordResets.accountId, user.id));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);

      expect((await call(reset, request("/api/auth/reset", { token: links[0], password: "first-new-pass" }))).status).toBe(200);
      for (const token of links.slice(1)) {
        const late = await call(reset, request("/api/auth/reset", { token, password: "attacker-pass" }));
        expect(late.status).toBe(400);
        expect(late.json.error?.code).toBe("invalid_token");
      }
      expect(await db().select().from(passwordResets).where(eq(passwordResets.accountId, user.id))).toEqual([]);

      // A link asked for, then a password change from the settings: the link no longer works.
      const fourth = await resetLink(user.email, send);
      const signedIn = await call(login, request("/api/auth/login", { email: user.email, password: "first-new-pass" }));
      expect(signedIn.status).toBe(200);
      const changed = await call(changePassword, request("/api/auth/password", { currentPassword: "first-new-pass", newPassword: "second-new-pass" }, { token: sessionToken(signedIn) }));
      expect(changed.status).toBe(200);
      expect((await call(reset, request("/api/auth/reset", { token: fourth, password: "attacker-pass" }))).status).toBe(400);
      const [row] = await db().select().from(accounts).where(eq(accounts.id, user.id));
      expect(await verifyPassword("second-new-pass", row.passwordHash)).toBe(true);
    });

    it("20 parallel resets with an account's links set the password once", async () => {
      const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
      const user = await newUser();
      const links: string[] = [];
      for (let i = 0; i < 4; i++) links.push(await resetLink(user.email, send));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(reset, request("/api/auth/reset", { token: links[i % 4], password: `parallel-pass-${i}` }))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    });

    it("the operator setting a password (the owner's, from the environment) deletes its outstanding reset links", async () => {
      const send = vi.spyOn(logMailer, "send").mockResolvedValue(undefined);
      const user = await newUser();
      const link = await resetLink(user.email, send);
      await upsertOwner(db(), user.email, await hashPassword("owner-pass-from-env"));
      expect(await db().select().from(passwordResets).where(eq(passwordResets.id, sha256Hex(link)))).toEqual([]);
      expect((await call(reset, request("/api/auth/reset", { token: link, password: "attacker-pass" }))).status).toBe(400);
    });

    it("changing the e-mail or username is rate-limited like sign-up: 20 parallel probes get at most 5 answers", async () => {
      const victim = await newUser();
      const prober = await newUser();
      const ip = randomIp();
      const probes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(profile, request("/api/me", i % 2 ? { email: victim.email } : { username: victim.username }, { token: prober.token, ip, method: "PATCH" })),
        ),
      );
      const told = probes.filter((p) => p.status === 409);
      expect(told.length).toBeLessThanOrEqual(5);
      expect(probes.filter((p) => p.status === 429)).toHaveLength(20 - told.length);
      // Saving the profile with the same e-mail and username is not a probe and is not limited.
      const same = await call(profile, request("/api/me", { email: prober.email, username: prober.username, firstName: "Grace" }, { token: prober.token, ip, method: "PATCH" }));
      expect(same.status).toBe(200);
    });

    it("forgot-password answers at once and the same for any address; the mail goes after the answer", async () => {
      const user = await newUser();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const send = vi.spyOn(logMailer, "send").mockImplementation(() => held);
      const known = await call(forgot, request("/api/auth/forgot", { email: user.email }));
      const unknown = await call(forgot, request("/api/auth/forgot", { email: `nobody-${runId()}@example.com` }));
      // Both answered while the known account's mail is still being sent.
      expect(known).toMatchObject({ status: 200, json: { ok: true } });
      expect(unknown).toMatchObject({ status: 200, json: { ok: true } });
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      release();
      await mailDelivered();
      expect(send).toHaveBeenCalledTimes(1);
    });
  });
}

describe("mail", () => {
  /** A tiny SMTP server on 127.0.0.1 that offers no STARTTLS and records every line it is sent. */
  async function plainSmtp(): Promise<{ server: Server; port: number; lines: string[] }> {
    const lines: string[] = [];
    const server = createServer((socket) => {
      let data = false;
      socket.write("220 test ESMTP\r\n");
      let buffer = "";
      socket.on("data", (chunk) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf("\r\n")) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          lines.push(line);
          if (data) {
            if (line === ".") {
              data = false;
              socket.write("250 queued\r\n");
            }
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO") socket.write("250-test\r\n250 AUTH PLAIN LOGIN\r\n");
          else if (verb === "AUTH") socket.write("235 ok\r\n");
          else if (line.toUpperCase() === "STARTTLS") socket.write("502 not implemented\r\n");
          else if (verb === "DATA") {
            data = true;
            socket.write("354 go on\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as { port: number }).port, lines };
  }

  it("uses implicit TLS on 465, requires STARTTLS on 587 and any other port, plain only to loopback", () => {
    expect(smtpTransportOptions({ host: "smtp.example.com", port: 465, from: "a@b.c" })).toMatchObject({ secure: true, requireTLS: false, ignoreTLS: false });
    expect(smtpTransportOptions({ host: "smtp.example.com", port: 587, from: "a@b.c" })).toMatchObject({ secure: false, requireTLS: true, ignoreTLS: false });
    expect(smtpTransportOptions({ host: "smtp.example.com", port: 25, from: "a@b.c" })).toMatchObject({ requireTLS: true });
    for (const host of ["127.0.0.1", "localhost", "::1"]) {
      expect(smtpTransportOptions({ host, port: 1025, from: "a@b.c" }), host).toMatchObject({ secure: false, requireTLS: false, ignoreTLS: true });
    }
    expect(smtpTransportOptions({ host: "10.0.0.5", port: 1025, from: "a@b.c" })).toMatchObject({ requireTLS: true });
  });

  it("never sends credentials or a message in clear to a server that offers no STARTTLS", async () => {
    const { server, port, lines } = await plainSmtp();
    try {
      const options = smtpTransportOptions({ host: "smtp.example.com", port: 587, user: "mailer", password: "smtp-secret-42", from: "a@b.c" });
      // The same options, pointed at the test server: as if a network attacker stripped STARTTLS from the answer.
      const transport = nodemailer.createTransport({ ...options, host: "127.0.0.1", port, tls: { rejectUnauthorized: false } });
      await expect(transport.sendMail({ from: "a@b.c", to: "x@y.z", subject: "Reset", text: "https://studio.example/reset?token=abc" })).rejects.toThrow();
      const seen = lines.join("\n");
      expect(seen).not.toMatch(/AUTH/i);
      expect(seen).not.toContain(Buffer.from("smtp-secret-42").toString("base64"));
      expect(seen).not.toContain("token=abc");
    } finally {
      server.close();
    }
  });

  it("sends through nodemailer in plain SMTP to a loopback catcher", async () => {
    const { server, port, lines } = await plainSmtp();
    try {
      await smtpMailer({ host: "127.0.0.1", port, from: "no-reply@msxstudio.app" }).send({ to: "ada@example.com", subject: "Verify", text: "Open https://studio.example/verify?token=xyz" });
      expect(lines).toContain("RCPT TO:<ada@example.com>");
      expect(lines.join("\n")).toContain("Open https://studio.example/verify?token=xyz");
    } finally {
      server.close();
    }
  });

  it("a production start without SMTP says mail is off, and never logs a working link", async () => {
    expect(getMailer({ NODE_ENV: "production" })).toBe(offMailer);
    expect(mailSetupLog({ NODE_ENV: "production" })).toEqual({ level: "warn", message: expect.stringContaining("mail is off") });
    const logged: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    await offMailer.send({ to: "ada@example.com", subject: "Reset your MSX Studio password", text: "https://studio.example/forgot-password?token=secret-token-1" });
    expect(logged.join("\n")).toContain("not sent");
    expect(logged.join("\n")).not.toContain("secret-token-1");
    expect(logged.join("\n")).not.toContain("ada@example.com");
    expect(getMailer({ NODE_ENV: "development" })).toBe(logMailer);
  });
});
