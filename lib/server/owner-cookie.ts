import "server-only";
import type { NextResponse } from "next/server";

import { OWNER_COOKIE, OWNER_SESSION_TTL_SECONDS } from "@/lib/server/owner-session";

/** HttpOnly, SameSite=Lax, Secure in production, for the whole site. */
function options(production: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure: production, path: "/" };
}

export function ownerCookie(res: NextResponse, token: string, production: boolean) {
  res.cookies.set(OWNER_COOKIE, token, { ...options(production), maxAge: OWNER_SESSION_TTL_SECONDS });
}

export function clearOwnerCookie(res: NextResponse, production: boolean) {
  res.cookies.set(OWNER_COOKIE, "", { ...options(production), maxAge: 0 });
}
