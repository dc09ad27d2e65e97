import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { accountForSession, createGuest, createSession, deleteSession, SESSION_DAYS } from "@/lib/server/db/queries/accounts";
import { sessions } from "@/lib/server/db/schema";
import { suiteDatabase, testDatabases } from "@/lib/server/db/test-db";

import { hashToken, isSessionToken, newSessionToken, SESSION_COOKIE, sessionCookieOptions, tokenFromCookieHeader } from "./session";
import { sha256Hex } from "./test-helpers";

const DAY = 86_400_000;

describe("session tokens and cookie", () => {
  it("a token is 32 random bytes in base64url (43 characters), and its stored form is the SHA-256 hex", () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isSessionToken(token)).toBe(true);
    expect(newSessionToken()).not.toBe(token);
    expect(hashToken(token)).toBe(sha256Hex(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads the token from a Cookie header and ignores malformed ones", () => {
    const token = newSessionToken();
    expect(tokenFromCookieHeader(`a=b; ${SESSION_COOKIE}=${token}; c=d`)).toBe(token);
    expect(tokenFromCookieHeader(`${SESSION_COOKIE}=short`)).toBeNull();
    expect(tokenFromCookieHeader(null)).toBeNull();
  });

  it("cookie options: HttpOnly, SameSite=Lax, path /, Secure only in production", () => {
    expect(sessionCookieOptions(false)).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false, path: "/" });
    expect(sessionCookieOptions(true)).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
  });
});

for (const factory of testDatabases()) {
  describe(`sessions on ${factory.name}`, () => {
    const handle = suiteDatabase(factory);

    const start = new Date("2026-11-01T12:00:00Z");
    const at = (days: number) => new Date(start.getTime() + days * DAY);

    async function newAccountWithSession() {
      const token = newSessionToken();
      const guest = await createGuest(handle.db, hashToken(newSessionToken()), start);
      await createSession(handle.db, guest.id, hashToken(token), start);
      return { token, guest };
    }

    it("stores only the SHA-256 of the token, with an expiry 30 days out", async () => {
      const { token, guest } = await newAccountWithSession();
      const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, sha256Hex(token)));
      expect(row).toMatchObject({ accountId: guest.id });
      expect(row.expiresAt.getTime()).toBe(at(SESSION_DAYS).getTime());
      expect(await handle.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
      const all = await handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, guest.id));
      expect(all.map((s) => s.id)).not.toContain(token);
      expect((await accountForSession(handle.db, sha256Hex(token), at(1)))?.id).toBe(guest.id);
      // The token itself is not a key.
      expect(await accountForSession(handle.db, token, at(1))).toBeNull();
    });

    it("expires 30 days after the last use", async () => {
      const { token } = await newAccountWithSession();
      expect(await accountForSession(handle.db, sha256Hex(token), at(30))).toBeNull();
      expect(await accountForSession(handle.db, sha256Hex(token), at(31))).toBeNull();
    });

    it("slides forward with use: used on day 29, it lives until day 59", async () => {
      const { token, guest } = await newAccountWithSession();
      expect((await accountForSession(handle.db, sha256Hex(token), at(29)))?.id).toBe(guest.id);
      const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, sha256Hex(token)));
      expect(row.expiresAt.getTime()).toBe(at(59).getTime());
      expect((await accountForSession(handle.db, sha256Hex(token), at(58)))?.id).toBe(guest.id);
      // Used on day 58, it now lives until day 88; unused from then on, it is gone on day 88.
      expect((await accountForSession(handle.db, sha256Hex(token), at(87)))?.id).toBe(guest.id);
      expect(await accountForSession(handle.db, sha256Hex(token), at(87 + 30))).toBeNull();
    });

    it("a deleted session (log-out) no longer resolves", async () => {
      const { token } = await newAccountWithSession();
      await deleteSession(handle.db, hashToken(token));
      expect(await accountForSession(handle.db, sha256Hex(token), at(1))).toBeNull();
      expect(await handle.db.select().from(sessions).where(eq(sessions.id, sha256Hex(token)))).toHaveLength(0);
    });
  });
}
