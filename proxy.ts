import { type NextRequest, NextResponse } from "next/server";

import { CROSS_SITE_MESSAGE, crossSite } from "@/lib/server/cross-site";
import { contentSecurityPolicy, storageOriginFromEnv } from "@/lib/server/security-headers";

/**
 * Runs before every page and API request:
 * - CSRF: a state-changing API request must come from this site (Origin, or Sec-Fetch-Site) — together with the
 *   SameSite=Lax session cookie, another site cannot act for a signed-in creator.
 * - A page gets a Content-Security-Policy with a fresh nonce: only scripts that carry it run (Next puts it on its own
 *   scripts when the request names it; the root layout reads it from `x-nonce` for the early-input script).
 * - A first-time visitor's page request gets a session token (no database work here: pages show the demo user for
 *   it, and the guest account behind it is created by the first request that changes server state,
 *   lib/server/auth/session.ts).
 */
const SESSION_COOKIE = "msx_session";
/** Set by log-out: the visitor stays signed out instead of becoming a new guest (lib/server/auth/signed-out.ts). */
const SIGNED_OUT_COOKIE = "msx_signed_out";
/** As lib/server/auth/session.ts: the cookie carries the token, the database decides the 30-day sliding session. */
const SESSION_MAX_AGE = 400 * 86_400;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The request header the root layout reads the page's script nonce from. */
const NONCE_HEADER = "x-nonce";

function token(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString("base64url");
}

/** True when the path has a percent-encoding that does not decode (e.g. `%E0%A4%A`): Next would answer a plain 500. */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function proxy(request: NextRequest) {
  if (malformedPath(request.nextUrl.pathname)) {
    return NextResponse.json({ error: { code: "malformed_url", message: "The address is not valid (a % must start a valid encoding)" } }, { status: 400 });
  }
  const isApi = request.nextUrl.pathname.startsWith("/api/");
  if (isApi && UNSAFE.has(request.method) && crossSite(request.headers)) {
    return NextResponse.json(
      { error: { code: "cross_site_request", message: CROSS_SITE_MESSAGE } },
      { status: 403 },
    );
  }
  if (isApi) return NextResponse.next();

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
  matcher: ["/((?!_next/static|_next/image|media/|models/|api/storage/|favicon.ico|.*\\.(?:png|jpg|jpeg|svg|webm|mp4|wav|onnx|wasm|json|bin)$).*)"],
};
