import { verifyEmailSchema } from "@/lib/contracts/auth";
import { readJson } from "@/lib/server/api";
import { clientKey, rateLimit, userJson } from "@/lib/server/auth/guard";
import { accountFromRequest } from "@/lib/server/auth/session";
import { verifyEmail } from "@/lib/server/auth/verification";
import { route } from "@/lib/server/route";

/**
 * Opens a verification link (the page /verify-email posts its token: a GET never changes state). 200 { verified,
 * user? }: the user when the browser is signed in to the verified account; 400 invalid_token for an unknown, used or
 * expired link.
 */
export const POST = route({ access: "public" }, async ({ req }) => {
  // The limit counts every attempt, a malformed one too, so the body is read after it.
  await rateLimit("verify-email", clientKey(req), 20);
  const { token } = await readJson(req, verifyEmailSchema);
  const verified = await verifyEmail(token);
  const caller = await accountFromRequest(req, { createGuest: false });
  if (caller?.id === verified.id) return userJson(verified, { verified: true });
  return { verified: true };
});
