import { NextResponse } from "next/server";

import { getDb } from "@/lib/server/db/client";
import { createGuest, deleteSession, findAccountById } from "@/lib/server/db/queries/accounts";
import { hashToken, newSessionToken, setSessionCookie, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { userJson } from "@/lib/server/auth/guard";
import { withApi } from "@/lib/server/api";

/** "Continue as Demo User": a fresh guest seeded as the spec's demo user. */
export const POST = withApi(async (req) => {
  const db = await getDb();
  const previous = tokenFromCookieHeader(req.headers.get("cookie"));
  if (previous) await deleteSession(db, hashToken(previous));
  const token = newSessionToken();
  const guest = await createGuest(db, hashToken(token));
  const res: NextResponse = await userJson((await findAccountById(db, guest.id)) ?? guest);
  setSessionCookie(res, token);
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res;
});
