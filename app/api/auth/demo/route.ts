import type { NextResponse } from "next/server";

import { startDemo } from "@/lib/server/auth/accounts";
import { userJson } from "@/lib/server/auth/guard";
import { setSessionCookie, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { route } from "@/lib/server/route";

/**
 * "Continue as Demo User": a fresh session token that shows the product's demo user. Its guest account is created by
 * the visitor's first request that changes server state, not here.
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  const { token, visitor } = await startDemo(tokenFromCookieHeader(req.headers.get("cookie")));
  const res: NextResponse = await userJson(visitor);
  setSessionCookie(res, token);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
