import type { NextResponse } from "next/server";

import { dropSession } from "@/lib/server/auth/accounts";
import { userJson } from "@/lib/server/auth/guard";
import { guestIdForToken, newSessionToken, setSessionCookie, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { demoVisitor } from "@/lib/server/db/queries/accounts";
import { route } from "@/lib/server/route";

/**
 * "Continue as Demo User": a fresh session token that shows the product's demo user. Its guest account is created by
 * the visitor's first request that changes server state, not here.
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  const previous = tokenFromCookieHeader(req.headers.get("cookie"));
  if (previous) await dropSession(previous);
  const token = newSessionToken();
  const res: NextResponse = await userJson(demoVisitor(guestIdForToken(token)));
  setSessionCookie(res, token);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
