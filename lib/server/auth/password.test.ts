import { scryptSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash, never the password, and the hash is scrypt of the password with that salt", async () => {
    const password = "correct horse battery staple";
    const stored = await hashPassword(password);
    expect(stored).not.toContain(password);
    const [scheme, n, r, p, salt, hash] = stored.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(n)).toBeGreaterThanOrEqual(16384);
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    const expected = scryptSync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), 32, { N: Number(n), r: Number(r), p: Number(p) });
    expect(hash).toBe(expected.toString("base64url"));
  });

  it("salts: two hashes of one password differ, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifyPassword("same-password", a)).toBe(true);
    expect(await verifyPassword("same-password", b)).toBe(true);
  });

  it("verifies the right password and refuses a wrong one, a missing hash and a foreign scheme", async () => {
    const stored = await hashPassword("Secret-123");
    expect(await verifyPassword("Secret-123", stored)).toBe(true);
    expect(await verifyPassword("secret-123", stored)).toBe(false);
    expect(await verifyPassword("Secret-1234", stored)).toBe(false);
    expect(await verifyPassword("Secret-123", null)).toBe(false);
    expect(await verifyPassword("Secret-123", stored.replace(/^scrypt/, "md5"))).toBe(false);
  });
});
