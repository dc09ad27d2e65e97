import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  constantTimeEqual,
  createOwnerToken,
  isOwnerCredentials,
  ownerConfigFrom,
  verifyOwnerToken,
} from "@/lib/server/owner-session";

const secret = "a-test-secret-that-is-long-enough-123456";
const now = new Date("2026-03-01T12:00:00Z");

describe("owner session token", () => {
  it("verifies a token it signed until it expires", () => {
    const token = createOwnerToken(secret, now, 60);
    expect(verifyOwnerToken(token, secret, now)).toBe(true);
    expect(verifyOwnerToken(token, secret, new Date(now.getTime() + 59_000))).toBe(true);
    expect(verifyOwnerToken(token, secret, new Date(now.getTime() + 60_000))).toBe(false);
  });

  it("rejects another secret, a changed payload or signature, and junk", () => {
    const token = createOwnerToken(secret, now, 60);
    expect(verifyOwnerToken(token, `${secret}x`, now)).toBe(false);
    const [payload, signature] = token.split(".") as [string, string];
    const later = Buffer.from(JSON.stringify({ sub: "owner", exp: 9_999_999_999 })).toString("base64url");
    expect(verifyOwnerToken(`${later}.${signature}`, secret, now)).toBe(false);
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    expect(verifyOwnerToken(`${payload}.${flipped}`, secret, now)).toBe(false);
    for (const junk of [undefined, null, "", "abc", "a.b.c", ".", `${payload}.`, "x".repeat(2000)]) {
      expect(verifyOwnerToken(junk, secret, now)).toBe(false);
    }
  });

  it("rejects a well-signed payload that is not an owner session", () => {
    const encoded = Buffer.from(JSON.stringify({ sub: "user", exp: 9_999_999_999 })).toString("base64url");
    const sig = createHmac("sha256", secret).update(encoded).digest("base64url");
    expect(verifyOwnerToken(`${encoded}.${sig}`, secret, now)).toBe(false);
  });
});

describe("owner credentials", () => {
  it("is disabled unless all three variables are set and the secret is long enough", () => {
    expect(ownerConfigFrom({})).toBeNull();
    expect(ownerConfigFrom({ OWNER_EMAIL: "o@x.test", OWNER_PASSWORD: "pw" })).toBeNull();
    expect(ownerConfigFrom({ OWNER_EMAIL: "o@x.test", OWNER_PASSWORD: "pw", SESSION_SECRET: "short" })).toBeNull();
    expect(ownerConfigFrom({ OWNER_EMAIL: "o@x.test", OWNER_PASSWORD: "pw", SESSION_SECRET: secret })).toEqual({
      email: "o@x.test",
      password: "pw",
      secret,
    });
  });

  it("matches the pair exactly (e-mail case-insensitive) and nothing else", () => {
    const config = { email: "Owner@Example.test", password: "Pa55 word!", secret };
    expect(isOwnerCredentials(config, "owner@example.test", "Pa55 word!")).toBe(true);
    expect(isOwnerCredentials(config, " OWNER@example.test ", "Pa55 word!")).toBe(true);
    expect(isOwnerCredentials(config, "owner@example.test", "pa55 word!")).toBe(false);
    expect(isOwnerCredentials(config, "owner@example.test", "Pa55 word")).toBe(false);
    expect(isOwnerCredentials(config, "other@example.test", "Pa55 word!")).toBe(false);
    expect(isOwnerCredentials(config, "", "")).toBe(false);
  });

  it("compares strings of any length", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });
});
