import { type NextRequest, NextResponse } from "next/server";

import { contentSecurityPolicy, storageOriginFromEnv } from "@/lib/server/security-headers";

/**
 * Runs before every page request (not API routes, static files or media: the matcher below leaves them out, so an
 * API request pays nothing here):
 * - a page gets a Content-Security-Policy with a fresh nonce: only scripts that carry it run (Next puts it on its own
 *   scripts when the request names it; the root layout reads it from `x-nonce` for the early-input script);
 * - a first-time visitor's page request gets a session token (no database work here: pages show the demo user for
 *   it, and the guest account behind it is created by the first request that changes server state,
 *   lib/server/auth/session.ts).
 * A state-changing API request from another site is refused by the route wrapper (lib/server/route.ts); a path that
 * does not decode is answered by the request hook (lib/server/request-hook.ts), before Next and this proxy.
 */
const SESSION_COOKIE = "msx_session";
/** Set by log-out: the visitor stays signed out instead of becoming a new guest (lib/server/auth/signed-out.ts). */
const SIGNED_OUT_COOKIE = "msx_signed_out";
/** As lib/server/auth/session.ts: the cookie carries the token, the database decides the 30-day sliding session. */
const SESSION_MAX_AGE = 400 * 86_400;
/** The request header the root layout reads the page's script nonce from. */
const NONCE_HEADER = "x-nonce";

function token(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString("base64url");
}

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  const nonce = token();
  const csp = contentSecurityPolicy({
    storageOrigin: storageOriginFromEnv(process.env),
    dev: process.env.NODE_ENV !== "production",
    nonce,
  });
  headers.set(NONCE_HEADER, nonce);
  headers.set("content-security-policy", csp);
  const newVisitor = request.method === "GET" && !request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SIGNED_OUT_COOKIE);
  const value = token();
  if (newVisitor) {
    const cookie = headers.get("cookie");
    headers.set("cookie", `${cookie ? `${cookie}; ` : ""}${SESSION_COOKIE}=${value}`);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  if (!newVisitor) return response;
  response.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|media/|models/|api/|favicon.ico|.*\\.(?:png|jpg|jpeg|svg|webm|mp4|wav|onnx|wasm|json|bin)$).*)"],
};
