import { NextResponse } from "next/server";

import { ApiError, readJson, withApi } from "@/lib/server/api";
import { clientKey, rateLimit } from "@/lib/server/auth/guard";
import { hashPassword } from "@/lib/server/auth/password";
import { hashToken } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { consumePasswordReset, setPassword } from "@/lib/server/db/queries/accounts";

import { resetSchema } from "@/lib/contracts/auth";

/** Sets a new password from a reset link's token (once, within an hour); every session of the account ends. */
export const POST = withApi(async (req) => {
  await rateLimit("reset", clientKey(req), 10);
  const body = await readJson(req, resetSchema);
  const db = await getDb();
  const accountId = await consumePasswordReset(db, hashToken(body.token));
  if (!accountId) throw new ApiError(400, "This reset link is invalid or has expired", "invalid_token");
  await setPassword(db, accountId, await hashPassword(body.password));
  return NextResponse.json({ ok: true });
});
