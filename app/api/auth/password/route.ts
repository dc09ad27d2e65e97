import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { rateLimit, requireAccount } from "@/lib/server/auth/guard";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { hashToken, tokenFromCookieHeader } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { setPassword } from "@/lib/server/db/queries/accounts";

import { passwordChangeSchema } from "@/lib/contracts/auth";

/** Changes the password after checking the current one; the account's other sessions are signed out. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, passwordChangeSchema);
  await rateLimit("password", account.id, 5);
  if (account.role === "guest") throw new ApiError(403, "Create an account to set a password", "guest_account");
  if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
    throw new ApiError(400, "The current password is not correct", "wrong_password");
  }
  // Other sessions end with the old password; this one stays signed in.
  const token = tokenFromCookieHeader(req.headers.get("cookie"));
  await setPassword(await getDb(), account.id, await hashPassword(body.newPassword), token ? hashToken(token) : null);
  return NextResponse.json({ ok: true });
});
