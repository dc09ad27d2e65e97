import { resetSchema } from "@/lib/contracts/auth";
import { readJson } from "@/lib/server/api";
import { resetPassword } from "@/lib/server/auth/accounts";
import { clientKey, rateLimit } from "@/lib/server/auth/guard";
import { route } from "@/lib/server/route";

/** Sets a new password from a reset link's token (once, within an hour); every session of the account ends. */
export const POST = route({ access: "public" }, async ({ req }) => {
  // The limit counts every attempt, a malformed one too, so the body is read after it.
  await rateLimit("reset", clientKey(req), 10);
  const body = await readJson(req, resetSchema);
  await resetPassword(body.token, body.password);
  return { ok: true };
});
