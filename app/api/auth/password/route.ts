import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { rateLimit, requireAccount } from "@/lib/server/auth/guard";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { getDb } from "@/lib/server/db/client";
import { setPassword } from "@/lib/server/db/queries/accounts";

import { passwordChangeSchema } from "./schema";

/** Changes the password after checking the current one. */
export const POST = withApi(async (req) => {
  const account = await requireAccount(req);
  const body = await readJson(req, passwordChangeSchema);
  await rateLimit("password", account.id, 5);
  if (account.role === "guest") throw new ApiError(403, "Create an account to set a password", "guest_account");
  if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
    throw new ApiError(400, "The current password is not correct", "wrong_password");
  }
  await setPassword(await getDb(), account.id, await hashPassword(body.newPassword));
  return NextResponse.json({ ok: true });
});
