/**
 * Bad input never reaches the database as a 500: text fields with NUL or other control characters answer 400 in the
 * one error shape (sign-up, log-in, profile, tickets), and the log of a request that does fail holds no query
 * parameters, hashes or tokens.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { PATCH as profile } from "@/app/api/me/route";
import { POST as createTicket } from "@/app/api/tickets/route";
import { call, freshToken, request, runId, sessionToken, withAppDatabase } from "@/lib/server/auth/test-helpers";
import { hashPassword } from "@/lib/server/auth/password";
import { getDb } from "@/lib/server/db/client";
import { testDatabases } from "@/lib/server/db/test-db";
import { route } from "@/lib/server/route";

afterEach(() => vi.restoreAllMocks());

for (const factory of testDatabases()) {
  describe(`control characters and logged errors on ${factory.name}`, { timeout: 60_000 }, () => {
    withAppDatabase(factory);

    it("a NUL or another control character in a text field answers 400 invalid_characters, and nothing is logged", async () => {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const id = runId();
      const account = { firstName: "Ada", lastName: "Lovelace", email: `nul-${id}@example.com`, username: `nul_${id}`, password: "engine-42-secret" };
      const created = await call(signup, request("/api/auth/signup", account));
      expect(created.status).toBe(201);
      const token = sessionToken(created);

      const attempts = [
        call(signup, request("/api/auth/signup", { ...account, email: `x-${id}@example.com`, username: `x_${id}`, firstName: "A\u0000da" })),
        call(signup, request("/api/auth/signup", { ...account, email: `y-${id}@example.com`, username: `y_${id}`, password: "engine\u000042-secret" })),
        call(login, request("/api/auth/login", { email: account.email, password: "engine-42\u0000" })),
        call(login, request("/api/auth/login", { email: `nul-${id}\u0000@example.com`, password: "x" })),
        call(profile, request("/api/me", { firstName: "Ada\u0007" }, { token, method: "PATCH" })),
        call(createTicket, request("/api/tickets", { title: "Broken\u0000", description: "It broke." }, { token: freshToken() })),
        call(createTicket, request("/api/tickets", { title: "Broken", description: "Line\u001bone" }, { token })),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(400);
        expect(answer.json.error).toEqual({ code: "invalid_characters", message: expect.stringContaining("control characters") });
      }
      // Tabs and line breaks are text, not control characters.
      const ticket = await call(createTicket, request("/api/tickets", { title: "Broken", description: "Line one\n\tLine two\r\n" }, { token }));
      expect(ticket.status).toBe(201);
      expect(log).not.toHaveBeenCalled();
    });

    it("the log of a failing request holds no query parameters, hashes or tokens", async () => {
      const lines: string[] = [];
      vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
      const hash = await hashPassword("engine-42-secret");
      const secretToken = freshToken();
      // A query the database refuses, carrying a password hash and a session token as parameters.
      const failing = route({ access: "public" }, async () => {
        const db = await getDb();
        await db.execute(sql`select ${hash}::integer as n, ${secretToken}::integer as m`);
        return {};
      });
      const answer = await call(failing, request("/api/x"));
      expect(answer.status).toBe(500);
      expect(answer.json.error?.code).toBe("internal_error");
      const log = lines.join("\n");
      expect(log).toContain(answer.headers.get("x-request-id")!);
      expect(log).toMatch(/Failed query/);
      expect(log).not.toContain(hash);
      expect(log).not.toContain(hash.slice(-20));
      expect(log).not.toContain(secretToken);
      expect(log).not.toMatch(/params:/);
    });
  });
}
