import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The owner session: a cookie holding `payload.signature`, where the payload (base64url JSON)
 * carries the subject and the expiry, and the signature is HMAC-SHA256 over the payload with
 * SESSION_SECRET. Nothing in it is secret; it only proves the server issued it and when it ends.
 */
export const OWNER_COOKIE = "msx_owner";
/** How long an owner session lasts. */
export const OWNER_SESSION_TTL_SECONDS = 12 * 60 * 60;

interface OwnerPayload {
  sub: "owner";
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/**
 * Compares two strings in time that does not depend on where they differ (nor on their lengths:
 * both are hashed to 32 bytes first).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a, "utf8").digest();
  const hb = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(ha, hb);
}

/** A signed owner token valid for `ttlSeconds` from `now`. */
export function createOwnerToken(
  secret: string,
  now: Date = new Date(),
  ttlSeconds: number = OWNER_SESSION_TTL_SECONDS,
): string {
  const payload: OwnerPayload = { sub: "owner", exp: Math.floor(now.getTime() / 1000) + ttlSeconds };
  const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${encoded}.${sign(encoded, secret)}`;
}

/** True when the token was signed with `secret`, is well formed, and has not expired at `now`. */
export function verifyOwnerToken(token: string | null | undefined, secret: string, now: Date = new Date()): boolean {
  if (!token || token.length > 1024) return false;
  const parts = token.split(".");
  if (parts.length !== 2) return false;
  const [encoded, signature] = parts as [string, string];
  if (!encoded || !signature) return false;
  const expected = Buffer.from(sign(encoded, secret), "base64url");
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return false;
  }
  if (typeof payload !== "object" || payload === null) return false;
  const { sub, exp } = payload as Partial<OwnerPayload>;
  return sub === "owner" && typeof exp === "number" && Number.isFinite(exp) && exp * 1000 > now.getTime();
}

export interface OwnerConfig {
  email: string;
  password: string;
  secret: string;
}

/** The shortest SESSION_SECRET accepted; a shorter one leaves owner login disabled. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * Owner login is enabled only when OWNER_EMAIL, OWNER_PASSWORD and a SESSION_SECRET of at least
 * 32 characters are all set; otherwise null.
 */
export function ownerConfigFrom(env: {
  OWNER_EMAIL?: string;
  OWNER_PASSWORD?: string;
  SESSION_SECRET?: string;
}): OwnerConfig | null {
  const { OWNER_EMAIL: email, OWNER_PASSWORD: password, SESSION_SECRET: secret } = env;
  if (!email || !password || !secret || secret.length < MIN_SESSION_SECRET_LENGTH) return null;
  return { email, password, secret };
}

/**
 * Checks a login against the owner credentials. Both comparisons always run (no early exit), in
 * constant time; the e-mail is compared case-insensitively.
 */
export function isOwnerCredentials(config: OwnerConfig, email: string, password: string): boolean {
  const emailOk = constantTimeEqual(email.trim().toLowerCase(), config.email.trim().toLowerCase());
  const passwordOk = constantTimeEqual(password, config.password);
  return emailOk && passwordOk;
}
