import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { getEnv } from "@/lib/server/env";

const SECRET_SLOT = Symbol.for("msx.uploadSigningSecret");
type Slot = { [SECRET_SLOT]?: string };

/**
 * The embedded store's signing secret: UPLOAD_SIGNING_SECRET, or one generated per process
 * (kept on globalThis so every route bundle of the process shares it).
 */
export function signingSecret(): string {
  const configured = getEnv().UPLOAD_SIGNING_SECRET;
  if (configured) return configured;
  const slot = globalThis as Slot;
  slot[SECRET_SLOT] ??= randomBytes(32).toString("hex");
  return slot[SECRET_SLOT];
}

/** HMAC-SHA256 over the signed fields and the expiry (seconds since the epoch), hex. */
export function sign(fields: readonly (string | number)[], expires: number, secret = signingSecret()): string {
  return createHmac("sha256", secret)
    .update([...fields.map(String), String(expires)].join("\n"))
    .digest("hex");
}

export type Verdict = "ok" | "expired" | "invalid";

export function verify(
  fields: readonly (string | number)[],
  expires: number,
  signature: string,
  { now = Date.now(), secret = signingSecret() }: { now?: number; secret?: string } = {},
): Verdict {
  if (!Number.isSafeInteger(expires) || !/^[0-9a-f]{64}$/.test(signature)) return "invalid";
  const expected = Buffer.from(sign(fields, expires, secret), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "invalid";
  if (expires * 1000 < now) return "expired";
  return "ok";
}
