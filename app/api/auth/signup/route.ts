import { NextResponse } from "next/server";

import { clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { hashPassword } from "@/lib/server/auth/password";
import { accountFromRequest, startSession, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { SIGNED_OUT_COOKIE } from "@/lib/server/auth/signed-out";
import { ApiError, readJson, withApi } from "@/lib/server/api";
import { loginRef, recordActivity } from "@/lib/server/challenges";
import { getDb } from "@/lib/server/db/client";
import { signUp } from "@/lib/server/db/queries/accounts";

import { signupSchema } from "@/lib/contracts/auth";

/** Creates an account (from the visitor's guest, keeping its projects and balance) and signs it in. */
export const POST = withApi(async (req) => {
  await rateLimit("signup", clientKey(req), 5);
  const body = await readJson(req, signupSchema);
  const guest = await accountFromRequest(req, { createGuest: false });
  const result = await signUp(await getDb(), {
    email: body.email,
    username: body.username,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName,
    lastName: body.lastName,
    guestId: guest?.role === "guest" ? guest.id : null,
  });
  if (!result.ok) {
    throw new ApiError(409, result.reason === "email_taken" ? "An account with this e-mail already exists" : "This username is taken", result.reason);
  }
  const res = await userJson(result.account, {}, { status: 201 });
  await startSession(res, result.account.id, tokenFromCookieHeader(req.headers.get("cookie")));
  await recordActivity(await getDb(), result.account.id, "login", loginRef());
  res.cookies.delete(SIGNED_OUT_COOKIE);
  return res satisfies NextResponse;
});
