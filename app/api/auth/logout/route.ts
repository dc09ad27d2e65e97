import { NextResponse } from "next/server";

import { clearSessionCookie, endSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { getEnv } from "@/lib/server/env";
import { route } from "@/lib/server/route";

/** Log-out revokes the session on the server and keeps the visitor signed out until the next log-in. */
export const POST = route({ access: "public" }, async ({ req }) => {
  await endSession(tokenFromCookieHeader(req.headers.get("cookie")));
  const res = NextResponse.json({ ok: true });
  const production = getEnv().NODE_ENV === "production";
  clearSessionCookie(res);
  res.cookies.set(SIGNED_OUT_COOKIE, "1", { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: 30 * 86_400 });
  return res;
});
