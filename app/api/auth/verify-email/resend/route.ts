import { appOrigin } from "@/lib/server/app-url";
import { resendVerification } from "@/lib/server/auth/verification";
import { route } from "@/lib/server/route";

/**
 * Resend link: mails a new verification link to the caller's address, after the answer. 200 { ok, email }; 403 for a
 * guest; 409 already_verified; 429 past 3 in 10 minutes (Retry-After).
 */
export const POST = route({ access: "account", guestMessage: "Sign up to verify an e-mail address." }, async ({ req, account }) => {
  const { email } = await resendVerification(account, appOrigin(req));
  return { ok: true, email };
});
