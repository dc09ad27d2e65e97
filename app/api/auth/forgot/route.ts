import { forgotSchema } from "@/lib/contracts/auth";
import { readJson } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { sendPasswordReset } from "@/lib/server/auth/accounts";
import { clientKey, rateLimit } from "@/lib/server/auth/guard";
import { deliverLater } from "@/lib/server/auth/mailer";
import { route } from "@/lib/server/route";

/**
 * Sends a reset link when the account exists. The answer is the same, and as quick, for any address: the account is
 * looked up and the mail sent after answering.
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  // The limit counts every attempt, a malformed one too, so the body is read after it.
  await rateLimit("forgot", clientKey(req), 5);
  const { email } = await readJson(req, forgotSchema);
  // From APP_URL, never the Host header: a forged Host must not put an attacker's address in the mail.
  const origin = appOrigin(req);
  deliverLater(() => sendPasswordReset(email, origin));
  return { ok: true };
});
