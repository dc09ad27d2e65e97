import { NextResponse } from "next/server";

import { getDb } from "@/lib/server/db/client";
import { deleteSession, demoVisitor } from "@/lib/server/db/queries/accounts";
import { guestIdForToken, hashToken, newSessionToken, setSessionCookie, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { userJson } from "@/lib/server/auth/guard";
import { withApi } from "@/lib/server/api";

/**
 * "Continue as Demo User": a fresh session token that shows the product's demo user. Its guest account is created by
 * the visitor's first request that changes server state, not here.
 */
export const POST = withApi(async (req) => {
  const previous = tokenFromCookieHeader(req.headers.get("cookie"));
  if (previous) await deleteSession(await getDb(), hashToken(previous));
  const token = newSessionToken();
  const res: NextResponse = await userJson(demoVisitor(guestIdForToken(token)));
  setSessionCookie(res, token);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
