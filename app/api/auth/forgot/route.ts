import { NextResponse } from "next/server";

import { readJson, withApi } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { clientKey, rateLimit } from "@/lib/server/auth/guard";
import { getMailer } from "@/lib/server/auth/mailer";
import { hashToken, newSessionToken } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { createPasswordReset, findAccountByEmail } from "@/lib/server/db/queries/accounts";

import { forgotSchema } from "@/lib/contracts/auth";

/** Sends a reset link when the account exists; the answer is the same either way. */
export const POST = withApi(async (req) => {
  await rateLimit("forgot", clientKey(req), 5);
  const { email } = await readJson(req, forgotSchema);
  const db = await getDb();
  const account = await findAccountByEmail(db, email);
  if (account && account.role !== "guest" && account.email) {
    const token = newSessionToken();
    await createPasswordReset(db, account.id, hashToken(token));
    // From APP_URL, never the Host header: a forged Host must not put an attacker's address in the mail.
    const origin = appOrigin(req);
    await getMailer().send({
      to: account.email,
      subject: "Reset your MSX Studio password",
      text: `Open this link within an hour to choose a new password:\n${origin}/forgot-password?token=${token}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  }
  return NextResponse.json({ ok: true });
});
