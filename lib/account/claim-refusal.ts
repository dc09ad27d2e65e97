/** A reward claim refused until the account's e-mail is verified, as the dashboard and the challenges say it. */
import { EMAIL_UNVERIFIED } from "@/lib/account/user";

/**
 * Whether a claim was refused until the account's e-mail is verified; if so, it says so in a toast whose Resend link
 * action (its API call) loads when it is needed.
 */
export function refusedUntilVerified(result: { ok: true } | { ok: false; code: string; message: string }): boolean {
  if (result.ok || result.code !== EMAIL_UNVERIFIED) return false;
  const message = result.message;
  void import("@/lib/account/verification").then((m) => m.unverifiedToast(message));
  return true;
}
