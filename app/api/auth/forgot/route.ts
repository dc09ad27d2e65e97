import { forgotSchema } from "@/lib/contracts/auth";
import { readJson } from "@/lib/server/api";
import { appOrigin } from "@/lib/server/app-url";
import { sendPasswordReset } from "@/lib/server/auth/accounts";
import { clientKey, rateLimit } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";

/** Sends a reset link when the account exists; the answer is the same either way. */
export const POST = route({ access: "public" }, async ({ req }) => {
  // The limit counts every attempt, a malformed one too, so the body is read after it.
  await rateLimit("forgot", clientKey(req), 5);
  const { email } = await readJson(req, forgotSchema);
  // From APP_URL, never the Host header: a forged Host must not put an attacker's address in the mail.
  await sendPasswordReset(email, appOrigin(req));
  return { ok: true };
});
